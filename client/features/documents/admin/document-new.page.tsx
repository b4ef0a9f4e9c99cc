import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/AdminPage';
import { paths } from '../../../config/paths';
import { DocumentForm } from './DocumentForm';

/** /admin/document/new: a new document. */
export default function DocumentNewPage() {
  const { t } = useTranslation('admin/document');
  return (
    <AdminPage title={t('form.titleNew')} back={paths.adminDashboard()}>
      <DocumentForm />
    </AdminPage>
  );
}
