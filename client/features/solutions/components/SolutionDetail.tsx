import { Box, Container, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { deferred } from '../../../components/deferred';
import { HeroBanner } from '../../../components/HeroBanner';
import { BreadcrumbJsonLd } from '../../../components/JsonLd';
import { Seo } from '../../../components/Seo';
import { paths, SOLUTION_SLUGS, type SolutionSlug } from '../../../config/paths';
import { useSolutionContent } from './solution-details';

/** The tab bar linking the four solution pages; the current one is highlighted. */
function SolutionTabs({ current }: { current: SolutionSlug }) {
  const { t } = useTranslation('solutions');
  return (
    <Box as="nav" aria-label={t('solution-details:detail.tabsLabel')} bg="white" borderBottomWidth="1px" overflowX="auto">
      <Container maxW="7xl">
        <Flex as="ul" gap="1" minW="max-content">
          {SOLUTION_SLUGS.map((slug) => (
            <li key={slug} style={{ listStyle: 'none' }}>
              <Box
                asChild
                display="block"
                px="4"
                py="4"
                fontWeight="semibold"
                borderBottomWidth="3px"
                borderColor={slug === current ? 'brand.500' : 'transparent'}
                color={slug === current ? 'brand.700' : 'gray.600'}
                _hover={{ color: 'brand.600' }}
              >
                <RouterLink to={paths.solution(slug)} aria-current={slug === current ? 'page' : undefined}>
                  {t(`items.${slug}.title`)}
                </RouterLink>
              </Box>
            </li>
          ))}
        </Flex>
      </Container>
    </Box>
  );
}

/** Scope, technology, value, process and the call to contact: below the fold, shown whole by the server's HTML. */
const SolutionSections = deferred<{ slug: SolutionSlug }>(() => import('./SolutionSections').then((m) => m.SolutionSections));

export function SolutionDetail({ slug }: { slug: SolutionSlug }) {
  const { t } = useTranslation('solutions');
  const c = useSolutionContent(slug);
  // The tab bar stands for the trail here: Home / Solutions / this solution.
  const trail = [
    { label: t('common:home'), href: paths.home() },
    { label: t('common:nav.cozumler'), href: paths.solutions() },
    { label: c.title, href: paths.solution(slug) },
  ];
  return (
    <>
      <Seo title={c.title} description={c.metaDescription} image={paths.image(c.image)} imageAlt={c.imageAlt} />
      <BreadcrumbJsonLd items={trail} />
      <HeroBanner image={c.image} title={c.title} description={c.subtitle} minH={{ base: '45vh', lg: '55vh' }} />
      <SolutionTabs current={slug} />
      <Container maxW="7xl" py={{ base: '10', md: '16' }}>
        <Stack gap={{ base: '12', md: '16' }}>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8">
            {c.summary.map((p, i) => (
              <Text key={i} fontSize="lg" color="gray.700" lineHeight="tall">
                {p}
              </Text>
            ))}
          </SimpleGrid>
          <SolutionSections slug={slug} />
        </Stack>
      </Container>
    </>
  );
}
