import { Badge, Button, HStack, IconButton, Link } from '@chakra-ui/react';
import { History, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DataTable, RowActions, type Column } from '../../../components/admin/DataTable';
import type { AdminWebhookFieldsFragment } from '../../../graphql/admin/graphql';
import { formatDate } from '../../../lib/format';

export type WebhookRow = AdminWebhookFieldsFragment;

/** Addresses can be long and unbroken: they wrap anywhere rather than widen the table. */
const urlStyle = { fontFamily: 'mono', fontSize: 'sm', wordBreak: 'break-all', whiteSpace: 'normal' } as const;

/** /admin/webhooks: address, events, whether a secret is set, date, and the log, edit and delete actions. */
export function WebhooksTable({
  rows,
  loading,
  error,
  onLog,
  onEdit,
  onDelete,
  deletingId,
  logOf,
}: {
  rows: readonly WebhookRow[] | undefined;
  loading: boolean;
  error: string | null;
  onLog(row: WebhookRow): void;
  onEdit(row: WebhookRow): void;
  onDelete(row: WebhookRow): void;
  deletingId: number | null;
  /** The webhook whose log is open. */
  logOf: number | null;
}) {
  const { t } = useTranslation('admin/webhooks');
  const { t: common } = useTranslation('admin/common');
  const columns: Column<WebhookRow>[] = [
    {
      // The address opens the webhook in the form above, as its edit button does.
      key: 'url',
      header: t('columns.url'),
      minW: '56',
      cell: (r) => (
        <Link
          asChild
          color="brand.800"
          fontWeight="semibold"
          textAlign="start"
          textDecoration="underline"
          textDecorationColor="brand.200"
          textUnderlineOffset="3px"
          {...urlStyle}
        >
          <button type="button" onClick={() => onEdit(r)} data-testid="webhook-url">
            {r.url}
          </button>
        </Link>
      ),
    },
    {
      key: 'events',
      header: t('columns.events'),
      minW: '56',
      cell: (r) => (
        <HStack gap="1" wrap="wrap">
          {r.events.map((event) => (
            <Badge key={event} variant="subtle" colorPalette="blue" fontFamily="mono" fontSize="xs">
              {event}
            </Badge>
          ))}
        </HStack>
      ),
    },
    {
      key: 'secret',
      header: t('columns.secret'),
      cell: (r) =>
        r.signed ? (
          <Badge variant="subtle" colorPalette="green">
            {t('signed')}
          </Badge>
        ) : null,
    },
    { key: 'createdAt', header: t('columns.createdAt'), cell: (r) => <time dateTime={r.createdAt}>{formatDate(r.createdAt)}</time> },
    {
      key: 'actions',
      header: t('columns.actions'),
      end: true,
      cell: (r) => (
        <HStack gap="1" justify="flex-end">
          <Button
            size="sm"
            variant={logOf === r.id ? 'subtle' : 'outline'}
            onClick={() => onLog(r)}
            aria-pressed={logOf === r.id}
            aria-label={t('deliveriesOf', { name: r.url })}
          >
            <History size={16} aria-hidden="true" />
            {t('deliveriesButton')}
          </Button>
          <IconButton size="sm" variant="ghost" aria-label={common('table.edit', { name: r.url })} onClick={() => onEdit(r)}>
            <Pencil size={16} />
          </IconButton>
          <RowActions name={r.url} onDelete={() => onDelete(r)} deleting={deletingId === r.id} />
        </HStack>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('caption')}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      loading={loading}
      loadingText={t('loading')}
      error={error}
      empty={{ title: t('empty.title'), description: t('empty.description') }}
    />
  );
}
