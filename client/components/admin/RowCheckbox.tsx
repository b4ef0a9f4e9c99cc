// The admin lists' selection checkboxes, in the table's first column and on the phone's cards.
import { chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TableSelection } from './data-table-types';

/** A plain checkbox: the browser's own, labelled, operable and announced everywhere. */
export function RowCheckbox({
  label,
  checked,
  indeterminate,
  onChange,
}: {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  onChange(checked: boolean): void;
}) {
  return (
    <chakra.input
      type="checkbox"
      aria-label={label}
      checked={checked}
      w="4"
      h="4"
      mt="1"
      flexShrink={0}
      cursor="pointer"
      accentColor="brand.600"
      ref={(el: HTMLInputElement | null) => {
        if (el) el.indeterminate = !!indeterminate;
      }}
      onChange={(e) => onChange(e.target.checked)}
    />
  );
}

/** The row's own checkbox, named with its record. */
export function SelectRow<Row>({ row, id, selection }: { row: Row; id: number; selection: TableSelection<Row> }) {
  const { t } = useTranslation('admin/lists');
  return (
    <RowCheckbox
      label={t('select.row', { name: selection.nameOf(row) })}
      checked={selection.selected.has(id)}
      onChange={(checked) => selection.onChange([id], checked)}
    />
  );
}

/** Every row of the page at once; half-ticked while only some are. */
export function SelectAll<Row>({ ids, selection }: { ids: readonly number[]; selection: TableSelection<Row> }) {
  const { t } = useTranslation('admin/lists');
  const count = ids.filter((id) => selection.selected.has(id)).length;
  return (
    <RowCheckbox
      label={t('select.all')}
      checked={count > 0 && count === ids.length}
      indeterminate={count > 0 && count < ids.length}
      onChange={(checked) => selection.onChange([...ids], checked)}
    />
  );
}
