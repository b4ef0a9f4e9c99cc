import { Badge, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DataTable, RowActions, type Column } from '../../../components/admin/DataTable';
import type { AdminRedirectFieldsFragment } from '../../../graphql/admin/graphql';
import { formatDate } from '../../../lib/format';

export type RedirectRow = AdminRedirectFieldsFragment;

/** Paths can be long and unbroken: they wrap anywhere rather than widen the table. */
const pathStyle = { fontFamily: 'mono', fontSize: 'sm', wordBreak: 'break-all', whiteSpace: 'normal' } as const;

/** /admin/redirects: old address, new address (opens on the site), 301 or 302, automatic or by hand, date, delete. */
export function RedirectsTable({
  rows,
  loading,
  error,
  onDelete,
  deletingId,
}: {
  rows: readonly RedirectRow[] | undefined;
  loading: boolean;
  error: string | null;
  onDelete(row: RedirectRow): void;
  deletingId: number | null;
}) {
  const { t } = useTranslation('admin/redirects');
  const columns: Column<RedirectRow>[] = [
    {
      key: 'fromPath',
      header: t('columns.fromPath'),
      minW: '48',
      cell: (r) => (
        <Text {...pathStyle} data-testid="redirect-from">
          {r.fromPath}
        </Text>
      ),
    },
    {
      key: 'toPath',
      header: t('columns.toPath'),
      minW: '48',
      cell: (r) => (
        <Link href={r.toPath} target="_blank" rel="noopener" color="brand.700" {...pathStyle} data-testid="redirect-to">
          {r.toPath}
        </Link>
      ),
    },
    {
      key: 'kind',
      header: t('columns.kind'),
      cell: (r) => (
        <Badge variant="subtle" colorPalette={r.permanent ? 'blue' : 'orange'} whiteSpace="nowrap">
          {t(r.permanent ? 'status.permanent' : 'status.temporary')}
        </Badge>
      ),
    },
    {
      key: 'origin',
      header: t('columns.origin'),
      cell: (r) =>
        r.automatic ? (
          <Stack gap="0.5">
            <Badge variant="subtle" colorPalette="green" w="fit-content" data-testid="redirect-automatic">
              {t('origin.automatic')}
            </Badge>
            <Text fontSize="xs" color="gray.600">
              {t('origin.automaticHint')}
            </Text>
          </Stack>
        ) : (
          <Badge variant="subtle" colorPalette="gray" whiteSpace="nowrap">
            {t('origin.manual')}
          </Badge>
        ),
    },
    { key: 'createdAt', header: t('columns.createdAt'), cell: (r) => <time dateTime={r.createdAt}>{formatDate(r.createdAt)}</time> },
    {
      key: 'actions',
      header: t('columns.actions'),
      end: true,
      cell: (r) => <RowActions name={r.fromPath} onDelete={() => onDelete(r)} deleting={deletingId === r.id} />,
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
