import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Carousel } from '../../../components/Carousel';
import { SiteBlogsDocument } from '../../../graphql/graphql';
import { serverMessage, type FetchError } from '../../../lib/errors';
import { BlogCard, type BlogCardData, type HeadingLevel } from './BlogCard';
import { BlogEmpty, BlogError, BlogLoading } from './BlogStates';

export interface BlogCarouselViewProps {
  blogs: BlogCardData[] | undefined;
  loading?: boolean;
  error?: FetchError;
  headingAs?: HeadingLevel;
}

/** The home page's blog slides (spec: same breakpoints and timing as the products carousel). */
export function BlogCarouselView({ blogs, loading, error, headingAs = 'h3' }: BlogCarouselViewProps) {
  const { t } = useTranslation('blog');
  if (loading && !blogs) return <BlogLoading />;
  if (error) return <BlogError message={error.message} />;
  if (!blogs?.length) return <BlogEmpty />;
  return (
    <Carousel
      items={blogs}
      itemKey={(blog) => blog.id}
      renderItem={(blog) => <BlogCard blog={blog} headingAs={headingAs} />}
      label={t('carouselLabel')}
    />
  );
}

export function BlogCarousel({ headingAs }: { headingAs?: HeadingLevel }) {
  const { data, loading, error } = useQuery(SiteBlogsDocument);
  return (
    <BlogCarouselView
      blogs={data?.blogs}
      loading={loading}
      error={error && { message: serverMessage(error) }}
      headingAs={headingAs}
    />
  );
}
