import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../context.js';
import { Redirect } from './redirect.entity.js';
import { RedirectInput } from './redirect.inputs.js';

/** The back office's redirects: every operation is an administrator's. */
@Resolver(() => Redirect)
export class RedirectResolver {
  @Authorized()
  @Query(() => [Redirect], { description: 'Every redirect, newest first: automatic ones (renames) and hand-made ones' })
  redirects(@Ctx() ctx: AppContext) {
    return ctx.services.redirects.list();
  }

  @Authorized()
  @Mutation(() => Redirect, {
    description:
      'Adds a redirect by hand; refused (BAD_USER_INPUT) when it would leave the site, shadow a page or the not-found page, or make a chain or a loop',
  })
  createRedirect(@Arg('input') input: RedirectInput, @Ctx() ctx: AppContext) {
    return ctx.services.redirects.create(input, ctx.host);
  }

  @Authorized()
  @Mutation(() => Boolean)
  deleteRedirect(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) {
    return ctx.services.redirects.delete(id);
  }
}
