import { Container, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { FileQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFoundView } from '../../../components/NotFoundView';
import { Seo } from '../../../components/Seo';
import { paths } from '../../../config/paths';
import { SiteBlogBySlugDocument } from '../../../graphql/graphql';
import { localized, seoDerived, seoTexts } from '../../../lib/localized';
import { ErrorState } from '../../../components/ListStates';
import { BlogPostView } from '../components/BlogPostView';
import { blogImage } from '../components/BlogCard';
import { BlogPostJsonLd, postDates } from '../components/BlogPostJsonLd';
import { serverMessage } from '../../../lib/errors';

/** The side list shows the five most recent posts. */
const RECENT_POSTS = 5;

function PostLoading() {
  const { t } = useTranslation('blog');
  return (
    <Container maxW="4xl" py="12" role="status" aria-live="polite">
      <Text color="gray.600" mb="6">
        {t('post.loading')}
      </Text>
      <Stack gap="4" aria-hidden="true">
        <Skeleton aspectRatio={1200 / 630} borderRadius="2xl" />
        <Skeleton h="10" w="80%" />
        <Skeleton h="24" />
      </Stack>
    </Container>
  );
}

function BlogNotFound() {
  const { t } = useTranslation('blog');
  return (
    <NotFoundView
      icon={FileQuestion}
      title={t('post.notFound')}
      description={t('post.notFoundDescription')}
      backTo={paths.blog()}
      backLabel={t('post.backToBlog')}
    />
  );
}

/** Never hydrated whole: a post is read; its one island is the header. */
export const islands = true;

export default function BlogPostPage() {
  const { t, i18n } = useTranslation('blog');
  const { slug = '' } = useParams();
  const { data, loading, error } = useQuery(SiteBlogBySlugDocument, { variables: { slug } });
  if (loading && !data) return <PostLoading />;
  if (error && !data) {
    return (
      <Container maxW="4xl" py="16">
        <Seo title={t('meta.title')} noindex />
        <Heading as="h1" srOnly>
          {t('meta.title')}
        </Heading>
        <ErrorState message={serverMessage(error)} />
      </Container>
    );
  }
  const post = data?.blogBySlug;
  if (!post) return <BlogNotFound />;
  const recent = (data?.recent ?? []).filter((blog) => blog.id !== post.id).slice(0, RECENT_POSTS);
  const title = localized(i18n.language, post.titleTr, post.titleEn);
  const dates = postDates(post);
  const seo = seoTexts(i18n.language, post, seoDerived(i18n.language, title, [post.summaryTr, post.summaryEn], t('meta.description')));
  return (
    <>
      <Seo
        title={seo.title}
        description={seo.description}
        type="article"
        image={post.shareImageUrl ?? blogImage(post)}
        imageAlt={t('imageAlt', { title })}
        article={{ publishedTime: dates.published, modifiedTime: dates.modified }}
      />
      <BlogPostJsonLd post={post} />
      <BlogPostView post={post} recent={recent} />
    </>
  );
}
