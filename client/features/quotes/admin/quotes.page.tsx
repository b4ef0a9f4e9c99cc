import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Text } from '@chakra-ui/react';
import { FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/AdminPage';
import { DataTable, RecordLink, type Column } from '../../../components/admin/DataTable';
import { FilterSelect } from '../../../components/admin/ListControls';
import { ListFooter, ListToolbar, useListEmpty } from '../../../components/admin/ListParts';
import { LIST_PAGE_SIZE as PAGE_SIZE } from '../../../components/admin/use-admin-list';
import { useListParams } from '../../../components/admin/use-list-params';
import { adminPaths } from '../../../config/admin-paths';
import { AdminQuoteRequestsDocument, type AdminQuoteRequestFieldsFragment, type QuoteStatus } from '../../../graphql/admin/graphql';
import { notify } from '../../../components/admin/toaster';
import { useAdminErrors } from '../../../lib/admin-errors';
import { downloadAsAdmin } from '../../../lib/download-file';
import { formatDateTime } from '../../../lib/format';
import { siteTimeZone } from '../../../lib/site-time';
import { QuoteRoutesEditor } from './QuoteRoutesEditor';
import { QUOTE_STATUSES, QuoteStatusBadge } from './QuoteStatusBadge';

/** The quote requests, newest first, in one state or all, searched (reference, name, company, e-mail), 25 a page. */
export default function QuotesPage() {
  const { t, i18n } = useTranslation('admin/quotes');
  const errors = useAdminErrors('admin/quotes:quote');
  const params = useListParams({ sorts: [], filters: { status: QUOTE_STATUSES } });
  const status = params.filters.status as QuoteStatus | null;
  const page = params.page;
  const { data, loading, error } = useQuery(AdminQuoteRequestsDocument, {
    variables: { skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE, search: params.search.trim() || null, status },
    fetchPolicy: 'cache-and-network',
  });
  const counts = data?.quoteRequestCounts;
  const total = data?.quoteRequestCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const [exporting, setExporting] = useState(false);
  // The rows of the state shown (or all), one per product asked for.
  const exportXlsx = async () => {
    setExporting(true);
    try {
      const query = new URLSearchParams({ lang: i18n.language, ...(status ? { status } : {}) });
      await downloadAsAdmin(
        `/api/quote-requests.xlsx?${query}`,
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        `quote-requests-${new Date().toISOString().slice(0, 10)}.xlsx`,
      );
    } catch {
      notify.error(t('export.failed'));
    } finally {
      setExporting(false);
    }
  };
  const empty = useListEmpty(params, { title: t('empty.title'), description: t('empty.description') });

  const columns: Column<AdminQuoteRequestFieldsFragment>[] = [
    {
      key: 'reference',
      header: t('columns.reference'),
      cell: (q) => (
        <Text whiteSpace="nowrap" fontFamily="mono" fontSize="sm">
          <RecordLink to={adminPaths.adminQuote(q.id)}>{q.reference}</RecordLink>
        </Text>
      ),
    },
    {
      key: 'company',
      header: t('columns.company'),
      minW: '40',
      cell: (q) =>
        q.anonymisedAt ? (
          <Badge colorPalette="gray">{t('anonymised')}</Badge>
        ) : (
          <Box maxW="56" whiteSpace="normal" wordBreak="break-word">
            <Text fontWeight={q.status === 'NEW' ? 'bold' : 'medium'}>{q.company}</Text>
            <Text fontSize="sm" color="gray.600">
              {q.fullName} · {q.country}
            </Text>
          </Box>
        ),
    },
    {
      key: 'lines',
      header: t('columns.lines'),
      minW: '48',
      cell: (q) => (
        <Box maxW="72" whiteSpace="normal">
          <Text fontSize="sm">
            {t('linesSummary', { count: q.lines.length, quantity: q.lines.reduce((sum, line) => sum + line.quantity, 0).toLocaleString() })}
          </Text>
          <Text fontSize="sm" color="gray.600" lineClamp={2}>
            {q.lines.map((line) => line.productName).join(', ')}
          </Text>
        </Box>
      ),
    },
    { key: 'status', header: t('columns.status'), cell: (q) => <QuoteStatusBadge status={q.status} /> },
    {
      key: 'date',
      header: `${t('columns.date')} (${siteTimeZone()})`,
      cell: (q) => <Text whiteSpace="nowrap">{formatDateTime(q.createdAt)}</Text>,
    },
  ];

  return (
    <AdminPage
      title={t('title')}
      back={adminPaths.adminDashboard()}
      actions={
        <Button
          size="sm"
          colorPalette="brand"
          onClick={() => void exportXlsx()}
          loading={exporting}
          loadingText={t('export.busy')}
          disabled={!total || exporting}
        >
          <FileSpreadsheet size={16} aria-hidden="true" />
          {t('export.button')}
        </Button>
      }
    >
      <ListToolbar params={params}>
        <FilterSelect
          label={t('filters.status')}
          name="status-filter"
          value={status}
          all={t('filters.all')}
          onChange={(v) => params.setFilter('status', v)}
          options={QUOTE_STATUSES.map((s) => ({ value: s, label: counts ? `${t(`statuses.${s}`)} (${counts[s]})` : t(`statuses.${s}`) }))}
        />
      </ListToolbar>
      <DataTable
        caption={t('caption')}
        columns={columns}
        rows={data?.quoteRequests}
        rowKey={(q) => q.id}
        loading={loading}
        error={error && !data ? errors.describe(error, 'load').text : null}
        empty={empty}
      />
      <ListFooter params={params} total={total} pages={pages} shown={data?.quoteRequests.length ?? 0} />
      <QuoteRoutesEditor />
    </AdminPage>
  );
}
