// /admin/users: the team's accounts (name, e-mail, last sign-in, two-factor on or off, active, invited or disabled);
// a colleague invited by mail; an account switched off (its sessions end at once) or on, after a confirm dialog.
import { Badge, Box, Button, Flex, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { ShieldCheck, ShieldOff, UserPlus, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin/AdminPage';
import { LoadState } from '../../../components/admin/LoadState';
import { useFormToasts } from '../../../components/admin/toaster';
import { useConfirm } from '../../../components/admin/use-confirm';
import { adminPaths } from '../../../config/admin-paths';
import { ADMIN_ROLES, type AdminRoleName } from '../../../../server/shared/access-policy';
import {
  AdminSetUserDisabledDocument,
  AdminSetUserRoleDocument,
  AdminUsersDocument,
  type AdminUserStatus,
} from '../../../graphql/admin/graphql';
import { useAdminErrors } from '../../../lib/admin-errors';
import { formatDateTime } from '../../../lib/format';
import { sessionUser } from '../../../lib/session';
import { InviteDialog } from './InviteDialog';
import { RolesTable } from './RolesTable';

const STATUS_PALETTE: Record<AdminUserStatus, string> = {
  ACTIVE: 'green',
  INVITED: 'blue',
  DISABLED: 'gray',
};

export default function UsersPage() {
  const { t } = useTranslation('admin/users');
  const errors = useAdminErrors('admin/users:users');
  const toasts = useFormToasts();
  const { confirm, dialog } = useConfirm();
  const [inviting, setInviting] = useState(false);
  const { data, error } = useQuery(AdminUsersDocument, { fetchPolicy: 'network-only' });
  const [setDisabled, { loading }] = useMutation(AdminSetUserDisabledDocument, { refetchQueries: [AdminUsersDocument] });
  const [setRole, { loading: changingRole }] = useMutation(AdminSetUserRoleDocument);
  const me = sessionUser()?.id;

  const changeRole = async (id: number, role: AdminRoleName) => {
    try {
      await setRole({ variables: { id, role } });
      toasts.success(errors.text('roleChanged'));
    } catch (failure) {
      toasts.error(errors.describe(failure, 'save').text);
    }
  };

  const toggle = async (id: number, name: string, disable: boolean) => {
    if (!(await confirm(disable ? t('confirmDisable') : t('confirmEnable'), disable ? t('disable') : t('enable'), name))) return;
    try {
      await setDisabled({ variables: { id, disabled: disable } });
      toasts.success(errors.text(disable ? 'disabled' : 'enabled'));
    } catch (failure) {
      toasts.error(errors.describe(failure, 'save').text);
    }
  };

  return (
    <AdminPage
      title={t('title')}
      back={adminPaths.adminDashboard()}
      actions={
        <Button colorPalette="blue" onClick={() => setInviting(true)}>
          <UserPlus size={16} aria-hidden="true" />
          {t('inviteButton')}
        </Button>
      }
    >
      <Text color="gray.600" mb="5" maxW="3xl">
        {t('intro')}
      </Text>
      {!data ? (
        <LoadState error={error ? errors.describe(error, 'load').text : null} />
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" data-testid="users">
          {data.adminUsers.map((user) => {
            const name = user.displayName || user.username || user.email || `#${user.id}`;
            return (
              <Box as="li" key={user.id} bg="white" borderWidth="1px" borderRadius="lg" p="4" data-testid="user">
                <Flex
                  gap="3"
                  justify="space-between"
                  align={{ base: 'flex-start', md: 'center' }}
                  direction={{ base: 'column', md: 'row' }}
                >
                  <Stack gap="1" minW="0">
                    <HStack gap="2" wrap="wrap">
                      <UserRound size={18} aria-hidden="true" />
                      <Text fontWeight="semibold" wordBreak="break-word">
                        {name}
                      </Text>
                      {user.username && user.displayName ? (
                        <Text color="gray.600" fontSize="sm">
                          @{user.username}
                        </Text>
                      ) : null}
                      <Badge colorPalette={STATUS_PALETTE[user.status]} variant="subtle" data-testid="user-status">
                        {t(`status.${user.status}`)}
                      </Badge>
                      {user.id === me ? (
                        <Badge variant="outline" colorPalette="gray">
                          {t('you')}
                        </Badge>
                      ) : null}
                    </HStack>
                    <Text fontSize="sm" color="gray.700" wordBreak="break-all">
                      {user.email ?? t('noEmail')}
                    </Text>
                    <HStack gap="3" fontSize="sm" color="gray.600" wrap="wrap">
                      <Text>
                        {t('lastLogin')}:{' '}
                        {user.lastLoginAt ? <time dateTime={user.lastLoginAt}>{formatDateTime(user.lastLoginAt)}</time> : t('never')}
                      </Text>
                      <HStack gap="1" data-testid="user-two-factor">
                        {user.twoFactorEnabled ? <ShieldCheck size={14} aria-hidden="true" /> : <ShieldOff size={14} aria-hidden="true" />}
                        <Text>{user.twoFactorEnabled ? t('twoFactorOn') : t('twoFactorOff')}</Text>
                      </HStack>
                    </HStack>
                  </Stack>
                  <HStack gap="3" wrap="wrap" align="center">
                    {user.id === me ? (
                      <Badge variant="subtle" colorPalette="blue" data-testid="user-role">
                        {t(`role.${user.role}`)}
                      </Badge>
                    ) : (
                      <NativeSelect.Root size="sm" width="auto" disabled={changingRole}>
                        <NativeSelect.Field
                          aria-label={t('roleOf', { name })}
                          data-testid="user-role"
                          value={user.role}
                          onChange={(e) => void changeRole(user.id, e.target.value as AdminRoleName)}
                        >
                          {ADMIN_ROLES.map((role) => (
                            <option key={role} value={role}>
                              {t(`role.${role}`)}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    )}
                    {user.id === me ? null : user.status === 'DISABLED' ? (
                      <Button size="sm" variant="outline" disabled={loading} onClick={() => void toggle(user.id, name, false)}>
                        {t('enable')}
                      </Button>
                    ) : (
                      <Button
                        size="sm"
                        variant="outline"
                        colorPalette="red"
                        disabled={loading}
                        onClick={() => void toggle(user.id, name, true)}
                      >
                        {user.status === 'INVITED' ? t('cancelInvite') : t('disable')}
                      </Button>
                    )}
                  </HStack>
                </Flex>
              </Box>
            );
          })}
        </Stack>
      )}
      <RolesTable />
      <InviteDialog
        open={inviting}
        onClose={() => setInviting(false)}
        onInvited={(email) => {
          setInviting(false);
          toasts.success(t('invited', { email }));
        }}
      />
      {dialog}
    </AdminPage>
  );
}
