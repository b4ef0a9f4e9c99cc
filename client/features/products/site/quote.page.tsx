import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { QUOTE_REFERENCE, QUOTE_SENT_PARAM } from '../../../../server/shared/quote-form';
import { MAX_QUOTE_LINES } from '../../../../server/shared/quote-request';
import { useRenderInfo } from '../../../components/render-context';
import { Seo } from '../../../components/Seo';
import { paths } from '../../../config/paths';
import { QuoteRequestForm } from '../components/QuoteRequestForm';
import { QUOTE_NS, quoteTexts } from '../components/quote-texts';

export const preload = quoteTexts.load;

/** The products a "request a quote" sent without the script names: `?slugs=a&slugs=b` or `?slugs=a,b`. */
function slugsOf(search: URLSearchParams): string[] {
  const slugs = search
    .getAll('slugs')
    .flatMap((value) => value.split(','))
    .map((slug) => slug.trim().toLowerCase())
    .filter((slug) => /^[a-z0-9][a-z0-9-]{0,199}$/.test(slug));
  return [...new Set(slugs)].slice(0, MAX_QUOTE_LINES);
}

/** The visitor's quote list and request (/quote), or, once sent, its reference (?sent=). */
export default function QuotePage() {
  return (
    <quoteTexts.Gate>
      <Quote />
    </quoteTexts.Gate>
  );
}

function Quote() {
  const { t } = useTranslation(QUOTE_NS);
  const answer = useRenderInfo().form?.quote;
  const search = new URLSearchParams(useLocation().search);
  const sent = answer ? null : search.get(QUOTE_SENT_PARAM);
  return (
    <Container maxW="5xl" py={{ base: '8', md: '12' }}>
      <Seo title={t('meta.title')} description={t('meta.description')} noindex />
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} color="gray.900">
            {t('title')}
          </Heading>
          {sent === null ? (
            <Text color="gray.600" maxW="3xl">
              {t('intro')}
            </Text>
          ) : null}
        </Stack>
        {sent === null ? <QuoteRequestForm answer={answer} slugs={slugsOf(search)} /> : <Sent reference={sent} />}
      </Stack>
    </Container>
  );
}

function Sent({ reference }: { reference: string }) {
  const { t } = useTranslation(QUOTE_NS);
  return (
    <Stack
      role="status"
      gap="3"
      bg="green.50"
      borderWidth="1px"
      borderColor="green.200"
      rounded="xl"
      p={{ base: '5', md: '8' }}
      data-testid="quote-sent"
    >
      <Heading as="h2" fontSize={{ base: 'xl', md: '2xl' }} color="green.800" display="flex" alignItems="center" gap="2">
        <CircleCheck size={24} aria-hidden="true" />
        {t('sent.title')}
      </Heading>
      {QUOTE_REFERENCE.test(reference) ? (
        <Text fontSize="lg" color="gray.900" data-testid="quote-reference">
          {t('sent.reference', { reference })}
        </Text>
      ) : null}
      <Text color="gray.700">{t('sent.description')}</Text>
      <Box asChild color="brand.700" fontWeight="semibold" textDecoration="underline" alignSelf="start">
        <RouterLink to={paths.quote()}>{t('sent.again')}</RouterLink>
      </Box>
    </Stack>
  );
}
