import { Badge, Box, Circle, Flex, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LinkButton } from '../../../components/LinkButton';
import { paths, type SolutionSlug } from '../../../config/paths';
import { useSolutionContent } from './solution-details';

const SectionTitle = ({ children }: { children: string }) => (
  <Heading as="h2" size="2xl" mb="6">
    {children}
  </Heading>
);

/** A solution's scope, technology, value and process, and the call to contact (SolutionDetail loads this apart). */
export function SolutionSections({ slug }: { slug: SolutionSlug }) {
  const { t } = useTranslation('solutions');
  const c = useSolutionContent(slug);
  return (
    <>
      <Box as="section" aria-labelledby="scope">
        <Heading as="h2" id="scope" size="2xl" mb="6">
          {t('solution-details:detail.scopeTitle')}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="6">
          {c.scope.map((group) => (
            <Box key={group.title} bg="white" borderRadius="xl" shadow="sm" borderWidth="1px" p="6">
              <Heading as="h3" size="md" mb="4" color="brand.700">
                {group.title}
              </Heading>
              <List.Root gap="2" variant="plain">
                {group.items.map((item) => (
                  <List.Item key={item} alignItems="start" color="gray.700">
                    <List.Indicator asChild color="accent.600" mt="1">
                      <CheckCircle2 size={16} aria-hidden="true" />
                    </List.Indicator>
                    {item}
                  </List.Item>
                ))}
              </List.Root>
            </Box>
          ))}
        </SimpleGrid>
      </Box>
      <Box as="section" bg="brand.900" color="white" borderRadius="2xl" p={{ base: '6', md: '10' }}>
        <Heading as="h2" size="2xl" mb="3">
          {t('solution-details:detail.technologyTitle')}
        </Heading>
        <Text color="whiteAlpha.800" mb="8" maxW="3xl">
          {c.technology.intro}
        </Text>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="8">
          {c.technology.groups.map((group) => (
            <Stack key={group.title} gap="3">
              <Heading as="h3" size="md" color="brand.200">
                {group.title}
              </Heading>
              {group.items.map((item) => (
                <Badge
                  key={item}
                  variant="subtle"
                  bg="whiteAlpha.200"
                  color="white"
                  whiteSpace="normal"
                  px="3"
                  py="1.5"
                  fontSize="sm"
                  fontWeight="normal"
                >
                  {item}
                </Badge>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
      </Box>
      <Box as="section">
        <SectionTitle>{t('solution-details:detail.valueTitle')}</SectionTitle>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          {c.values.map((value, i) => (
            <Flex key={value} gap="4" align="start" bg="brand.50" borderRadius="xl" p="5">
              <Circle size="10" bg="brand.500" color="white" fontWeight="bold" flexShrink={0}>
                {i + 1}
              </Circle>
              <Text color="gray.800" fontWeight="medium">
                {value}
              </Text>
            </Flex>
          ))}
        </SimpleGrid>
      </Box>
      <Box as="section">
        <SectionTitle>{t('solution-details:detail.processTitle')}</SectionTitle>
        <SimpleGrid as="ol" columns={{ base: 1, md: 2, xl: 4 }} gap="6">
          {c.process.map((step, i) => (
            <Stack as="li" key={step.title} listStyleType="none" gap="2" borderTopWidth="4px" borderColor="brand.500" pt="4">
              <Text fontSize="sm" fontWeight="bold" color="brand.500">
                {String(i + 1).padStart(2, '0')}
              </Text>
              <Heading as="h3" size="md">
                {step.title}
              </Heading>
              <Text color="gray.600">{step.description}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Box>
      <Flex
        direction={{ base: 'column', md: 'row' }}
        align={{ md: 'center' }}
        justify="space-between"
        gap="6"
        bg="gray.50"
        borderRadius="2xl"
        p={{ base: '6', md: '10' }}
      >
        <Text fontSize="lg" color="gray.700" maxW="2xl">
          {t('solution-details:detail.contactCtaText')}
        </Text>
        <LinkButton colorPalette="brand" size="lg">
          <RouterLink to={paths.section('contact')}>{t('solution-details:detail.contactCta')}</RouterLink>
        </LinkButton>
      </Flex>
    </>
  );
}
