import { ArgsType, Field, Int } from 'type-graphql';

export const MAX_PAGE_SIZE = 100;

@ArgsType()
export class PageArgs {
  @Field(() => Int, { nullable: true, description: `At most ${MAX_PAGE_SIZE} (the default)` })
  take?: number | null;

  @Field(() => Int, { nullable: true, description: 'Items to skip (default 0)' })
  skip?: number | null;
}

export interface Page {
  limit: number;
  offset: number;
}

/** Caps what a client may ask for, whatever it sends. */
export function toPage(args: PageArgs = {}): Page {
  const take = Math.trunc(args.take ?? MAX_PAGE_SIZE);
  const skip = Math.trunc(args.skip ?? 0);
  return { limit: Math.min(Math.max(take, 1), MAX_PAGE_SIZE), offset: Math.max(skip, 0) };
}
