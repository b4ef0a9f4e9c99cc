import { Box, Image, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme/recipes/table';
import { EqualNot } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { paths } from '../../../config/paths';
import type { SiteCompareProductsQuery } from '../../../graphql/graphql';
import { removeCompared } from './compare-store';
import { COMPARE_NS } from './compare-texts';
import type { CompareGroup } from './compare-rows';
import { productImage } from './product-image';
import { QuoteButton } from './quote-deferred';

export type ComparedProductData = SiteCompareProductsQuery['compareProducts'][number];

export interface CompareTableProps {
  products: readonly ComparedProductData[];
  groups: readonly CompareGroup[];
}

// On a phone the table scrolls sideways inside its region while the labels stay put (sticky first column).
const LABEL_WIDTH = { base: '7.5rem', md: '13rem' };
const COLUMN_WIDTH = { base: '9.5rem', md: '11rem' };
const sticky = { position: 'sticky', left: 0, zIndex: 1 } as const;

/** The products side by side: a column each (image, name, a way out), a row per specification, grouped. */
export function CompareTable({ products, groups }: CompareTableProps) {
  const { t } = useTranslation(COMPARE_NS);
  const slugs = products.map((p) => p.slug);
  const minW = {
    base: `calc(${LABEL_WIDTH.base} + ${products.length} * ${COLUMN_WIDTH.base})`,
    md: `calc(${LABEL_WIDTH.md} + ${products.length} * ${COLUMN_WIDTH.md})`,
  };
  return (
    <Box
      overflowX="auto"
      tabIndex={0}
      role="region"
      aria-label={t('table.region')}
      borderWidth="1px"
      borderColor="gray.200"
      rounded="lg"
      bg="white"
      data-testid="compare-table"
    >
      <Table.Root recipe={tableSlotRecipe} size="sm" tableLayout="fixed" minW={minW} fontSize={{ base: 'sm', md: 'md' }}>
        <Table.Caption srOnly>{t('table.caption')}</Table.Caption>
        <Table.Header>
          <Table.Row bg="white">
            <Table.ColumnHeader scope="col" w={LABEL_WIDTH} {...sticky} bg="white" verticalAlign="bottom" color="gray.600">
              {t('table.property')}
            </Table.ColumnHeader>
            {products.map((product) => (
              <Table.ColumnHeader key={product.id} scope="col" verticalAlign="top" py="3" data-testid="compare-product">
                <Box bg="gray.50" rounded="md" overflow="hidden" aspectRatio={4 / 3} mb="2" maxW="12rem">
                  <Image asChild w="full" h="full" objectFit="cover">
                    <ResponsiveImage image={productImage(product)} alt="" sizes="(min-width: 768px) 192px, 152px" />
                  </Image>
                </Box>
                <Text fontSize="xs" color="brand.600" fontWeight="semibold">
                  {t(`common:category.${product.category}`)}
                </Text>
                <Text fontWeight="bold" color="gray.900" overflowWrap="anywhere" lineHeight="short">
                  <RouterLink to={paths.product(product.slug)}>{product.name}</RouterLink>
                </Text>
                <Text fontSize="sm" mt="1">
                  <Box asChild color="brand.700" textDecoration="underline" fontWeight="medium">
                    <RouterLink
                      to={paths.compare(slugs.filter((slug) => slug !== product.slug))}
                      aria-label={t('table.removeLabel', { name: product.name })}
                      onClick={() => removeCompared(product.slug)}
                    >
                      {t('table.remove')}
                    </RouterLink>
                  </Box>
                </Text>
                <Box mt="2">
                  <QuoteButton slug={product.slug} name={product.name} />
                </Box>
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        {groups.map((group) => (
          <Table.Body key={group.key}>
            <Table.Row bg="brand.50">
              <Table.Cell asChild colSpan={products.length + 1} py="2">
                <th scope="colgroup">
                  <Box {...sticky} display="inline-block" color="brand.800" fontWeight="bold">
                    {group.title}
                  </Box>
                </th>
              </Table.Cell>
            </Table.Row>
            {group.rows.map((row) => (
              <Table.Row key={row.key} data-differs={row.differs ? 'true' : undefined}>
                <Table.Cell
                  asChild
                  {...sticky}
                  bg={row.differs ? 'yellow.50' : 'white'}
                  fontWeight="medium"
                  color="gray.700"
                  verticalAlign="top"
                  overflowWrap="anywhere"
                  textAlign="start"
                >
                  <th scope="row">
                    {row.differs ? (
                      <Box as="span" display="inline-flex" verticalAlign="middle" me="1" color="orange.700">
                        <EqualNot size={14} aria-hidden="true" />
                      </Box>
                    ) : null}
                    {row.label}
                    {row.differs ? <Box as="span" srOnly>{` (${t('table.differs')})`}</Box> : null}
                  </th>
                </Table.Cell>
                {row.values.map((value, i) => (
                  <Table.Cell
                    key={i}
                    bg={row.differs ? 'yellow.50' : undefined}
                    verticalAlign="top"
                    overflowWrap="anywhere"
                    color="gray.900"
                  >
                    {value ?? (
                      <>
                        <Box as="span" aria-hidden="true" color="gray.500">
                          —
                        </Box>
                        <Box as="span" srOnly>
                          {t('table.missing')}
                        </Box>
                      </>
                    )}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        ))}
      </Table.Root>
    </Box>
  );
}
