import { Badge, Card, Center, Heading, HStack, Image, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { AppWindow, CalendarDays, Download, HardDrive } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { liftingCard } from '../../../components/card-style';
import { plainImage, ResponsiveImage, type ImageFacts } from '../../../components/ResponsiveImage';
import type { SiteApplicationsQuery } from '../../../graphql/graphql';
import { formatSiteDate, formatSize } from '../../../lib/format';
import { localized } from '../../../lib/localized';
import { LinkButton } from '../../../components/LinkButton';

export type ApplicationData = SiteApplicationsQuery['applications'][number];
export type HeadingLevel = 'h2' | 'h3' | 'h4';

/** An application without a version shows v1.0. */
const DEFAULT_VERSION = 'v1.0';

function AppIcon({ url, info, name }: { url: string | null; info: ImageFacts | null; name: string }) {
  const { t } = useTranslation('applications');
  const box = { w: '14', h: '14', flexShrink: 0, borderRadius: 'xl', bg: 'brand.50' } as const;
  if (url) {
    return (
      <Image asChild objectFit="contain" p="1" {...box}>
        <ResponsiveImage image={info ?? plainImage(url, 56, 56)} alt={t('iconAlt', { name })} sizes="56px" />
      </Image>
    );
  }
  return (
    <Center {...box} color="brand.600" data-testid="application-icon-placeholder">
      <AppWindow size={28} aria-hidden="true" />
    </Center>
  );
}

/** Icon, name, version, description, date and size, and the download link. */
export function ApplicationCard({ application: app, headingAs = 'h2' }: { application: ApplicationData; headingAs?: HeadingLevel }) {
  const { t, i18n } = useTranslation('applications');
  const size = formatSize(app.file.size, i18n.language);
  return (
    <Card.Root as="article" {...liftingCard} overflow="visible" data-testid="application-card">
      <Card.Body gap="4" p={{ base: '5', md: '6' }}>
        <HStack gap="4" align="center">
          <AppIcon url={app.iconUrl} info={app.iconInfo ?? null} name={app.name} />
          <Stack gap="1" minW="0">
            <Heading as={headingAs} fontSize="lg" color="brand.900" lineHeight="1.3">
              {app.name}
            </Heading>
            <Badge colorPalette="brand" variant="subtle" alignSelf="flex-start">
              <VisuallyHidden>{t('version')}</VisuallyHidden>
              {app.version || DEFAULT_VERSION}
            </Badge>
          </Stack>
        </HStack>
        <Text color="gray.600" flex="1">
          {localized(i18n.language, app.descriptionTr, app.descriptionEn)}
        </Text>
        <HStack gap="5" wrap="wrap" color="gray.600" fontSize="sm">
          <HStack gap="1.5">
            <CalendarDays size={16} aria-hidden="true" />
            <VisuallyHidden>{t('createdAt')}</VisuallyHidden>
            <time dateTime={app.createdAt}>{formatSiteDate(app.createdAt)}</time>
          </HStack>
          <HStack gap="1.5">
            <HardDrive size={16} aria-hidden="true" />
            <VisuallyHidden>{t('size')}</VisuallyHidden>
            <span>{size}</span>
          </HStack>
        </HStack>
      </Card.Body>
      <Card.Footer px={{ base: '5', md: '6' }} pb={{ base: '5', md: '6' }} pt="0">
        <LinkButton colorPalette="brand" w="full">
          <a href={app.downloadUrl} download={app.file.originalName}>
            <Download size={18} aria-hidden="true" />
            <span>{t('download')}</span>
            <VisuallyHidden>{t('downloadSuffix', { name: app.name, size })}</VisuallyHidden>
          </a>
        </LinkButton>
      </Card.Footer>
    </Card.Root>
  );
}
