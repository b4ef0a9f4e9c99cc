import type { FilterQuery, QueryOrderMap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ArgsType, Field, Int } from 'type-graphql';
import { userInputError } from './errors.js';

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

/**
 * A page of `entity` in `orderBy` order (which an index of `where`'s columns and the order's must serve). From the
 * second page on, through a deferred join: the page's ids come from the index alone (the offset skips index entries),
 * then only those rows are read. A plain offset reads every row before the page and throws it away: page 70 of a
 * category would read 1,680 products to show 24 (measured: 2.3 ms against 0.3 ms; 4.2 against 0.6 for post 4,800).
 */
export function findPage<T extends { id: number }>(
  em: EntityManager,
  entity: new () => T,
  where: FilterQuery<T>,
  orderBy: QueryOrderMap<T>,
  page: PageArgs,
): Promise<T[]> {
  const { limit, offset } = toPage(page);
  // Without an offset, the rows in place when nothing is read with them; a record read with its media library item
  // (an eager join) takes its page of ids first too, or the join would read the table whole to sort it.
  const joined = Object.values(em.getMetadata().get(entity.name).properties).some((p) => p.eager);
  if (offset === 0 && !joined) return em.find<T>(entity, where, { orderBy, limit });
  // Its own alias: the outer query's sort (of the page's rows only) is not this scan's.
  const ids = em.createQueryBuilder(entity, 'page').select('id').where(where).orderBy(orderBy).limit(limit).offset(offset);
  // MikroORM takes a knex subquery as the value of $in; its types know only value lists.
  const inPage = { id: { $in: ids.getKnexQuery() } } as unknown as FilterQuery<T>;
  return em.find<T>(entity, inPage, { orderBy });
}

/**
 * The REST lists' optional `limit` (1 or more, capped like `take`) and `offset` query parameters. Anything but plain
 * decimal digits is refused (400 `INVALID`) rather than read as 0 or NaN.
 */
export function restPage(query: Record<string, unknown>): PageArgs {
  return { take: wholeNumber(query.limit, 'limit', 1), skip: wholeNumber(query.offset, 'offset', 0) };
}

function wholeNumber(value: unknown, field: string, min: number): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^[0-9]{1,9}$/.test(value) || Number(value) < min) throw userInputError(field, 'INVALID');
  return Number(value);
}
