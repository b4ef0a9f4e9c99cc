import { Arg, Authorized, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { appError } from '../../common/errors.js';
import type { AppContext } from '../context.js';
import type { AdminUser } from './admin-user.entity.js';
import { LoginResult } from './login-result.js';
import { forbidden } from '../../common/actor.js';

@ObjectType({ description: "A new key for the person's authenticator app" })
class TotpSetup {
  @Field({ description: 'The key as text (base32), for typing into the app' })
  secret!: string;

  @Field({ description: 'otpauth:// address, shown as a QR code' })
  otpauthUri!: string;
}

@ObjectType({ description: 'Two-factor sign-in is on' })
class TotpConfirmation {
  @Field(() => [String], { description: 'Ten single-use recovery codes, shown this once' })
  recoveryCodes!: string[];

  @Field(() => LoginResult, { nullable: true, description: 'The sign-in, when the setup was made with a setup token' })
  login!: LoginResult | null;
}

// Named as the table it reads: its id is the credential's, unique among passkeys (the client's cache keys it by that).
@ObjectType('Passkey', { description: 'A passkey of the signed-in person' })
class PasskeyInfo {
  @Field()
  id!: string;

  @Field()
  name!: string;

  @Field()
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  lastUsedAt!: Date | null;
}

@ObjectType({ description: 'A WebAuthn challenge: options for the browser, and its id to answer with' })
class PasskeyChallenge {
  @Field()
  challengeId!: string;

  @Field({ description: 'PublicKeyCredential options as JSON (for @simplewebauthn/browser)' })
  optionsJson!: string;
}

/** The signed-in person, or the account a setup token names (REQUIRE_TWO_FACTOR=on, at its first sign-in). */
async function settingUp(
  ctx: AppContext,
  setupToken: string | null | undefined,
  operation: string,
): Promise<{ user: AdminUser; viaGrant: boolean }> {
  if (setupToken) {
    const user = await ctx.services.auth.setupGrantUser(setupToken);
    if (user) return { user, viaGrant: true };
  } else {
    const user = await ctx.admin();
    if (user) return { user, viaGrant: false };
    // An integrator's token has no account of its own to protect.
    if ((await ctx.principal())?.scopes) throw forbidden(operation);
  }
  throw appError('UNAUTHENTICATED', 'Sign in first');
}

@Resolver()
export class TwoFactorResolver {
  @Mutation(() => TotpSetup, { description: 'Starts setting up an authenticator app (signed in, or with the setup token a sign-in gave)' })
  async startTotpSetup(@Arg('setupToken', () => String, { nullable: true }) setupToken: string | null, @Ctx() ctx: AppContext) {
    const { user } = await settingUp(ctx, setupToken, 'startTotpSetup');
    return ctx.services.twoFactor.start(user);
  }

  @Mutation(() => TotpConfirmation, {
    description: 'Confirms the setup with a code from the app: answers the recovery codes, and the sign-in when made with a setup token',
  })
  async confirmTotpSetup(
    @Arg('code') code: string,
    @Arg('setupToken', () => String, { nullable: true }) setupToken: string | null,
    @Ctx() ctx: AppContext,
  ) {
    const { user, viaGrant } = await settingUp(ctx, setupToken, 'confirmTotpSetup');
    const recoveryCodes = await ctx.services.twoFactor.confirm(user, code);
    const login = viaGrant ? await ctx.services.auth.startSession(user, ctx.clientIp, ctx.userAgent, ['twoFactorEnabled']) : null;
    return { recoveryCodes, login };
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Turns two-factor sign-in off, with a code from the app or a recovery code' })
  async disableTotp(@Arg('code') code: string, @Ctx() ctx: AppContext) {
    return ctx.services.twoFactor.disable((await ctx.admin())!, code);
  }

  @Authorized()
  @Query(() => Int, { description: 'How many unused recovery codes the signed-in person has' })
  async recoveryCodesLeft(@Ctx() ctx: AppContext) {
    return ctx.services.twoFactor.recoveryCodesLeft((await ctx.admin())!);
  }

  @Authorized()
  @Query(() => [PasskeyInfo], { description: "The signed-in person's passkeys" })
  async myPasskeys(@Ctx() ctx: AppContext) {
    return ctx.services.passkeys.list((await ctx.admin())!);
  }

  @Authorized()
  @Mutation(() => PasskeyChallenge, { description: 'Starts registering a passkey for the signed-in person' })
  async startPasskeyRegistration(@Ctx() ctx: AppContext) {
    return ctx.services.passkeys.startRegistration((await ctx.admin())!);
  }

  @Authorized()
  @Mutation(() => PasskeyInfo, { description: "Keeps the passkey the browser made (its answer as JSON) under the person's name for it" })
  async finishPasskeyRegistration(
    @Arg('challengeId') challengeId: string,
    @Arg('response') response: string,
    @Arg('name') name: string,
    @Ctx() ctx: AppContext,
  ) {
    return ctx.services.passkeys.finishRegistration((await ctx.admin())!, challengeId, response, name);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Removes one of the signed-in person’s passkeys' })
  async deletePasskey(@Arg('id') id: string, @Ctx() ctx: AppContext) {
    return ctx.services.passkeys.remove((await ctx.admin())!, id);
  }

  /** Public on purpose: this is how a passkey signs in. */
  @Mutation(() => PasskeyChallenge, { description: 'A challenge for signing in with a passkey' })
  async startPasskeySignIn(@Ctx() ctx: AppContext) {
    await ctx.services.auth.countSignInAttempt(ctx.clientIp, 'started');
    return ctx.services.passkeys.startSignIn();
  }

  /** Public on purpose, as above. */
  @Mutation(() => LoginResult, { description: 'Signs in with the passkey that answered the challenge (its answer as JSON)' })
  async passkeySignIn(@Arg('challengeId') challengeId: string, @Arg('response') response: string, @Ctx() ctx: AppContext) {
    const user = await ctx.services.passkeys.finishSignIn(challengeId, response);
    await ctx.services.auth.countSignInAttempt(ctx.clientIp, 'succeeded');
    return ctx.services.auth.startSession(user, ctx.clientIp, ctx.userAgent, ['passkey']);
  }
}
