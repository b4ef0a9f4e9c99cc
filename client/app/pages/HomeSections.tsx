import { Box, Container, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BELOW_THE_FOLD } from '../../components/below-the-fold';
import { paths } from '../../config/paths';
import { AboutSection } from '../../features/home';
import { SolutionCards } from '../../features/solutions';
import { BlogCarousel, ContactForm, ProductCarousel } from './home.islands';

function Section({
  id,
  title,
  subtitle,
  bg,
  children,
}: {
  id?: string;
  title: string;
  subtitle?: string;
  bg?: string;
  children: ReactNode;
}) {
  const headingId = `${id ?? title}-title`.replace(/\s+/g, '-');
  return (
    <Box as="section" id={id} bg={bg} py={{ base: '16', md: '24' }} aria-labelledby={headingId} css={BELOW_THE_FOLD}>
      <Container maxW="7xl">
        <Stack gap="3" mb={{ base: '8', md: '12' }} maxW="3xl">
          <Heading as="h2" id={headingId} size="4xl">
            {title}
          </Heading>
          {subtitle ? (
            <Text color="gray.600" fontSize="lg">
              {subtitle}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}

function ContactDetails() {
  const { t } = useTranslation(['contact', 'common']);
  const rows = [
    { Icon: MapPin, text: t('common:footer.address') },
    { Icon: Mail, text: t('common:footer.email'), href: `mailto:${t('common:footer.email')}` },
    { Icon: Phone, text: t('common:footer.phone'), href: `tel:${t('common:footer.phone').replace(/\s/g, '')}` },
  ];
  return (
    <Stack gap="5" bg="brand.900" color="white" borderRadius="xl" p={{ base: '6', md: '8' }}>
      <Heading as="h3" size="xl">
        {t('info.title')}
      </Heading>
      {rows.map(({ Icon, text, href }) => (
        <Flex key={text} gap="3" align="start">
          <Icon size={20} aria-hidden="true" style={{ flexShrink: 0, marginTop: 3 }} />
          {href ? <a href={href}>{text}</a> : <Text>{text}</Text>}
        </Flex>
      ))}
      <Text color="whiteAlpha.800">{t('info.hours')}</Text>
    </Stack>
  );
}

/** Everything of the home page below its banner: about, solutions, the newest products and posts, contact. */
export function HomeSections() {
  const { t } = useTranslation(['home', 'contact']);
  return (
    <>
      <AboutSection />
      <Section id="solutions" title={t('solutions.title')} subtitle={t('solutions.subtitle')} bg="gray.50">
        <SolutionCards link={paths.solution} />
      </Section>
      <Section id="products" title={t('products.title')} subtitle={t('products.subtitle')}>
        <ProductCarousel />
      </Section>
      <Section title={t('blog.title')} subtitle={t('blog.subtitle')} bg="gray.50">
        <BlogCarousel />
      </Section>
      <Section id="contact" title={t('contact:title')} subtitle={t('contact:subtitle')}>
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="8">
          <Box gridColumn={{ lg: 'span 2' }}>
            <ContactForm />
          </Box>
          <ContactDetails />
        </SimpleGrid>
      </Section>
    </>
  );
}
