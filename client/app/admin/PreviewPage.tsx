// /admin/preview/{products|blog}/{id}[?lang=en]: a product or post, drafts included, exactly as the site
// renders it — the site's own layout and page component — for signed-in administrators only. The admin's token
// lives in the browser (lib/session.ts), so the preview is rendered here, in the admin's chunk, through a client of
// its own whose reads carry the token (the server shows drafts to an administrator's GraphQL reads) and whose cache
// is not the site's: nothing of a draft is left for the public pages to show.
import { ApolloClient } from '@apollo/client';
import { ApolloProvider, useApolloClient, useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Center, Container, Flex, HStack, Spinner, Text } from '@chakra-ui/react';
import { ArrowLeft, Eye } from 'lucide-react';
import type { i18n as I18n } from 'i18next';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, Route, Routes, useParams, useSearchParams } from 'react-router';
import { PublicationBadge } from '../../components/admin/publishing/PublicationBadge';
import { paths, type PreviewKind, routes } from '../../config/paths';
import { adminPaths } from '../../config/admin-paths';
import { AdminPreviewBlogDocument, AdminPreviewProductDocument, type PublicationStatus } from '../../graphql/admin/graphql';
import { createCache } from '../../lib/apollo';
import { LanguageChoiceContext, type LanguageChoice } from '../../components/LanguageSwitcher';
import { isLanguage, type Language } from '../../lib/i18n';
import { onSignedOut, sessionToken, signInState, type SignOutReason } from '../../lib/session';
import { SiteLayout } from '../layout/SiteLayout';
import { pageComponent } from '../page-routes';
import { createPreviewI18n } from './admin-i18n';

const SITE_PAGE = { products: 'product', blog: 'blogPost' } as const;

export default function PreviewPage() {
  const { kind, id } = useParams();
  const base = useApolloClient();
  // Same links (the token, trusted documents), a cache of its own.
  const client = useMemo(() => new ApolloClient({ link: base.link, cache: createCache() }), [base]);
  // One way to the sign-in page, so that what it is told (the session expired) is not lost to a second navigation.
  const [ended, setEnded] = useState<SignOutReason | null>(null);
  useEffect(() => onSignedOut(setEnded), []);

  const numeric = Number(id);
  if (ended || !sessionToken()) return <Navigate to={adminPaths.adminLogin()} replace state={ended ? signInState(ended) : undefined} />;
  if ((kind !== 'products' && kind !== 'blog') || !Number.isSafeInteger(numeric) || numeric <= 0)
    return <Navigate to={adminPaths.adminDashboard()} replace />;
  return (
    <ApolloProvider client={client}>
      <Preview kind={kind} id={numeric} />
    </ApolloProvider>
  );
}

interface Target {
  slug: string;
  name: string;
  status: PublicationStatus;
  publishedAt?: string | null;
}

function useTarget(kind: PreviewKind, id: number) {
  const product = useQuery(AdminPreviewProductDocument, { variables: { id }, skip: kind !== 'products', fetchPolicy: 'network-only' });
  const blog = useQuery(AdminPreviewBlogDocument, { variables: { id }, skip: kind !== 'blog', fetchPolicy: 'network-only' });
  const query = kind === 'products' ? product : blog;
  const row = product.data?.product ?? blog.data?.blog;
  const target: Target | null = row
    ? { slug: row.slug, name: 'name' in row ? row.name : row.titleTr, status: row.status, publishedAt: row.publishedAt }
    : null;
  return { target, loading: query.loading, error: query.error, missing: !!query.data && !row };
}

/**
 * The language of the preview: `?lang=`, else the admin's own. It is the preview's alone: the site inside it has an
 * i18next instance of its own, so choosing English here (with the bar's buttons or the site's own switcher in the
 * preview's header) changes neither the admin's language nor the visitor's.
 */
function usePreviewLanguage(): { lang: Language; choose(lng: Language): void; site: I18n } {
  const { i18n: admin } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('lang');
  const lang: Language = isLanguage(asked) ? asked : isLanguage(admin.language) ? admin.language : 'tr';
  const [site] = useState(() => createPreviewI18n(lang));
  useEffect(() => {
    if (site.language !== lang) void site.changeLanguage(lang);
  }, [site, lang]);
  const choose = useCallback((lng: Language) => setParams({ lang: lng }, { replace: true }), [setParams]);
  return { lang, choose, site };
}

