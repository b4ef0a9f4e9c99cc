// /admin/applications: the downloadable applications a page at a time, searched, filtered by English state and sorted as the address
// says; ticked rows deleted together.
import { Button } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage';
import { BulkBar, useRowSelection } from '../../../components/admin/BulkBar';
import { ENGLISH_VALUES, EnglishFilter, ListFooter, ListToolbar, useListEmpty } from '../../../components/admin/ListParts';
import { useAdminList } from '../../../components/admin/use-admin-list';
import { useListParams } from '../../../components/admin/use-list-params';
import { paths } from '../../../config/paths';
import {
  AdminBulkDeleteApplicationsDocument,
  AdminDeleteApplicationDocument,
  AdminApplicationCountDocument,
  AdminApplicationsDocument,
  type DownloadableSort,
  type EnglishState,
} from '../../../graphql/admin/graphql';
import { ApplicationsTable } from './ApplicationsTable';

const SORTS: readonly DownloadableSort[] = ['NAME', 'CREATED', 'UPDATED'];

export default function ApplicationsPage() {
  const { t } = useTranslation('admin/application');
  const params = useListParams({ sorts: SORTS, filters: { english: ENGLISH_VALUES } });
  const list = useAdminList({
    list: AdminApplicationsDocument,
    rows: 'applications',
    count: AdminApplicationCountDocument,
    total: 'applicationCount',
    page: params.page,
    filter: {
      search: params.search.trim() || null,
      english: params.filters.english as EnglishState | null,
      sort: params.sort,
      order: params.sort ? params.order : null,
    },
    remove: { scope: 'application', mutation: AdminDeleteApplicationDocument, typename: 'Application' },
    nameOf: (app) => app.name,
  });
  const selection = useRowSelection(
    JSON.stringify([params.search, params.filters, params.page, params.sort, params.order]),
    list.rows?.map((r) => r.id),
  );
  const newLink = (
    <Button asChild colorPalette="brand">
      <RouterLink to={paths.adminApplication()}>
        <Plus size={16} aria-hidden="true" />
        {t('list.new')}
      </RouterLink>
    </Button>
  );
  const empty = useListEmpty(params, { title: t('list.empty.title'), description: t('list.empty.description'), action: newLink });

  return (
    <AdminPage title={t('list.title')} back={paths.adminDashboard()} actions={newLink}>
      <ListToolbar params={params}>
        <EnglishFilter value={params.filters.english} onChange={(v) => params.setFilter('english', v)} />
      </ListToolbar>
      <BulkBar
        selected={selection.selected}
        clear={selection.clear}
        typename="Application"
        refresh={list.refresh}
        noun={(count) => t('list.noun', { count })}
        actions={{ delete: AdminBulkDeleteApplicationsDocument }}
      />
      <ApplicationsTable
        rows={list.rows}
        loading={list.loading}
        error={list.loadError}
        onDelete={list.onDelete}
        deletingId={list.deletingId}
        sorting={{ sort: params.sort, order: params.order, onSort: (s) => params.toggleSort(s as DownloadableSort) }}
        selection={{ ...selection, nameOf: (app) => app.name }}
        empty={params.narrowed || params.page > 1 ? empty : undefined}
      />
      <ListFooter params={params} total={list.total} pages={list.pages} shown={list.rows?.length ?? 0} />
      {list.dialog}
    </AdminPage>
  );
}
