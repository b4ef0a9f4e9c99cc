// Which products a list shows and in what order: the site's (a category in the editors' order, newest first for the
// home page) and the admin's (searched, filtered, sorted), one rule for a list and its count.
import type { QueryOrderMap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PageArgs } from '../../common/pagination.js';
import type { EnglishState, SortOrder } from '../listing/list-args.js';
import { allOf, englishWhere, indexedSearchWhere, metaOf, sortOrder } from '../listing/list-where.js';
import { statusWhere } from '../publishing/publication-filter.js';
import type { PublicationStatus } from '../publishing/publication-status.js';
import { visibleSql, visibleWhere } from '../publishing/visibility.js';
import { SearchKind } from '../search/search-entry.entity.js';
import type { ProductCategoryEnum } from './product-category.js';
import { Product } from './product.entity.js';
import { PRODUCT_SORT_COLUMNS, type ProductSort } from './product.inputs.js';

/** The header's products dropdown lists at most 6 products per category. */
export const MENU_PRODUCTS_PER_CATEGORY = 6;

/** A category of the header menu and its first products (the editors' order, as the products page lists them). */
export interface MenuCategory {
  category: ProductCategoryEnum;
  products: Product[];
}

export interface ProductCountFilter {
  category?: ProductCategoryEnum | null;
  /** The admin list's narrowing (list-args.ts). */
  search?: string | null;
  status?: PublicationStatus | null;
  english?: EnglishState | null;
}

export interface ProductListFilter extends PageArgs, ProductCountFilter {
  /** The last added first (the home page's carousel); the editors' order within a category, id order otherwise. */
  newestFirst?: boolean | null;
  sort?: ProductSort | null;
  order?: SortOrder | null;
}

/** What this reader may see of the products the filter narrows to. */
export async function productWhere(em: EntityManager, filter: ProductCountFilter) {
  const meta = metaOf(em, Product);
  return allOf<Product>([
    filter.category ? { category: filter.category } : {},
    await visibleWhere(em),
    ...statusWhere(filter.status),
    ...englishWhere(meta, Product.translatedPairs, filter.english),
    ...indexedSearchWhere(SearchKind.product, filter.search),
  ]);
}

/** Read through (category, position, id) within a category, the primary key without one; a sort reads the table. */
export function productOrder(filter: ProductListFilter): QueryOrderMap<Product> {
  const fallback: QueryOrderMap<Product> = filter.newestFirst
    ? { id: 'desc' }
    : filter.category
      ? { position: 'asc', id: 'asc' }
      : { id: 'asc' };
  return sortOrder<Product>(PRODUCT_SORT_COLUMNS, filter.sort, filter.order, fallback);
}

/**
 * The site's lists (a category's page, the newest, every product; no admin narrowing) in SQL for the plain reads
 * (product-reads.ts): the same rows and order as productWhere and productOrder give them, on alias `m`. Null for a
 * narrowed list, which the entity path reads.
 */
export async function siteListSql(
  em: EntityManager,
  filter: ProductListFilter,
): Promise<{ where: string; order: string; params: unknown[] } | null> {
  if (filter.search || filter.status || filter.english || filter.sort) return null;
  const order = filter.newestFirst ? 'm.id desc' : filter.category ? 'm.position asc, m.id asc' : 'm.id asc';
  const where = `${filter.category ? 'm.category = ?' : 'true'}${await visibleSql(em, 'm')}`;
  return { where, order, params: filter.category ? [filter.category] : [] };
}

/** The narrowing a count depends on (a page's place and order do not change it). */
export const countKey = ({ category, search, status, english }: ProductCountFilter) =>
  JSON.stringify([category ?? null, search ?? null, status ?? null, english ?? null]);

/** A promise and its settling, apart; a rejection nobody waits for is not an unhandled one (the list throws it). */
export function promised<T>() {
  let resolve!: (value: T | Promise<T>) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}
