import { Box, Container, Flex, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths, RESOURCE_TABS, SOLUTION_SLUGS } from '../../config/paths';
import { BELOW_THE_FOLD } from '../../components/below-the-fold';
import { SiteLink } from './nav-links';

/** Spec: five social links; the first (professional network) leads out, the other four have no target yet. */
const SOCIAL = [
  { id: 'linkedin', mark: 'in', href: 'https://www.linkedin.com/' },
  { id: 'x', mark: 'X' },
  { id: 'youtube', mark: '▶' },
  { id: 'instagram', mark: 'IG' },
  { id: 'facebook', mark: 'f' },
] as const;

// WCAG 2.2 target size: every link at least 24 px tall, not just its line of text.
const target = { display: 'inline-flex', alignItems: 'center', minH: '6' } as const;

const badge = {
  w: '9',
  h: '9',
  borderRadius: 'full',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontWeight: 'bold',
  fontSize: 'sm',
} as const;

export function Footer() {
  const { t } = useTranslation(['common', 'solutions']);
  const year = new Date().getFullYear();
  return (
    <Box as="footer" bg="brand.950" color="gray.300" pt="14" pb="8" css={{ ...BELOW_THE_FOLD, containIntrinsicSize: 'auto 600px' }}>
      <Container maxW="7xl">
        <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="10">
          <Stack gap="3">
            <Text fontWeight="bold" fontSize="lg" color="white">
              {t('brand')}
            </Text>
            <Text>{t('slogan')}</Text>
            <Flex as="ul" gap="2" wrap="wrap" aria-label={t('footer.social')}>
              {SOCIAL.map((s) => (
                <Box as="li" key={s.id} listStyleType="none">
                  {'href' in s ? (
                    <Link
                      href={s.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      {...badge}
                      bg="whiteAlpha.200"
                      color="white"
                      _hover={{ bg: 'brand.500', textDecoration: 'none' }}
                    >
                      <span aria-hidden="true">{s.mark}</span>
                      <Box as="span" srOnly>
                        {t(`footer.socialNames.${s.id}`)}
                      </Box>
                    </Link>
                  ) : (
                    <Box {...badge} bg="whiteAlpha.100" color="gray.400" title={t(`footer.socialNames.${s.id}`)}>
                      <span aria-hidden="true">{s.mark}</span>
                      <Box as="span" srOnly>
                        {t(`footer.socialNames.${s.id}`)}
                      </Box>
                    </Box>
                  )}
                </Box>
              ))}
            </Flex>
          </Stack>
          <Stack gap="2" as="nav" aria-label={t('nav.cozumler')}>
            <Text fontWeight="semibold" color="white">
              {t('nav.cozumler')}
            </Text>
            {SOLUTION_SLUGS.map((slug) => (
              <SiteLink key={slug} href={paths.solution(slug)} color="gray.300" fontSize="sm" {...target}>
                {t(`solutions:items.${slug}.title`)}
              </SiteLink>
            ))}
          </Stack>
          <Stack gap="2" as="nav" aria-label={t('nav.kaynaklar')}>
            <Text fontWeight="semibold" color="white">
              {t('nav.kaynaklar')}
            </Text>
            <SiteLink href={paths.products()} color="gray.300" fontSize="sm" {...target}>
              {t('nav.urunler')}
            </SiteLink>
            {RESOURCE_TABS.map((tab) => (
              <SiteLink key={tab} href={paths.resources(tab)} color="gray.300" fontSize="sm" {...target}>
                {t(`resourceTabs.${tab}`)}
              </SiteLink>
            ))}
          </Stack>
          <Stack gap="3" fontSize="sm">
            <Text fontWeight="semibold" color="white" fontSize="md">
              {t('nav.iletisim')}
            </Text>
            <Flex gap="2" align="start">
              <MapPin size={18} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
              <Text as="address" fontStyle="normal">
                {t('footer.address')}
              </Text>
            </Flex>
            <Flex gap="2" align="center">
              <Mail size={18} aria-hidden="true" />
              <Link href={`mailto:${t('footer.email')}`} color="gray.100" {...target}>
                {t('footer.email')}
              </Link>
            </Flex>
            <Flex gap="2" align="center">
              <Phone size={18} aria-hidden="true" />
              <Link href={`tel:${t('footer.phone').replace(/\s/g, '')}`} color="gray.100" {...target}>
                {t('footer.phone')}
              </Link>
            </Flex>
          </Stack>
        </SimpleGrid>
        <Flex borderTopWidth="1px" borderColor="whiteAlpha.200" mt="10" pt="6" gap="4" justify="space-between" wrap="wrap">
          <Text fontSize="sm" color="gray.400">
            {t('footer.copyright', { year })}
          </Text>
          <SiteLink href={paths.privacy()} color="gray.300" fontSize="sm" {...target}>
            {t('footer.privacy')}
          </SiteLink>
        </Flex>
      </Container>
    </Box>
  );
}
