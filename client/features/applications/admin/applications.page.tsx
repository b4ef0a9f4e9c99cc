import { Button } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage';
import { ShowMore } from '../../../components/admin/ShowMore';
import { useAdminList } from '../../../components/admin/use-admin-list';
import { paths } from '../../../config/paths';
import { AdminApplicationCountDocument, AdminApplicationsDocument, AdminDeleteApplicationDocument } from '../../../graphql/admin/graphql';
import { ApplicationsTable } from './ApplicationsTable';

/** /admin/applications: back to the dashboard, a 'new application' link, the spinner, the empty state or the table. */
export default function ApplicationsPage() {
  const { t } = useTranslation('admin/application');
  const list = useAdminList({
    list: AdminApplicationsDocument, rows: 'applications', count: AdminApplicationCountDocument, total: 'applicationCount',
    remove: { scope: 'application', mutation: AdminDeleteApplicationDocument, typename: 'Application' },
    nameOf: (app) => app.name,
  });

  return (
    <AdminPage
      title={t('list.title')}
      back={paths.adminDashboard()}
      actions={<Button asChild colorPalette="brand"><RouterLink to={paths.adminApplication()}><Plus size={16} aria-hidden="true" />{t('list.new')}</RouterLink></Button>}
    >
      <ApplicationsTable rows={list.rows} loading={list.loading} error={list.loadError} onDelete={list.onDelete} deletingId={list.deletingId} />
      <ShowMore {...list.more} />
      {list.dialog}
    </AdminPage>
  );
}
