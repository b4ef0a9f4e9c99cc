// The list of a feature's records with delete (documents, applications): DataTable with the texts each such list
// keeps under `list.` in its own namespace, and the columns these lists share.
import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../lib/format';
import { DataTable, RowActions, type Column, type DataTableProps, type TableSelection, type TableSort } from './DataTable';

/** What a list page hands its table: the rows with their state, the delete flow of useConfirmedDelete, the order and selection. */
export interface RecordTableProps<Row> {
  rows: readonly Row[] | undefined;
  loading?: boolean;
  error?: string | null;
  /** Left out when the person may not delete these records: no delete button then. */
  onDelete?(row: Row): void;
  /** Which rows of those the person may delete (an author: drafts only); every one when left out. */
  deletable?(row: Row): boolean;
  deletingId?: number | null;
  sorting?: TableSort;
  selection?: TableSelection<Row>;
  /** What shows instead of the namespace's empty state (a search that found nothing). */
  empty?: DataTableProps<Row>['empty'];
}

/**
 * A kind's table hands on the props it was given (delete goes through its actions column, built with them).
 * `namespace` holds list.caption, list.loading and list.empty.{title,description,action}; `addPath` adds a record.
 */
export function RecordTable<Row extends { id: number }>({
  namespace,
  addPath,
  columns,
  rows,
  loading,
  error,
  sorting,
  selection,
  empty,
}: RecordTableProps<Row> & { namespace: string; addPath: string; columns: Column<Row>[] }) {
  const { t } = useTranslation(namespace);
  return (
    <DataTable
      caption={t('list.caption')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      loading={loading}
      loadingText={t('list.loading')}
      error={error}
      sorting={sorting}
      selection={selection}
      empty={
        empty ?? {
          title: t('list.empty.title'),
          description: t('list.empty.description'),
          action: (
            <Button asChild colorPalette="brand">
              <RouterLink to={addPath}>{t('list.empty.action')}</RouterLink>
            </Button>
          ),
        }
      }
    />
  );
}

/** When the record was added, as a date (tr-TR); sorted by the lists' CREATED. */
export function createdAtColumn<Row extends { createdAt: string }>(key: string, header: string): Column<Row> {
  return { key, header, sort: 'CREATED', cell: (row) => <time dateTime={row.createdAt}>{formatDate(row.createdAt)}</time> };
}

/** The row's actions: `actions` names the record and its links; delete goes through the table's `onDelete`. */
export function actionsColumn<Row extends { id: number }>(
  header: string,
  { onDelete, deletable, deletingId }: Pick<RecordTableProps<Row>, 'onDelete' | 'deletable' | 'deletingId'>,
  actions: (row: Row) => { name: string; edit: string; download?: string | null },
): Column<Row> {
  return {
    key: 'actions',
    header,
    end: true,
    cell: (row) => (
      <RowActions
        {...actions(row)}
        onDelete={onDelete && (deletable?.(row) ?? true) ? () => onDelete(row) : undefined}
        deleting={deletingId === row.id}
      />
    ),
  };
}
