import { useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage';
import { useConfirmedDelete } from '../../../components/admin/use-confirmed-delete';
import { ADMIN_PAGE_SIZE, ShowMore } from '../../../components/admin/ShowMore';
import { paths } from '../../../config/paths';
import { AdminApplicationCountDocument, AdminApplicationsDocument, AdminDeleteApplicationDocument } from '../../../graphql/admin/graphql';
import { useAdminErrors } from '../../../lib/admin-errors';
import { ApplicationsTable, type ApplicationRow } from './ApplicationsTable';

/** /admin/applications: back to the dashboard, a 'new application' link, the spinner, the empty state or the table. */
export default function ApplicationsPage() {
  const { t } = useTranslation('admin/application');
  const listErrors = useAdminErrors('list');
  const { data, loading, error, fetchMore } = useQuery(AdminApplicationsDocument, { variables: { take: ADMIN_PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const count = useQuery(AdminApplicationCountDocument, { fetchPolicy: 'cache-and-network' });
  const { remove: removeRecord, deletingId, dialog } = useConfirmedDelete('application', AdminDeleteApplicationDocument, 'Application');
  const rows = data?.applications;

  // The deleted row leaves the cached list by itself; the count is asked again (the rows shown so far stay).
  const remove = async (app: ApplicationRow) => {
    if (await removeRecord(app.id, app.name)) await count.refetch().catch(() => undefined);
  };

  // 100 at a time (the most the server answers), the next ones appended.
  const showMore = () => fetchMore({
    variables: { skip: rows?.length ?? 0, take: ADMIN_PAGE_SIZE },
    updateQuery: (previous, { fetchMoreResult }) => ({ ...previous, applications: [...previous.applications, ...fetchMoreResult.applications] }),
  });

  return (
    <AdminPage
      title={t('list.title')}
      back={paths.adminDashboard()}
      actions={<Button asChild colorPalette="brand"><RouterLink to={paths.adminApplication()}><Plus size={16} aria-hidden="true" />{t('list.new')}</RouterLink></Button>}
    >
      <ApplicationsTable
        rows={rows}
        loading={loading}
        error={error && !data ? listErrors.describe(error, 'load').text : null}
        onDelete={(app) => void remove(app)}
        deletingId={deletingId}
      />
      <ShowMore shown={rows?.length ?? 0} total={count.data?.applicationCount} loading={loading} onMore={() => void showMore()} />
      {dialog}
    </AdminPage>
  );
}
