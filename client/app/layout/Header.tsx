import { Box, Button, Container, Flex, HStack } from '@chakra-ui/react';
import { Menu as MenuIcon, X } from 'lucide-react';
import { useCallback, useEffect, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { QuoteLink } from '../../components/QuoteLink';
import { paths } from '../../config/paths';
import { SearchBox, SearchLink } from '../../features/search';
import { DesktopNav } from './DesktopNav';
import { useNavChildren } from './nav-items';
import { scrollToId, SiteLink } from './nav-links';
import { useActiveEntry } from './use-active-entry';
import { LinkButton } from '../../components/LinkButton';
import { deferred } from '../../components/deferred';
import { SUMMARY_STYLE, useDetailsDisclosure } from '../../components/details-disclosure';

// The compact menu is in the server's HTML, inside a <details> that opens without the page's script; its code is a
// chunk of its own (client/components/deferred.tsx), not part of the page's first script.
const MobileNav = deferred(() => import('./MobileNav').then((m) => m.MobileNav));

export function Header() {
  const { t } = useTranslation();
  const { t: tSearch } = useTranslation('search');
  const { pathname } = useLocation();
  const { open, setOpen, summary, details } = useDetailsDisclosure(false);
  const active = useActiveEntry();
  const children = useNavChildren();
  useEffect(() => setOpen(false), [pathname, setOpen]);
  // Stable: the menu's part keeps its server HTML until its code has come only while its props stay the same.
  const closeMenu = useCallback(() => setOpen(false), [setOpen]);

  // Spec: the logo scrolls smoothly to the top on the home page, elsewhere it goes there.
  const onLogo = (event: MouseEvent) => {
    if (pathname === '/') {
      event.preventDefault();
      scrollToId('');
    }
  };

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="white/95"
      backdropFilter="saturate(180%) blur(8px)"
      borderBottomWidth="1px"
    >
      <Container maxW="7xl">
        <Flex h="16" align="center" justify="space-between" gap={{ base: '2', md: '6' }}>
          <RouterLink
            to={paths.home()}
            onClick={onLogo}
            aria-label={t('logoLabel')}
            data-testid="logo"
            style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}
          >
            <img src="/svg/logo.svg" alt="" width={36} height={36} />
            <Box as="span" fontWeight="bold" fontSize="lg" color="brand.700" whiteSpace="nowrap">
              {t('brand')}
            </Box>
          </RouterLink>
          <DesktopNav active={active} children={children} />
          <HStack gap={{ base: '1', sm: '2' }}>
            <SearchBox
              display={{ base: 'none', xl: 'flex' }}
              label={tSearch('label')}
              placeholder={tSearch('label')}
              inputWidth={{ base: '48' }}
            />
            {/* Phones have no room in the bar: their search field opens with the menu. */}
            <SearchLink display={{ base: 'none', md: 'inline-flex', xl: 'none' }} />
            <QuoteLink />
            <LanguageSwitcher />
            <LinkButton
              size="sm"
              colorPalette="brand"
              display={{ base: 'none', lg: 'inline-flex' }}
              data-nav="iletisim"
              aria-current={active === 'iletisim' ? 'true' : undefined}
            >
              <SiteLink href={paths.section('contact')} color="white" _hover={{ textDecoration: 'none' }}>
                {t('nav.iletisim')}
              </SiteLink>
            </LinkButton>
            <Box asChild display={{ base: 'block', lg: 'none' }}>
              <details {...details}>
                <Button asChild size="sm" variant="outline" type={undefined}>
                  <summary
                    ref={summary}
                    style={SUMMARY_STYLE}
                    aria-label={open ? t('menu.close') : t('menu.open')}
                    data-testid="menu-toggle"
                  >
                    {open ? <X size={18} aria-hidden="true" /> : <MenuIcon size={18} aria-hidden="true" />}
                  </summary>
                </Button>
                {/* Under the whole bar: the header is the box it is placed in. */}
                <Box position="absolute" left="0" right="0" top="100%" bg="white" borderBottomWidth="1px" shadow="md">
                  <Container maxW="7xl">
                    <Box display={{ md: 'none' }} pt="3">
                      <SearchBox display={{ base: 'flex' }} label={tSearch('label')} />
                    </Box>
                    <MobileNav onNavigate={closeMenu} />
                  </Container>
                </Box>
              </details>
            </Box>
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
