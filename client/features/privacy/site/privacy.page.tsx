import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Seo } from '../../../components/Seo';
import { pageTexts } from '../../../lib/page-texts';

const PRIVACY_NS = 'privacy';

/** The notice's texts: a chunk per language that only this page loads. */
const texts = pageTexts(PRIVACY_NS, import.meta.glob<Record<string, unknown>>('../../../locales/*/privacy.json', { import: 'default' }));

export const preload = texts.load;

interface Section {
  heading: string;
  body: string[];
}

/**
 * The privacy notice (KVKK): what the contact form and a quote request keep, why, for how long, and the visitor's
 * rights; the consent boxes link here.
 */
export default function PrivacyPage() {
  return (
    <texts.Gate>
      <Notice />
    </texts.Gate>
  );
}

function Notice() {
  const { t } = useTranslation(PRIVACY_NS);
  const sections = t('sections', { returnObjects: true }) as Section[];
  return (
    <Container maxW="3xl" py={{ base: '10', md: '16' }}>
      <Seo title={t('meta.title')} description={t('meta.description')} />
      <Stack gap="8">
        <Stack gap="2">
          <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} color="gray.900" lineHeight="short">
            {t('title')}
          </Heading>
          <Text color="gray.600">{t('updated')}</Text>
        </Stack>
        {sections.map((section) => (
          <Stack as="section" key={section.heading} gap="3">
            <Heading as="h2" fontSize={{ base: 'xl', md: '2xl' }} color="gray.900">
              {section.heading}
            </Heading>
            {section.body.map((paragraph) => (
              <Text key={paragraph} color="gray.700" lineHeight="tall">
                {paragraph}
              </Text>
            ))}
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}
