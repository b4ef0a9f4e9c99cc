// The admin lists: a table with sortable headers and row selection on a wide screen, a card per record on a phone
// (DataCards.tsx), with their loading, failure and empty states; the record's name as a link, and the row's actions.
import { Box, Button, IconButton, HStack, Link, Stack, Table, Text, useMediaQuery } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, ArrowUpDown, Download, Eye, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DataCards } from './DataCards';
import type { Column, TableSelection, TableSort } from './data-table-types';
import { LoadState } from './LoadState';
import { SelectAll, SelectRow } from './RowCheckbox';

/** From this width on a list is a table (the theme's md); below it, cards. */
const TABLE_MEDIA = '(min-width: 48em)';

export type { Column, TableSelection, TableSort };

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
  /** Rows without links or buttons: the table itself takes keyboard focus, so it can be scrolled sideways from the keyboard (a wide screen's table only). */
  focusable?: boolean;
  sorting?: TableSort;
  selection?: TableSelection<Row>;
}

export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  loading,
  loadingText,
  error,
  empty,
  focusable,
  sorting,
  selection,
}: DataTableProps<Row>) {
  const { t } = useTranslation('admin/common');
  // The admin renders in the browser only: the width is known at the first render, and followed when it changes.
  const [wide] = useMediaQuery([TABLE_MEDIA], { ssr: false });
  if (loading && !rows?.length) return <LoadState text={loadingText ?? t('table.loading')} />;
  if (error) return <LoadState error={error} />;
  if (!rows?.length) {
    return (
      <Stack
        align="center"
        textAlign="center"
        gap="2"
        py="16"
        px="6"
        bg="white"
        borderRadius="lg"
        borderWidth="1px"
        data-testid="empty-state"
      >
        <Text fontSize="lg" fontWeight="semibold">
          {empty.title}
        </Text>
        {empty.description ? <Text color="gray.600">{empty.description}</Text> : null}
        {empty.action ? <Box mt="3">{empty.action}</Box> : null}
      </Stack>
    );
  }
  if (!wide) return <DataCards caption={caption} columns={columns} rows={rows} rowKey={rowKey} sorting={sorting} selection={selection} />;
  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderRadius="lg"
      bg="white"
      {...(focusable ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {})}
    >
      <Table.Root size="sm" interactive>
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row bg="gray.50">
            {selection ? (
              <Table.ColumnHeader w="10">
                <SelectAll ids={rows.map((row) => Number(rowKey(row)))} selection={selection} />
              </Table.ColumnHeader>
            ) : null}
            {columns.map((c) => (
              <HeaderCell key={c.key} column={c} sorting={sorting} />
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={rowKey(row)} data-testid="record">
              {selection ? (
                <Table.Cell verticalAlign="top">
                  <SelectRow row={row} id={Number(rowKey(row))} selection={selection} />
                </Table.Cell>
              ) : null}
              {columns.map((c) => (
                <Table.Cell key={c.key} textAlign={c.end ? 'end' : undefined} minW={c.minW} verticalAlign="top">
                  {c.cell(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** A column's header: a button that sorts by it when the column is sortable, its state in aria-sort. */
function HeaderCell<Row>({ column, sorting }: { column: Column<Row>; sorting?: TableSort }) {
  const { t } = useTranslation('admin/lists');
  const active = !!sorting && !!column.sort && sorting.sort === column.sort;
  const ariaSort = active ? (sorting.order === 'ASC' ? 'ascending' : 'descending') : undefined;
  const Icon = !active ? ArrowUpDown : sorting.order === 'ASC' ? ArrowUp : ArrowDown;
  return (
    <Table.ColumnHeader textAlign={column.end ? 'end' : undefined} minW={column.minW} aria-sort={ariaSort}>
      {sorting && column.sort ? (
        <Button
          variant="plain"
          size="xs"
          px="0"
          h="auto"
          fontWeight="inherit"
          color="inherit"
          onClick={() => sorting.onSort(column.sort!)}
          title={t('sort.by', { column: column.header })}
        >
          {column.header}
          <Icon size={14} aria-hidden="true" />
        </Button>
      ) : (
        column.header
      )}
    </Table.ColumnHeader>
  );
}

/** The record's name, opening it: a real link, in the tab order, wherever the list shows the name. */
export function RecordLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      asChild
      color="brand.800"
      fontWeight="semibold"
      textDecoration="underline"
      textDecorationColor="brand.200"
      textUnderlineOffset="3px"
      _hover={{ color: 'brand.600', textDecorationColor: 'currentColor' }}
    >
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

/** A row's actions: view on the site, download, edit, delete; each names its record for screen readers. */
export function RowActions({
  name,
  view,
  download,
  edit,
  onDelete,
  deleting,
}: {
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
          <a href={view} target="_blank" rel="noopener">
            <Eye size={16} />
          </a>
        </IconButton>
      ) : null}
      {download ? (
        <IconButton asChild size="sm" variant="ghost" aria-label={t('table.download', { name })}>
          <a href={download} download>
            <Download size={16} />
          </a>
        </IconButton>
      ) : null}
      {edit ? (
        <IconButton asChild size="sm" variant="ghost" aria-label={t('table.edit', { name })}>
          <RouterLink to={edit}>
            <Pencil size={16} />
          </RouterLink>
        </IconButton>
      ) : null}
      {onDelete ? (
        <IconButton
          size="sm"
          variant="ghost"
          colorPalette="red"
          aria-label={t('table.delete', { name })}
          onClick={onDelete}
          loading={deleting}
        >
          <Trash2 size={16} />
        </IconButton>
      ) : null}
    </HStack>
  );
}
