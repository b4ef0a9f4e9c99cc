import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../context.js';
import { AdminUser } from './admin-user.entity.js';
import { LoginResult } from './login-result.js';

@Resolver()
export class AuthResolver {
  /**
   * Public on purpose: this is how an administrator gets a token. Fails with INVALID_CREDENTIALS; with two-factor sign-in
   * on, TOTP_REQUIRED without `otp` and INVALID_OTP with a wrong or used one; TWO_FACTOR_SETUP_REQUIRED (with a
   * `setupToken` extension) when REQUIRE_TWO_FACTOR=on and the account has not set it up.
   */
  @Mutation(() => LoginResult)
  login(
    @Arg('username') username: string,
    @Arg('password') password: string,
    @Arg('otp', () => String, { nullable: true, description: "A code from the account's authenticator app, or a recovery code" })
    otp: string | null,
    @Ctx() ctx: AppContext,
  ) {
    return ctx.services.auth.login({ username, password, otp }, ctx.clientIp, ctx.userAgent);
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
