import { Badge, Box, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { SearchX, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ListStates';
import { Pagination } from '../../../components/Pagination';
import { HttpStatus } from '../../../components/Redirect';
import { Seo } from '../../../components/Seo';
import { LIST_PAGE_SIZE, pageNumber, paths } from '../../../config/paths';
import { SiteSearchDocument, type Language, type SiteSearchQuery } from '../../../graphql/graphql';
import { serverMessage } from '../../../lib/errors';
import { pageTexts } from '../../../lib/page-texts';
import { Highlighted } from '../components/Highlighted';
import { MAX_QUERY_LENGTH, SearchBox } from '../components/SearchBox';

/** The page's texts (the box in the header keeps its own few): only this page loads them. */
const texts = pageTexts(
  'search-page',
  import.meta.glob<Record<string, unknown>>('../../../locales/*/search-page.json', { import: 'default' }),
);

export const preload = texts.load;

const LIST_ID = 'search-results';
type Hit = SiteSearchQuery['search']['items'][number];

function Result({ hit }: { hit: Hit }) {
  const { t } = useTranslation('search-page');
  const title = <Highlighted segments={hit.titleSegments} />;
  return (
    <Stack as="article" gap="2" py="5" borderBottomWidth="1px">
      <Badge alignSelf="flex-start" colorPalette="brand" variant="subtle">
        {t(`kind.${hit.kind}`)}
      </Badge>
      <Heading as="h2" size="md" lineHeight="short">
        {/* A document's result is its file; products and posts are pages of the site. */}
        <Link asChild display="inline" color="brand.700">
          {hit.kind === 'document' ? <a href={hit.url}>{title}</a> : <RouterLink to={hit.url}>{title}</RouterLink>}
        </Link>
      </Heading>
      {hit.snippet.length ? (
        <Text color="gray.700" lineClamp={3}>
          <Highlighted segments={hit.snippet} />
        </Text>
      ) : null}
    </Stack>
  );
}

function Results({ query, page }: { query: string; page: number }) {
  const { t, i18n } = useTranslation('search-page');
  const language: Language = i18n.language === 'en' ? 'en' : 'tr';
  const { data, loading, error } = useQuery(SiteSearchDocument, {
    variables: { query, language, skip: (page - 1) * LIST_PAGE_SIZE, take: LIST_PAGE_SIZE },
  });
  if (loading && !data) return <LoadingState text={t('loading')} cards={1} cardHeight="24" />;
  if (error) return <ErrorState message={serverMessage(error)} />;
  const result = data?.search;
  if (!result?.items.length) {
    return (
      <>
        {page > 1 || !result ? <HttpStatus code={404} /> : null}
        <EmptyState icon={SearchX} text={t('empty')} description={t('emptyDescription')} />
      </>
    );
  }
  return (
    <>
      <Text role="status" fontWeight="semibold" color="gray.700">
        {t(result.totalCapped ? 'countCapped' : 'count', { count: result.total, query })}
      </Text>
      <Box as="ul" listStyleType="none" aria-label={t('listLabel')}>
        {result.items.map((hit) => (
          <li key={`${hit.kind}-${hit.id}`}>
            <Result hit={hit} />
          </li>
        ))}
      </Box>
      <Pagination page={page} total={result.total} href={(n) => paths.search(query, n)} scrollTo={LIST_ID} />
    </>
  );
}

/** /search?q=: the results of a query in the page's language, best first, 12 a page; the form to search again. */
function SearchView() {
  const { t } = useTranslation('search-page');
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  const page = pageNumber(params);
  const title = query ? `${t('meta.title')}: ${query}` : t('meta.title');
  return (
    <Container maxW="4xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
      <Seo title={page > 1 ? t('common:pagination.title', { title, page }) : title} description={t('meta.description')} noindex />
      <Stack gap="6" id={LIST_ID}>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.900">
          {t('heading')}
        </Heading>
        <SearchBox display={{ base: 'flex' }} label={t('heading')} inputWidth={{ base: 'full', md: 'md' }} />
        {query ? (
          <Results query={query} page={page} />
        ) : (
          <EmptyState icon={Search} text={t('noQuery')} description={t('noQueryDescription')} />
        )}
      </Stack>
    </Container>
  );
}

export default function SearchPage() {
  return (
    <texts.Gate>
      <SearchView />
    </texts.Gate>
  );
}
