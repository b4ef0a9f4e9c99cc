// /admin/applications: the downloadable applications a page at a time, searched, filtered and sorted as the address
// says; ticked rows published, unpublished or deleted together.
import { DownloadableListPage } from '../../../components/admin/DownloadableListPage';
import { adminPaths } from '../../../config/admin-paths';
import {
  AdminApplicationCountDocument,
  AdminApplicationsDocument,
  AdminBulkDeleteApplicationsDocument,
  AdminBulkPublishApplicationsDocument,
  AdminBulkUnpublishApplicationsDocument,
  AdminDeleteApplicationDocument,
} from '../../../graphql/admin/graphql';
import { ApplicationsTable, type ApplicationRow } from './ApplicationsTable';

export default function ApplicationsPage() {
  return (
    <DownloadableListPage
      kind={{
        namespace: 'admin/application',
        scope: 'admin/application:application',
        typename: 'Application',
        newPath: adminPaths.adminApplication(),
        list: AdminApplicationsDocument,
        rows: 'applications',
        count: AdminApplicationCountDocument,
        total: 'applicationCount',
        remove: AdminDeleteApplicationDocument,
        bulkDelete: AdminBulkDeleteApplicationsDocument,
        bulkPublish: AdminBulkPublishApplicationsDocument,
        bulkUnpublish: AdminBulkUnpublishApplicationsDocument,
        nameOf: (app: ApplicationRow) => app.name,
        Table: ApplicationsTable,
      }}
    />
  );
}
