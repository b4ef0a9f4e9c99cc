// The admin lists: a table that scrolls sideways on a phone, with its loading, failure and empty states.
import { Box, IconButton, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Download, Eye, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from './LoadState';
import { Link as RouterLink } from 'react-router';

export interface Column<Row> {
  key: string;
  header: string;
  cell(row: Row): ReactNode;
  /** Right-aligned (actions, numbers). */
  end?: boolean;
  minW?: string;
}

export interface DataTableProps<Row> {
  /** Names the table for screen readers. */
  caption: string;
  columns: Column<Row>[];
  rows: readonly Row[] | undefined;
  rowKey(row: Row): string | number;
  loading?: boolean;
  loadingText?: string;
  /** The failure's text; shown instead of the rows. */
  error?: string | null;
  /** What an empty list shows: a title, a line and an action (e.g. an add link). */
  empty: { title: string; description?: string; action?: ReactNode };
  /** Rows without links or buttons: the table itself takes keyboard focus, so it can be scrolled sideways from the keyboard. */
  focusable?: boolean;
}

export function DataTable<Row>({ caption, columns, rows, rowKey, loading, loadingText, error, empty, focusable }: DataTableProps<Row>) {
  const { t } = useTranslation('admin/common');
  if (loading && !rows?.length) return <LoadState text={loadingText ?? t('table.loading')} />;
  if (error) return <LoadState error={error} />;
  if (!rows?.length) {
    return (
      <Stack align="center" textAlign="center" gap="2" py="16" px="6" bg="white" borderRadius="lg" borderWidth="1px" data-testid="empty-state">
        <Text fontSize="lg" fontWeight="semibold">{empty.title}</Text>
        {empty.description ? <Text color="gray.600">{empty.description}</Text> : null}
        {empty.action ? <Box mt="3">{empty.action}</Box> : null}
      </Stack>
    );
  }
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="lg" bg="white" {...(focusable ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {})}>
      <Table.Root size="sm" interactive>
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row bg="gray.50">
            {columns.map((c) => <Table.ColumnHeader key={c.key} textAlign={c.end ? 'end' : undefined} minW={c.minW}>{c.header}</Table.ColumnHeader>)}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={rowKey(row)}>
              {columns.map((c) => <Table.Cell key={c.key} textAlign={c.end ? 'end' : undefined} minW={c.minW} verticalAlign="top">{c.cell(row)}</Table.Cell>)}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** A row's actions: view on the site, download, edit, delete; each names its record for screen readers. */
export function RowActions({ name, view, download, edit, onDelete, deleting }: {
  name: string;
  view?: string;
  download?: string | null;
  edit?: string;
  onDelete?(): void;
  deleting?: boolean;
}) {
  const { t } = useTranslation('admin/common');
  return (
    <HStack gap="1" justify="flex-end">
      {view ? (
        <IconButton asChild size="sm" variant="ghost" aria-label={t('table.view', { name })}>
          <a href={view} target="_blank" rel="noopener"><Eye size={16} /></a>
        </IconButton>
      ) : null}
      {download ? (
        <IconButton asChild size="sm" variant="ghost" aria-label={t('table.download', { name })}>
          <a href={download} download><Download size={16} /></a>
        </IconButton>
      ) : null}
      {edit ? (
        <IconButton asChild size="sm" variant="ghost" aria-label={t('table.edit', { name })}>
          <RouterLink to={edit}><Pencil size={16} /></RouterLink>
        </IconButton>
      ) : null}
      {onDelete ? (
        <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={t('table.delete', { name })} onClick={onDelete} loading={deleting}>
          <Trash2 size={16} />
        </IconButton>
      ) : null}
    </HStack>
  );
}
