// What each role may do, read from the server's own access table (server/shared/access-policy.ts): the same table
// the server enforces and the screens follow, so this page cannot tell anything else.
import { Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ADMIN_ROLES, CAPABILITIES, type Capability, type Grant } from '../../../../server/shared/access-policy';

const GRANT_COLOR: Record<Grant, string> = { yes: 'green.700', drafts: 'orange.700', english: 'blue.700', no: 'gray.500' };

export function RolesTable() {
  const { t } = useTranslation('admin/users');
  const capabilities = Object.keys(CAPABILITIES) as Capability[];
  return (
    <Stack gap="3" mt="8" data-testid="roles-table">
      <Heading as="h2" size="md">
        {t('roles.title')}
      </Heading>
      <Text color="gray.600" maxW="3xl">
        {t('roles.intro')}
      </Text>
      {/* Scrolls sideways on a phone: a region the keyboard can reach and scroll. */}
      <Table.ScrollArea borderWidth="1px" borderRadius="lg" bg="white" maxW="full" tabIndex={0} role="region" aria-label={t('roles.title')}>
        <Table.Root size="sm">
          <Table.Caption srOnly>{t('roles.title')}</Table.Caption>
          <Table.Header>
            <Table.Row bg="gray.50">
              <Table.ColumnHeader scope="col">{t('roles.capability')}</Table.ColumnHeader>
              {ADMIN_ROLES.map((role) => (
                <Table.ColumnHeader key={role} scope="col">
                  {t(`role.${role}`)}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {capabilities.map((capability) => (
              <Table.Row key={capability}>
                <Table.Cell as="th" scope="row" fontWeight="normal" minW="48" whiteSpace="normal">
                  {t(`roles.capabilities.${capability}`)}
                </Table.Cell>
                {ADMIN_ROLES.map((role) => {
                  const grant = CAPABILITIES[capability][role];
                  return (
                    <Table.Cell
                      key={role}
                      color={GRANT_COLOR[grant]}
                      fontWeight={grant === 'no' ? 'normal' : 'medium'}
                      minW="28"
                      whiteSpace="normal"
                    >
                      {t(`roles.grant.${grant}`)}
                    </Table.Cell>
                  );
                })}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
