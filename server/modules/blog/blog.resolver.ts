import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { PageArgs } from '../../common/pagination.js';
import type { AppContext } from '../../graphql/context.js';
import { Blog } from './blog.entity.js';
import { BlogInput } from './blog.inputs.js';

@Resolver(() => Blog)
export class BlogResolver {
  @Query(() => [Blog], { description: 'Blog posts, newest first' })
  blogs(@Args() page: PageArgs, @Ctx() ctx: AppContext) {
    return ctx.services.blogs.list(page);
  }

  @Query(() => Int, { description: 'How many blog posts there are (for page numbers)' })
  blogCount(@Ctx() ctx: AppContext) {
    return ctx.services.blogs.count();
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
  @Mutation(() => Boolean)
  deleteBlog(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) {
    return ctx.services.blogs.delete(id);
  }
}
