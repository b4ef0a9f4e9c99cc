import { Box, Card, Center, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CARD_IMAGE_SIZES, liftingCard, type HeadingLevel } from '../../../components/card-style';
import { CardDate, DownloadLink, VersionBadge } from '../../../components/CardParts';
import { plainImage, ResponsiveImage, type ImageFacts } from '../../../components/ResponsiveImage';
import type { SiteDocumentsQuery } from '../../../graphql/graphql';
import { localized } from '../../../lib/localized';

export type DocumentData = SiteDocumentsQuery['documents'][number];

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
            <VersionBadge version={doc.version} label={t('version')} />
            <CardDate date={doc.createdAt} label={t('createdAt')} />
          </HStack>
        </Stack>
        <Text color="gray.600">{localized(i18n.language, doc.descriptionTr, doc.descriptionEn)}</Text>
      </Card.Body>
      <Card.Footer px={{ base: '5', md: '6' }} pb={{ base: '5', md: '6' }} pt="0">
        <Box display="flex" gap="3" flexWrap="wrap" w="full">
          <DownloadLink href={doc.downloadUrlTr} label={t('downloadTr')} suffix={suffix} flex="1" minW="36" />
          {doc.downloadUrlEn ? (
            <DownloadLink href={doc.downloadUrlEn} label={t('downloadEn')} suffix={suffix} primary={false} flex="1" minW="36" />
          ) : null}
        </Box>
      </Card.Footer>
    </Card.Root>
  );
}
