import { Arg, Authorized, Ctx, Field, FieldResolver, InputType, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../context.js';
import { ReviewableType, ReviewEvent, ReviewStep } from './review-event.entity.js';

@InputType({ description: 'A draft sent for review' })
class RequestReviewInput {
  @Field(() => ReviewableType)
  entityType!: ReviewableType;

  @Field(() => Int)
  id!: number;

  @Field(() => String, { nullable: true, description: 'What the reviewer should know' })
  note?: string | null;

  @Field(() => Date, { nullable: true, description: 'When it should go public once approved; now when left out' })
  publishAt?: Date | null;
}

@ObjectType({ description: "A record's review: its steps, oldest first" })
class Review {
  @Field(() => ReviewableType)
  entityType!: ReviewableType;

  @Field(() => Int)
  id!: number;

  @Field(() => [ReviewEvent])
  steps!: ReviewEvent[];
}

@ObjectType({ description: 'A draft waiting for a reviewer' })
class ReviewQueueItem {
  @Field(() => ReviewableType)
  entityType!: ReviewableType;

  @Field(() => Int)
  id!: number;

  @Field({ description: "The record's name (a product's name, a post's Turkish title)" })
  name!: string;

  @Field(() => ReviewEvent, { description: 'The request: who asked, when, the note' })
  request!: ReviewEvent;
}

const review = (entityType: ReviewableType, id: number, steps: ReviewEvent[]): Review => ({ entityType, id, steps });

@Resolver(() => Review)
export class ReviewResolver {
  @Authorized()
  @Query(() => [ReviewQueueItem], { description: 'Drafts waiting for review, oldest request first (editors and administrators)' })
  async reviewQueue(@Ctx() ctx: AppContext): Promise<ReviewQueueItem[]> {
    const items = await ctx.services.reviews.queue();
    return items.map(({ request, name }) => ({ entityType: request.entityType, id: request.itemId, name, request }));
  }

  @Authorized()
  @Query(() => Review, { description: "A record's review steps (none when it was never sent)" })
  async review(
    @Arg('entityType', () => ReviewableType) entityType: ReviewableType,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: AppContext,
  ) {
    return review(entityType, id, await ctx.services.reviews.history(entityType, id));
  }

  @Authorized()
  @Mutation(() => Review, { description: 'Asks for review of a draft: the editors and administrators are mailed' })
  async requestReview(@Arg('input', () => RequestReviewInput) input: RequestReviewInput, @Ctx() ctx: AppContext) {
    return review(input.entityType, input.id, await ctx.services.reviews.request(input));
  }

  @Authorized()
  @Mutation(() => Review, { description: 'Approves a draft waiting for review: published now, or at the time asked for' })
  async approveReview(
    @Arg('entityType', () => ReviewableType) entityType: ReviewableType,
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: AppContext,
  ) {
    return review(entityType, id, await ctx.services.reviews.approve(entityType, id));
  }

  @Authorized()
  @Mutation(() => Review, { description: 'Sends a draft waiting for review back to its author with a note (mailed to them)' })
  async requestChanges(
    @Arg('entityType', () => ReviewableType) entityType: ReviewableType,
    @Arg('id', () => Int) id: number,
    @Arg('note') note: string,
    @Ctx() ctx: AppContext,
  ) {
    return review(entityType, id, await ctx.services.reviews.requestChanges(entityType, id, note));
  }

  @FieldResolver(() => ReviewStep, { nullable: true, description: 'Where it stands: its last step; null when never sent' })
  state(@Root() root: Review): ReviewStep | null {
    return root.steps.at(-1)?.step ?? null;
  }
}
