import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage';
import { adminPaths } from '../../../config/admin-paths';
import { AdminDocumentDocument } from '../../../graphql/admin/graphql';
import { useAdminErrors } from '../../../lib/admin-errors';
import { DocumentForm } from './DocumentForm';
import { LoadState } from '../../../components/admin/LoadState';

/** /admin/document/{id}: edits a document, loaded fresh from the server. */
export default function DocumentEditPage() {
  const { t } = useTranslation('admin/document');
  const errors = useAdminErrors('admin/document:document');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data, loading, error } = useQuery(AdminDocumentDocument, { variables: { id }, skip: !valid, fetchPolicy: 'network-only' });
  const doc = data?.document;
  return (
    <AdminPage title={t('form.titleEdit')} back={adminPaths.adminDashboard()}>
      {doc ? (
        <DocumentForm key={doc.id} document={doc} />
      ) : (
        <LoadState error={!valid || error || (!loading && !doc) ? errors.text('load') : null} />
      )}
    </AdminPage>
  );
}
