import { Box, Button, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/AdminPage';
import { DataTable, type Column } from '../../../components/admin/DataTable';
import { adminPaths } from '../../../config/admin-paths';
import { AdminAuditEntriesDocument, type AdminAuditEntryFieldsFragment as Entry } from '../../../graphql/admin/graphql';
import { useAdminErrors } from '../../../lib/admin-errors';
import { formatDateTime } from '../../../lib/format';
import { siteTimeZone } from '../../../lib/site-time';
import { EntryFields, EntryWhat, EntryWho } from './AuditEntryParts';
import { AuditFilters } from './AuditFilters';
import { toServerFilter, useAuditFilters } from './use-audit-filters';
import { PagerNav } from '../../../components/admin/PagerNav';

const PAGE_SIZE = 25;

/** The audit log: every admin write, newest first, 25 a page, filtered by action, record type, admin, dates and text. */
export default function AuditPage() {
  const { t } = useTranslation('admin/audit');
  const errors = useAdminErrors('admin/lists:list');
  const { values, page, filtered, setFilter, clear, goTo } = useAuditFilters();
  const { data, loading, error } = useQuery(AdminAuditEntriesDocument, {
    variables: { filter: toServerFilter(values), skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const total = data?.auditEntryCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // Four columns fit beside the admin menu from 1024 px; narrower, each entry is one stacked cell.
  const wide = useBreakpointValue({ base: false, lg: true }) ?? true;
  const time = (e: Entry) => (
    <Text whiteSpace="nowrap" data-testid="audit-time">
      {formatDateTime(e.createdAt)}
    </Text>
  );

  const columns: Column<Entry>[] = wide
    ? [
        { key: 'time', header: t('columns.time'), cell: time },
        { key: 'what', header: t('columns.what'), minW: '56', cell: (e) => <EntryWhat entry={e} /> },
        {
          key: 'fields',
          header: t('columns.fields'),
          minW: '40',
          cell: (e) => (
            <Box maxW="72" whiteSpace="normal">
              <EntryFields entry={e} />
            </Box>
          ),
        },
        {
          key: 'who',
          header: t('columns.who'),
          minW: '36',
          cell: (e) => (
            <Box maxW="48" whiteSpace="normal">
              <EntryWho entry={e} />
            </Box>
          ),
        },
      ]
    : [
        {
          key: 'entry',
          header: t('columns.what'),
          cell: (e) => (
            <Stack gap="2" whiteSpace="normal" data-testid="audit-card">
              <Text fontSize="sm" color="gray.600">
                {formatDateTime(e.createdAt)}
              </Text>
              <EntryWhat entry={e} />
              <EntryFields entry={e} />
              <EntryWho entry={e} />
            </Stack>
          ),
        },
      ];

  return (
    <AdminPage title={t('title')} back={adminPaths.adminDashboard()}>
      <Text color="gray.600" mb="4">
        {t('intro')}
      </Text>
      <AuditFilters values={values} filtered={filtered} onChange={setFilter} onClear={clear} />
      {data && total ? (
        <Text color="gray.600" mb="3" data-testid="audit-total">
          {t('total', { total })} · {t('timeZone', { zone: siteTimeZone() })}
        </Text>
      ) : null}
      <DataTable
        caption={t('caption')}
        focusable
        columns={columns}
        rows={data?.auditEntries}
        rowKey={(e) => e.id}
        loading={loading}
        error={error && !data ? errors.describe(error, 'load').text : null}
        empty={
          total
            ? {
                title: t('pagination.outOfRange'),
                action: (
                  <Button size="sm" variant="outline" onClick={() => goTo(1)}>
                    {t('pagination.first')}
                  </Button>
                ),
              }
            : filtered
              ? {
                  title: t('empty.filtered'),
                  description: t('empty.filteredDescription'),
                  action: (
                    <Button size="sm" variant="outline" onClick={clear}>
                      {t('filters.clear')}
                    </Button>
                  ),
                }
              : { title: t('empty.title'), description: t('empty.description') }
        }
      />
      <PagerNav ns="admin/audit" page={page} pages={pages} goTo={goTo} />
    </AdminPage>
  );
}
