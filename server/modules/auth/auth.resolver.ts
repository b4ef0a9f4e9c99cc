import { Arg, Authorized, Ctx, Field, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../context.js';
import { AdminUser } from './admin-user.entity.js';

@ObjectType()
class LoginResult {
  @Field()
  token!: string;

  @Field(() => AdminUser)
  user!: AdminUser;
}

@Resolver()
export class AuthResolver {
  /** Public on purpose: this is how an administrator gets a token. Fails with INVALID_CREDENTIALS. */
  @Mutation(() => LoginResult)
  login(@Arg('username') username: string, @Arg('password') password: string, @Ctx() ctx: AppContext) {
    return ctx.services.auth.login({ username, password }, ctx.clientIp, ctx.userAgent);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Ends this sign-in: the token is refused from now on' })
  logout(@Ctx() ctx: AppContext) {
    return ctx.services.auth.logout(ctx.token);
  }

  @Authorized()
  @Query(() => AdminUser, { description: 'The signed-in administrator' })
  async me(@Ctx() ctx: AppContext) {
    return ctx.admin();
  }
}
