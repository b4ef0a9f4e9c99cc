// A product's publication: its status, and publishing it now, at a time to come, or back to a draft.
import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';
import { PublicationStatus, statusOf } from '../publishing/publication-status.js';
import { Product } from './product.entity.js';

const AT = { nullable: true, description: 'When visitors see it; now when left out, a time to come schedules it' };

@Resolver(() => Product)
export class ProductPublishingResolver {
  @FieldResolver(() => PublicationStatus, { description: 'Draft, scheduled or published (from publishedAt)' })
  status(@Root() product: Product) {
    return statusOf(product.publishedAt);
  }

  @Authorized()
  @Mutation(() => Product, { description: 'Publishes a product now, or schedules it' })
  publishProduct(@Arg('id', () => Int) id: number, @Arg('at', () => Date, AT) at: Date | null, @Ctx() ctx: AppContext) {
    return ctx.services.publishing.publish(Product, id, at);
  }

  @Authorized()
  @Mutation(() => Product, { description: 'Makes a product a draft again: visitors no longer see it' })
  unpublishProduct(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) {
    return ctx.services.publishing.unpublish(Product, id);
  }
}
