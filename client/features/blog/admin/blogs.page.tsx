// /admin/blogs: every post with its title in both languages, summary, category, last change and actions, 100 at a
// time ('show more') with how many there are.
import { Button, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage';
import { EnglishBadges } from '../../../components/admin/EnglishBadges';
import { PublicationCell } from '../../../components/admin/publishing/PublicationCell';
import { useConfirmedDelete } from '../../../components/admin/use-confirmed-delete';
import { ADMIN_PAGE_SIZE, ShowMore } from '../../../components/admin/ShowMore';
import { DataTable, RowActions, type Column } from '../../../components/admin/DataTable';
import { paths } from '../../../config/paths';
import { AdminBlogCountDocument, AdminBlogsDocument, AdminDeleteBlogDocument, type AdminBlogsQuery } from '../../../graphql/admin/graphql';
import { useAdminErrors } from '../../../lib/admin-errors';
import { cut, formatDate } from '../../../lib/format';

type BlogRow = AdminBlogsQuery['blogs'][number];

export default function BlogsPage() {
  const { t } = useTranslation('admin/blog');
  const { t: tp } = useTranslation('admin/publishing');
  const listErrors = useAdminErrors('list');
  const { data, loading, error, fetchMore } = useQuery(AdminBlogsDocument, { variables: { take: ADMIN_PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const count = useQuery(AdminBlogCountDocument, { fetchPolicy: 'cache-and-network' });
  const { remove: removeBlog, deletingId: deleting, dialog } = useConfirmedDelete('blog', AdminDeleteBlogDocument, 'Blog');
  const rows = data?.blogs;

  // The deleted row leaves the cached list by itself; the count is asked again (the rows shown so far stay).
  const remove = async (blog: BlogRow) => {
    if (await removeBlog(blog.id, blog.titleTr)) await count.refetch().catch(() => undefined);
  };

  const showMore = () => fetchMore({
    variables: { skip: rows?.length ?? 0, take: ADMIN_PAGE_SIZE },
    updateQuery: (previous, { fetchMoreResult }) => ({ ...previous, blogs: [...previous.blogs, ...fetchMoreResult.blogs] }),
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
          onDelete={() => void remove(blog)} deleting={deleting === blog.id} />
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
      <DataTable caption={t('list.caption')} columns={columns} rows={rows} rowKey={(blog) => blog.id}
        loading={loading} loadingText={t('list.loading')}
        error={error && !rows?.length ? listErrors.describe(error, 'load').text : null}
        empty={{ title: t('list.emptyTitle'), description: t('list.emptyDescription'), action: newLink }} />
      <ShowMore shown={rows?.length ?? 0} total={count.data?.blogCount} loading={loading} onMore={() => void showMore()} />
      {dialog}
    </AdminPage>
  );
}
