// An admin list's search, sort, filters and page, kept in the address's query string: a reload, a shared link and
// the browser's back button all show the same list. Values the page does not know are ignored, never sent.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type SortDirection = 'ASC' | 'DESC';

export interface ListParamsOptions<Sort extends string, Filter extends string> {
  /** The list's sortable columns (its GraphQL sort enum). */
  sorts: readonly Sort[];
  /** Each filter's query-string key and the values it may take (a list, or a pattern while the list is not known). */
  filters?: Readonly<Record<Filter, readonly string[] | RegExp>>;
}

export interface ListParams<Sort extends string, Filter extends string> {
  search: string;
  sort: Sort | null;
  order: SortDirection;
  page: number;
  filters: Record<Filter, string | null>;
  /** Whether a search or a filter narrows the list (its empty state then says so). */
  narrowed: boolean;
  setSearch(search: string): void;
  /** The same column again turns the order round; another column sorts up. */
  toggleSort(sort: Sort): void;
  setFilter(key: Filter, value: string | null): void;
  setPage(page: number): void;
  clear(): void;
}

const SEARCH = 'q';

export function useListParams<Sort extends string, Filter extends string = never>(
  options: ListParamsOptions<Sort, Filter>,
): ListParams<Sort, Filter> {
  const [params, setParams] = useSearchParams();
  const { sorts, filters: allowed = {} as Record<Filter, readonly string[] | RegExp> } = options;
  const accepts = (key: Filter, value: string) => {
    const rule = allowed[key];
    return rule instanceof RegExp ? rule.test(value) : rule.includes(value);
  };

  const search = params.get(SEARCH) ?? '';
  const sortParam = params.get('sort');
  const sort = sorts.includes(sortParam as Sort) ? (sortParam as Sort) : null;
  const order: SortDirection = params.get('order') === 'DESC' ? 'DESC' : 'ASC';
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const filters = Object.fromEntries(
    (Object.keys(allowed) as Filter[]).map((key) => {
      const value = params.get(key);
      return [key, value && accepts(key, value) ? value : null];
    }),
  ) as Record<Filter, string | null>;

  /** Any change but the page's own starts again at page 1. */
  const update = useCallback(
    (changes: Record<string, string | null>) => {
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      });
    },
    [setParams],
  );

  return {
    search,
    sort,
    order,
    page,
    filters,
    narrowed: !!search.trim() || Object.values(filters).some(Boolean),
    setSearch: (value) => update({ [SEARCH]: value.trim() ? value : null }),
    toggleSort: (column) => update({ sort: column, order: sort === column && order === 'ASC' ? 'DESC' : 'ASC' }),
    setFilter: (key, value) => update({ [key]: value }),
    setPage: (n) => update({ page: n > 1 ? String(n) : null }),
    clear: () => update({ [SEARCH]: null, ...Object.fromEntries(Object.keys(allowed).map((k) => [k, null])) }),
  };
}
