import { Card, Heading, Image, Link, Text, VisuallyHidden } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { siteImage } from '../../../../server/shared/image-variants';
import { CARD_IMAGE_SIZES, liftingCard, type HeadingLevel } from '../../../components/card-style';
import { CardDate } from '../../../components/CardParts';
import { plainImage, ResponsiveImage } from '../../../components/ResponsiveImage';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import type { BlogCard_BlogFragment } from '../../../graphql/graphql';
import { localized } from '../../../lib/localized';

export type BlogCardData = BlogCard_BlogFragment;

/** A post without an image shows the site's default picture. */
export function blogImage(blog: Pick<BlogCardData, 'imageUrl'>): string {
  return blog.imageUrl || paths.image('default.jpg');
}

/** blogImage with its size and copies; one the API knows no size of is shown in the header's 1200:630 as before. */
export function blogImageInfo(blog: Pick<BlogCardData, 'imageUrl' | 'imageInfo'>) {
  return blog.imageInfo ?? (blog.imageUrl ? plainImage(blog.imageUrl, 1200, 630) : siteImage('default.jpg'));
}

/** Title and summary in the current language (English falls back to Turkish when empty). */
export function useBlogTexts(blog: Pick<BlogCardData, 'titleTr' | 'titleEn' | 'summaryTr' | 'summaryEn'>) {
  const { i18n } = useTranslation();
  return {
    title: localized(i18n.language, blog.titleTr, blog.titleEn),
    summary: localized(i18n.language, blog.summaryTr, blog.summaryEn),
  };
}

export interface BlogCardProps {
  blog: BlogCardData;
  /** The card title's level under the section it sits in. */
  headingAs?: HeadingLevel;
}

/** Image, date, title, summary and an 'İncele' / 'Examine' link to the post. */
export function BlogCard({ blog, headingAs = 'h3' }: BlogCardProps) {
  const { t } = useTranslation('blog');
  const { title, summary } = useBlogTexts(blog);
  return (
    <Card.Root as="article" w="full" {...liftingCard} data-testid="blog-card">
      <Image asChild w="full" h="auto" aspectRatio={16 / 9} objectFit="cover" bg="brand.50">
        <ResponsiveImage image={blogImageInfo(blog)} alt={t('imageAlt', { title })} sizes={CARD_IMAGE_SIZES} />
      </Image>
      <Card.Body gap="3" px={{ base: '5', md: '6' }} pt="5" pb="2">
        <CardDate date={blog.date} label={t('publishedOn')} color="gray.600" fontSize="sm" />
        <Heading as={headingAs} fontSize="xl" lineHeight="1.35" color="brand.900" lineClamp={3}>
          {title}
        </Heading>
        <Text color="gray.600" lineClamp={3}>
          {summary}
        </Text>
      </Card.Body>
      <Card.Footer px={{ base: '5', md: '6' }} pb="5" pt="2">
        <Link asChild color="brand.600" fontWeight="semibold" _hover={{ color: 'brand.800', gap: '3' }} gap="2" transition="gap 0.2s">
          <RouterLink to={paths.blogPost(blog.slug)}>
            <span>{t('examine')}</span>
            <VisuallyHidden>{t('examineSuffix', { title })}</VisuallyHidden>
            <ArrowRight size={16} aria-hidden="true" />
          </RouterLink>
        </Link>
      </Card.Footer>
    </Card.Root>
  );
}
