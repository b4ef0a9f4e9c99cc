import { skipToken, useQuery } from '@apollo/client/react';
import { Box, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Columns3, EqualNot } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ListStates';
import { Seo } from '../../../components/Seo';
import { StatusAlert } from '../../../components/alert-deferred';
import { paths } from '../../../config/paths';
import { SiteCompareProductsDocument } from '../../../graphql/graphql';
import { serverMessage } from '../../../lib/errors';
import { MAX_COMPARED_PRODUCTS } from '../../../../server/shared/product-compare';
import { comparedSlugsOf, comparisonCanonical } from '../components/compare-address';
import { compareGroups } from '../components/compare-rows';
import { COMPARE_NS, compareTexts } from '../components/compare-texts';
import { CompareAdd } from '../components/CompareAdd';
import { CompareTable } from '../components/CompareTable';
import { CompareBar } from '../components/compare-deferred';

/** The comparison's texts are a chunk of their own: loaded before the page hydrates. */
export const preload = compareTexts.load;

/** Up to four products side by side, from the address (`?slugs=a,b`): the page a visitor's comparison bar opens. */
export default function ComparePage() {
  return (
    <compareTexts.Gate>
      <Comparison />
    </compareTexts.Gate>
  );
}

function Comparison() {
  const { t, i18n } = useTranslation(COMPARE_NS);
  const { search } = useLocation();
  const { slugs, tooMany } = useMemo(() => comparedSlugsOf(search), [search]);
  const { data, loading, error } = useQuery(SiteCompareProductsDocument, slugs.length ? { variables: { slugs } } : skipToken);
  const [differencesOnly, setDifferencesOnly] = useState(false);
  const products = useMemo(() => data?.compareProducts ?? [], [data]);
  const groups = useMemo(() => compareGroups(products, i18n.language), [products, i18n.language]);
  // With one product nothing differs: the choice applies from two on (and is offered only then).
  const shownGroups =
    differencesOnly && products.length > 1
      ? groups.map((g) => ({ ...g, rows: g.rows.filter((r) => r.differs) })).filter((g) => g.rows.length)
      : groups;
  const notFound = data ? slugs.filter((slug) => !products.some((p) => p.slug === slug)) : [];
  const names = products.map((p) => p.name).join(', ');

  let body: ReactNode;
  if (loading && !data) body = <LoadingState text={t('loading')} cards={2} />;
  else if (error && !data) body = <ErrorState prefixed message={serverMessage(error)} />;
  else if (products.length === 0) {
    body = (
      <Stack gap="4" align="center">
        <Box w="full">
          <EmptyState icon={Columns3} text={t('empty.title')} description={t('empty.description', { max: MAX_COMPARED_PRODUCTS })} />
        </Box>
        <Box asChild color="brand.700" fontWeight="semibold" textDecoration="underline">
          <RouterLink to={paths.products()}>{t('empty.browse')}</RouterLink>
        </Box>
        <CompareAdd slugs={[]} />
      </Stack>
    );
  } else {
    body = (
      <Stack gap="4">
        {products.length === 1 ? <Text color="gray.700">{t('one')}</Text> : null}
        {products.length < MAX_COMPARED_PRODUCTS ? <CompareAdd slugs={products.map((p) => p.slug)} /> : null}
        <Flex gap="3" wrap="wrap" align="center" justify="space-between" hidden={products.length < 2}>
          <Text fontSize="sm" color="gray.700" display="flex" alignItems="center" gap="1.5">
            <Box as="span" color="orange.700">
              <EqualNot size={16} aria-hidden="true" />
            </Box>
            {t('legend')}
          </Text>
          <Flex asChild align="center" gap="2" fontSize="sm" fontWeight="medium" cursor="pointer" data-needs-script="">
            <label>
              <input
                type="checkbox"
                checked={differencesOnly}
                onChange={(e) => setDifferencesOnly(e.target.checked)}
                data-testid="differences-only"
              />
              {t('differencesOnly')}
            </label>
          </Flex>
        </Flex>
        {shownGroups.length ? (
          <CompareTable products={products} groups={shownGroups} />
        ) : (
          <Text color="gray.700">{t(groups.length ? 'noDifferences' : 'specsEmpty')}</Text>
        )}
      </Stack>
    );
  }

  return (
    <Container maxW="7xl" py={{ base: '8', md: '12' }}>
      <Seo
        title={t('meta.title')}
        description={names ? t('meta.descriptionOf', { names }) : t('meta.description')}
        noindex
        canonical={comparisonCanonical(slugs)}
      />
      <Stack gap="5">
        <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} color="gray.900">
          {t('title')}
        </Heading>
        <Text color="gray.600" maxW="3xl">
          {t('intro')}
        </Text>
        {tooMany ? <Notice text={t('tooMany', { max: MAX_COMPARED_PRODUCTS })} /> : null}
        {notFound.length ? (
          <Notice text={t('notFound', { count: notFound.length, slugs: notFound.join(', ') })} testId="compare-not-found" />
        ) : null}
        {body}
      </Stack>
      <CompareBar comparing={slugs} />
    </Container>
  );
}

function Notice({ text, testId }: { text: string; testId?: string }) {
  return <StatusAlert status="warning" title={text} data-testid={testId} />;
}
