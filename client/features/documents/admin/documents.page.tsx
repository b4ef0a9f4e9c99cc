// /admin/documents: the documents a page at a time, searched, filtered and sorted as the address says;
// ticked rows published, unpublished or deleted together.
import { DownloadableListPage } from '../../../components/admin/DownloadableListPage';
import { adminPaths } from '../../../config/admin-paths';
import {
  AdminBulkDeleteDocumentsDocument,
  AdminBulkPublishDocumentsDocument,
  AdminBulkUnpublishDocumentsDocument,
  AdminDeleteDocumentDocument,
  AdminDocumentCountDocument,
  AdminDocumentsDocument,
} from '../../../graphql/admin/graphql';
import { DocumentsTable, type DocumentRow } from './DocumentsTable';

export default function DocumentsPage() {
  return (
    <DownloadableListPage
      kind={{
        namespace: 'admin/document',
        scope: 'admin/document:document',
        typename: 'Document',
        newPath: adminPaths.adminDocument(),
        list: AdminDocumentsDocument,
        rows: 'documents',
        count: AdminDocumentCountDocument,
        total: 'documentCount',
        remove: AdminDeleteDocumentDocument,
        bulkDelete: AdminBulkDeleteDocumentsDocument,
        bulkPublish: AdminBulkPublishDocumentsDocument,
        bulkUnpublish: AdminBulkUnpublishDocumentsDocument,
        nameOf: (doc: DocumentRow) => doc.nameTr,
        Table: DocumentsTable,
      }}
    />
  );
}
