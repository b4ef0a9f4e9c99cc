import { useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage';
import { useConfirmedDelete } from '../../../components/admin/use-confirmed-delete';
import { paths } from '../../../config/paths';
import { AdminDeleteDocumentDocument, AdminDocumentsDocument } from '../../../graphql/graphql';
import { useAdminErrors } from '../../../lib/admin-errors';
import { DocumentsTable, type DocumentRow } from './DocumentsTable';

export default function DocumentsPage() {
  const { t } = useTranslation('adminDocument');
  const listErrors = useAdminErrors('list');
  const { data, loading, error } = useQuery(AdminDocumentsDocument, { fetchPolicy: 'cache-and-network' });
  const { remove: removeRecord, deletingId, dialog } = useConfirmedDelete('document', AdminDeleteDocumentDocument, 'Document');

  const remove = (doc: DocumentRow) => removeRecord(doc.id);

  return (
    <AdminPage
      title={t('list.title')}
      back={paths.adminDashboard()}
      actions={<Button asChild colorPalette="brand"><RouterLink to={paths.adminDocument()}><Plus size={16} aria-hidden="true" />{t('list.new')}</RouterLink></Button>}
    >
      <DocumentsTable
        rows={data?.documents}
        loading={loading}
        error={error && !data ? listErrors.describe(error, 'load').text : null}
        onDelete={(doc) => void remove(doc)}
        deletingId={deletingId}
      />
      {dialog}
    </AdminPage>
  );
}
