import { Card, Center, Heading, HStack, Image, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { AppWindow, HardDrive } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { liftingCard, type HeadingLevel } from '../../../components/card-style';
import { CardDate, DownloadLink, VersionBadge } from '../../../components/CardParts';
import { plainImage, ResponsiveImage, type ImageFacts } from '../../../components/ResponsiveImage';
import type { SiteApplicationsQuery } from '../../../graphql/graphql';
import { formatSize } from '../../../lib/format';
import { localized } from '../../../lib/localized';

export type ApplicationData = SiteApplicationsQuery['applications'][number];

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
            <VersionBadge version={app.version} label={t('version')} alignSelf="flex-start" />
          </Stack>
        </HStack>
        <Text color="gray.600" flex="1">
          {localized(i18n.language, app.descriptionTr, app.descriptionEn)}
        </Text>
        <HStack gap="5" wrap="wrap" color="gray.600" fontSize="sm">
          <CardDate date={app.createdAt} label={t('createdAt')} />
          <HStack gap="1.5">
            <HardDrive size={16} aria-hidden="true" />
            <VisuallyHidden>{t('size')}</VisuallyHidden>
            <span>{size}</span>
          </HStack>
        </HStack>
      </Card.Body>
      <Card.Footer px={{ base: '5', md: '6' }} pb={{ base: '5', md: '6' }} pt="0">
        <DownloadLink
          href={app.downloadUrl}
          fileName={app.file.originalName}
          label={t('download')}
          suffix={t('downloadSuffix', { name: app.name, size })}
          w="full"
        />
      </Card.Footer>
    </Card.Root>
  );
}
