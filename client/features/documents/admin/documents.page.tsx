import { useQuery } from '@apollo/client/react';
import { Button } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage';
import { useConfirmedDelete } from '../../../components/admin/use-confirmed-delete';
import { ADMIN_PAGE_SIZE, ShowMore } from '../../../components/admin/ShowMore';
import { paths } from '../../../config/paths';
import { AdminDeleteDocumentDocument, AdminDocumentCountDocument, AdminDocumentsDocument } from '../../../graphql/admin/graphql';
import { useAdminErrors } from '../../../lib/admin-errors';
import { DocumentsTable, type DocumentRow } from './DocumentsTable';

export default function DocumentsPage() {
  const { t } = useTranslation('admin/document');
  const listErrors = useAdminErrors('list');
  const { data, loading, error, fetchMore } = useQuery(AdminDocumentsDocument, { variables: { take: ADMIN_PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const count = useQuery(AdminDocumentCountDocument, { fetchPolicy: 'cache-and-network' });
  const { remove: removeRecord, deletingId, dialog } = useConfirmedDelete('document', AdminDeleteDocumentDocument, 'Document');
  const rows = data?.documents;

  // The deleted row leaves the cached list by itself; the count is asked again (the rows shown so far stay).
  const remove = async (doc: DocumentRow) => {
    if (await removeRecord(doc.id, doc.nameTr)) await count.refetch().catch(() => undefined);
  };

  // 100 at a time (the most the server answers), the next ones appended.
  const showMore = () => fetchMore({
    variables: { skip: rows?.length ?? 0, take: ADMIN_PAGE_SIZE },
    updateQuery: (previous, { fetchMoreResult }) => ({ ...previous, documents: [...previous.documents, ...fetchMoreResult.documents] }),
  });

  return (
    <AdminPage
      title={t('list.title')}
      back={paths.adminDashboard()}
      actions={<Button asChild colorPalette="brand"><RouterLink to={paths.adminDocument()}><Plus size={16} aria-hidden="true" />{t('list.new')}</RouterLink></Button>}
    >
      <DocumentsTable
        rows={rows}
        loading={loading}
        error={error && !data ? listErrors.describe(error, 'load').text : null}
        onDelete={(doc) => void remove(doc)}
        deletingId={deletingId}
      />
      <ShowMore shown={rows?.length ?? 0} total={count.data?.documentCount} loading={loading} onMore={() => void showMore()} />
      {dialog}
    </AdminPage>
  );
}
