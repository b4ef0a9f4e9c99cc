import { Box, Flex } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { paths } from '../../config/paths';
import { HydrationMark } from '../../components/HydrationMark';
import { OrganizationJsonLd } from '../../components/JsonLd';
import { ScrollOnNavigate } from '../../components/ScrollOnNavigate';
import { deferred } from '../../components/deferred';
import { island } from '../../components/islands';
import { Header as SiteHeader } from './Header';

/** Links and texts the server's HTML shows whole: its code (and its icons) loads apart, after the page's. */
const Footer = deferred<object>(() => import('./Footer').then((m) => m.Footer));

/**
 * On a page of islands, the header is one: live once touched (its menus, search and language work without it); on the
 * home page, where its active entry follows the scroll, as soon as the page's script starts (decided in the browser).
 */
const Header = island('header', SiteHeader, () => (location.pathname === paths.home() ? 'now' : 'interaction'));

/**
 * Header, page (App wraps each page) and footer are Suspense boundaries: React hydrates server-rendered boundaries
 * after the shell, in slices that give the main thread back between them, instead of in one long task.
 */
export function SiteLayout() {
  const { t } = useTranslation();
  return (
    <Flex direction="column" minH="100vh">
      <Box
        asChild
        srOnly
        _focus={{
          srOnly: false,
          position: 'fixed',
          top: '2',
          left: '2',
          zIndex: 'skipNav',
          bg: 'white',
          p: '2',
          borderRadius: 'md',
          shadow: 'md',
        }}
      >
        <a href="#main">{t('skipToContent')}</a>
      </Box>
      <ScrollOnNavigate />
      <Suspense>
        <Header />
      </Suspense>
      <Box as="main" id="main" flex="1" tabIndex={-1} _focus={{ outline: 'none' }}>
        <Outlet />
      </Box>
      <Suspense>
        <Footer />
        <OrganizationJsonLd />
        <HydrationMark />
      </Suspense>
    </Flex>
  );
}
