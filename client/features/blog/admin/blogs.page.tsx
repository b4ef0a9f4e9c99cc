// /admin/blogs: every post with its title in both languages, summary, category, last change and actions, 100 at a
// time ('show more') with how many there are.
import { Button, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage';
import { EnglishBadges } from '../../../components/admin/EnglishBadges';
import { PublicationCell } from '../../../components/admin/publishing/PublicationCell';
import { ShowMore } from '../../../components/admin/ShowMore';
import { DataTable, RowActions, type Column } from '../../../components/admin/DataTable';
import { useAdminList } from '../../../components/admin/use-admin-list';
import { paths } from '../../../config/paths';
import { AdminBlogCountDocument, AdminBlogsDocument, AdminDeleteBlogDocument, type AdminBlogsQuery } from '../../../graphql/admin/graphql';
import { cut, formatDate } from '../../../lib/format';

type BlogRow = AdminBlogsQuery['blogs'][number];

export default function BlogsPage() {
  const { t } = useTranslation('admin/blog');
  const { t: tp } = useTranslation('admin/publishing');
  const list = useAdminList({
    list: AdminBlogsDocument, rows: 'blogs', count: AdminBlogCountDocument, total: 'blogCount',
    remove: { scope: 'blog', mutation: AdminDeleteBlogDocument, typename: 'Blog' },
    nameOf: (blog) => blog.titleTr,
  });

  const columns: Column<BlogRow>[] = [
    {
      key: 'title', header: t('list.columns.title'), minW: '14rem',
      cell: (blog) => (
        <Stack gap="0.5" whiteSpace="normal" maxW="24rem">
          <Text fontWeight="medium" lang="tr">{blog.titleTr}</Text>
          {blog.titleEn ? <Text fontSize="xs" color="gray.600" lang="en">{blog.titleEn}</Text> : null}
          <EnglishBadges missing={blog.englishMissing} outdated={blog.englishOutdated} />
        </Stack>
      ),
    },
    { key: 'summary', header: t('list.columns.summary'), minW: '12rem', cell: (blog) => <Text lang="tr" color="gray.700" whiteSpace="normal" maxW="20rem">{cut(blog.summaryTr, 60)}</Text> },
    { key: 'category', header: t('list.columns.category'), cell: (blog) => blog.category },
    { key: 'status', header: tp('column'), cell: (blog) => <PublicationCell kind="blog" id={blog.id} name={blog.titleTr} status={blog.status} publishedAt={blog.publishedAt} /> },
    { key: 'updated', header: t('list.columns.updated'), cell: (blog) => <Text whiteSpace="nowrap">{formatDate(blog.updatedAt)}</Text> },
    {
      key: 'actions', header: t('list.columns.actions'), end: true,
      cell: (blog) => (
        <RowActions name={blog.titleTr} view={blog.status === 'PUBLISHED' ? paths.blogPost(blog.slug) : undefined} edit={paths.adminBlog(blog.id)}
          onDelete={() => list.onDelete(blog)} deleting={list.deletingId === blog.id} />
      ),
    },
  ];

  const newLink = (
    <Button asChild colorPalette="brand" size="sm">
      <RouterLink to={paths.adminBlog('new')}><Plus size={16} aria-hidden="true" />{t('list.new')}</RouterLink>
    </Button>
  );

  return (
    <AdminPage title={t('list.title')} back={paths.adminDashboard()} actions={newLink}>
      <DataTable caption={t('list.caption')} columns={columns} rows={list.rows} rowKey={(blog) => blog.id}
        loading={list.loading} loadingText={t('list.loading')} error={list.loadError}
        empty={{ title: t('list.emptyTitle'), description: t('list.emptyDescription'), action: newLink }} />
      <ShowMore {...list.more} />
      {list.dialog}
    </AdminPage>
  );
}
