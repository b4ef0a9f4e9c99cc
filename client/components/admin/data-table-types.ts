// What an admin list hands its table (client/components/admin/DataTable.tsx): the columns, the order and the selection.
// A file of their own, since both the table and the phone's cards (DataCards.tsx) read them.
import type { ReactNode } from 'react';

export interface Column<Row> {
  key: string;
  header: string;
  cell(row: Row): ReactNode;
  /** Right-aligned (actions, numbers). */
  end?: boolean;
  minW?: string;
  /** The list's sort value for this column: its header becomes a button that sorts by it. */
  sort?: string;
  /**
   * Its place on a phone's card: `title` heads the card (by default the first column), `actions` closes it without
   * a label (by default the column keyed `actions`); any other column is a labelled line.
   */
  card?: 'title' | 'actions';
}

/** The list's order, for sortable headers (aria-sort on the sorted one). */
export interface TableSort {
  sort: string | null;
  order: 'ASC' | 'DESC';
  /** Sorts by that column, up; the column already sorted by turns its order round. */
  onSort(sort: string): void;
}

/** Row checkboxes and "select every row of the page" in the first column. */
export interface TableSelection<Row> {
  selected: ReadonlySet<number>;
  onChange(ids: number[], checked: boolean): void;
  /** The record's name in its checkbox's label. */
  nameOf(row: Row): string;
}

/** A phone's card: its heading column, its labelled lines and its actions. */
export function cardParts<Row>(columns: readonly Column<Row>[]) {
  const actions = columns.find((c) => c.card === 'actions') ?? columns.find((c) => c.key === 'actions' && c.card === undefined);
  const rest = columns.filter((c) => c !== actions);
  const title = rest.find((c) => c.card === 'title') ?? rest[0];
  return { title, actions, lines: rest.filter((c) => c !== title) };
}
