import { Box, Table, Tabs, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme/recipes/table';
import { tabsSlotRecipe } from '@chakra-ui/react/theme/recipes/tabs';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { useLocation } from 'react-router';
import type { SpecTable } from './spec-tables';
import { TabLink } from '../../../components/TabLink';

/** The query parameter naming the group shown (the first without it). */
const SPEC_PARAM = 'spec';

/**
 * One tab per specification group, each a two-column table of label and value. Each tab is also a link to the page
 * with its group chosen (`?spec=<group>#product-specs`, rendered by the server): without the page's script a tab
 * still shows its table; with it the tab is chosen in place.
 */
export function SpecTabs({ tables }: { tables: SpecTable[] }) {
  const { t } = useTranslation('products');
  const { pathname, search } = useLocation();
  const [value, setValue] = useState<string>();
  if (tables.length === 0) return <Text color="gray.600">{t('detail.specsEmpty')}</Text>;
  const query = new URLSearchParams(search);
  const chosen = tables.find((table) => table.key === query.get(SPEC_PARAM))?.key ?? tables[0].key;
  const href = (key: string) => {
    query.set(SPEC_PARAM, key);
    return `${pathname}?${query}#product-specs`;
  };
  return (
    <Tabs.Root
      recipe={tabsSlotRecipe}
      value={value ?? chosen}
      onValueChange={(details) => setValue(details.value)}
      navigate={null}
      colorPalette="brand"
      variant="line"
      size="lg"
      data-testid="spec-tabs"
    >
      <Tabs.List overflowX="auto" overflowY="hidden" css={{ scrollbarWidth: 'thin' }}>
        {tables.map((table) => (
          <Tabs.Trigger key={table.key} value={table.key} asChild flexShrink={0} fontWeight="semibold" _selected={{ color: 'brand.700' }}>
            <TabLink href={href(table.key)} onChoose={() => setValue(table.key)}>
              {table.title}
            </TabLink>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tables.map((table) => (
        <Tabs.Content key={table.key} value={table.key} pt="5">
          <Box position="relative" overflow="hidden" rounded="lg" borderWidth="1px" borderColor="gray.200" bg="white">
            <Table.Root recipe={tableSlotRecipe} size="md" striped fontSize={{ base: 'sm', md: 'md' }} tableLayout="fixed">
              <Table.Caption srOnly>{table.title}</Table.Caption>
              <Table.Header>
                <Table.Row bg="brand.50">
                  <Table.ColumnHeader w={{ base: '45%', md: '40%' }} color="brand.800">
                    {t('detail.specLabel')}
                  </Table.ColumnHeader>
                  <Table.ColumnHeader color="brand.800">{t('detail.specValue')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {table.rows.map((row) => (
                  <Table.Row key={row.key}>
                    <Table.Cell fontWeight="medium" color="gray.700" verticalAlign="top" overflowWrap="anywhere">
                      {row.label}
                    </Table.Cell>
                    <Table.Cell color="gray.900" overflowWrap="anywhere">
                      {row.value}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
