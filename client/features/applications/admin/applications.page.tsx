import { useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage';
import { useConfirmedDelete } from '../../../components/admin/use-confirmed-delete';
import { paths } from '../../../config/paths';
import { AdminApplicationsDocument, AdminDeleteApplicationDocument } from '../../../graphql/graphql';
import { useAdminErrors } from '../../../lib/admin-errors';
import { ApplicationsTable, type ApplicationRow } from './ApplicationsTable';

/** /admin/applications: back to the dashboard, a 'new application' link, the spinner, the empty state or the table. */
export default function ApplicationsPage() {
  const { t } = useTranslation('adminApplication');
  const listErrors = useAdminErrors('list');
  const { data, loading, error } = useQuery(AdminApplicationsDocument, { fetchPolicy: 'cache-and-network' });
  const { remove: removeRecord, deletingId, dialog } = useConfirmedDelete('application', AdminDeleteApplicationDocument, 'Application');

  const remove = (app: ApplicationRow) => removeRecord(app.id);

  return (
    <AdminPage
      title={t('list.title')}
      back={paths.adminDashboard()}
      actions={<Button asChild colorPalette="brand"><RouterLink to={paths.adminApplication()}><Plus size={16} aria-hidden="true" />{t('list.new')}</RouterLink></Button>}
    >
      <ApplicationsTable
        rows={data?.applications}
        loading={loading}
        error={error && !data ? listErrors.describe(error, 'load').text : null}
        onDelete={(app) => void remove(app)}
        deletingId={deletingId}
      />
      {dialog}
    </AdminPage>
  );
}
