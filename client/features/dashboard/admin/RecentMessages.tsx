import { Badge, Box, Button, Flex, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { adminPaths } from '../../../config/admin-paths';
import type { AdminDashboardMessagesQuery, ContactMessageStatus } from '../../../graphql/admin/graphql';
import { cut, formatZonedDateTime } from '../../../lib/format';

const STATUSES: readonly ContactMessageStatus[] = ['NEW', 'READ', 'HANDLED'];
const KEY = { NEW: 'new', READ: 'read', HANDLED: 'handled' } as const;

/** The inbox at a glance: how many contact messages there are, in each state (each its filtered list), the newest few. */
export function RecentMessages({
  data,
  loading,
  failed,
}: {
  data: AdminDashboardMessagesQuery | undefined;
  loading: boolean;
  failed: boolean;
}) {
  const { t } = useTranslation('admin/common');
  // The states' names are the inbox's own.
  const { t: tm } = useTranslation('admin/contact');
  return (
    <Stack as="section" aria-labelledby="dashboard-messages" bg="white" p="5" borderRadius="lg" borderWidth="1px" gap="3">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Flex gap="2" align="center">
          <Box color="brand.600" aria-hidden="true">
            <Mail size={20} />
          </Box>
          <Text as="h2" id="dashboard-messages" fontSize="lg" fontWeight="semibold">
            {t('dashboard.messages.title')}
          </Text>
        </Flex>
        <Button asChild size="xs" variant="outline">
          <RouterLink to={adminPaths.adminMessages()}>{t('dashboard.messages.all')}</RouterLink>
        </Button>
      </Flex>
      {failed ? (
        <Text color="gray.600">{t('dashboard.messages.failed')}</Text>
      ) : (
        <Skeleton loading={loading} minH="6">
          <Text color="gray.700">
            {t('dashboard.messages.total')}{' '}
            <Text as="strong" data-testid="count-messages">
              {data?.contactMessageCount ?? '–'}
            </Text>
          </Text>
          <HStack as="ul" listStyleType="none" gap="2" mt="2" wrap="wrap" aria-label={t('dashboard.messages.byStatus')}>
            {STATUSES.map((status) => (
              <li key={status}>
                <Button
                  asChild
                  size="xs"
                  variant={status === 'NEW' && data?.contactMessageCounts.new ? 'solid' : 'outline'}
                  colorPalette={status === 'NEW' ? 'blue' : 'gray'}
                >
                  <RouterLink to={`${adminPaths.adminMessages()}?status=${status}`} data-testid={`count-messages-${status.toLowerCase()}`}>
                    {tm(`statuses.${status.toLowerCase()}`)}: {data ? data.contactMessageCounts[KEY[status]] : '–'}
                  </RouterLink>
                </Button>
              </li>
            ))}
          </HStack>
        </Skeleton>
      )}
      {data?.contactMessages.length ? (
        <Stack as="ul" gap="0" listStyleType="none" divideY="1px" aria-label={t('dashboard.messages.recent')}>
          {data.contactMessages.map((m) => (
            <Flex as="li" key={m.id} py="2" gap="1" justify="space-between" direction={{ base: 'column', md: 'row' }} minW="0">
              <Flex gap="2" align="baseline" minW="0">
                {m.status === 'NEW' ? (
                  <Badge colorPalette="blue" variant="solid" size="sm" flexShrink={0}>
                    {tm('statuses.new')}
                  </Badge>
                ) : null}
                <Link asChild color="brand.700" fontWeight={m.status === 'NEW' ? 'semibold' : 'medium'} minW="0" wordBreak="break-word">
                  <RouterLink to={adminPaths.adminMessage(m.id)}>
                    {m.name}: {cut(m.subject, 60)}
                  </RouterLink>
                </Link>
              </Flex>
              <Text fontSize="sm" color="gray.500" flexShrink={0}>
                {formatZonedDateTime(m.createdAt)}
              </Text>
            </Flex>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
