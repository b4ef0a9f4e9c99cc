// /admin/products: every product with its short description, category, last change and English state, 100 at a
// time ('show more') with how many there are.
import { Badge, Box, Button, Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage';
import { EnglishBadges } from '../../../components/admin/EnglishBadges';
import { PublicationCell } from '../../../components/admin/publishing/PublicationCell';
import { ShowMore } from '../../../components/admin/ShowMore';
import { DataTable, RowActions, type Column } from '../../../components/admin/DataTable';
import { useAdminList } from '../../../components/admin/use-admin-list';
import { paths } from '../../../config/paths';
import {
  AdminDeleteProductDocument, AdminProductCategoriesDocument, AdminProductCountDocument, AdminProductsDocument, type AdminProductsQuery, type ProductCategory,
} from '../../../graphql/admin/graphql';
import { cut, formatDate } from '../../../lib/format';

type Row = AdminProductsQuery['products'][number];

export default function ProductsPage() {
  const { t } = useTranslation('admin/product');
  const { t: ta } = useTranslation('admin/common');
  const { t: tp } = useTranslation('admin/publishing');
  const [category, setCategory] = useState<ProductCategory | ''>('');
  const categories = useQuery(AdminProductCategoriesDocument);
  const list = useAdminList({
    list: AdminProductsDocument, rows: 'products', count: AdminProductCountDocument, total: 'productCount',
    filter: { category: category || null },
    remove: { scope: 'product', mutation: AdminDeleteProductDocument, typename: 'Product' },
    nameOf: (p) => p.name,
  });

  const columns: Column<Row>[] = [
    {
      key: 'name', header: t('list.columns.name'), minW: '44',
      cell: (p) => (
        <Stack gap="0" whiteSpace="normal">
          <Text fontWeight="semibold">{p.name}</Text>
          <Text fontSize="xs" color="gray.500" overflowWrap="anywhere">/{p.slug}</Text>
        </Stack>
      ),
    },
    { key: 'description', header: t('list.columns.description'), minW: '52', cell: (p) => <Text color="gray.700" whiteSpace="normal">{cut(p.shortDescriptionTr, 60)}</Text> },
    { key: 'category', header: t('list.columns.category'), minW: '32', cell: (p) => <Text whiteSpace="normal">{t(`common:category.${p.category}`)}</Text> },
    { key: 'status', header: tp('column'), cell: (p) => <PublicationCell kind="products" id={p.id} name={p.name} status={p.status} publishedAt={p.publishedAt} /> },
    { key: 'updated', header: t('list.columns.updated'), cell: (p) => <Text whiteSpace="nowrap">{formatDate(p.updatedAt)}</Text> },
    {
      key: 'english', header: t('list.columns.english'),
      cell: (p) => (p.englishMissing.length || p.englishOutdated.length
        ? <EnglishBadges missing={p.englishMissing} outdated={p.englishOutdated} />
        : <Badge colorPalette="green" variant="subtle">{t('list.englishOk')}</Badge>),
    },
    {
      key: 'actions', header: ta('table.actions'), end: true,
      cell: (p) => <RowActions name={p.name} view={p.status === 'PUBLISHED' ? paths.product(p.slug) : undefined} edit={paths.adminProduct(p.id)} onDelete={() => list.onDelete(p)} deleting={list.deletingId === p.id} />,
    },
  ];

  const newLink = (
    <Button asChild colorPalette="brand" size="sm"><RouterLink to={paths.adminProduct('new')}><Plus aria-hidden="true" />{t('list.new')}</RouterLink></Button>
  );
  return (
    <AdminPage title={t('list.title')} back={paths.adminDashboard()} actions={newLink}>
      <Box mb="4" maxW={{ md: 'sm' }}>
        <Field.Root>
          <Field.Label>{t('list.filter')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field name="category-filter" value={category} bg="white" onChange={(e) => setCategory(e.target.value as ProductCategory | '')}>
              <option value="">{t('list.allCategories')}</option>
              {(categories.data?.productCategories ?? []).map((key) => <option key={key} value={key}>{t(`common:category.${key}`)}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Box>
      <DataTable caption={t('list.caption')} columns={columns} rows={list.rows} rowKey={(p) => p.id}
        loading={list.loading} loadingText={t('list.loading')} error={list.loadError}
        empty={category
          ? { title: t('list.filteredEmptyTitle'), description: t('list.filteredEmptyDescription'), action: newLink }
          : { title: t('list.emptyTitle'), description: t('list.emptyDescription'), action: newLink }} />
      <ShowMore {...list.more} />
      {list.dialog}
    </AdminPage>
  );
}
