import { Arg, Ctx, Field, Mutation, ObjectType, Resolver } from 'type-graphql';
import type { AppContext } from '../../context.js';
import { ContactInput } from './contact.inputs.js';

@ObjectType()
class ContactResult {
  @Field({ description: "'success' once the message is stored" })
  status!: string;

  @Field({ description: 'Whether it was also forwarded by mail' })
  mailed!: boolean;
}

@Resolver()
export class ContactResolver {
  /** Public on purpose: the site's contact form. */
  @Mutation(() => ContactResult)
  async sendContactMessage(@Arg('input') input: ContactInput, @Ctx() ctx: AppContext): Promise<ContactResult> {
    const message = await ctx.services.contact.send(input);
    return { status: 'success', mailed: message.mailStatus === 'sent' };
  }
}
