// A blog post's publication: its status, and publishing it now, at a time to come, or back to a draft.
import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../graphql/context.js';
import { PublicationStatus, statusOf } from '../publishing/publication-status.js';
import { Blog } from './blog.entity.js';

const AT = { nullable: true, description: 'When visitors see it; now when left out, a time to come schedules it' };

@Resolver(() => Blog)
export class BlogPublishingResolver {
  @FieldResolver(() => PublicationStatus, { description: 'Draft, scheduled or published (from publishedAt)' })
  status(@Root() blog: Blog) {
    return statusOf(blog.publishedAt);
  }

  @Authorized()
  @Mutation(() => Blog, { description: 'Publishes a blog post now, or schedules it' })
  publishBlog(@Arg('id', () => Int) id: number, @Arg('at', () => Date, AT) at: Date | null, @Ctx() ctx: AppContext) {
    return ctx.services.publishing.publish(Blog, id, at);
  }

  @Authorized()
  @Mutation(() => Blog, { description: 'Makes a blog post a draft again: visitors no longer see it' })
  unpublishBlog(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) {
    return ctx.services.publishing.unpublish(Blog, id);
  }
}
