import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';
import { Blog } from '../blog/blog.entity.js';
import { Product } from '../products/product.entity.js';
import { PublicationStatus, statusOf } from './publication-status.js';

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
    return ctx.services.publishing.publishProduct(id, at);
  }

  @Authorized()
  @Mutation(() => Product, { description: 'Makes a product a draft again: visitors no longer see it' })
  unpublishProduct(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) {
    return ctx.services.publishing.unpublishProduct(id);
  }
}

@Resolver(() => Blog)
export class BlogPublishingResolver {
  @FieldResolver(() => PublicationStatus, { description: 'Draft, scheduled or published (from publishedAt)' })
  status(@Root() blog: Blog) {
    return statusOf(blog.publishedAt);
  }

  @Authorized()
  @Mutation(() => Blog, { description: 'Publishes a blog post now, or schedules it' })
  publishBlog(@Arg('id', () => Int) id: number, @Arg('at', () => Date, AT) at: Date | null, @Ctx() ctx: AppContext) {
    return ctx.services.publishing.publishBlog(id, at);
  }

  @Authorized()
  @Mutation(() => Blog, { description: 'Makes a blog post a draft again: visitors no longer see it' })
  unpublishBlog(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) {
    return ctx.services.publishing.unpublishBlog(id);
  }
}
