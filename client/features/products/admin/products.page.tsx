// /admin/products: the products a page at a time, searched, filtered (category, publication, English) and sorted as
// the address says; ticked rows published, unpublished or deleted together; with a category chosen, its order.
import { Badge, Button, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { ArrowDownUp, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage';
import { BulkBar, useRowSelection } from '../../../components/admin/BulkBar';
import { useAccess } from '../../../components/admin/use-access';
import { EnglishBadges } from '../../../components/admin/EnglishBadges';
import { FilterSelect } from '../../../components/admin/ListControls';
import {
  ENGLISH_VALUES,
  EnglishFilter,
  ListFooter,
  ListToolbar,
  STATUS_VALUES,
  StatusFilter,
  useListEmpty,
} from '../../../components/admin/ListParts';
import { PublicationCell } from '../../../components/admin/publishing/PublicationCell';
import { DataTable, RecordLink, RowActions, type Column } from '../../../components/admin/DataTable';
import { useAdminList } from '../../../components/admin/use-admin-list';
import { useListParams } from '../../../components/admin/use-list-params';
import { paths } from '../../../config/paths';
import { adminPaths } from '../../../config/admin-paths';
import {
  AdminBulkDeleteProductsDocument,
  AdminBulkPublishProductsDocument,
  AdminBulkUnpublishProductsDocument,
  AdminDeleteProductDocument,
  AdminProductCategoriesDocument,
  AdminProductCountDocument,
  AdminProductsDocument,
  type AdminProductsQuery,
  type EnglishState,
  type ProductCategory,
  type ProductSort,
  type PublicationStatus,
} from '../../../graphql/admin/graphql';
import { cut, formatDate } from '../../../lib/format';
import { ProductOrder } from './ProductOrder';
import { ProductSpreadsheet } from './ProductSpreadsheet';

type Row = AdminProductsQuery['products'][number];

const SORTS: readonly ProductSort[] = ['NAME', 'CATEGORY', 'STATUS', 'UPDATED'];
/** Category names are checked against the server's list once it is read. */
const CATEGORY_NAME = /^[a-z_]{1,40}$/;

export default function ProductsPage() {
  const { t } = useTranslation('admin/product');
  const { t: ta } = useTranslation('admin/common');
  const { t: tp } = useTranslation('admin/publishing');
  const categories = useQuery(AdminProductCategoriesDocument);
  const known = categories.data?.productCategories;
  const params = useListParams({
    sorts: SORTS,
    filters: {
      category: (known ?? []).length ? known! : CATEGORY_NAME,
      status: STATUS_VALUES,
      english: ENGLISH_VALUES,
    },
  });
  const category = params.filters.category as ProductCategory | null;
  const [ordering, setOrdering] = useState(false);
  const list = useAdminList({
    list: AdminProductsDocument,
    rows: 'products',
    count: AdminProductCountDocument,
    total: 'productCount',
    page: params.page,
    filter: {
      category,
      search: params.search.trim() || null,
      status: params.filters.status as PublicationStatus | null,
      english: params.filters.english as EnglishState | null,
      sort: params.sort,
      order: params.sort ? params.order : null,
    },
    remove: { scope: 'admin/product:product', mutation: AdminDeleteProductDocument, typename: 'Product' },
    nameOf: (p) => p.name,
  });
  const access = useAccess();
  const selection = useRowSelection(
    JSON.stringify([params.search, params.filters, params.page, params.sort, params.order]),
    list.rows?.map((r) => r.id),
  );

  const columns: Column<Row>[] = [
    {
      key: 'name',
      header: t('list.columns.name'),
      minW: '40',
      sort: 'NAME',
      cell: (p) => (
        <Stack gap="0" whiteSpace="normal">
          <Text fontWeight="semibold">
            <RecordLink to={adminPaths.adminProduct(p.id)}>{p.name}</RecordLink>
          </Text>
          <Text fontSize="xs" color="gray.500" overflowWrap="anywhere">
            /{p.slug}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'description',
      header: t('list.columns.description'),
      minW: '40',
      cell: (p) => (
        <Text color="gray.700" whiteSpace="normal">
          {cut(p.shortDescriptionTr, 60)}
        </Text>
      ),
    },
    {
      key: 'category',
      header: t('list.columns.category'),
      minW: '32',
      sort: 'CATEGORY',
      cell: (p) => <Text whiteSpace="normal">{t(`common:category.${p.category}`)}</Text>,
    },
    {
      key: 'status',
      header: tp('column'),
      sort: 'STATUS',
      cell: (p) => <PublicationCell kind="products" id={p.id} name={p.name} status={p.status} publishedAt={p.publishedAt} />,
    },
    {
      key: 'updated',
      header: t('list.columns.updated'),
      sort: 'UPDATED',
      cell: (p) => <Text whiteSpace="nowrap">{formatDate(p.updatedAt)}</Text>,
    },
    {
      key: 'english',
      header: t('list.columns.english'),
      cell: (p) =>
        p.englishMissing.length || p.englishOutdated.length ? (
          <EnglishBadges missing={p.englishMissing} outdated={p.englishOutdated} />
        ) : (
          <Badge colorPalette="green" variant="subtle">
            {t('list.englishOk')}
          </Badge>
        ),
    },
    {
      key: 'actions',
      header: ta('table.actions'),
      end: true,
      cell: (p) => (
        <RowActions
          name={p.name}
          view={p.status === 'PUBLISHED' ? paths.product(p.slug) : undefined}
          edit={adminPaths.adminProduct(p.id)}
          onDelete={access.mayOn('deleteProduct', p.status === 'DRAFT') ? () => list.onDelete(p) : undefined}
          deleting={list.deletingId === p.id}
        />
      ),
    },
  ];

  const newLink = access.may('createProduct') ? (
    <Button asChild colorPalette="brand" size="sm">
      <RouterLink to={adminPaths.adminProduct('new')}>
        <Plus aria-hidden="true" />
        {t('list.new')}
      </RouterLink>
    </Button>
  ) : null;
  // Only what the person's role may do: no box to tick for someone with nothing to do to many at once.
  const bulkActions = {
    ...(access.may('bulkPublishProducts')
      ? { publish: AdminBulkPublishProductsDocument, unpublish: AdminBulkUnpublishProductsDocument }
      : {}),
    ...(access.may('bulkDeleteProducts') ? { delete: AdminBulkDeleteProductsDocument } : {}),
  };
  const empty = useListEmpty(params, { title: t('list.emptyTitle'), description: t('list.emptyDescription'), action: newLink });
  const orderButton =
    category && !ordering && access.may('reorderProducts') ? (
      <Button size="sm" variant="outline" onClick={() => setOrdering(true)}>
        <ArrowDownUp size={16} aria-hidden="true" />
        {t('order.enter')}
      </Button>
    ) : null;

  return (
    <AdminPage
      title={t('list.title')}
      back={adminPaths.adminDashboard()}
      actions={
        <>
          {orderButton}
          <ProductSpreadsheet onImported={() => void list.refresh()} />
          {newLink}
        </>
      }
    >
      <ListToolbar params={params}>
        <FilterSelect
          label={t('list.filter')}
          name="category-filter"
          value={category}
          all={t('list.allCategories')}
          options={(known ?? []).map((key) => ({ value: key, label: t(`common:category.${key}`) }))}
          onChange={(v) => {
            setOrdering(false);
            params.setFilter('category', v);
          }}
        />
        <StatusFilter value={params.filters.status} onChange={(v) => params.setFilter('status', v)} />
        <EnglishFilter value={params.filters.english} onChange={(v) => params.setFilter('english', v)} />
      </ListToolbar>
      {ordering && category ? (
        <ProductOrder
          category={category}
          onClose={(saved) => {
            setOrdering(false);
            if (saved) void list.refresh();
          }}
        />
      ) : (
        <>
          <BulkBar
            selected={selection.selected}
            clear={selection.clear}
            typename="Product"
            refresh={list.refresh}
            noun={(count) => t('list.noun', { count })}
            actions={bulkActions}
          />
          <DataTable
            caption={t('list.caption')}
            columns={columns}
            rows={list.rows}
            rowKey={(p) => p.id}
            loading={list.loading}
            loadingText={t('list.loading')}
            error={list.loadError}
            empty={empty}
            sorting={{ sort: params.sort, order: params.order, onSort: (s) => params.toggleSort(s as ProductSort) }}
            selection={Object.keys(bulkActions).length ? { ...selection, nameOf: (p) => p.name } : undefined}
          />
          <ListFooter params={params} total={list.total} pages={list.pages} shown={list.rows?.length ?? 0} />
        </>
      )}
      {list.dialog}
    </AdminPage>
  );
}
