// The admin list of a downloadable kind (documents, applications): a page at a time, searched, filtered by English
// state and sorted as the address says; ticked rows deleted together. What differs between the kinds is data.
import { Button } from '@chakra-ui/react';
import type { TypedDocumentNode } from '@apollo/client';
import { Plus } from 'lucide-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { DownloadableSort, EnglishState } from '../../graphql/admin/graphql';
import type { ErrorScope } from '../../lib/admin-errors';
import { paths } from '../../config/paths';
import { AdminPage } from './AdminPage';
import { BulkBar, useRowSelection, type BulkMutation } from './BulkBar';
import { useAccess } from './use-access';
import { ENGLISH_VALUES, EnglishFilter, ListFooter, ListToolbar, useListEmpty } from './ListParts';
import type { RecordTableProps } from './RecordTable';
import { useAdminList } from './use-admin-list';
import { useListParams } from './use-list-params';

const SORTS: readonly DownloadableSort[] = ['NAME', 'CREATED', 'UPDATED'];

type Paging = { skip?: number | null; take?: number | null };

export interface DownloadableKind<TList, K extends keyof TList, TCount, Row extends { id: number }> {
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
  nameOf(row: Row): string;
  Table: ComponentType<RecordTableProps<Row>>;
}

export function DownloadableListPage<TList, K extends keyof TList, TCount, Row extends { id: number }>({
  kind,
}: {
  kind: DownloadableKind<TList, K, TCount, Row>;
}) {
  const { t } = useTranslation(kind.namespace);
  const params = useListParams({ sorts: SORTS, filters: { english: ENGLISH_VALUES } });
  const list = useAdminList({
    list: kind.list,
    rows: kind.rows,
    count: kind.count,
    total: kind.total,
    page: params.page,
    filter: {
      search: params.search.trim() || null,
      english: params.filters.english as EnglishState | null,
      sort: params.sort,
      order: params.sort ? params.order : null,
    },
    remove: { scope: kind.scope, mutation: kind.remove, typename: kind.typename },
    nameOf: (row) => kind.nameOf(row as unknown as Row),
  });
  const rows = list.rows as Row[] | undefined;
  const selection = useRowSelection(
    JSON.stringify([params.search, params.filters, params.page, params.sort, params.order]),
    rows?.map((r) => r.id),
  );
  const access = useAccess();
  const deletes = access.may(`delete${kind.typename}`);
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
    <AdminPage title={t('list.title')} back={paths.adminDashboard()} actions={newLink}>
      <ListToolbar params={params}>
        <EnglishFilter value={params.filters.english} onChange={(v) => params.setFilter('english', v)} />
      </ListToolbar>
      <BulkBar
        selected={selection.selected}
        clear={selection.clear}
        typename={kind.typename}
        refresh={list.refresh}
        noun={(count) => t('list.noun', { count })}
        actions={deletes ? { delete: kind.bulkDelete } : {}}
      />
      <Table
        rows={rows}
        loading={list.loading}
        error={list.loadError}
        onDelete={deletes ? (row) => list.onDelete(row as never) : undefined}
        deletingId={list.deletingId}
        sorting={{ sort: params.sort, order: params.order, onSort: (s) => params.toggleSort(s as DownloadableSort) }}
        selection={deletes ? { ...selection, nameOf: kind.nameOf } : undefined}
        empty={params.narrowed || params.page > 1 ? empty : undefined}
      />
      <ListFooter params={params} total={list.total} pages={list.pages} shown={rows?.length ?? 0} />
      {list.dialog}
    </AdminPage>
  );
}
