// /admin/blog/new and /admin/blog/{id}: the form, after loading the post when one is edited.
import { Alert, Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { AdminPage } from '../../../components/admin/AdminPage';
import { adminPaths } from '../../../config/admin-paths';
import { AdminBlogDocument } from '../../../graphql/admin/graphql';
import { useAdminErrors } from '../../../lib/admin-errors';
import { BlogForm } from './BlogForm';

export default function BlogPage() {
  const { id } = useParams();
  if (id === 'new') return <BlogForm key="new" blog={null} />;
  const numeric = Number(id);
  if (!Number.isSafeInteger(numeric) || numeric <= 0) return <BlogNotFound />;
  return <BlogEdit key={numeric} id={numeric} />;
}

function BlogEdit({ id }: { id: number }) {
  const { t } = useTranslation('admin/blog');
  const errors = useAdminErrors('admin/blog:blog');
  const { data, loading, error } = useQuery(AdminBlogDocument, { variables: { id }, fetchPolicy: 'network-only' });
  if (data?.blog) return <BlogForm blog={data.blog} />;
  if (loading) {
    return (
      <AdminPage title={t('form.editTitle')} back={adminPaths.adminBlogs()}>
        <Center py="16" flexDirection="column" gap="3" role="status" aria-live="polite">
          <Spinner size="lg" color="brand.500" />
          <Text color="gray.600">{t('form.loading')}</Text>
        </Center>
      </AdminPage>
    );
  }
  if (error) {
    return (
      <AdminPage title={t('form.editTitle')} back={adminPaths.adminBlogs()}>
        {/* The load failure: 'Blog yüklenirken hata oluştu' */}
        <Alert.Root status="error" role="alert" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Title>{errors.describe(error, 'load').text}</Alert.Title>
        </Alert.Root>
      </AdminPage>
    );
  }
  return <BlogNotFound />;
}

function BlogNotFound() {
  const { t } = useTranslation('admin/blog');
  return (
    <AdminPage title={t('notFound.title')} back={adminPaths.adminBlogs()}>
      <Stack
        align="center"
        textAlign="center"
        gap="2"
        py="16"
        px="6"
        bg="white"
        borderRadius="lg"
        borderWidth="1px"
        data-testid="blog-not-found"
      >
        <Text color="gray.600">{t('notFound.description')}</Text>
        <Button asChild mt="3" colorPalette="brand" variant="outline">
          <RouterLink to={adminPaths.adminBlogs()}>{t('notFound.back')}</RouterLink>
        </Button>
      </Stack>
    </AdminPage>
  );
}
