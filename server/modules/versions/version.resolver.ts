import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Args, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { PageArgs } from '../../common/pagination.js';
import type { AppContext } from '../context.js';
import { ContentRevision, RevisionKind } from './content-revision.entity.js';

/** Version history of products and blog posts: administrators only, every operation. */
@Resolver(() => ContentRevision)
export class VersionResolver {
  @Authorized()
  @Query(() => [ContentRevision], { description: 'Versions of a product or post, newest first' })
  contentRevisions(
    @Arg('kind', () => RevisionKind) kind: RevisionKind,
    @Arg('itemId', () => Int) itemId: number,
    @Args() page: PageArgs,
    @Ctx() ctx: AppContext,
  ) {
    return ctx.services.versions.list(kind, itemId, page);
  }

  @Authorized()
  @Query(() => Int, { description: 'How many versions a product or post has' })
  contentRevisionCount(
    @Arg('kind', () => RevisionKind) kind: RevisionKind,
    @Arg('itemId', () => Int) itemId: number,
    @Ctx() ctx: AppContext,
  ) {
    return ctx.services.versions.count(kind, itemId);
  }

  @Authorized()
  @Query(() => ContentRevision, { nullable: true })
  contentRevision(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) {
    return ctx.services.versions.byId(id);
  }

  @Authorized()
  @Mutation(() => ContentRevision, { description: "Saves a version's content again, as a new version (the slug must still be free)" })
  restoreContentRevision(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) {
    return ctx.services.versions.restore(id);
  }

  @FieldResolver(() => GraphQLJSONObject)
  snapshot(@Root() revision: ContentRevision, @Ctx() ctx: AppContext) {
    return ctx.services.versions.snapshot(revision);
  }
}
