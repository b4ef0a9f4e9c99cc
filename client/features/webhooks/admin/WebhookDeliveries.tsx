// A webhook's delivery log: each call with its event, status, attempts, the answer's status and first bytes, and when
// it is tried again; times on the site's clock, named in the header. Asked again every few seconds while open, so a
// call waiting for its retry is seen to go through. A test call (webhook.ping) can be sent from here.
import { Badge, Box, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { RefreshCw, Send, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/admin/DataTable';
import { notify } from '../../../components/admin/toaster';
import {
  AdminTestWebhookDocument,
  AdminWebhookDeliveriesDocument,
  type AdminWebhookDeliveryFieldsFragment,
} from '../../../graphql/admin/graphql';
import { useAdminErrors } from '../../../lib/admin-errors';
import { formatDateTime } from '../../../lib/format';
import { siteTimeZone } from '../../../lib/site-time';
import { ResponsePreview } from './ResponsePreview';
import type { WebhookRow } from './WebhooksTable';

type Delivery = AdminWebhookDeliveryFieldsFragment;

const STATUS_PALETTE: Record<string, string> = { delivered: 'green', pending: 'orange', failed: 'red' };
const POLL_MS = 5_000;
const TAKE = 50;
/** The event of a test call (server/shared/webhook-events.ts WEBHOOK_PING). */
const PING = 'webhook.ping';

export function WebhookDeliveries({ webhook, onClose }: { webhook: WebhookRow; onClose(): void }) {
  const { t } = useTranslation('admin/webhooks');
  const errors = useAdminErrors('admin/webhooks:webhook');
  const headingId = useId();
  const { data, loading, error, refetch } = useQuery(AdminWebhookDeliveriesDocument, {
    variables: { webhookId: webhook.id, take: TAKE },
    fetchPolicy: 'cache-and-network',
    pollInterval: POLL_MS,
  });
  const [sendTest, testing] = useMutation(AdminTestWebhookDocument);
  const test = async () => {
    try {
      await sendTest({ variables: { id: webhook.id } });
      notify.success(errors.text('tested'));
      void refetch();
    } catch (failure) {
      notify.error(errors.describe(failure, 'test').text);
    }
  };
  const none = t('log.none');
  const columns: Column<Delivery>[] = [
    {
      key: 'time',
      header: `${t('log.columns.time')} (${siteTimeZone()})`,
      cell: (d) => (
        <Text whiteSpace="nowrap">
          <time dateTime={d.lastAttemptAt ?? d.createdAt}>{formatDateTime(d.lastAttemptAt ?? d.createdAt)}</time>
        </Text>
      ),
    },
    {
      key: 'event',
      header: t('log.columns.event'),
      cell: (d) => (
        <Stack gap="0.5" maxW="56">
          <Text fontFamily="mono" fontSize="sm" whiteSpace="nowrap">
            {d.event}
          </Text>
          <Text fontSize="xs" color="gray.600" overflowWrap="anywhere">
            {d.event === PING ? t('log.ping') : t('log.record', { id: d.recordId })}
            {d.slug ? ` · ${d.slug}` : ''}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'status',
      header: t('log.columns.status'),
      cell: (d) => (
        <Stack gap="1" align="flex-start">
          <HStack gap="1.5">
            <Badge variant="subtle" colorPalette={STATUS_PALETTE[d.status] ?? 'gray'} data-testid="delivery-status">
              {t(`log.status.${d.status}`)}
            </Badge>
            {d.responseStatus != null ? (
              <Text fontFamily="mono" fontSize="sm" data-testid="delivery-http">
                HTTP {d.responseStatus}
              </Text>
            ) : null}
          </HStack>
          {d.error ? (
            <Text fontFamily="mono" fontSize="xs" color="red.700" wordBreak="break-all">
              {d.error}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'attempts',
      header: t('log.columns.attempts'),
      end: true,
      cell: (d) => <Text data-testid="delivery-attempts">{d.attempts}</Text>,
    },
    {
      key: 'next',
      header: t('log.columns.nextAttempt'),
      cell: (d) =>
        d.nextAttemptAt ? (
          <Text whiteSpace="nowrap">
            <time dateTime={d.nextAttemptAt}>{formatDateTime(d.nextAttemptAt)}</time>
          </Text>
        ) : (
          none
        ),
    },
    {
      key: 'response',
      header: t('log.columns.response'),
      minW: '48',
      cell: (d) =>
        d.responsePreview ? (
          <ResponsePreview text={d.responsePreview} />
        ) : (
          <Text color="gray.600" fontSize="sm">
            {t('log.noResponse')}
          </Text>
        ),
    },
  ];

  return (
    <Box as="section" aria-labelledby={headingId} mt="6" data-testid="webhook-deliveries">
      <Flex gap="3" justify="space-between" align={{ base: 'flex-start', md: 'center' }} direction={{ base: 'column', md: 'row' }} mb="3">
        <Box minW="0">
          <Heading as="h2" id={headingId} size="md">
            {t('log.title')}
          </Heading>
          <Text fontFamily="mono" fontSize="sm" color="gray.600" wordBreak="break-all">
            {webhook.url}
          </Text>
        </Box>
        <HStack gap="2" flexShrink={0} flexWrap="wrap">
          <Button
            size="sm"
            colorPalette="brand"
            onClick={() => void test()}
            loading={testing.loading}
            loadingText={t('log.testing')}
            data-testid="webhook-test"
          >
            <Send size={16} aria-hidden="true" />
            {t('log.test')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => void refetch()} loading={loading && !!data}>
            <RefreshCw size={16} aria-hidden="true" />
            {t('log.refresh')}
          </Button>
          <Button size="sm" variant="ghost" onClick={onClose}>
            <X size={16} aria-hidden="true" />
            {t('log.close')}
          </Button>
        </HStack>
      </Flex>
      <DataTable
        caption={t('log.caption')}
        columns={columns}
        rows={data?.webhookDeliveries}
        rowKey={(d) => d.id}
        loading={loading}
        loadingText={t('log.loading')}
        error={error && !data ? errors.describe(error, 'loadDeliveries').text : null}
        focusable
        empty={{ title: t('log.emptyTitle'), description: t('log.emptyDescription') }}
      />
    </Box>
  );
}
