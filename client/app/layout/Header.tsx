import { Box, Button, Container, Flex, HStack } from '@chakra-ui/react';
import { Menu as MenuIcon, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { paths } from '../../config/paths';
import { SearchBox, SearchLink } from '../../features/search';
import { DesktopNav } from './DesktopNav';
import { useNavChildren } from './nav-items';
import { scrollToId, SiteLink } from './nav-links';
import { useActiveEntry } from './use-active-entry';
import { LinkButton } from '../../components/LinkButton';

// The compact menu is rendered only once opened: its code loads then, or as the finger or focus reaches its button.
const loadMobileNav = () => import('./MobileNav');
const MobileNav = lazy(() => loadMobileNav().then((m) => ({ default: m.MobileNav })));
const prefetchMobileNav = () => void loadMobileNav();

export function Header() {
  const { t } = useTranslation();
  const { t: tSearch } = useTranslation('search');
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const active = useActiveEntry();
  const children = useNavChildren();
  useEffect(() => setOpen(false), [pathname]);

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
        <Flex h="16" align="center" justify="space-between" gap="6">
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
          <HStack gap="2">
            <SearchBox
              display={{ base: 'none', xl: 'flex' }}
              label={tSearch('label')}
              placeholder={tSearch('label')}
              inputWidth={{ base: '48' }}
            />
            {/* Phones have no room in the bar: their search field opens with the menu. */}
            <SearchLink display={{ base: 'none', md: 'inline-flex', xl: 'none' }} />
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
            <Button
              display={{ base: 'inline-flex', lg: 'none' }}
              size="sm"
              variant="outline"
              aria-expanded={open}
              aria-controls="mobile-menu"
              aria-label={open ? t('menu.close') : t('menu.open')}
              onPointerDown={prefetchMobileNav}
              onFocus={prefetchMobileNav}
              onClick={() => setOpen((v) => !v)}
            >
              {open ? <X size={18} aria-hidden="true" /> : <MenuIcon size={18} aria-hidden="true" />}
            </Button>
          </HStack>
        </Flex>
        {open ? (
          <Box display={{ md: 'none' }} pt="3" borderTopWidth="1px">
            <SearchBox display={{ base: 'flex' }} label={tSearch('label')} />
          </Box>
        ) : null}
        {open ? (
          <Suspense fallback={null}>
            <MobileNav active={active} children={children} onNavigate={() => setOpen(false)} />
          </Suspense>
        ) : null}
      </Container>
    </Box>
  );
}
