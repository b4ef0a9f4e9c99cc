// /admin/applications: the downloadable applications a page at a time, searched, filtered by English state and sorted
// as the address says; ticked rows deleted together.
import { DownloadableListPage } from '../../../components/admin/DownloadableListPage';
import { paths } from '../../../config/paths';
import {
  AdminApplicationCountDocument,
  AdminApplicationsDocument,
  AdminBulkDeleteApplicationsDocument,
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
        newPath: paths.adminApplication(),
        list: AdminApplicationsDocument,
        rows: 'applications',
        count: AdminApplicationCountDocument,
        total: 'applicationCount',
        remove: AdminDeleteApplicationDocument,
        bulkDelete: AdminBulkDeleteApplicationsDocument,
        nameOf: (app: ApplicationRow) => app.name,
        Table: ApplicationsTable,
      }}
    />
  );
}
