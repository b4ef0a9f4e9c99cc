// The admin lists: a table that scrolls sideways on a phone, with its loading, failure and empty states, sortable
// headers and row selection.
import { Box, Button, chakra, IconButton, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, ArrowUpDown, Download, Eye, Pencil, Trash2 } from 'lucide-react';
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
  /** The list's sort value for this column: its header becomes a button that sorts by it. */
  sort?: string;
}

/** The list's order, for sortable headers (aria-sort on the sorted one). */
export interface TableSort {
  sort: string | null;
  order: 'ASC' | 'DESC';
  onSort(sort: string): void;
}

/** Row checkboxes and "select every row of the page" in the first column. */
export interface TableSelection<Row> {
  selected: ReadonlySet<number>;
  onChange(ids: number[], checked: boolean): void;
  /** The record's name in its checkbox's label. */
  nameOf(row: Row): string;
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
  sorting?: TableSort;
  selection?: TableSelection<Row>;
}

export function DataTable<Row>({ caption, columns, rows, rowKey, loading, loadingText, error, empty, focusable, sorting, selection }: DataTableProps<Row>) {
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
            {selection ? <Table.ColumnHeader w="10"><SelectAll rows={rows} rowKey={rowKey} selection={selection} /></Table.ColumnHeader> : null}
            {columns.map((c) => <HeaderCell key={c.key} column={c} sorting={sorting} />)}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={rowKey(row)}>
              {selection ? (
                <Table.Cell verticalAlign="top">
                  <RowCheckbox label={t('select.row', { ns: 'admin/lists', name: selection.nameOf(row) })} checked={selection.selected.has(Number(rowKey(row)))}
                    onChange={(checked) => selection.onChange([Number(rowKey(row))], checked)} />
                </Table.Cell>
              ) : null}
              {columns.map((c) => <Table.Cell key={c.key} textAlign={c.end ? 'end' : undefined} minW={c.minW} verticalAlign="top">{c.cell(row)}</Table.Cell>)}
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
  const ariaSort = active ? (sorting!.order === 'ASC' ? 'ascending' : 'descending') : undefined;
  const Icon = !active ? ArrowUpDown : sorting!.order === 'ASC' ? ArrowUp : ArrowDown;
  return (
    <Table.ColumnHeader textAlign={column.end ? 'end' : undefined} minW={column.minW} aria-sort={ariaSort}>
      {sorting && column.sort ? (
        <Button variant="plain" size="xs" px="0" h="auto" fontWeight="inherit" color="inherit" onClick={() => sorting.onSort(column.sort!)}
          title={t('sort.by', { column: column.header })}>
          {column.header}<Icon size={14} aria-hidden="true" />
        </Button>
      ) : column.header}
    </Table.ColumnHeader>
  );
}

/** A plain checkbox: the browser's own, labelled, operable and announced everywhere. */
function RowCheckbox({ label, checked, indeterminate, onChange }: { label: string; checked: boolean; indeterminate?: boolean; onChange(checked: boolean): void }) {
  return (
    <chakra.input type="checkbox" aria-label={label} checked={checked} w="4" h="4" mt="1" cursor="pointer" accentColor="brand.600"
      ref={(el: HTMLInputElement | null) => { if (el) el.indeterminate = !!indeterminate; }}
      onChange={(e) => onChange(e.target.checked)} />
  );
}

function SelectAll<Row>({ rows, rowKey, selection }: { rows: readonly Row[]; rowKey(row: Row): string | number; selection: TableSelection<Row> }) {
  const { t } = useTranslation('admin/lists');
  const ids = rows.map((row) => Number(rowKey(row)));
  const count = ids.filter((id) => selection.selected.has(id)).length;
  return <RowCheckbox label={t('select.all')} checked={count > 0 && count === ids.length} indeterminate={count > 0 && count < ids.length} onChange={(checked) => selection.onChange(ids, checked)} />;
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
