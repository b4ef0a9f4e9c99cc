// An admin list on a phone: a card per record instead of a table to scroll sideways, so that its name, its facts and
// its actions (edit, delete) are all in view; the page's selection and order above the cards, where the table has them
// in its header.
import { Box, chakra, Field, Flex, Grid, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { cardParts, type Column, type TableSelection, type TableSort } from './data-table-types';
import { SelectAll, SelectRow } from './RowCheckbox';

export interface DataCardsProps<Row> {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string | number;
  sorting?: TableSort;
  selection?: TableSelection<Row>;
}

export function DataCards<Row>({ caption, columns, rows, rowKey, sorting, selection }: DataCardsProps<Row>) {
  const { t } = useTranslation('admin/lists');
  const { title, actions, lines } = cardParts(columns);
  const sortable = sorting ? columns.filter((c) => c.sort) : [];
  return (
    <Box>
      {selection || sortable.length ? (
        <Stack gap="3" mb="3" data-testid="cards-toolbar">
          {sorting && sortable.length ? <SortControl sorting={sorting} columns={sortable} /> : null}
          {selection ? (
            <chakra.label display="flex" gap="2" alignItems="center" fontSize="sm" cursor="pointer" px="3">
              <SelectAll ids={rows.map((row) => Number(rowKey(row)))} selection={selection} />
              <span aria-hidden="true">{t('select.all')}</span>
            </chakra.label>
          ) : null}
        </Stack>
      ) : null}
      <Stack as="ul" aria-label={caption} listStyleType="none" gap="3" data-testid="record-cards">
        {rows.map((row) => {
          const lined = lines.map((c) => [c, c.cell(row)] as const).filter(([, value]) => value != null && value !== false && value !== '');
          return (
            <Box as="li" key={rowKey(row)} bg="white" borderWidth="1px" borderRadius="lg" p="3" data-testid="record">
              <Flex gap="3" align="flex-start">
                {selection ? <SelectRow row={row} id={Number(rowKey(row))} selection={selection} /> : null}
                {title ? (
                  <Box flex="1" minW="0" overflowWrap="anywhere">
                    {title.cell(row)}
                  </Box>
                ) : null}
              </Flex>
              {lined.length ? (
                <Grid
                  as="dl"
                  mt="3"
                  columnGap="3"
                  rowGap="2"
                  fontSize="sm"
                  gridTemplateColumns="minmax(5.5rem, 35%) minmax(0, 1fr)"
                  alignItems="baseline"
                >
                  {lined.map(([c, value]) => (
                    <Fragment key={c.key}>
                      <Text as="dt" color="gray.600" overflowWrap="anywhere">
                        {c.header}
                      </Text>
                      <Box as="dd" minW="0" overflowWrap="anywhere">
                        {value}
                      </Box>
                    </Fragment>
                  ))}
                </Grid>
              ) : null}
              {actions ? (
                <Box mt="3" pt="2" borderTopWidth="1px" borderColor="gray.100">
                  {actions.cell(row)}
                </Box>
              ) : null}
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}

/** The table's sortable headers as two selects: the column, then the direction (the same column again turns it round). */
function SortControl<Row>({ sorting, columns }: { sorting: TableSort; columns: readonly Column<Row>[] }) {
  const { t } = useTranslation('admin/lists');
  return (
    <Flex gap="2" align="flex-end">
      <Field.Root flex="1" minW="0">
        <Field.Label fontSize="sm">{t('sort.label')}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            name="list-sort"
            bg="white"
            value={sorting.sort ?? ''}
            onChange={(e) => {
              if (e.target.value) sorting.onSort(e.target.value);
            }}
          >
            {sorting.sort ? null : <option value="">{t('sort.default')}</option>}
            {columns.map((c) => (
              <option key={c.key} value={c.sort}>
                {c.header}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root w="auto" flexShrink={0} disabled={!sorting.sort}>
        <Field.Label fontSize="sm">{t('sort.order')}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            name="list-order"
            bg="white"
            value={sorting.order}
            onChange={(e) => {
              if (sorting.sort && e.target.value !== sorting.order) sorting.onSort(sorting.sort);
            }}
          >
            <option value="ASC">{t('sort.ascending')}</option>
            <option value="DESC">{t('sort.descending')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Flex>
  );
}
