import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Carousel } from '../../../components/Carousel';
import { SiteRecentBlogsDocument } from '../../../graphql/graphql';
import { serverMessage, type FetchError } from '../../../lib/errors';
import type { HeadingLevel } from '../../../components/card-style';
import { BlogCard, type BlogCardData } from './BlogCard';
import { Newspaper } from 'lucide-react';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ListStates';

export interface BlogCarouselViewProps {
  blogs: BlogCardData[] | undefined;
  loading?: boolean;
  error?: FetchError;
  headingAs?: HeadingLevel;
}

/** The home page's blog slides (spec: same breakpoints and timing as the products carousel). */
export function BlogCarouselView({ blogs, loading, error, headingAs = 'h3' }: BlogCarouselViewProps) {
  const { t } = useTranslation('blog');
  if (loading && !blogs) return <LoadingState text={t('loading')} cardHeight="96" />;
  if (error) return <ErrorState message={error.message} />;
  if (!blogs?.length) return <EmptyState icon={Newspaper} text={t('empty')} />;
  return (
    <Carousel
      items={blogs}
      itemKey={(blog) => blog.id}
      renderItem={(blog) => <BlogCard blog={blog} headingAs={headingAs} />}
      label={t('carouselLabel')}
    />
  );
}

/** The newest posts (a few: the home page costs the same however many posts there are). */
export function BlogCarousel({ headingAs }: { headingAs?: HeadingLevel }) {
  const { data, loading, error } = useQuery(SiteRecentBlogsDocument);
  return (
    <BlogCarouselView blogs={data?.blogs} loading={loading} error={error && { message: serverMessage(error) }} headingAs={headingAs} />
  );
}
