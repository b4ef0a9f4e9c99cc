import { Box, Flex } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Footer } from './Footer';
import { Header } from './Header';

/**
 * After a navigation: to the top of the new page, or to the `#section` it names once that section has
 * rendered (its page chunk may still be loading).
 */
function ScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    // The first page load is the browser's: it restores the position or jumps to the anchor itself.
    if (first.current) {
      first.current = false;
      return;
    }
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    let tries = 0;
    let frame = 0;
    const seek = () => {
      const element = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (element) element.scrollIntoView({ block: 'start' });
      else if (tries++ < 60) frame = requestAnimationFrame(seek);
    };
    seek();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);
  return null;
}

export function SiteLayout() {
  const { t } = useTranslation();
  return (
    <Flex direction="column" minH="100vh">
      <Box asChild srOnly _focus={{ srOnly: false, position: 'fixed', top: '2', left: '2', zIndex: 'skipLink', bg: 'white', p: '2', borderRadius: 'md', shadow: 'md' }}>
        <a href="#main">{t('skipToContent')}</a>
      </Box>
      <ScrollOnNavigate />
      <Header />
      <Box as="main" id="main" flex="1" tabIndex={-1} _focus={{ outline: 'none' }}>
        <Outlet />
      </Box>
      <Footer />
    </Flex>
  );
}
