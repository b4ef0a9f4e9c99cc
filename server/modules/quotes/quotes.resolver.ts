import { Arg, Args, Authorized, Ctx, Field, FieldResolver, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { PageArgs } from '../../common/pagination.js';
import type { AppContext } from '../context.js';
import { QuoteRequest } from './quote-request.entity.js';
import { QuoteRequestInput, QuoteRequestListArgs, QuoteRequestUpdateInput } from './quotes.inputs.js';

@ObjectType({ description: 'A quote request kept' })
class QuoteReceipt {
  @Field({ description: 'The reference the visitor is given, e.g. TKL-2026-000123' })
  reference!: string;
}

@ObjectType({ description: 'How many quote requests are in each state' })
class QuoteRequestCounts {
  @Field(() => Int) NEW!: number;
  @Field(() => Int) IN_PROGRESS!: number;
  @Field(() => Int) QUOTED!: number;
  @Field(() => Int) WON!: number;
  @Field(() => Int) LOST!: number;
}

@Resolver(() => QuoteRequest)
export class QuotesResolver {
  @FieldResolver(() => String, { nullable: true, description: 'The username of the administrator following it up' })
  assigneeName(@Root() request: QuoteRequest, @Ctx() ctx: AppContext) {
    return ctx.services.quotes.assigneeName(request.assigneeId);
  }

  /** Public on purpose: the catalogue's quote form. */
  @Mutation(() => QuoteReceipt, {
    description:
      "Asks for prices and lead times of published products. BAD_USER_INPUT names the field: consent (CONSENT_REQUIRED), items.N.productSlug (UNKNOWN_PRODUCT, DUPLICATE), items.N.quantity (OUT_OF_RANGE), items (TOO_MANY over 50); TOO_MANY_ATTEMPTS past the client's limit",
  })
  requestQuote(@Arg('input') input: QuoteRequestInput, @Ctx() ctx: AppContext): Promise<QuoteReceipt> {
    return ctx.services.quotes.request(input, ctx.clientIp);
  }

  @Authorized()
  @Query(() => [QuoteRequest], { description: 'Quote requests, newest first, in one state or all, searched' })
  quoteRequests(@Args() page: PageArgs, @Args() args: QuoteRequestListArgs, @Ctx() ctx: AppContext) {
    return ctx.services.quotes.list(page, args);
  }

  @Authorized()
  @Query(() => Int, { description: 'How many quote requests the same narrowing finds (for the pager)' })
  quoteRequestCount(@Args() args: QuoteRequestListArgs, @Ctx() ctx: AppContext) {
    return ctx.services.quotes.count(args);
  }

  @Authorized()
  @Query(() => QuoteRequestCounts, { description: 'How many quote requests are in each state' })
  quoteRequestCounts(@Ctx() ctx: AppContext) {
    return ctx.services.quotes.counts();
  }

  @Authorized()
  @Query(() => QuoteRequest, { nullable: true, description: 'One quote request with its lines' })
  quoteRequest(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) {
    return ctx.services.quotes.byId(id);
  }

  @Authorized()
  @Mutation(() => QuoteRequest, { description: "Changes a request's state, assignee or internal note (each change in the audit log)" })
  updateQuoteRequest(@Arg('id', () => Int) id: number, @Arg('input') input: QuoteRequestUpdateInput, @Ctx() ctx: AppContext) {
    return ctx.services.quotes.update(id, input);
  }

  @Authorized()
  @Mutation(() => QuoteRequest, {
    description: "Erases a request's personal data on the visitor's request; its reference, state and products stay",
  })
  eraseQuoteRequest(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) {
    return ctx.services.quotes.erase(id);
  }
}
