// /admin/redirects: the old addresses answered with a redirect (those left by renames, marked automatic, and those
// added by hand for the old site), the add form, and delete after a confirm dialog.
import { Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/AdminPage';
import { useConfirmedDelete } from '../../../components/admin/use-confirmed-delete';
import { adminPaths } from '../../../config/admin-paths';
import { AdminDeleteRedirectDocument, AdminRedirectsDocument } from '../../../graphql/admin/graphql';
import { useAdminErrors } from '../../../lib/admin-errors';
import { RedirectForm } from './RedirectForm';
import { RedirectsTable } from './RedirectsTable';

export default function RedirectsPage() {
  const { t } = useTranslation('admin/redirects');
  const errors = useAdminErrors('admin/redirects:redirect');
  const { data, loading, error } = useQuery(AdminRedirectsDocument, { fetchPolicy: 'cache-and-network' });
  const { remove, deletingId, dialog } = useConfirmedDelete('admin/redirects:redirect', AdminDeleteRedirectDocument, 'Redirect');

  return (
    <AdminPage title={t('title')} back={adminPaths.adminDashboard()}>
      <Text color="gray.600" mb="5" maxW="3xl">
        {t('intro')}
      </Text>
      <RedirectForm />
      <RedirectsTable
        rows={data?.redirects}
        loading={loading}
        error={error && !data ? errors.describe(error, 'load').text : null}
        onDelete={(row) => void remove(row.id, row.fromPath)}
        deletingId={deletingId}
      />
      {dialog}
    </AdminPage>
  );
}
