import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/AdminPage';
import { adminPaths } from '../../../config/admin-paths';
import { ApplicationForm } from './ApplicationForm';

/** /admin/application/new: a new application. */
export default function ApplicationNewPage() {
  const { t } = useTranslation('admin/application');
  return (
    <AdminPage title={t('form.titleNew')} back={adminPaths.adminDashboard()}>
      <ApplicationForm />
    </AdminPage>
  );
}
