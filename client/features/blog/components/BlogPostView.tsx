import { Box, Container, Grid, Heading, HStack, Image, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { ArrowLeft, CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import type { SiteBlogBySlugQuery } from '../../../graphql/graphql';
import { formatSiteDate } from '../../../lib/format';
import { localized } from '../../../lib/localized';
import { blogImageInfo, useBlogTexts, type BlogCardData } from './BlogCard';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { RichText } from '../../../components/rich-text';
import { RecentPosts } from './RecentPosts';

export type BlogPostData = NonNullable<SiteBlogBySlugQuery['blogBySlug']>;

function BackToBlog({ label }: { label: string }) {
  return (
    <Link asChild color="brand.600" fontWeight="semibold" gap="2">
      <RouterLink to={paths.blog()}>
        <ArrowLeft size={16} aria-hidden="true" />
        {label}
      </RouterLink>
    </Link>
  );
}

/** The post (image, title, date, summary, HTML content) with the recent posts beside it from lg. */
export function BlogPostView({ post, recent }: { post: BlogPostData; recent: BlogCardData[] }) {
  const { t, i18n } = useTranslation('blog');
  const { title, summary } = useBlogTexts(post);
  const content = localized(i18n.language, post.contentTr, post.contentEn);
  return (
    <Box bg="gray.50">
      <Container maxW="7xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
        <Box mb="6">
          <BackToBlog label={t('post.backToBlog')} />
        </Box>
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 20rem' }} gap={{ base: '8', lg: '10' }} alignItems="start">
          <Box as="article" bg="white" borderRadius="2xl" shadow="sm" borderWidth="1px" borderColor="gray.200" overflow="hidden">
            <Image asChild w="full" h="auto" aspectRatio={1200 / 630} objectFit="cover" bg="brand.50">
              <ResponsiveImage
                image={blogImageInfo(post)}
                alt={t('imageAlt', { title })}
                priority
                sizes="(min-width: 1280px) 850px, (min-width: 1024px) calc(100vw - 26rem), calc(100vw - 2rem)"
              />
            </Image>
            <Stack gap="5" px={{ base: '5', md: '10' }} py={{ base: '6', md: '10' }}>
              <HStack gap="1.5" color="gray.600" fontSize="sm">
                <CalendarDays size={16} aria-hidden="true" />
                <VisuallyHidden>{t('publishedOn')}</VisuallyHidden>
                <time dateTime={post.date}>{formatSiteDate(post.date)}</time>
              </HStack>
              <Heading as="h1" fontSize={{ base: '2xl', md: '4xl' }} lineHeight="1.2" color="brand.900">
                {title}
              </Heading>
              <Text
                fontSize={{ base: 'md', md: 'xl' }}
                color="gray.600"
                lineHeight="1.6"
                borderStartWidth="4px"
                borderColor="brand.500"
                ps="4"
              >
                {summary}
              </Text>
              <RichText html={content} data-testid="blog-content" />
            </Stack>
          </Box>
          <Box position={{ lg: 'sticky' }} top={{ lg: '24' }}>
            <RecentPosts blogs={recent} />
          </Box>
        </Grid>
      </Container>
    </Box>
  );
}
