import { SimpleGrid } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { SiteBlogsDocument } from '../../../graphql/graphql';
import { serverMessage, type FetchError } from '../../../lib/errors';
import { BlogCard, type BlogCardData, type HeadingLevel } from './BlogCard';
import { Newspaper } from 'lucide-react';
import { CARD_GRID_COLUMNS, EmptyState, ErrorState, LoadingState } from '../../../components/ListStates';

export interface BlogGridViewProps {
  blogs: BlogCardData[] | undefined;
  loading?: boolean;
  /** Set when the fetch failed; without a message the generic text is shown. */
  error?: FetchError;
  headingAs?: HeadingLevel;
}

/** The posts in a grid (one column on phones, two from md, three from lg) or the state instead. */
export function BlogGridView({ blogs, loading, error, headingAs = 'h2' }: BlogGridViewProps) {
  const { t } = useTranslation('blog');
  if (loading && !blogs) return <LoadingState text={t('loading')} cardHeight="96" />;
  if (error) return <ErrorState message={error.message} />;
  if (!blogs?.length) return <EmptyState icon={Newspaper} text={t('empty')} />;
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={CARD_GRID_COLUMNS} gap={{ base: '6', lg: '8' }} aria-label={t('listLabel')}>
      {blogs.map((blog) => (
        <li key={blog.id}>
          <BlogCard blog={blog} headingAs={headingAs} />
        </li>
      ))}
    </SimpleGrid>
  );
}

/** Every post, newest first, with loading, error and empty states. */
export function BlogGrid({ headingAs }: { headingAs?: HeadingLevel }) {
  const { data, loading, error } = useQuery(SiteBlogsDocument);
  return (
    <BlogGridView
      blogs={data?.blogs}
      loading={loading}
      error={error && { message: serverMessage(error) }}
      headingAs={headingAs}
    />
  );
}
