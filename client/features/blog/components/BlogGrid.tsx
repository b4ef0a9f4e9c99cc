import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { SiteBlogsDocument } from '../../../graphql/graphql';
import { serverMessage, type FetchError } from '../../../lib/errors';
import { BlogCard, type BlogCardData, type HeadingLevel } from './BlogCard';
import { Newspaper } from 'lucide-react';
import { CardList } from '../../../components/CardList';

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
  return (
    <CardList items={blogs} loading={loading} error={error} loadingText={t('loading')} label={t('listLabel')}
      empty={{ icon: Newspaper, text: t('empty') }}
      itemKey={(b) => b.id} renderItem={(b) => <BlogCard blog={b} headingAs={headingAs} />} />
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
