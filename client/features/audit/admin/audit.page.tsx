import { Badge, Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/AdminPage';
import { DataTable, type Column } from '../../../components/admin/DataTable';
import { paths } from '../../../config/paths';
import { AdminAuditEntriesDocument, type AdminAuditEntryFieldsFragment } from '../../../graphql/admin/graphql';
import { useAdminErrors } from '../../../lib/admin-errors';
import { formatDateTime } from '../../../lib/format';
import { siteTimeZone } from '../../../lib/site-time';
import { AuditFilters } from './AuditFilters';
import { toServerFilter, useAuditFilters } from './use-audit-filters';
import { PagerNav } from '../../../components/admin/PagerNav';

const PAGE_SIZE = 25;

/** Colours say at a glance what kind of write it was: removals and failed sign-ins stand out. */
const ACTION_PALETTE: Record<string, string> = {
  create: 'green', update: 'blue', delete: 'red', publish: 'green', unpublish: 'orange', upload: 'blue',
  login: 'gray', logout: 'gray', login_failed: 'red', password: 'yellow',
};

/** The audit log: every admin write, newest first, 25 a page, filtered by action, record type, admin, dates and text. */
export default function AuditPage() {
  const { t } = useTranslation('admin/audit');
  const errors = useAdminErrors('list');
  const { values, page, filtered, setFilter, clear, goTo } = useAuditFilters();
  const { data, loading, error } = useQuery(AdminAuditEntriesDocument, {
    variables: { filter: toServerFilter(values), skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const total = data?.auditEntryCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const typeName = (type: string) => t(`entityTypes.${type}`, { defaultValue: type });
  // Named per record type (a product's `name` is not an application's); tests/server/audit-fields.test.ts keeps
  // every field the server can list named in both languages.
  const fieldName = (type: string | null | undefined, field: string) => t(`fields.${type ?? ''}.${field}`, { defaultValue: field });

  const columns: Column<AdminAuditEntryFieldsFragment>[] = [
    { key: 'time', header: `${t('columns.time')} (${siteTimeZone()})`, cell: (e) => <Text whiteSpace="nowrap">{formatDateTime(e.createdAt)}</Text> },
    {
      key: 'admin', header: t('columns.admin'), minW: '28',
      cell: (e) => (
        <Box maxW="40" whiteSpace="normal" wordBreak="break-word">
          {e.action === 'login_failed' ? t('who.attempt', { name: e.adminUsername ?? '' }) : e.adminUsername ?? t('who.system')}
        </Box>
      ),
    },
    {
      key: 'action', header: t('columns.action'),
      cell: (e) => <Badge colorPalette={ACTION_PALETTE[e.action] ?? 'gray'} variant="subtle">{t(`actions.${e.action}`, { defaultValue: e.action })}</Badge>,
    },
    {
      key: 'entity', header: t('columns.entity'), minW: '48',
      cell: (e) => (
        <Stack gap="0" maxW="64" whiteSpace="normal" wordBreak="break-word">
          <Text fontWeight="medium">{e.entityName ?? (e.entityType ? typeName(e.entityType) : '')}</Text>
          <Text fontSize="xs" color="gray.600">
            {[e.entityType ? typeName(e.entityType) : null, e.entityId ? `#${e.entityId}` : null].filter(Boolean).join(' ')}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'fields', header: t('columns.fields'), minW: '40',
      cell: (e) => (e.fields.length
        ? <Flex gap="1" wrap="wrap" maxW="64">{e.fields.map((f) => <Box as="span" key={f} fontSize="xs" bg="gray.100" px="1.5" borderRadius="sm" data-testid="audit-field">{fieldName(e.entityType, f)}</Box>)}</Flex>
        : <Text color="gray.500" aria-hidden="true">{t('noFields')}</Text>),
    },
    {
      key: 'address', header: t('columns.address'), minW: '32',
      cell: (e) => (
        <Stack gap="0">
          <Text fontFamily="mono" fontSize="xs" wordBreak="break-all">{e.ip}</Text>
          <Text fontSize="xs" color="gray.600" title={e.operation ? t('operation', { operation: e.operation }) : undefined}>
            {t(`via.${e.via}`, { defaultValue: e.via })}{e.operation ? ` · ${e.operation}` : ''}
          </Text>
        </Stack>
      ),
    },
  ];

  return (
    <AdminPage title={t('title')} back={paths.adminDashboard()}>
      <Text color="gray.600" mb="4">{t('intro')}</Text>
      <AuditFilters values={values} filtered={filtered} onChange={setFilter} onClear={clear} />
      {data && total ? <Text color="gray.600" mb="3" data-testid="audit-total">{t('total', { total })}</Text> : null}
      <DataTable
        caption={t('caption')}
        focusable
        columns={columns}
        rows={data?.auditEntries}
        rowKey={(e) => e.id}
        loading={loading}
        error={error && !data ? errors.describe(error, 'load').text : null}
        empty={total
          ? { title: t('pagination.outOfRange'), action: <Button size="sm" variant="outline" onClick={() => goTo(1)}>{t('pagination.first')}</Button> }
          : filtered
            ? { title: t('empty.filtered'), description: t('empty.filteredDescription'), action: <Button size="sm" variant="outline" onClick={clear}>{t('filters.clear')}</Button> }
            : { title: t('empty.title'), description: t('empty.description') }}
      />
      <PagerNav ns="admin/audit" page={page} pages={pages} goTo={goTo} />
    </AdminPage>
  );
}
