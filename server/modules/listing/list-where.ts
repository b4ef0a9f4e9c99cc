// The admin lists' search, filters and order as MikroORM conditions: one rule for every list, so a list and its
// count always agree (both are built from the same arguments).
import { raw, type EntityMetadata, type FilterQuery, type QueryOrderMap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { userInputError } from '../../common/errors.js';
import type { TranslatedPairs } from '../../common/translation.js';
import { hasInvalidCharacters } from '../../common/validation.js';
import { recordMatch } from '../search/admin-search.js';
import type { SearchKind } from '../search/search-entry.entity.js';
import { fold, foldSql, queryWords } from '../search/search-text.js';
import { EnglishState, MAX_LIST_SEARCH_LENGTH, SortOrder } from './list-args.js';

type Where = Record<string, unknown>;

/** The search as typed, trimmed; refused when too long (or holding a NUL); null when empty. */
export function searchText(search: string | null | undefined): string | null {
  const text = search?.trim() ?? '';
  if (!text) return null;
  if (text.length > MAX_LIST_SEARCH_LENGTH) throw userInputError('search', 'TOO_LONG');
  if (hasInvalidCharacters(text)) throw userInputError('search', 'INVALID_CHARACTERS');
  return text;
}

const column = (meta: EntityMetadata, property: string) => meta.properties[property].fieldNames[0];

/**
 * Content the site search indexes (products, posts, documents, applications): the records of `kind` its machinery
 * finds, in either language, drafts included (admin-search.ts): 'analizor' finds 'Analizör', 'ea300' 'EA-300', a
 * near miss ('gatewy') its word, as on the site. The statement is a subquery of the list's (and its count's) own.
 */
export function indexedSearchWhere(kind: SearchKind, search: string | null | undefined): Where[] {
  const text = searchText(search);
  const match = text ? recordMatch(kind, text) : null;
  if (!match) return [];
  return [{ [raw((alias) => `${alias}.id in (${match.sql})`, match.params)]: true }];
}

/**
 * Rows holding every word of the search in one of `properties`, folded as the site search folds ('olcum cihazi' finds
 * 'Ölçüm Analiz Cihazı', 'ISIK' finds 'ışık'): the lists of what the index does not hold (contact messages, whose
 * addresses are searched by any part). Words are letters and digits only (the site search's queryWords), so nothing
 * typed reads as a LIKE wildcard. A scan of the table: the admin's lists are a few thousand rows at most.
 */
export function searchWhere(meta: EntityMetadata, properties: string[], search: string | null | undefined): Where[] {
  const text = searchText(search);
  if (!text) return [];
  return queryWords(text).map((word) => ({
    $or: properties.map((p) => ({ [raw((alias) => foldSql(`${alias}.${column(meta, p)}`))]: { $like: `%${fold(word)}%` } })),
  }));
}

/** Rows whose English is missing (an English field empty, as TranslatedEntity.englishMissing says) or out of date. */
export function englishWhere(meta: EntityMetadata, pairs: TranslatedPairs<never>, english: EnglishState | null | undefined): Where[] {
  if (!english) return [];
  if (english === EnglishState.OUTDATED) {
    return [{ [raw((alias) => `jsonb_array_length(${alias}.${column(meta, 'englishOutdated')})`)]: { $gt: 0 } }];
  }
  // Empty is blank: nothing but white space, as the badge counts it.
  return [{ $or: pairs.map(([, en]) => ({ [raw((alias) => `coalesce(${alias}.${column(meta, en)}, '') ~ '^\\s*$'`)]: true })) }];
}

/** All the conditions at once (an empty list is every row). */
export function allOf<T>(conditions: Where[]): FilterQuery<T> {
  const given = conditions.filter((c) => Object.keys(c).length || Object.getOwnPropertySymbols(c).length);
  if (!given.length) return {};
  return (given.length === 1 ? given[0] : { $and: given }) as FilterQuery<T>;
}

/**
 * The order of a list sorted by `sort` (a GraphQL enum value naming its properties in `columns`), the id breaking
 * ties so pages never overlap; `fallback` when no sort is asked for.
 */
export function sortOrder<T>(
  columns: Record<string, readonly string[]>,
  sort: string | null | undefined,
  order: SortOrder | null | undefined,
  fallback: QueryOrderMap<T>,
): QueryOrderMap<T> {
  if (!sort) return fallback;
  const properties = columns[sort];
  if (!properties) throw userInputError('sort', 'INVALID');
  const direction = order === SortOrder.DESC ? 'desc' : 'asc';
  // Drafts have no publication time: they come first going up, last going down.
  const nulls = direction === 'asc' ? 'asc nulls first' : 'desc nulls last';
  const entries = [...properties, 'id'].map((p) => [p, p === 'publishedAt' ? nulls : direction]);
  return Object.fromEntries(entries) as QueryOrderMap<T>;
}

export const metaOf = (em: EntityManager, entity: { name: string }) => em.getMetadata().get(entity.name);
