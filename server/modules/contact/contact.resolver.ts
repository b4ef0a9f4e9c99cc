import { Arg, Args, Authorized, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { PageArgs } from '../../common/pagination.js';
import type { AppContext } from '../context.js';
import { ContactMessage, ContactMessageStatus } from './contact-message.entity.js';
import { ContactMessageCounts } from './contact.types.js';
import { ContactInput, ContactMessageListArgs } from './contact.inputs.js';
import { MAX_BULK_IDS } from '../listing/bulk.js';

@ObjectType()
class ContactResult {
  @Field({ description: "'success' once the message is kept; it is mailed afterwards (the inbox shows the delivery)" })
  status!: string;
}

@Resolver()
export class ContactResolver {
  @Authorized()
  @Query(() => [ContactMessage], { description: 'Received contact messages, newest first (or sorted), optionally searched' })
  contactMessages(@Args() page: PageArgs, @Args() args: ContactMessageListArgs, @Ctx() ctx: AppContext) {
    return ctx.services.contact.list(page, args);
  }

  @Authorized()
  @Query(() => ContactMessage, { nullable: true, description: 'One received contact message' })
  contactMessage(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) {
    return ctx.services.contact.byId(id);
  }

  @Authorized()
  @Query(() => Int, { description: 'How many contact messages there are, with the same search as the list (for the inbox pager)' })
  contactMessageCount(@Args() args: ContactMessageListArgs, @Ctx() ctx: AppContext) {
    return ctx.services.contact.count(args);
  }

  @Authorized()
  @Query(() => ContactMessageCounts, { description: 'How many contact messages are new, read and handled' })
  contactMessageCounts(@Ctx() ctx: AppContext) {
    return ctx.services.contact.counts();
  }

  @Authorized()
  @Mutation(() => Int, {
    description: `Puts the contact messages (at most ${MAX_BULK_IDS}) in a state (NEW, READ, HANDLED), all or none; answers how many changed`,
  })
  setContactMessageStatus(
    @Arg('ids', () => [Int]) ids: number[],
    @Arg('status', () => ContactMessageStatus) status: ContactMessageStatus,
    @Ctx() ctx: AppContext,
  ) {
    return ctx.services.contact.setStatus(ids, status);
  }

  @Authorized()
  @Mutation(() => Int, { description: `Deletes the contact messages (at most ${MAX_BULK_IDS}), all or none; answers how many` })
  bulkDeleteContactMessages(@Arg('ids', () => [Int]) ids: number[], @Ctx() ctx: AppContext) {
    return ctx.services.contact.deleteMany(ids);
  }

  /** Public on purpose: the site's contact form. */
  @Mutation(() => ContactResult)
  async sendContactMessage(@Arg('input') input: ContactInput, @Ctx() ctx: AppContext): Promise<ContactResult> {
    await ctx.services.contact.send(input, ctx.clientIp);
    return { status: 'success' };
  }
}
