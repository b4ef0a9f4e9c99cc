import { Box, Button, Container, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet } from 'react-router';
import { LanguageSwitcher } from '../components/LanguageSwitcher';

const NAV = [
  { id: 'hakkimizda', href: '/#about' },
  { id: 'cozumler', href: '/#solutions' },
  { id: 'urunler', href: '/#products' },
  { id: 'kaynaklar', href: '/resources?tab=blog' },
] as const;

function Header() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const links = NAV.map((item) => (
    <Link key={item.id} href={item.href} fontWeight="medium" color="gray.700" _hover={{ color: 'brand.500' }} onClick={() => setOpen(false)}>
      {t(`nav.${item.id}`)}
    </Link>
  ));
  return (
    <Box as="header" position="sticky" top="0" zIndex="docked" bg="white" borderBottomWidth="1px" shadow="xs">
      <Container maxW="7xl">
        <Flex h="16" align="center" justify="space-between" gap="6">
          <Link asChild fontWeight="bold" fontSize="lg" color="brand.600">
            <RouterLink to="/">
              <img src="/svg/logo.svg" alt="" width={32} height={32} />
              {t('brand')}
            </RouterLink>
          </Link>
          <HStack as="nav" gap="6" display={{ base: 'none', lg: 'flex' }} aria-label="main">
            {links}
          </HStack>
          <HStack gap="3">
            <LanguageSwitcher />
            <Button asChild size="sm" colorPalette="blue" display={{ base: 'none', lg: 'inline-flex' }}>
              <a href="/#contact">{t('nav.iletisim')}</a>
            </Button>
            <Button
              display={{ base: 'inline-flex', lg: 'none' }}
              size="sm"
              variant="outline"
              aria-expanded={open}
              aria-controls="mobile-menu"
              aria-label={open ? t('menu.close') : t('menu.open')}
              onClick={() => setOpen((v) => !v)}
            >
              {open ? '✕' : '☰'}
            </Button>
          </HStack>
        </Flex>
        {open ? (
          <Stack id="mobile-menu" as="nav" pb="4" gap="3" display={{ lg: 'none' }}>
            {links}
            <Link href="/#contact" onClick={() => setOpen(false)} fontWeight="semibold" color="brand.600">
              {t('nav.iletisim')}
            </Link>
          </Stack>
        ) : null}
      </Container>
    </Box>
  );
}

function Footer() {
  const { t } = useTranslation();
  return (
    <Box as="footer" bg="brand.900" color="gray.200" mt="16" py="10">
      <Container maxW="7xl">
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="6">
          <Stack gap="1" maxW="md">
            <Text fontWeight="bold" color="white">{t('brand')}</Text>
            <Text>{t('slogan')}</Text>
            <Text fontSize="sm">{t('footer.address')}</Text>
          </Stack>
          <Stack gap="1" fontSize="sm">
            <Link href={`mailto:${t('footer.email')}`} color="gray.100">{t('footer.email')}</Link>
            <Link href={`tel:${t('footer.phone').replace(/\s/g, '')}`} color="gray.100">{t('footer.phone')}</Link>
            <Link href="https://www.linkedin.com/" target="_blank" rel="noopener noreferrer" color="gray.100">LinkedIn</Link>
          </Stack>
        </Stack>
        <Text mt="8" fontSize="xs" color="gray.400">{t('footer.copyright', { year: new Date().getFullYear() })}</Text>
      </Container>
    </Box>
  );
}

export function SiteLayout() {
  return (
    <Flex direction="column" minH="100vh">
      <Header />
      <Box as="main" flex="1">
        <Outlet />
      </Box>
      <Footer />
    </Flex>
  );
}
