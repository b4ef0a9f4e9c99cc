import { Badge, Box, Button, Flex, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { AppWindow, FileText, List, Newspaper, Package, Plus, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Operation } from '../../../../server/shared/access-policy';
import { useAccess } from '../../../components/admin/use-access';
import { adminPaths } from '../../../config/admin-paths';
import { formatZonedDateTime } from '../../../lib/format';
import { STAT_KINDS, type Stats } from './use-dashboard-data';

type Kind = (typeof STAT_KINDS)[number];

const KINDS: Record<Kind, { icon: LucideIcon; list: string; create: string; creating: Operation }> = {
  blogs: { icon: Newspaper, list: adminPaths.adminBlogs(), create: adminPaths.adminBlog('new'), creating: 'createBlog' },
  documents: { icon: FileText, list: adminPaths.adminDocuments(), create: adminPaths.adminDocument(), creating: 'createDocument' },
  applications: {
    icon: AppWindow,
    list: adminPaths.adminApplications(),
    create: adminPaths.adminApplication(),
    creating: 'createApplication',
  },
  products: { icon: Package, list: adminPaths.adminProducts(), create: adminPaths.adminProduct('new'), creating: 'createProduct' },
};

/** One card per kind of content: its counter (live or last known), its list and a link to create one. */
export function StatCards({ stats, loading, lastKnownAt }: { stats: Stats | undefined; loading: boolean; lastKnownAt: Date | null }) {
  const { t } = useTranslation('admin/common');
  // "New" only for what the person may create.
  const access = useAccess();
  return (
    <Stack as="section" aria-labelledby="dashboard-content" gap="3">
      <Flex gap="2" align="baseline" wrap="wrap" justify="space-between">
        <Text as="h2" id="dashboard-content" fontSize="lg" fontWeight="semibold">
          {t('dashboard.content')}
        </Text>
        {lastKnownAt ? (
          <Text fontSize="sm" color="orange.700" data-testid="stats-last-known">
            {t('dashboard.lastKnown', { date: formatZonedDateTime(lastKnownAt) })}
          </Text>
        ) : null}
      </Flex>
      {!loading && !stats ? (
        <Text color="gray.600" role="status">
          {t('dashboard.noCounts')}
        </Text>
      ) : null}
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
        {STAT_KINDS.map((kind) => {
          const { icon: Icon, list, create, creating } = KINDS[kind];
          return (
            <Stack key={kind} bg="white" p="5" borderRadius="lg" borderWidth="1px" gap="3" justify="space-between">
              <Flex justify="space-between" align="flex-start" gap="2">
                <Box>
                  <Text color="gray.600" fontSize="sm">
                    {t(`dashboard.${kind}`)}
                  </Text>
                  <Skeleton loading={loading} minW="10">
                    <Text fontSize="3xl" fontWeight="bold" lineHeight="short" data-testid={`count-${kind}`}>
                      {stats ? stats[kind] : '–'}
                    </Text>
                  </Skeleton>
                  {lastKnownAt && stats ? (
                    <Badge colorPalette="orange" variant="subtle" size="sm">
                      {t('dashboard.lastKnownBadge')}
                    </Badge>
                  ) : null}
                </Box>
                <Box color="brand.600" bg="brand.50" p="2" borderRadius="md" aria-hidden="true">
                  <Icon size={22} />
                </Box>
              </Flex>
              <HStack gap="2" wrap="wrap">
                {access.may(creating) ? (
                  <Button asChild size="xs" colorPalette="brand">
                    <RouterLink to={create}>
                      <Plus size={14} aria-hidden="true" />
                      {t(`dashboard.create.${kind}`)}
                    </RouterLink>
                  </Button>
                ) : null}
                <Button asChild size="xs" variant="outline">
                  <RouterLink to={list}>
                    <List size={14} aria-hidden="true" />
                    {t(`dashboard.list.${kind}`)}
                  </RouterLink>
                </Button>
              </HStack>
            </Stack>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
