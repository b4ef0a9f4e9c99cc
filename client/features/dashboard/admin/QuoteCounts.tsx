import { useQuery } from '@apollo/client/react';
import { Box, Button, Flex, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { adminPaths } from '../../../config/admin-paths';
import { AdminDashboardQuotesDocument, type QuoteStatus } from '../../../graphql/admin/graphql';

const STATUSES: readonly QuoteStatus[] = ['NEW', 'IN_PROGRESS', 'QUOTED', 'WON', 'LOST'];

/** Quote requests at a glance: how many are in each state, each its filtered list. */
export function QuoteCounts() {
  const { t } = useTranslation('admin/common');
  // The states' names are the quote list's own.
  const { t: tq } = useTranslation('admin/quotes');
  const { data, loading, error } = useQuery(AdminDashboardQuotesDocument, { fetchPolicy: 'network-only' });
  const counts = data?.quoteRequestCounts;
  return (
    <Stack as="section" aria-labelledby="dashboard-quotes" bg="white" p="5" borderRadius="lg" borderWidth="1px" gap="3">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Flex gap="2" align="center">
          <Box color="brand.600" aria-hidden="true">
            <ClipboardList size={20} />
          </Box>
          <Text as="h2" id="dashboard-quotes" fontSize="lg" fontWeight="semibold">
            {tq('title')}
          </Text>
        </Flex>
        <Button asChild size="xs" variant="outline">
          <RouterLink to={adminPaths.adminQuotes()}>{t('dashboard.quotes.all')}</RouterLink>
        </Button>
      </Flex>
      {error && !data ? (
        <Text color="gray.600">{t('dashboard.quotes.failed')}</Text>
      ) : (
        <Skeleton loading={loading && !data} minH="6">
          <HStack as="ul" listStyleType="none" gap="2" wrap="wrap" aria-label={t('dashboard.quotes.byStatus')}>
            {STATUSES.map((status) => (
              <li key={status}>
                <Button
                  asChild
                  size="xs"
                  variant={status === 'NEW' && counts?.NEW ? 'solid' : 'outline'}
                  colorPalette={status === 'NEW' ? 'blue' : 'gray'}
                >
                  <RouterLink to={`${adminPaths.adminQuotes()}?status=${status}`} data-testid={`count-quotes-${status.toLowerCase()}`}>
                    {tq(`statuses.${status}`)}: {counts ? counts[status] : '–'}
                  </RouterLink>
                </Button>
              </li>
            ))}
          </HStack>
        </Skeleton>
      )}
    </Stack>
  );
}
