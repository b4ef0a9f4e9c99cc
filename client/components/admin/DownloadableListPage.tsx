// The admin list of a downloadable kind (documents, applications): a page at a time, searched, filtered by
// publication and English state and sorted as the address says; ticked rows published, unpublished or deleted
// together. What differs between the kinds is data.
import { Button } from '@chakra-ui/react';
import type { TypedDocumentNode } from '@apollo/client';
import { Plus } from 'lucide-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { DownloadableSort, EnglishState, PublicationStatus } from '../../graphql/admin/graphql';
import type { ErrorScope } from '../../lib/admin-errors';
import { adminPaths } from '../../config/admin-paths';
import { AdminPage } from './AdminPage';
import { BulkBar, useRowSelection, type BulkMutation } from './BulkBar';
import { useAccess } from './use-access';
import { ENGLISH_VALUES, EnglishFilter, ListFooter, ListToolbar, STATUS_VALUES, StatusFilter, useListEmpty } from './ListParts';
import type { RecordTableProps } from './RecordTable';
import { useAdminList } from './use-admin-list';
import { useListParams } from './use-list-params';

const SORTS: readonly DownloadableSort[] = ['NAME', 'CREATED', 'UPDATED', 'STATUS'];

type Paging = { skip?: number | null; take?: number | null };

type Row = { id: number; status: PublicationStatus };

export interface DownloadableKind<TList, K extends keyof TList, TCount, R extends Row> {
  /** The kind's i18next namespace (list title, texts, noun). */
  namespace: string;
  /** The error texts' scope, the GraphQL type and the create form's address. */
  scope: ErrorScope;
  typename: 'Document' | 'Application';
  newPath: string;
  list: TypedDocumentNode<TList, Paging & Record<string, unknown>>;
  rows: K;
  count: TypedDocumentNode<TCount, Record<string, unknown>>;
  total: keyof TCount;
  remove: TypedDocumentNode<unknown, { id: number }>;
  bulkDelete: BulkMutation;
  bulkPublish: BulkMutation;
  bulkUnpublish: BulkMutation;
  nameOf(row: R): string;
  Table: ComponentType<RecordTableProps<R>>;
}

export function DownloadableListPage<TList, K extends keyof TList, TCount, R extends Row>({
  kind,
}: {
  kind: DownloadableKind<TList, K, TCount, R>;
}) {
  const { t } = useTranslation(kind.namespace);
  const params = useListParams({ sorts: SORTS, filters: { status: STATUS_VALUES, english: ENGLISH_VALUES } });
  const list = useAdminList({
    list: kind.list,
    rows: kind.rows,
    count: kind.count,
    total: kind.total,
    page: params.page,
    filter: {
      search: params.search.trim() || null,
      status: params.filters.status as PublicationStatus | null,
      english: params.filters.english as EnglishState | null,
      sort: params.sort,
      order: params.sort ? params.order : null,
    },
    remove: { scope: kind.scope, mutation: kind.remove, typename: kind.typename },
    nameOf: (row) => kind.nameOf(row as unknown as R),
  });
  const rows = list.rows as R[] | undefined;
  const selection = useRowSelection(
    JSON.stringify([params.search, params.filters, params.page, params.sort, params.order]),
    rows?.map((r) => r.id),
  );
  const access = useAccess();
  const deletes = access.may(`delete${kind.typename}`);
  // Only what the person's role may do: no box to tick for someone with nothing to do to many at once.
  const bulkActions = {
    ...(access.may(`bulkPublish${kind.typename}s`) ? { publish: kind.bulkPublish, unpublish: kind.bulkUnpublish } : {}),
    ...(access.may(`bulkDelete${kind.typename}s`) ? { delete: kind.bulkDelete } : {}),
  };
  const newLink = access.may(`create${kind.typename}`) ? (
    <Button asChild colorPalette="brand">
      <RouterLink to={kind.newPath}>
        <Plus size={16} aria-hidden="true" />
        {t('list.new')}
      </RouterLink>
    </Button>
  ) : null;
  const empty = useListEmpty(params, { title: t('list.empty.title'), description: t('list.empty.description'), action: newLink });
  const { Table } = kind;

  return (
    <AdminPage title={t('list.title')} back={adminPaths.adminDashboard()} actions={newLink}>
      <ListToolbar params={params}>
        <StatusFilter value={params.filters.status} onChange={(v) => params.setFilter('status', v)} />
        <EnglishFilter value={params.filters.english} onChange={(v) => params.setFilter('english', v)} />
      </ListToolbar>
      <BulkBar
        selected={selection.selected}
        clear={selection.clear}
        typename={kind.typename}
        refresh={list.refresh}
        noun={(count) => t('list.noun', { count })}
        actions={bulkActions}
      />
      <Table
        rows={rows}
        loading={list.loading}
        error={list.loadError}
        onDelete={deletes ? (row) => list.onDelete(row as never) : undefined}
        deletable={(row) => access.mayOn(`delete${kind.typename}`, row.status === 'DRAFT')}
        deletingId={list.deletingId}
        sorting={{ sort: params.sort, order: params.order, onSort: (s) => params.toggleSort(s as DownloadableSort) }}
        selection={Object.keys(bulkActions).length ? { ...selection, nameOf: kind.nameOf } : undefined}
        empty={params.narrowed || params.page > 1 ? empty : undefined}
      />
      <ListFooter params={params} total={list.total} pages={list.pages} shown={rows?.length ?? 0} />
      {list.dialog}
    </AdminPage>
  );
}