function Preview({ kind, id }: { kind: PreviewKind; id: number }) {
  const { t } = useTranslation('admin/publishing');
  const { target, loading, error, missing } = useTarget(kind, id);
  const { lang, choose: setLang, site } = usePreviewLanguage();
  const choice = useMemo<LanguageChoice>(() => (_i18n, lng) => setLang(lng), [setLang]);
  const edit = kind === 'products' ? adminPaths.adminProduct(id) : adminPaths.adminBlog(id);
  const key = SITE_PAGE[kind];
  const Page = pageComponent(key);
  const sitePath = target ? (kind === 'products' ? paths.product(target.slug) : paths.blogPost(target.slug)) : '';
  // The site's page is matched below this route: its address is this route's, followed by the site's path.
  const location = `${adminPaths.adminPreview(kind, id).split('?')[0]}${sitePath}`;

  return (
    <Box data-testid="preview">
      <Box as="aside" aria-label={t('bar.label')} bg="orange.100" borderBottomWidth="2px" borderColor="orange.400">
        <Container maxW="7xl" py="2" px={{ base: '3', md: '6' }}>
          <Flex gap="2" align="center" justify="space-between" wrap="wrap">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="bold" display="flex" alignItems="center" gap="1.5">
                <Eye size={18} aria-hidden="true" />
                {t('bar.label')}
              </Text>
              {target ? <PublicationBadge status={target.status} publishedAt={target.publishedAt} /> : null}
              {target && target.status !== 'PUBLISHED' ? (
                <Text fontSize="sm" color="gray.700" hideBelow="md">
                  {t('bar.hidden')}
                </Text>
              ) : null}
            </HStack>
            <HStack gap="2">
              <HStack gap="0" role="group" aria-label={t('bar.language')}>
                {(['tr', 'en'] as const).map((lng) => (
                  <Button
                    key={lng}
                    size="xs"
                    variant={lang === lng ? 'solid' : 'outline'}
                    colorPalette="brand"
                    aria-pressed={lang === lng}
                    borderStartRadius={lng === 'tr' ? 'md' : '0'}
                    borderEndRadius={lng === 'en' ? 'md' : '0'}
                    onClick={() => setLang(lng)}
                    data-testid={`preview-lang-${lng}`}
                  >
                    {lng.toLocaleUpperCase('en')}
                  </Button>
                ))}
              </HStack>
              <Button asChild size="xs" variant="outline" bg="white">
                <RouterLink to={edit}>
                  <ArrowLeft size={14} aria-hidden="true" />
                  {t('bar.back')}
                </RouterLink>
              </Button>
            </HStack>
          </Flex>
        </Container>
      </Box>
      {loading && !target ? (
        <Center minH="60vh" gap="3" role="status">
          <Spinner color="brand.500" />
          <Text>{t('bar.loading')}</Text>
        </Center>
      ) : !target ? (
        <Container maxW="3xl" py="16">
          <Alert.Root status={missing ? 'warning' : 'error'} role="alert" borderRadius="lg">
            <Alert.Indicator />
            <Alert.Title>{error && !missing ? t('bar.failed') : t('bar.notFound')}</Alert.Title>
          </Alert.Root>
        </Container>
      ) : (
        <I18nextProvider i18n={site}>
          <LanguageChoiceContext.Provider value={choice}>
            <Box lang={lang}>
              <Routes location={location}>
                <Route element={<SiteLayout />}>
                  <Route
                    path={routes[key].path}
                    element={
                      <Suspense
                        fallback={
                          <Center minH="60vh">
                            <Spinner color="brand.500" />
                          </Center>
                        }
                      >
                        <Page />
                      </Suspense>
                    }
                  />
                </Route>
              </Routes>
            </Box>
          </LanguageChoiceContext.Provider>
        </I18nextProvider>
      )}
    </Box>
  );
}
