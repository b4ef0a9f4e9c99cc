import { Button } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage';
import { ShowMore } from '../../../components/admin/ShowMore';
import { useAdminList } from '../../../components/admin/use-admin-list';
import { paths } from '../../../config/paths';
import { AdminDeleteDocumentDocument, AdminDocumentCountDocument, AdminDocumentsDocument } from '../../../graphql/admin/graphql';
import { DocumentsTable } from './DocumentsTable';

export default function DocumentsPage() {
  const { t } = useTranslation('admin/document');
  const list = useAdminList({
    list: AdminDocumentsDocument, rows: 'documents', count: AdminDocumentCountDocument, total: 'documentCount',
    remove: { scope: 'document', mutation: AdminDeleteDocumentDocument, typename: 'Document' },
    nameOf: (doc) => doc.nameTr,
  });

  return (
    <AdminPage
      title={t('list.title')}
      back={paths.adminDashboard()}
      actions={<Button asChild colorPalette="brand"><RouterLink to={paths.adminDocument()}><Plus size={16} aria-hidden="true" />{t('list.new')}</RouterLink></Button>}
    >
      <DocumentsTable rows={list.rows} loading={list.loading} error={list.loadError} onDelete={list.onDelete} deletingId={list.deletingId} />
      <ShowMore {...list.more} />
      {list.dialog}
    </AdminPage>
  );
}
