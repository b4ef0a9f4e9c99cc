import { Badge, Box, Center, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { AppWindow } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RecordLink, type Column } from '../../../components/admin/DataTable';
import { actionsColumn, createdAtColumn, RecordTable, type RecordTableProps } from '../../../components/admin/RecordTable';
import { publicationColumn } from '../../../components/admin/publishing/PublicationCell';
import { adminPaths } from '../../../config/admin-paths';
import type { AdminApplicationFieldsFragment } from '../../../graphql/admin/graphql';
import { cut, formatSize } from '../../../lib/format';
import { EnglishBadges } from '../../../components/admin/EnglishBadges';

export type ApplicationRow = AdminApplicationFieldsFragment;

export type ApplicationsTableProps = RecordTableProps<ApplicationRow>;

function AppIcon({ app }: { app: ApplicationRow }) {
  const { t } = useTranslation('admin/application');
  const box = { w: '10', h: '10', flexShrink: 0, borderRadius: 'md', bg: 'brand.50' } as const;
  if (app.iconUrl) return <Image src={app.iconUrl} alt={t('list.iconAlt', { name: app.name })} objectFit="contain" p="1" {...box} />;
  return (
    <Center {...box} color="brand.600" data-testid="application-icon-placeholder">
      <AppWindow size={20} aria-hidden="true" />
    </Center>
  );
}

/** /admin/applications: Uygulama, Açıklama, Boyut, Tarih, İşlemler. */
export function ApplicationsTable(props: ApplicationsTableProps) {
  const { t } = useTranslation('admin/application');
  const { t: tp } = useTranslation('admin/publishing');
  const columns: Column<ApplicationRow>[] = [
    {
      key: 'application',
      header: t('list.columns.application'),
      minW: '56',
      sort: 'NAME',
      cell: (app) => (
        <HStack gap="3" align="flex-start">
          <AppIcon app={app} />
          <Stack gap="0.5" whiteSpace="normal">
            <Text fontWeight="semibold">
              <RecordLink to={adminPaths.adminApplication(app.id)}>{app.name}</RecordLink>
            </Text>
            <HStack gap="1.5" fontSize="xs" color="gray.600">
              <Badge size="sm" variant="subtle" colorPalette="brand">
                {t('list.kind')}
              </Badge>
              {app.version ? <span>{app.version}</span> : null}
            </HStack>
            <EnglishBadges missing={app.englishMissing} outdated={app.englishOutdated} />
          </Stack>
        </HStack>
      ),
    },
    {
      key: 'description',
      header: t('list.columns.description'),
      minW: '64',
      cell: (app) => (
        <Stack gap="1" whiteSpace="normal">
          <Text color="gray.700" lang="tr">
            {cut(app.descriptionTr)}
          </Text>
          {app.descriptionEn ? (
            <Text color="gray.500" fontSize="xs" lang="en">
              {t('list.englishPrefix')} {cut(app.descriptionEn)}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'size',
      header: t('list.columns.size'),
      cell: (app) => <Box whiteSpace="nowrap">{app.file ? formatSize(app.file.size) : '–'}</Box>,
    },
    publicationColumn('applications', tp('column'), (app) => app.name),
    createdAtColumn('date', t('list.columns.date')),
    actionsColumn(t('list.columns.actions'), props, (app) => ({
      name: app.name,
      download: app.file?.originalName ? app.downloadUrl : null,
      edit: adminPaths.adminApplication(app.id),
    })),
  ];
  return <RecordTable {...props} namespace="admin/application" addPath={adminPaths.adminApplication()} columns={columns} />;
}
