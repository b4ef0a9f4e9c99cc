// The admin lists' narrowing and order as GraphQL arguments: a search, a column and direction, and per kind of
// record its filters (English state for translated records; publication state: modules/publishing/publication-filter.ts).
import { ArgsType, Field, registerEnumType } from 'type-graphql';
import { appError } from '../../common/errors.js';

export enum SortOrder {
  ASC = 'ASC',
  DESC = 'DESC',
}

registerEnumType(SortOrder, { name: 'SortOrder', description: 'ASC: smallest (or A) first; DESC: largest (or Z) first' });

/** What the English of a translated record lacks: MISSING (a field empty) or OUTDATED (its Turkish changed since). */
export enum EnglishState {
  MISSING = 'MISSING',
  OUTDATED = 'OUTDATED',
}

registerEnumType(EnglishState, {
  name: 'EnglishState',
  description: 'MISSING: an English field is empty; OUTDATED: a Turkish text changed after its English',
});

/** The longest search a list takes (as the site search's MAX_QUERY_LENGTH). */
export const MAX_LIST_SEARCH_LENGTH = 100;

@ArgsType()
export class SearchListArgs {
  @Field(() => String, {
    nullable: true,
    description: `Part of the name or title, case and accents aside ('olcum' finds 'Ölçüm'); at most ${MAX_LIST_SEARCH_LENGTH} characters`,
  })
  search?: string | null;

  @Field(() => SortOrder, { nullable: true, description: 'The direction of `sort` (ASC when left out)' })
  order?: SortOrder | null;
}

@ArgsType()
export class TranslatedListArgs extends SearchListArgs {
  @Field(() => EnglishState, { nullable: true, description: 'Only records whose English is missing, or out of date' })
  english?: EnglishState | null;
}

const NARROWING = ['search', 'sort', 'order', 'status', 'english'] as const;

/**
 * Search, sort and filters are the admin lists': visitors read the lists in the site's order and search through the
 * site search, whose index serves them (a folded search of a list reads every row of it, which anyone could repeat).
 * An integrator's token narrows them too.
 */
export async function requireAdminToNarrow(args: object, admin: () => Promise<unknown>): Promise<void> {
  const values = args as Record<string, unknown>;
  const asked = NARROWING.some((key) => values[key] !== undefined && values[key] !== null && values[key] !== '');
  if (asked && !(await admin())) throw appError('UNAUTHENTICATED', "The lists' search, sort and filters are for administrators");
}
