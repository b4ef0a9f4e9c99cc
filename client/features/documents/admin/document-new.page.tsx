import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/AdminPage';
import { adminPaths } from '../../../config/admin-paths';
import { DocumentForm } from './DocumentForm';

/** /admin/document/new: a new document. */
export default function DocumentNewPage() {
  const { t } = useTranslation('admin/document');
  return (
    <AdminPage title={t('form.titleNew')} back={adminPaths.adminDashboard()}>
      <DocumentForm />
    </AdminPage>
  );
}
