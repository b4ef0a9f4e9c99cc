// /admin/blogs: the posts with their titles in both languages, summary, category, state, last change and actions, a
// page at a time, searched, filtered (publication, English) and sorted as the address says; ticked rows published,
// unpublished or deleted together.
import { Button, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage';
import { EnglishBadges } from '../../../components/admin/EnglishBadges';
import { PublicationCell } from '../../../components/admin/publishing/PublicationCell';
import { BulkBar, useRowSelection } from '../../../components/admin/BulkBar';
import { useAccess } from '../../../components/admin/use-access';
import {
  ENGLISH_VALUES,
  EnglishFilter,
  ListFooter,
  ListToolbar,
  STATUS_VALUES,
  StatusFilter,
  useListEmpty,
} from '../../../components/admin/ListParts';
import { DataTable, RecordLink, RowActions, type Column } from '../../../components/admin/DataTable';
import { useAdminList } from '../../../components/admin/use-admin-list';
import { useListParams } from '../../../components/admin/use-list-params';
import { paths } from '../../../config/paths';
import { adminPaths } from '../../../config/admin-paths';
import {
  AdminBlogCountDocument,
  AdminBlogsDocument,
  AdminBulkDeleteBlogsDocument,
  AdminBulkPublishBlogsDocument,
  AdminBulkUnpublishBlogsDocument,
  AdminDeleteBlogDocument,
  type AdminBlogsQuery,
  type BlogSort,
  type EnglishState,
  type PublicationStatus,
} from '../../../graphql/admin/graphql';
import { cut, formatDate } from '../../../lib/format';
import { categoryName } from './blog-category';

type BlogRow = AdminBlogsQuery['blogs'][number];

const SORTS: readonly BlogSort[] = ['TITLE', 'DATE', 'STATUS', 'UPDATED'];

export default function BlogsPage() {
  const { t } = useTranslation('admin/blog');
  const { t: tp } = useTranslation('admin/publishing');
  const params = useListParams({ sorts: SORTS, filters: { status: STATUS_VALUES, english: ENGLISH_VALUES } });
  const list = useAdminList({
    list: AdminBlogsDocument,
    rows: 'blogs',
    count: AdminBlogCountDocument,
    total: 'blogCount',
    page: params.page,
    filter: {
      search: params.search.trim() || null,
      status: params.filters.status as PublicationStatus | null,
      english: params.filters.english as EnglishState | null,
      sort: params.sort,
      order: params.sort ? params.order : null,
    },
    remove: { scope: 'admin/blog:blog', mutation: AdminDeleteBlogDocument, typename: 'Blog' },
    nameOf: (blog) => blog.titleTr,
  });
  const access = useAccess();
  const selection = useRowSelection(
    JSON.stringify([params.search, params.filters, params.page, params.sort, params.order]),
    list.rows?.map((r) => r.id),
  );

  const columns: Column<BlogRow>[] = [
    {
      key: 'title',
      header: t('list.columns.title'),
      minW: '14rem',
      sort: 'TITLE',
      cell: (blog) => (
        <Stack gap="0.5" whiteSpace="normal" maxW="24rem">
          <Text fontWeight="medium" lang="tr">
            <RecordLink to={adminPaths.adminBlog(blog.id)}>{blog.titleTr}</RecordLink>
          </Text>
          {blog.titleEn ? (
            <Text fontSize="xs" color="gray.600" lang="en">
              {blog.titleEn}
            </Text>
          ) : null}
          <EnglishBadges missing={blog.englishMissing} outdated={blog.englishOutdated} />
        </Stack>
      ),
    },
    {
      key: 'summary',
      header: t('list.columns.summary'),
      minW: '12rem',
      cell: (blog) => (
        <Text lang="tr" color="gray.700" whiteSpace="normal" maxW="20rem">
          {cut(blog.summaryTr, 60)}
        </Text>
      ),
    },
    { key: 'category', header: t('list.columns.category'), cell: (blog) => categoryName(t, blog.category) },
    {
      key: 'status',
      header: tp('column'),
      sort: 'STATUS',
      cell: (blog) => <PublicationCell kind="blog" id={blog.id} name={blog.titleTr} status={blog.status} publishedAt={blog.publishedAt} />,
    },
    {
      key: 'updated',
      header: t('list.columns.updated'),
      sort: 'UPDATED',
      cell: (blog) => <Text whiteSpace="nowrap">{formatDate(blog.updatedAt)}</Text>,
    },
    {
      key: 'actions',
      header: t('list.columns.actions'),
      end: true,
      cell: (blog) => (
        <RowActions
          name={blog.titleTr}
          view={blog.status === 'PUBLISHED' ? paths.blogPost(blog.slug) : undefined}
          edit={adminPaths.adminBlog(blog.id)}
          onDelete={access.mayOn('deleteBlog', blog.status === 'DRAFT') ? () => list.onDelete(blog) : undefined}
          deleting={list.deletingId === blog.id}
        />
      ),
    },
  ];

  const newLink = access.may('createBlog') ? (
    <Button asChild colorPalette="brand" size="sm">
      <RouterLink to={adminPaths.adminBlog('new')}>
        <Plus size={16} aria-hidden="true" />
        {t('list.new')}
      </RouterLink>
    </Button>
  ) : null;
  // Only what the person's role may do: no box to tick for someone with nothing to do to many at once.
  const bulkActions = {
    ...(access.may('bulkPublishBlogs') ? { publish: AdminBulkPublishBlogsDocument, unpublish: AdminBulkUnpublishBlogsDocument } : {}),
    ...(access.may('bulkDeleteBlogs') ? { delete: AdminBulkDeleteBlogsDocument } : {}),
  };

  const empty = useListEmpty(params, { title: t('list.emptyTitle'), description: t('list.emptyDescription'), action: newLink });

  return (
    <AdminPage title={t('list.title')} back={adminPaths.adminDashboard()} actions={newLink}>
      <ListToolbar params={params}>
        <StatusFilter value={params.filters.status} onChange={(v) => params.setFilter('status', v)} />
        <EnglishFilter value={params.filters.english} onChange={(v) => params.setFilter('english', v)} />
      </ListToolbar>
      <BulkBar
        selected={selection.selected}
        clear={selection.clear}
        typename="Blog"
        refresh={list.refresh}
        noun={(count) => t('list.noun', { count })}
        actions={bulkActions}
      />
      <DataTable
        caption={t('list.caption')}
        columns={columns}
        rows={list.rows}
        rowKey={(blog) => blog.id}
        loading={list.loading}
        loadingText={t('list.loading')}
        error={list.loadError}
        empty={empty}
        sorting={{ sort: params.sort, order: params.order, onSort: (s) => params.toggleSort(s as BlogSort) }}
        selection={Object.keys(bulkActions).length ? { ...selection, nameOf: (blog) => blog.titleTr } : undefined}
      />
      <ListFooter params={params} total={list.total} pages={list.pages} shown={list.rows?.length ?? 0} />
      {list.dialog}
    </AdminPage>
  );
}
