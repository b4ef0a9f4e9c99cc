import { requireAdminToNarrow } from '../listing/list-args.js';
import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { PageArgs } from '../../common/pagination.js';
import type { AppContext } from '../context.js';
import { Blog } from './blog.entity.js';
import { BlogInput, BlogListArgs } from './blog.inputs.js';
import { MAX_BULK_IDS } from '../listing/bulk.js';

@Resolver(() => Blog)
export class BlogResolver {
  @Query(() => [Blog], { description: 'Blog posts, newest first (or sorted), optionally searched and filtered' })
  async blogs(@Args() page: PageArgs, @Args() args: BlogListArgs, @Ctx() ctx: AppContext) {
    await requireAdminToNarrow(args, ctx.principal);
    return ctx.services.blogs.list(page, args);
  }

  @Query(() => Int, { description: 'How many blog posts there are, with the same narrowing as `blogs` (for page numbers)' })
  async blogCount(@Args() args: BlogListArgs, @Ctx() ctx: AppContext) {
    await requireAdminToNarrow(args, ctx.principal);
    return ctx.services.blogs.count(args);
  }

  @Query(() => Blog, { nullable: true })
  blog(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) {
    return ctx.services.blogs.byId(id);
  }

  @Query(() => Blog, { nullable: true })
  blogBySlug(@Arg('slug') slug: string, @Ctx() ctx: AppContext) {
    return ctx.services.blogs.bySlug(slug);
  }

  @Authorized()
  @Mutation(() => Blog)
  createBlog(@Arg('input') input: BlogInput, @Ctx() ctx: AppContext) {
    return ctx.services.blogs.create(input);
  }

  @Authorized()
  @Mutation(() => Blog)
  updateBlog(@Arg('id', () => Int) id: number, @Arg('input') input: BlogInput, @Ctx() ctx: AppContext) {
    return ctx.services.blogs.update(id, input);
  }

  @Authorized()
  @Mutation(() => Int, { description: `Deletes the blog posts (at most ${MAX_BULK_IDS}), all or none; answers how many` })
  bulkDeleteBlogs(@Arg('ids', () => [Int]) ids: number[], @Ctx() ctx: AppContext) {
    return ctx.services.blogs.deleteMany(ids);
  }

  @Authorized()
  @Mutation(() => Boolean)
  deleteBlog(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) {
    return ctx.services.blogs.delete(id);
  }
}
