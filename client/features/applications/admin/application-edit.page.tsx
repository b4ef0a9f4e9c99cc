import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage';
import { adminPaths } from '../../../config/admin-paths';
import { AdminApplicationDocument } from '../../../graphql/admin/graphql';
import { useAdminErrors } from '../../../lib/admin-errors';
import { ApplicationForm } from './ApplicationForm';
import { LoadState } from '../../../components/admin/LoadState';

/** /admin/application/{id}: edits an application; an id that is not a number shows 'Uygulama ID'si bulunamadı!'. */
export default function ApplicationEditPage() {
  const { t } = useTranslation('admin/application');
  const errors = useAdminErrors('admin/application:application');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data, loading, error } = useQuery(AdminApplicationDocument, { variables: { id }, skip: !valid, fetchPolicy: 'network-only' });
  const app = data?.application;
  const problem = !valid ? errors.text('missingId') : error || (!loading && !app) ? errors.text('load') : null;
  return (
    <AdminPage title={t('form.titleEdit')} back={adminPaths.adminDashboard()}>
      {app ? <ApplicationForm key={app.id} application={app} /> : <LoadState error={problem} />}
    </AdminPage>
  );
}
