import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { LIST_PAGE_SIZE } from '../../../config/paths';
import { SiteBlogsDocument } from '../../../graphql/graphql';
import { serverMessage, type FetchError } from '../../../lib/errors';
import type { HeadingLevel } from '../../../components/card-style';
import { BlogCard, type BlogCardData } from './BlogCard';
import { Newspaper } from 'lucide-react';
import { CardList, type CardListPaging, type ListPageProps } from '../../../components/CardList';

export interface BlogGridViewProps {
  blogs: BlogCardData[] | undefined;
  loading?: boolean;
  /** Set when the fetch failed; without a message the generic text is shown. */
  error?: FetchError;
  headingAs?: HeadingLevel;
  /** The page shown and the links to the others. */
  paging?: CardListPaging;
}

/** The posts in a grid (one column on phones, two from md, three from lg) or the state instead. */
export function BlogGridView({ blogs, loading, error, headingAs = 'h2', paging }: BlogGridViewProps) {
  const { t } = useTranslation('blog');
  return (
    <CardList
      items={blogs}
      loading={loading}
      error={error}
      loadingText={t('loading')}
      label={t('listLabel')}
      empty={{ icon: Newspaper, text: t('empty') }}
      paging={paging}
      itemKey={(b) => b.id}
      renderItem={(b) => <BlogCard blog={b} headingAs={headingAs} />}
    />
  );
}

/** A page of posts, newest first, with loading, error and empty states and the links to the other pages. */
export function BlogGrid({ headingAs, page, href, scrollTo }: ListPageProps) {
  const { data, loading, error } = useQuery(SiteBlogsDocument, { variables: { skip: (page - 1) * LIST_PAGE_SIZE, take: LIST_PAGE_SIZE } });
  return (
    <BlogGridView
      blogs={data?.blogs}
      loading={loading}
      error={error && { message: serverMessage(error) }}
      headingAs={headingAs}
      paging={{ page, total: data?.blogCount, href, scrollTo }}
    />
  );
}
