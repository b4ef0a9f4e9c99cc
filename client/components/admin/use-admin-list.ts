// An admin list of records (products, blog posts, documents, applications): one page of rows as the address asks
// (search, filters, sort, page), how many there are, and delete through the confirm dialog.
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useAdminErrors, type ErrorScope } from '../../lib/admin-errors';
import { useConfirmedDelete } from './use-confirmed-delete';

/** Rows on a page of an admin list. */
export const LIST_PAGE_SIZE = 25;

type Paging = { skip?: number | null; take?: number | null };
type RowOf<TList, K extends keyof TList> = TList[K] extends ReadonlyArray<infer Row> ? Row : never;

export interface AdminListOptions<TList, K extends keyof TList, TCount> {
  /** The list query (`skip`, `take` and the filter's variables) and the field of its result that holds the rows. */
  list: TypedDocumentNode<TList, Paging & Record<string, unknown>>;
  rows: K;
  /** The count query (the filter's variables but the order) and the field of its result that holds the number. */
  count: TypedDocumentNode<TCount, Record<string, unknown>>;
  total: keyof TCount;
  /** What the list is narrowed to and sorted by (`sort`, `order`): the list gets all of it, the count the narrowing. */
  filter?: Record<string, unknown>;
  /** The page shown (from 1). */
  page: number;
  /** Delete: the error scope whose texts ask and report, the mutation, the record's GraphQL type (its cache entry). */
  remove: { scope: ErrorScope; mutation: TypedDocumentNode<unknown, { id: number }>; typename: string };
  /** The record's name in the delete question, so the right row goes. */
  nameOf(row: RowOf<TList, K>): string;
}

export interface AdminList<Row> {
  rows: Row[] | undefined;
  loading: boolean;
  /** The spec's text for a list that could not be read, while there is nothing to show. */
  loadError: string | null;
  total: number | undefined;
  pages: number;
  /** Reads the page and the count again (after a bulk action). */
  refresh(): Promise<unknown>;
  /** Asks, deletes and reports; the page and count are read again afterwards. */
  onDelete(row: Row): void;
  deletingId: number | null;
  /** The confirm dialog, rendered by the page. */
  dialog: ReactNode;
}

export function useAdminList<TList, K extends keyof TList, TCount>(
  options: AdminListOptions<TList, K, TCount>,
): AdminList<RowOf<TList, K>> {
  type Row = RowOf<TList, K>;
  const listErrors = useAdminErrors('admin/lists:list');
  const { data, loading, error, refetch } = useQuery(options.list as TypedDocumentNode<TList, OperationVariables>, {
    variables: { ...options.filter, skip: (options.page - 1) * LIST_PAGE_SIZE, take: LIST_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  // The count has no order: only the narrowing goes to it.
  const { sort, order, ...narrowing } = options.filter ?? {};
  const count = useQuery(options.count as TypedDocumentNode<TCount, OperationVariables>, {
    variables: narrowing,
    fetchPolicy: 'cache-and-network',
  });
  const { remove, deletingId, dialog } = useConfirmedDelete(options.remove.scope, options.remove.mutation, options.remove.typename);
  const rows = data?.[options.rows] as Row[] | undefined;
  const total = count.data?.[options.total] as number | undefined;
  const refresh = () => Promise.all([refetch(), count.refetch()]);

  const onDelete = async (row: Row & { id: number }) => {
    if (await remove(row.id, options.nameOf(row))) await refresh().catch(() => undefined);
  };

  return {
    rows,
    loading,
    loadError: error && !data ? listErrors.describe(error, 'load').text : null,
    total,
    pages: Math.max(1, Math.ceil((total ?? 0) / LIST_PAGE_SIZE)),
    refresh,
    onDelete: (row) => void onDelete(row as Row & { id: number }),
    deletingId,
    dialog,
  };
}
