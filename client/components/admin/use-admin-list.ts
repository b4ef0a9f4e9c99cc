// An admin list of records (products, blog posts, documents, applications): the rows read 100 at a time with
// 'show more' appending the next ones, how many there are, and delete through the confirm dialog.
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useAdminErrors, type ErrorScope } from '../../lib/admin-errors';
import { ADMIN_PAGE_SIZE, type ShowMoreProps } from './ShowMore';
import { useConfirmedDelete } from './use-confirmed-delete';

type Paging = { skip?: number | null; take?: number | null };
type RowOf<TList, K extends keyof TList> = TList[K] extends ReadonlyArray<infer Row> ? Row : never;

export interface AdminListOptions<TList, K extends keyof TList, TCount, TFilter extends OperationVariables> {
  /** The list query (`skip`, `take` and the filter's variables) and the field of its result that holds the rows. */
  list: TypedDocumentNode<TList, TFilter & Paging>;
  rows: K;
  /** The count query (the filter's variables) and the field of its result that holds the number. */
  count: TypedDocumentNode<TCount, TFilter>;
  total: keyof TCount;
  /** What the list is narrowed to (e.g. a product category); both queries get it. */
  filter?: TFilter;
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
  /** For ShowMore under the table. */
  more: ShowMoreProps;
  /** Asks, deletes and reports; the count is asked again afterwards. */
  onDelete(row: Row): void;
  deletingId: number | null;
  /** The confirm dialog, rendered by the page. */
  dialog: ReactNode;
}

export function useAdminList<TList, K extends keyof TList, TCount, TFilter extends OperationVariables = {}>(
  options: AdminListOptions<TList, K, TCount, TFilter>,
): AdminList<RowOf<TList, K>> {
  type Row = RowOf<TList, K>;
  const listErrors = useAdminErrors('list');
  const { data, loading, error, fetchMore } = useQuery(options.list as TypedDocumentNode<TList, OperationVariables>,
    { variables: { ...options.filter, take: ADMIN_PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const count = useQuery(options.count as TypedDocumentNode<TCount, OperationVariables>,
    { variables: options.filter, fetchPolicy: 'cache-and-network' });
  const { remove, deletingId, dialog } = useConfirmedDelete(options.remove.scope, options.remove.mutation, options.remove.typename);
  const rows = data?.[options.rows] as Row[] | undefined;

  // The deleted row leaves the cached list by itself; the count is asked again (the rows shown so far stay).
  const onDelete = async (row: Row & { id: number }) => {
    if (await remove(row.id, options.nameOf(row))) await count.refetch().catch(() => undefined);
  };

  // 100 at a time (the most the server answers), the next ones appended.
  const showMore = () => fetchMore({
    variables: { skip: rows?.length ?? 0, take: ADMIN_PAGE_SIZE },
    updateQuery: (previous, { fetchMoreResult }) => ({
      ...previous,
      [options.rows]: [...(previous[options.rows] as Row[]), ...(fetchMoreResult[options.rows] as Row[])],
    }) as TList,
  });

  return {
    rows,
    loading,
    loadError: error && !data ? listErrors.describe(error, 'load').text : null,
    more: { shown: rows?.length ?? 0, total: count.data?.[options.total] as number | undefined, loading, onMore: () => void showMore() },
    onDelete: (row) => void onDelete(row as Row & { id: number }),
    deletingId,
    dialog,
  };
}
