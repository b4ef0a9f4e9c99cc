import { Badge, Box, Card, Center, Heading, HStack, Image, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { CalendarDays, Download, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CARD_IMAGE_SIZES, liftingCard } from '../../../components/card-style';
import { plainImage, ResponsiveImage, type ImageFacts } from '../../../components/ResponsiveImage';
import type { SiteDocumentsQuery } from '../../../graphql/graphql';
import { formatSiteDate } from '../../../lib/format';
import { localized } from '../../../lib/localized';
import { LinkButton } from '../../../components/LinkButton';

export type DocumentData = SiteDocumentsQuery['documents'][number];
export type HeadingLevel = 'h2' | 'h3' | 'h4';

/** Documents show v1.0 (the server's default version). */
const DEFAULT_VERSION = 'v1.0';

function Cover({ url, info, name }: { url: string | null; info: ImageFacts | null; name: string }) {
  const { t } = useTranslation('documents');
  if (url) {
    return (
      <Image asChild w="full" h="auto" aspectRatio={16 / 9} objectFit="cover" bg="brand.50">
        <ResponsiveImage image={info ?? plainImage(url, 640, 360)} alt={t('coverAlt', { name })} sizes={CARD_IMAGE_SIZES} />
      </Image>
    );
  }
  return (
    <Center
      aspectRatio={16 / 9}
      bgGradient="to-br"
      gradientFrom="brand.50"
      gradientTo="brand.100"
      color="brand.500"
      data-testid="document-cover-placeholder"
    >
      <FileText size={48} strokeWidth={1.5} aria-hidden="true" />
    </Center>
  );
}

function DownloadLink({ href, label, suffix, primary }: { href: string; label: string; suffix: string; primary?: boolean }) {
  return (
    <LinkButton colorPalette="brand" variant={primary ? 'solid' : 'outline'} flex="1" minW="36">
      <a href={href} download>
        <Download size={18} aria-hidden="true" />
        <span>{label}</span>
        <VisuallyHidden>{suffix}</VisuallyHidden>
      </a>
    </LinkButton>
  );
}

/** Cover, name, version, description, date and one download link per language the document exists in. */
export function DocumentCard({ document: doc, headingAs = 'h2' }: { document: DocumentData; headingAs?: HeadingLevel }) {
  const { t, i18n } = useTranslation('documents');
  const name = localized(i18n.language, doc.nameTr, doc.nameEn);
  const suffix = t('downloadSuffix', { name });
  return (
    <Card.Root as="article" {...liftingCard} data-testid="document-card">
      <Cover url={doc.coverImageUrl} info={doc.coverImageInfo ?? null} name={name} />
      <Card.Body gap="3" p={{ base: '5', md: '6' }}>
        <Stack gap="2">
          <Heading as={headingAs} fontSize="lg" color="brand.900" lineHeight="1.35">
            {name}
          </Heading>
          <HStack gap="3" wrap="wrap" fontSize="sm" color="gray.600">
            <Badge colorPalette="brand" variant="subtle">
              <VisuallyHidden>{t('version')}</VisuallyHidden>
              {doc.version || DEFAULT_VERSION}
            </Badge>
            <HStack gap="1.5">
              <CalendarDays size={16} aria-hidden="true" />
              <VisuallyHidden>{t('createdAt')}</VisuallyHidden>
              <time dateTime={doc.createdAt}>{formatSiteDate(doc.createdAt)}</time>
            </HStack>
          </HStack>
        </Stack>
        <Text color="gray.600">{localized(i18n.language, doc.descriptionTr, doc.descriptionEn)}</Text>
      </Card.Body>
      <Card.Footer px={{ base: '5', md: '6' }} pb={{ base: '5', md: '6' }} pt="0">
        <Box display="flex" gap="3" flexWrap="wrap" w="full">
          <DownloadLink href={doc.downloadUrlTr} label={t('downloadTr')} suffix={suffix} primary />
          {doc.downloadUrlEn ? <DownloadLink href={doc.downloadUrlEn} label={t('downloadEn')} suffix={suffix} /> : null}
        </Box>
      </Card.Footer>
    </Card.Root>
  );
}
