// The profile's sessions: every sign-in of the account still in force (browser, system, address, when it began and
// was last used), this one first; another one ended after a confirm dialog, or all of them ("sign out everywhere":
// the others, then this one).
import { Badge, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { LogOut, MonitorSmartphone, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/admin/FormSection';
import { LoadState } from '../../../components/admin/LoadState';
import { useFormToasts } from '../../../components/admin/toaster';
import { useConfirm } from '../../../components/admin/use-confirm';
import { AdminMySessionsDocument, AdminRevokeSessionDocument, AdminSignOutEverywhereDocument } from '../../../graphql/admin/graphql';
import { useAdminErrors } from '../../../lib/admin-errors';
import { formatDateTime } from '../../../lib/format';
import { clearSession } from '../../../lib/session';

export function SessionsSection() {
  const { t } = useTranslation('admin/profile');
  const errors = useAdminErrors('admin/profile:sessions');
  const toasts = useFormToasts();
  const { confirm, dialog } = useConfirm();
  const { data, error } = useQuery(AdminMySessionsDocument, { fetchPolicy: 'network-only' });
  const [revoke, { loading: revoking }] = useMutation(AdminRevokeSessionDocument, {
    refetchQueries: [AdminMySessionsDocument],
    awaitRefetchQueries: true,
  });
  const [signOutEverywhere, { loading: leaving }] = useMutation(AdminSignOutEverywhereDocument);

  const end = async (id: string, name: string) => {
    if (!(await confirm(t('sessions.confirmEnd'), t('sessions.end'), name))) return;
    try {
      await revoke({ variables: { id } });
      toasts.success(errors.text('ended'));
    } catch (failure) {
      toasts.error(errors.describe(failure, 'save').text);
    }
  };

  const everywhere = async () => {
    if (!(await confirm(t('sessions.confirmEverywhere'), t('sessions.everywhere')))) return;
    try {
      await signOutEverywhere();
      clearSession();
    } catch (failure) {
      toasts.error(errors.describe(failure, 'save').text);
    }
  };

  return (
    <FormSection title={t('sessions.title')}>
      <Text color="gray.600" fontSize="sm">
        {t('sessions.intro')}
      </Text>
      {!data ? (
        <LoadState error={error ? errors.describe(error, 'load').text : null} />
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" data-testid="sessions">
          {data.mySessions.map((session) => {
            const name = [session.browser ?? t('sessions.unknownBrowser'), session.system].filter(Boolean).join(' · ');
            return (
              <Box as="li" key={session.id} borderWidth="1px" borderRadius="md" p="3" data-testid="session">
                <Flex
                  gap="3"
                  align={{ base: 'flex-start', sm: 'center' }}
                  justify="space-between"
                  direction={{ base: 'column', sm: 'row' }}
                >
                  <Stack gap="1" minW="0">
                    <HStack gap="2" wrap="wrap">
                      <MonitorSmartphone size={18} aria-hidden="true" />
                      <Text fontWeight="semibold">{name}</Text>
                      {session.current ? (
                        <Badge colorPalette="green" variant="subtle">
                          {t('sessions.current')}
                        </Badge>
                      ) : null}
                    </HStack>
                    <Text fontSize="sm" color="gray.600">
                      {t('sessions.signedIn')}: <time dateTime={session.createdAt}>{formatDateTime(session.createdAt)}</time>
                      {session.lastSeenAt ? (
                        <>
                          {' · '}
                          {t('sessions.lastSeen')}: <time dateTime={session.lastSeenAt}>{formatDateTime(session.lastSeenAt)}</time>
                        </>
                      ) : null}
                      {session.address ? ` · ${t('sessions.address')}: ${session.address}` : null}
                    </Text>
                  </Stack>
                  {session.current ? null : (
                    <Button
                      size="sm"
                      variant="outline"
                      colorPalette="red"
                      disabled={revoking}
                      aria-label={t('sessions.endLabel', { name })}
                      onClick={() => void end(session.id, name)}
                    >
                      <X size={16} aria-hidden="true" />
                      {t('sessions.end')}
                    </Button>
                  )}
                </Flex>
              </Box>
            );
          })}
        </Stack>
      )}
      <Box>
        <Button variant="outline" colorPalette="red" loading={leaving} onClick={() => void everywhere()} w={{ base: 'full', md: 'auto' }}>
          <LogOut size={16} aria-hidden="true" />
          {t('sessions.everywhere')}
        </Button>
      </Box>
      {dialog}
    </FormSection>
  );
}
