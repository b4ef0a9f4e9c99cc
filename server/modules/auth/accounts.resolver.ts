import { Arg, Authorized, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { LanguageEnum } from '../../common/language.js';
import { answerOnce, type AppContext } from '../context.js';
import { AdminRole, AdminUser } from './admin-user.entity.js';
import { LoginResult } from './login-result.js';

@InputType({ description: 'A colleague to invite by e-mail' })
class InviteAdminUserInput {
  @Field()
  email!: string;

  @Field(() => String, { nullable: true })
  displayName?: string | null;

  @Field(() => AdminRole, { description: 'What the colleague may do (changed later with setAdminUserRole)' })
  role!: AdminRole;

  @Field(() => LanguageEnum, {
    nullable: true,
    description: "The invitee's back-office language and their mail's; the inviter's by default",
  })
  language?: LanguageEnum | null;
}

@ObjectType({ description: 'Whom an invitation link is for' })
class Invitation {
  @Field()
  email!: string;

  @Field(() => String, { nullable: true })
  displayName!: string | null;
}

@Resolver()
export class AccountsResolver {
  @Authorized()
  @Query(() => [AdminUser], { description: 'Every account of the back office: active, invited and disabled' })
  adminUsers(@Ctx() ctx: AppContext) {
    return ctx.services.accounts.list();
  }

  @Authorized()
  @Mutation(() => AdminUser, { description: 'Invites a colleague: an INVITED account and a mail with a link good for 72 hours' })
  async inviteAdminUser(@Arg('input', () => InviteAdminUserInput) input: InviteAdminUserInput, @Ctx() ctx: AppContext) {
    return ctx.services.accounts.invite((await ctx.admin())!, input);
  }

  @Authorized()
  @Mutation(() => AdminUser, {
    description: 'Switches an account off (its sessions end at once) or on again; the last active one stays on (LAST_ADMINISTRATOR)',
  })
  setAdminUserDisabled(@Arg('id', () => Int) id: number, @Arg('disabled') disabled: boolean, @Ctx() ctx: AppContext) {
    return ctx.services.accounts.setDisabled(id, disabled);
  }

  @Authorized()
  @Mutation(() => AdminUser, {
    description: 'Changes what a person may do; the last active administrator stays one (LAST_ADMINISTRATOR)',
  })
  setAdminUserRole(@Arg('id', () => Int) id: number, @Arg('role', () => AdminRole) role: AdminRole, @Ctx() ctx: AppContext) {
    return ctx.services.accounts.setRole(id, role);
  }

  /** Public on purpose: the invitee has no account to sign in with yet; the link is the proof (INVALID_LINK otherwise). */
  @Query(() => Invitation, { description: 'Whom an invitation link is for, while it is good' })
  invitation(@Arg('token') token: string, @Ctx() ctx: AppContext) {
    answerOnce(ctx);
    return ctx.services.accounts.invitation(token);
  }

  /** Public on purpose, as above. */
  @Mutation(() => LoginResult, {
    description: 'Accepts an invitation with a username and password of the invitee’s choosing, and signs in',
  })
  async acceptInvite(
    @Arg('token') token: string,
    @Arg('username') username: string,
    @Arg('password') password: string,
    @Ctx() ctx: AppContext,
  ) {
    const user = await ctx.services.accounts.acceptInvite({ token, username, password });
    // The invitation's entry (join) says the person signed in.
    return ctx.services.auth.startSession(user, ctx.clientIp, ctx.userAgent, false);
  }

  /** Public on purpose: a person who forgot their password cannot sign in. Answers true whatever the address. */
  @Mutation(() => Boolean, { description: "Mails a password reset link (30 minutes) when the address is an active account's; always true" })
  requestPasswordReset(@Arg('email') email: string, @Ctx() ctx: AppContext) {
    return ctx.services.accounts.requestPasswordReset(email, ctx.clientIp);
  }

  /** Public on purpose: the mailed link is the proof. */
  @Query(() => Boolean, { description: 'Whether a password reset link is good (INVALID_LINK otherwise)' })
  passwordResetLink(@Arg('token') token: string, @Ctx() ctx: AppContext) {
    answerOnce(ctx);
    return ctx.services.accounts.resetLink(token);
  }

  /** Public on purpose: the mailed link is the proof. */
  @Mutation(() => Boolean, { description: 'Sets a new password through a mailed link; every session of the account ends' })
  resetPassword(@Arg('token') token: string, @Arg('newPassword') newPassword: string, @Ctx() ctx: AppContext) {
    return ctx.services.accounts.resetPassword({ token, newPassword }, ctx.clientIp);
  }
}
