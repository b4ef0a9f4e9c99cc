import { Authorized, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../context.js';

@ObjectType()
class DashboardStats {
  @Field(() => Int) blogs!: number;
  @Field(() => Int) products!: number;
  @Field(() => Int) documents!: number;
  @Field(() => Int) applications!: number;
}

@Resolver()
export class DashboardResolver {
  @Authorized()
  @Query(() => DashboardStats, { description: 'Counters for the admin dashboard' })
  async dashboardStats(@Ctx() ctx: AppContext): Promise<DashboardStats> {
    const s = ctx.services;
    const [blogs, products, documents, applications] = await Promise.all([
      s.blogs.count(),
      s.products.count(),
      s.documents.count(),
      s.applications.count(),
    ]);
    return { blogs, products, documents, applications };
  }
}
