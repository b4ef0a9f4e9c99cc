import { Arg, Authorized, Ctx, Field, InputType, Mutation, Resolver } from 'type-graphql';
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

@Resolver()
export class ProfileResolver {
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
