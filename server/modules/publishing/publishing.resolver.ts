// A content type's publication over GraphQL: its status, and publishing it now, at a time to come, or back to a draft.
// Products and blog posts each extend it (their *-publishing.resolver.ts), so the mutations keep their own names.
import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Resolver, Root, type ClassType } from 'type-graphql';
import type { AppContext } from '../context.js';
import { PublicationStatus, statusOf } from './publication-status.js';
import type { PublishableRow } from './publishing.service.js';
import { MAX_BULK_IDS } from '../listing/bulk.js';

const AT = { nullable: true, description: 'When visitors see it; now when left out, a time to come schedules it' };

/** `typeName` completes the mutations' names (publishBlog, unpublishBlog, bulkPublishBlogs); `noun` is said in their descriptions. */
export function publishingResolver<T extends PublishableRow>(entity: ClassType<T>, typeName: string, noun: string) {
  @Resolver(() => entity)
  abstract class PublishingResolver {
    @FieldResolver(() => PublicationStatus, { description: 'Draft, scheduled or published (from publishedAt)' })
    status(@Root() row: T) {
      return statusOf(row.publishedAt);
    }

    @Authorized()
    @Mutation(() => entity, { name: `publish${typeName}`, description: `Publishes ${noun} now, or schedules it` })
    publish(@Arg('id', () => Int) id: number, @Arg('at', () => Date, AT) at: Date | null, @Ctx() ctx: AppContext) {
      return ctx.services.publishing.publish(entity, id, at);
    }

    @Authorized()
    @Mutation(() => entity, { name: `unpublish${typeName}`, description: `Makes ${noun} a draft again: visitors no longer see it` })
    unpublish(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) {
      return ctx.services.publishing.unpublish(entity, id);
    }

    @Authorized()
    @Mutation(() => Int, {
      name: `bulkPublish${typeName}s`,
      description: `Publishes now each given ${typeName.toLowerCase()} not yet published (at most ${MAX_BULK_IDS}), all or none; answers how many changed`,
    })
    publishMany(@Arg('ids', () => [Int]) ids: number[], @Ctx() ctx: AppContext) {
      return ctx.services.publishing.publishMany(entity, ids);
    }

    @Authorized()
    @Mutation(() => Int, {
      name: `bulkUnpublish${typeName}s`,
      description: `Makes drafts of the given ${typeName.toLowerCase()}s (at most ${MAX_BULK_IDS}), all or none; answers how many changed`,
    })
    unpublishMany(@Arg('ids', () => [Int]) ids: number[], @Ctx() ctx: AppContext) {
      return ctx.services.publishing.unpublishMany(entity, ids);
    }
  }
  return PublishingResolver;
}
