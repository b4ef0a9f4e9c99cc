import { Box, Card, Circle, Heading, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { NamedIcon } from '../../../components/NamedIcon';
import { SOLUTION_SLUGS, type SolutionSlug } from '../../../config/paths';
import { useSolutionSummary } from './solution-content';

function SolutionCard({ slug, href, headingLevel }: { slug: SolutionSlug; href: string; headingLevel: 'h2' | 'h3' }) {
  const { t } = useTranslation('solutions');
  const content = useSolutionSummary(slug);
  return (
    <Card.Root
      variant="elevated"
      borderRadius="xl"
      transition="transform .2s, box-shadow .2s"
      _hover={{ transform: 'translateY(-4px)', shadow: 'lg' }}
      data-testid="solution-card"
    >
      <Card.Body gap="4">
        <Circle size="14" bg="brand.50" color="brand.600">
          <NamedIcon name={content.iconName} />
        </Circle>
        <Heading as={headingLevel} size="lg">
          {content.title}
        </Heading>
        <Text color="gray.600" flex="1">
          {content.description}
        </Text>
      </Card.Body>
      <Card.Footer>
        <Link asChild color="brand.600" fontWeight="semibold">
          <RouterLink to={href} aria-label={`${t('list.examine')}: ${content.title}`}>
            {t('list.examine')} <ArrowRight size={16} aria-hidden="true" />
          </RouterLink>
        </Link>
      </Card.Footer>
    </Card.Root>
  );
}

/** The four solution areas as cards, each with an 'examine' link (`link` builds it: /solutions/… or /cozumler/…). */
export function SolutionCards({ link, headingLevel = 'h3' }: { link: (slug: SolutionSlug) => string; headingLevel?: 'h2' | 'h3' }) {
  return (
    <Box>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="6">
        {SOLUTION_SLUGS.map((slug) => (
          <SolutionCard key={slug} slug={slug} href={link(slug)} headingLevel={headingLevel} />
        ))}
      </SimpleGrid>
    </Box>
  );
}
