import { Arg, Authorized, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { LanguageEnum } from '../../common/language.js';
import type { AppContext } from '../context.js';
import { AdminUser } from './admin-user.entity.js';

@InputType({ description: "What a person changes of their own account; a field left out is kept, '' or null clears it" })
class MyProfileInput {
  @Field(() => String, { nullable: true, description: 'How the person is named in the back office; the username when empty' })
  displayName?: string | null;

  @Field(() => String, { nullable: true, description: 'Where invitations and password resets are mailed; one account per address' })
  email?: string | null;

  @Field(() => LanguageEnum, { nullable: true, description: "The back office's language for this person, on every device" })
  language?: LanguageEnum | null;
}

// Named as the table it reads: its id is the row's, unique among sessions (the client's cache keys it by that).
@ObjectType('AdminSession', { description: "One of the signed-in person's sign-ins still in force" })
class AdminSessionInfo {
  @Field()
  id!: string;

  @Field({ description: 'The sign-in this request is made with' })
  current!: boolean;

  @Field()
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'Noted every few minutes of use' })
  lastSeenAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'e.g. Chrome 131' })
  browser!: string | null;

  @Field(() => String, { nullable: true, description: 'e.g. Windows 11' })
  system!: string | null;

  @Field(() => String, { nullable: true, description: 'The address it signed in from' })
  address!: string | null;
}

@Resolver()
export class ProfileResolver {
  @Authorized()
  @Query(() => [AdminSessionInfo], { description: "The signed-in person's sign-ins still in force, this one first" })
  async mySessions(@Ctx() ctx: AppContext) {
    return ctx.services.sessions.list((await ctx.admin())!, ctx.services.auth.sessionOf(ctx.token));
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Ends one of the signed-in person's sign-ins (NOT_FOUND for any other)" })
  async revokeSession(@Arg('id') id: string, @Ctx() ctx: AppContext) {
    return ctx.services.sessions.revoke((await ctx.admin())!, id);
  }

  @Authorized()
  @Mutation(() => Int, {
    description: 'Ends every other sign-in of the signed-in person (this one goes on: `logout` ends it); answers how many',
  })
  async revokeOtherSessions(@Ctx() ctx: AppContext) {
    return ctx.services.sessions.revokeOthers((await ctx.admin())!, ctx.services.auth.sessionOf(ctx.token));
  }

  @Authorized()
  @Mutation(() => AdminUser, { description: "Changes the signed-in person's name, e-mail address or back-office language" })
  async updateMyProfile(@Arg('input', () => MyProfileInput) input: MyProfileInput, @Ctx() ctx: AppContext) {
    return ctx.services.profile.updateProfile((await ctx.admin())!, input);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      "Replaces the signed-in person's password (at least 12 characters, not a common or personal one); every other sign-in of the account ends, this one goes on",
  })
  async changePassword(@Arg('currentPassword') currentPassword: string, @Arg('newPassword') newPassword: string, @Ctx() ctx: AppContext) {
    const session = ctx.services.auth.sessionOf(ctx.token);
    return ctx.services.profile.changePassword((await ctx.admin())!, { currentPassword, newPassword }, session, ctx.clientIp);
  }
}
