import { Box, Button, Flex, HStack, Link, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Download, FileSpreadsheet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage';
import { BulkBar, useRowSelection } from '../../../components/admin/BulkBar';
import { DataTable, RecordLink, type Column } from '../../../components/admin/DataTable';
import { FilterSelect } from '../../../components/admin/ListControls';
import { ListToolbar, useListEmpty } from '../../../components/admin/ListParts';
import { useListParams } from '../../../components/admin/use-list-params';
import { adminPaths } from '../../../config/admin-paths';
import {
  AdminBulkDeleteContactMessagesDocument,
  AdminContactMessagesDocument,
  type AdminContactMessageFieldsFragment,
  type ContactMessageSort,
  type ContactMessageStatus,
} from '../../../graphql/admin/graphql';
import { useAdminErrors } from '../../../lib/admin-errors';
import { siteTimeZone } from '../../../lib/site-time';
import { cut, formatDateTime } from '../../../lib/format';
import { MailStatusBadge } from './MailStatusBadge';
import { MessageStatusBadge } from './MessageStatusBadge';
import { useCsvExport } from './use-csv-export';
import { PagerNav } from '../../../components/admin/PagerNav';

const PAGE_SIZE = 25;
const SORTS: readonly ContactMessageSort[] = ['NAME', 'EMAIL', 'SUBJECT', 'DATE'];
const STATUSES: readonly ContactMessageStatus[] = ['NEW', 'READ', 'HANDLED'];

/** The contact inbox: received messages, newest first (or sorted), searched, 25 a page; each opens on its own screen. */
export default function MessagesPage() {
  const { t } = useTranslation('admin/contact');
  const errors = useAdminErrors('admin/contact:message');
  const params = useListParams({ sorts: SORTS, filters: { status: STATUSES } });
  const status = params.filters.status as ContactMessageStatus | null;
  const page = params.page;
  const { data, loading, error, refetch } = useQuery(AdminContactMessagesDocument, {
    variables: {
      skip: (page - 1) * PAGE_SIZE,
      take: PAGE_SIZE,
      search: params.search.trim() || null,
      status,
      sort: params.sort,
      order: params.sort ? params.order : null,
    },
    fetchPolicy: 'cache-and-network',
  });
  const selection = useRowSelection(
    JSON.stringify([params.search, status, page, params.sort, params.order]),
    data?.contactMessages?.map((r) => r.id),
  );
  const counts = data?.contactMessageCounts;
  const { exportFile, exporting } = useCsvExport();
  const total = data?.contactMessageCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const goTo = params.setPage;
  const searchEmpty = useListEmpty(params, { title: t('empty.title'), description: t('empty.description') });

  // Widths keep the date and delivery state in view on a desktop; long names, addresses and subjects wrap.
  const columns: Column<AdminContactMessageFieldsFragment>[] = [
    {
      key: 'name',
      header: t('columns.name'),
      minW: '32',
      sort: 'NAME',
      cell: (m) => (
        <Box maxW="44" whiteSpace="normal" wordBreak="break-word">
          <RecordLink to={adminPaths.adminMessage(m.id)}>{m.name}</RecordLink>
        </Box>
      ),
    },
    {
      key: 'email',
      header: t('columns.email'),
      minW: '40',
      sort: 'EMAIL',
      cell: (m) => (
        <Box maxW="56" whiteSpace="normal" wordBreak="break-all">
          <Link href={`mailto:${m.email}`} color="brand.700">
            {m.email}
          </Link>
        </Box>
      ),
    },
    {
      key: 'subject',
      header: t('columns.subject'),
      minW: '56',
      sort: 'SUBJECT',
      cell: (m) => (
        <Flex maxW="72" gap="2" align="baseline" whiteSpace="normal" wordBreak="break-word">
          {/* Its state first, as a mail client marks what is unread; a new message's subject in bold. */}
          <MessageStatusBadge status={m.status} />
          <Link asChild color="brand.700" fontWeight={m.status === 'NEW' ? 'bold' : 'medium'}>
            <RouterLink to={adminPaths.adminMessage(m.id)}>{cut(m.subject, 60)}</RouterLink>
          </Link>
        </Flex>
      ),
    },
    {
      key: 'date',
      header: `${t('columns.date')} (${siteTimeZone()})`,
      sort: 'DATE',
      cell: (m) => <Text whiteSpace="nowrap">{formatDateTime(m.createdAt)}</Text>,
    },
    { key: 'mail', header: t('columns.mailStatus'), cell: (m) => <MailStatusBadge status={m.mailStatus} /> },
  ];

  return (
    <AdminPage
      title={t('title')}
      back={adminPaths.adminDashboard()}
      actions={
        <HStack gap="2" wrap="wrap">
          <Button
            size="sm"
            colorPalette="brand"
            onClick={() => void exportFile('xlsx')}
            loading={exporting === 'xlsx'}
            loadingText={t('export.busy')}
            disabled={!total || !!exporting}
          >
            <FileSpreadsheet size={16} aria-hidden="true" />
            {t('export.xlsx')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => void exportFile('csv')}
            loading={exporting === 'csv'}
            loadingText={t('export.busy')}
            disabled={!total || !!exporting}
          >
            <Download size={16} aria-hidden="true" />
            {t('export.label')}
          </Button>
        </HStack>
      }
    >
      <ListToolbar params={params}>
        <FilterSelect
          label={t('filters.status')}
          name="status-filter"
          value={status}
          all={t('filters.all')}
          onChange={(v) => params.setFilter('status', v)}
          options={STATUSES.map((s) => {
            const key = s.toLowerCase() as 'new' | 'read' | 'handled';
            return { value: s, label: counts ? `${t(`statuses.${key}`)} (${counts[key]})` : t(`statuses.${key}`) };
          })}
        />
      </ListToolbar>
      {data && total ? (
        <Text color="gray.600" mb="3" data-testid="messages-total">
          {t('total', { total })}
        </Text>
      ) : null}
      <BulkBar
        selected={selection.selected}
        clear={selection.clear}
        typename="ContactMessage"
        refresh={() => refetch()}
        noun={(count) => t('noun', { count })}
        actions={{ delete: AdminBulkDeleteContactMessagesDocument }}
      />
      <DataTable
        caption={t('caption')}
        columns={columns}
        rows={data?.contactMessages}
        rowKey={(m) => m.id}
        loading={loading}
        error={error && !data ? errors.describe(error, 'load').text : null}
        empty={
          params.narrowed
            ? searchEmpty
            : total
              ? {
                  title: t('pagination.outOfRange'),
                  action: (
                    <Button size="sm" variant="outline" onClick={() => goTo(1)}>
                      {t('pagination.first')}
                    </Button>
                  ),
                }
              : { title: t('empty.title'), description: t('empty.description') }
        }
        sorting={{ sort: params.sort, order: params.order, onSort: (s) => params.toggleSort(s as ContactMessageSort) }}
        selection={{ ...selection, nameOf: (m) => m.name }}
      />
      <PagerNav ns="admin/contact" page={page} pages={pages} goTo={goTo} />
    </AdminPage>
  );
}
