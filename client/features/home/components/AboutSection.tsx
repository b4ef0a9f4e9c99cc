import { Box, Container, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Eye, Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { siteImage } from '../../../../server/shared/image-variants';
import { ResponsiveImage } from '../../../components/ResponsiveImage';

/** About: title, three paragraphs, the company image, vision and mission cards. */
export function AboutSection() {
  const { t } = useTranslation('home');
  const paragraphs = t('about.paragraphs', { returnObjects: true }) as string[];
  const cards = [
    { key: 'vision', Icon: Eye },
    { key: 'mission', Icon: Target },
  ] as const;
  return (
    <Box as="section" id="about" py={{ base: '16', md: '24' }} aria-labelledby="about-title">
      <Container maxW="7xl">
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '10', lg: '16' }} alignItems="center">
          <Stack gap="5">
            <Text color="brand.500" fontWeight="bold" textTransform="uppercase" letterSpacing="wide" fontSize="sm">
              {t('about.subtitle')}
            </Text>
            <Heading as="h2" id="about-title" size="4xl">
              {t('about.title')}
            </Heading>
            {paragraphs.map((p, i) => (
              <Text key={i} color="gray.700" fontSize="lg" lineHeight="tall">
                {p}
              </Text>
            ))}
          </Stack>
          <Box position="relative">
            <ResponsiveImage
              image={siteImage('about.jpg')}
              alt={t('about.imageAlt')}
              sizes="(min-width: 1280px) 576px, (min-width: 1024px) 45vw, calc(100vw - 2rem)"
              style={{ width: '100%', height: 'auto', borderRadius: '1rem', boxShadow: '0 20px 40px rgba(2,17,31,.18)' }}
            />
          </Box>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" mt="12">
          {cards.map(({ key, Icon }) => (
            <Flex key={key} gap="5" bg="brand.900" color="white" borderRadius="2xl" p={{ base: '6', md: '8' }} align="start">
              <Box bg="whiteAlpha.200" borderRadius="xl" p="3" flexShrink={0}>
                <Icon size={28} aria-hidden="true" />
              </Box>
              <Stack gap="2">
                <Heading as="h3" size="xl">
                  {t(`about.${key}.title`)}
                </Heading>
                <Text color="whiteAlpha.900">{t(`about.${key}.text`)}</Text>
              </Stack>
            </Flex>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
