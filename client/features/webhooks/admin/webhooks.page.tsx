// /admin/webhooks: integrators' addresses called on content changes and contact messages; how a receiver checks a
// call, the add and edit form, the list, delete after the confirm dialog, and a webhook's delivery log.
import { Box, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/AdminPage';
import { useConfirmedDelete } from '../../../components/admin/use-confirmed-delete';
import { adminPaths } from '../../../config/admin-paths';
import { AdminDeleteWebhookDocument, AdminWebhooksDocument } from '../../../graphql/admin/graphql';
import { useAdminErrors } from '../../../lib/admin-errors';
import { ReceiverCheck } from './ReceiverCheck';
import { WebhookDeliveries } from './WebhookDeliveries';
import { WebhookForm } from './WebhookForm';
import { WebhooksTable, type WebhookRow } from './WebhooksTable';

export default function WebhooksPage() {
  const { t } = useTranslation('admin/webhooks');
  const errors = useAdminErrors('admin/webhooks:webhook');
  const { data, loading, error } = useQuery(AdminWebhooksDocument, { fetchPolicy: 'cache-and-network' });
  const { remove, deletingId, dialog } = useConfirmedDelete('admin/webhooks:webhook', AdminDeleteWebhookDocument, 'Webhook');
  const [editing, setEditing] = useState<WebhookRow | null>(null);
  const [logOf, setLogOf] = useState<WebhookRow | null>(null);
  const formBox = useRef<HTMLDivElement>(null);
  // The form is above the list: a webhook opened from far down the list (a phone's cards) brings it into view, its
  // address field focused.
  useEffect(() => {
    if (!editing || !formBox.current) return;
    formBox.current.scrollIntoView({ block: 'start' });
    formBox.current.querySelector('input')?.focus({ preventScroll: true });
  }, [editing]);

  const removeRow = async (row: WebhookRow) => {
    if (!(await remove(row.id, row.url))) return;
    if (editing?.id === row.id) setEditing(null);
    if (logOf?.id === row.id) setLogOf(null);
  };

  return (
    <AdminPage title={t('title')} back={adminPaths.adminDashboard()}>
      <Text color="gray.600" mb="5" maxW="3xl">
        {t('intro')}
      </Text>
      <ReceiverCheck />
      {/* A new key per record: the form starts from the record's values (or empty) each time. */}
      <Box ref={formBox} scrollMarginTop="4">
        <WebhookForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      </Box>
      <WebhooksTable
        rows={data?.webhooks}
        loading={loading}
        error={error && !data ? errors.describe(error, 'load').text : null}
        onLog={(row) => setLogOf(logOf?.id === row.id ? null : row)}
        onEdit={setEditing}
        onDelete={(row) => void removeRow(row)}
        deletingId={deletingId}
        logOf={logOf?.id ?? null}
      />
      {logOf ? <WebhookDeliveries key={logOf.id} webhook={logOf} onClose={() => setLogOf(null)} /> : null}
      {dialog}
    </AdminPage>
  );
}
