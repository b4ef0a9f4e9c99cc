import { Box, Button, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { CircleCheck, CircleX, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatZonedDateTime } from '../../../lib/format';
import type { ApiState } from './use-dashboard-data';

const LOOK: Record<ApiState, { palette: string; title: string; detail: string }> = {
  checking: { palette: 'gray', title: 'dashboard.api.checking', detail: 'dashboard.api.checkingDetail' },
  up: { palette: 'green', title: 'dashboard.api.up', detail: 'dashboard.api.upDetail' },
  serverDown: { palette: 'red', title: 'dashboard.api.down', detail: 'dashboard.api.serverDown' },
  queryDown: { palette: 'red', title: 'dashboard.api.down', detail: 'dashboard.api.queryDown' },
};

/** The API status note: the server's health check plus whether the dashboard's own query answered. */
export function ApiStatus({ state, checkedAt, onRetry }: { state: ApiState; checkedAt: Date | null; onRetry(): void }) {
  const { t } = useTranslation('admin/common');
  const look = LOOK[state];
  const Icon = state === 'up' ? CircleCheck : CircleX;
  return (
    <Box
      as="section"
      aria-labelledby="api-status-title"
      bg="white"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      borderInlineStartWidth="4px"
      borderInlineStartColor={`${look.palette}.500`}
      data-testid="api-status"
      data-state={state}
    >
      <Flex gap="3" align={{ base: 'flex-start', sm: 'center' }} justify="space-between" direction={{ base: 'column', sm: 'row' }}>
        <Flex gap="3" align="flex-start">
          <Box color={`${look.palette}.600`} pt="0.5" aria-hidden="true">
            {state === 'checking' ? <Spinner size="sm" /> : <Icon size={22} />}
          </Box>
          <Stack gap="0.5" role="status" aria-live="polite">
            <Text id="api-status-title" fontWeight="semibold" data-testid="api-status-text">
              {t(look.title)}
            </Text>
            <Text fontSize="sm" color="gray.600">
              {t(look.detail)}
            </Text>
            {checkedAt ? (
              <Text fontSize="xs" color="gray.500">
                {t('dashboard.api.checkedAt', { time: formatZonedDateTime(checkedAt) })}
              </Text>
            ) : null}
          </Stack>
        </Flex>
        <Button size="sm" variant="outline" onClick={onRetry} flexShrink={0}>
          <RefreshCw size={16} aria-hidden="true" />
          {t('dashboard.api.retry')}
        </Button>
      </Flex>
    </Box>
  );
}
