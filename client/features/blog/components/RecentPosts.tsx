import { Box, Heading, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { formatSiteDate } from '../../../lib/format';
import { blogImageInfo, useBlogTexts, type BlogCardData } from './BlogCard';
import { ResponsiveImage } from '../../../components/ResponsiveImage';

function RecentPost({ blog }: { blog: BlogCardData }) {
  const { title } = useBlogTexts(blog);
  return (
    <HStack as="li" gap="3" align="flex-start">
      <Image asChild w="20" h="14" flexShrink={0} objectFit="cover" borderRadius="md" bg="brand.50">
        <ResponsiveImage image={blogImageInfo(blog)} alt="" sizes="80px" />
      </Image>
      <Stack gap="1" minW="0">
        <Link asChild fontWeight="semibold" color="brand.900" lineHeight="1.35" _hover={{ color: 'brand.600' }}>
          <RouterLink to={paths.blogPost(blog.slug)}>
            <Text as="span" lineClamp={3}>
              {title}
            </Text>
          </RouterLink>
        </Link>
        <Text asChild fontSize="sm" color="gray.600">
          <time dateTime={blog.date}>{formatSiteDate(blog.date)}</time>
        </Text>
      </Stack>
    </HStack>
  );
}

/** The side list: the five most recent posts other than the one shown. */
export function RecentPosts({ blogs }: { blogs: BlogCardData[] }) {
  const { t } = useTranslation('blog');
  return (
    <Box as="aside" aria-labelledby="recent-posts" bg="white" borderWidth="1px" borderColor="gray.200" borderRadius="xl" p="6" shadow="sm">
      <Heading as="h2" id="recent-posts" fontSize="lg" color="brand.900" mb="5">
        {t('post.recent')}
      </Heading>
      {blogs.length ? (
        <Stack as="ul" gap="5" listStyleType="none">
          {blogs.map((blog) => (
            <RecentPost key={blog.id} blog={blog} />
          ))}
        </Stack>
      ) : (
        <Text color="gray.600">{t('post.noRecent')}</Text>
      )}
      <Link asChild mt="6" color="brand.600" fontWeight="semibold">
        <RouterLink to={paths.blog()}>{t('post.allPosts')}</RouterLink>
      </Link>
    </Box>
  );
}
