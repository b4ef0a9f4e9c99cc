// /admin/tokens: integrators' API tokens (administrators only): each one's name, scopes, maker, expiry and last use
// (when and from where); a new one made in a dialog (shown once); one revoked after a confirm dialog.
import { Badge, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/AdminPage';
import { LoadState } from '../../../components/admin/LoadState';
import { useFormToasts } from '../../../components/admin/toaster';
import { useConfirm } from '../../../components/admin/use-confirm';
import { adminPaths } from '../../../config/admin-paths';
import { AdminApiTokensDocument, AdminRevokeApiTokenDocument, type AdminApiTokenFragment } from '../../../graphql/admin/graphql';
import { useAdminErrors } from '../../../lib/admin-errors';
import { formatDateTime } from '../../../lib/format';
import { TokenDialog } from './TokenDialog';

type State = 'active' | 'expired' | 'revoked';
const STATE_PALETTE: Record<State, string> = { active: 'green', expired: 'gray', revoked: 'red' };
const stateOf = (token: AdminApiTokenFragment): State =>
  token.revokedAt ? 'revoked' : token.expiresAt && Date.parse(token.expiresAt) <= Date.now() ? 'expired' : 'active';

export default function TokensPage() {
  const { t } = useTranslation('admin/tokens');
  const errors = useAdminErrors('admin/tokens:token');
  const toasts = useFormToasts();
  const { confirm, dialog } = useConfirm();
  const [making, setMaking] = useState(false);
  const { data, error } = useQuery(AdminApiTokensDocument, { fetchPolicy: 'network-only' });
  const [revoke, { loading }] = useMutation(AdminRevokeApiTokenDocument);

  const revokeToken = async (token: AdminApiTokenFragment) => {
    if (!(await confirm(t('confirmRevoke'), t('revoke'), token.name))) return;
    try {
      await revoke({ variables: { id: token.id } });
      toasts.success(errors.text('revoked'));
    } catch (failure) {
      toasts.error(errors.describe(failure, 'save').text);
    }
  };

  return (
    <AdminPage
      title={t('title')}
      back={adminPaths.adminDashboard()}
      actions={
        <Button colorPalette="blue" onClick={() => setMaking(true)}>
          <Plus size={16} aria-hidden="true" />
          {t('newButton')}
        </Button>
      }
    >
      <Text color="gray.600" mb="5" maxW="3xl">
        {t('intro')}
      </Text>
      {!data ? (
        <LoadState error={error ? errors.describe(error, 'load').text : null} />
      ) : data.apiTokens.length === 0 ? (
        <Box bg="white" borderWidth="1px" borderRadius="lg" p="6" textAlign="center" data-testid="tokens-empty">
          <Text fontWeight="semibold">{t('empty.title')}</Text>
          <Text color="gray.600">{t('empty.description')}</Text>
        </Box>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" data-testid="tokens">
          {data.apiTokens.map((token) => {
            const state = stateOf(token);
            const maker = token.createdBy?.displayName || token.createdBy?.username || t('nobody');
            return (
              <Box as="li" key={token.id} bg="white" borderWidth="1px" borderRadius="lg" p="4" data-testid="token">
                <Flex
                  gap="3"
                  justify="space-between"
                  align={{ base: 'flex-start', md: 'center' }}
                  direction={{ base: 'column', md: 'row' }}
                >
                  <Stack gap="1" minW="0">
                    <HStack gap="2" wrap="wrap">
                      <KeyRound size={18} aria-hidden="true" />
                      <Text fontWeight="semibold" wordBreak="break-word">
                        {token.name}
                      </Text>
                      <Text fontFamily="mono" fontSize="sm" color="gray.600">
                        {token.prefix}…
                      </Text>
                      <Badge colorPalette={STATE_PALETTE[state]} variant="subtle" data-testid="token-state">
                        {t(`state.${state}`)}
                      </Badge>
                    </HStack>
                    <HStack gap="1" wrap="wrap">
                      {token.scopes.map((scope) => (
                        <Badge key={scope} variant="outline" colorPalette="blue">
                          {t(`scope.${scope}.name`)}
                        </Badge>
                      ))}
                    </HStack>
                    <Text fontSize="sm" color="gray.600">
                      {t('madeBy', { name: maker, time: formatDateTime(token.createdAt) })}
                      {' · '}
                      {token.expiresAt ? t('expires', { time: formatDateTime(token.expiresAt) }) : t('noExpiry')}
                    </Text>
                    <Text fontSize="sm" color="gray.600" data-testid="token-last-use">
                      {token.lastUsedAt
                        ? t('lastUsed', { time: formatDateTime(token.lastUsedAt), address: token.lastUsedIp ?? '' })
                        : t('neverUsed')}
                    </Text>
                  </Stack>
                  {state === 'revoked' ? null : (
                    <Button size="sm" variant="outline" colorPalette="red" disabled={loading} onClick={() => void revokeToken(token)}>
                      {t('revoke')}
                    </Button>
                  )}
                </Flex>
              </Box>
            );
          })}
        </Stack>
      )}
      <TokenDialog open={making} onClose={() => setMaking(false)} />
      {dialog}
    </AdminPage>
  );
}
