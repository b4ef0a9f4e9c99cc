// The profile's passkeys: each with its name, when it was added and last used; one added with this device's
// authenticator (fingerprint, face, PIN), one removed after a confirm dialog.
import { Box, Button, Field, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { browserSupportsWebAuthn, startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { Fingerprint, KeyRound, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/admin/FormSection';
import { useFormToasts } from '../../../components/admin/toaster';
import { useConfirm } from '../../../components/admin/use-confirm';
import {
  AdminDeletePasskeyDocument,
  AdminFinishPasskeyRegistrationDocument,
  AdminSecurityDocument,
  AdminStartPasskeyRegistrationDocument,
  type AdminSecurityQuery,
} from '../../../graphql/admin/graphql';
import { errorFacts, useAdminErrors } from '../../../lib/admin-errors';
import { formatDateTime } from '../../../lib/format';

export function PasskeysSection({ data }: { data: AdminSecurityQuery }) {
  const { t } = useTranslation('admin/profile');
  const errors = useAdminErrors('admin/profile:passkeys');
  const toasts = useFormToasts();
  const { confirm, dialog } = useConfirm();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const refresh = { refetchQueries: [AdminSecurityDocument], awaitRefetchQueries: true };
  const [start] = useMutation(AdminStartPasskeyRegistrationDocument);
  const [finish] = useMutation(AdminFinishPasskeyRegistrationDocument, refresh);
  const [remove] = useMutation(AdminDeletePasskeyDocument, refresh);
  const supported = browserSupportsWebAuthn();

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const { data: started } = await start();
      if (!started) throw new Error('no data');
      let response;
      try {
        response = await startRegistration({
          optionsJSON: JSON.parse(started.startPasskeyRegistration.optionsJson) as PublicKeyCredentialCreationOptionsJSON,
        });
      } catch {
        // Cancelled in the browser's own dialog, or the device has none: nothing was added.
        return toasts.error(t('passkeys.cancelled'));
      }
      await finish({
        variables: {
          challengeId: started.startPasskeyRegistration.challengeId,
          response: JSON.stringify(response),
          name: name.trim() || t('passkeys.defaultName'),
        },
      });
      setName('');
      toasts.success(errors.text('added'));
    } catch (failure) {
      toasts.error(errorFacts(failure) ? errors.describe(failure, 'save').text : errors.text('save'));
    } finally {
      setBusy(false);
    }
  };

  const drop = async (id: string, passkeyName: string) => {
    if (!(await confirm(t('passkeys.confirmRemove'), t('passkeys.remove'), passkeyName))) return;
    try {
      await remove({ variables: { id } });
      toasts.success(errors.text('deleted'));
    } catch (failure) {
      toasts.error(errors.describe(failure, 'delete').text);
    }
  };

  return (
    <Box mb="6">
      <FormSection title={t('passkeys.title')}>
        <Text color="gray.600" fontSize="sm">
          {t('passkeys.intro')}
        </Text>
        {data.myPasskeys.length ? (
          <Stack as="ul" gap="3" listStyleType="none" data-testid="passkeys">
            {data.myPasskeys.map((passkey) => (
              <Box as="li" key={passkey.id} borderWidth="1px" borderRadius="md" p="3" data-testid="passkey">
                <Flex
                  gap="3"
                  justify="space-between"
                  align={{ base: 'flex-start', sm: 'center' }}
                  direction={{ base: 'column', sm: 'row' }}
                >
                  <Stack gap="1" minW="0">
                    <HStack gap="2">
                      <KeyRound size={18} aria-hidden="true" />
                      <Text fontWeight="semibold" wordBreak="break-word">
                        {passkey.name}
                      </Text>
                    </HStack>
                    <Text fontSize="sm" color="gray.600">
                      {t('passkeys.added')}: <time dateTime={passkey.createdAt}>{formatDateTime(passkey.createdAt)}</time>
                      {' · '}
                      {t('passkeys.lastUsed')}:{' '}
                      {passkey.lastUsedAt ? (
                        <time dateTime={passkey.lastUsedAt}>{formatDateTime(passkey.lastUsedAt)}</time>
                      ) : (
                        t('passkeys.never')
                      )}
                    </Text>
                  </Stack>
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="red"
                    aria-label={t('passkeys.removeLabel', { name: passkey.name })}
                    onClick={() => void drop(passkey.id, passkey.name)}
                  >
                    <Trash2 size={16} aria-hidden="true" />
                    {t('passkeys.remove')}
                  </Button>
                </Flex>
              </Box>
            ))}
          </Stack>
        ) : (
          <Text fontSize="sm" color="gray.600">
            {t('passkeys.none')}
          </Text>
        )}
        {supported ? (
          <Flex asChild gap="3" align="flex-end" wrap="wrap">
            <form onSubmit={add} noValidate aria-label={t('passkeys.add')}>
              <Field.Root maxW="xs">
                <Field.Label>{t('passkeys.name')}</Field.Label>
                <Input
                  name="passkey-name"
                  value={name}
                  maxLength={100}
                  placeholder={t('passkeys.namePlaceholder')}
                  onChange={(e) => setName(e.target.value)}
                />
              </Field.Root>
              <Button type="submit" colorPalette="blue" loading={busy}>
                <Fingerprint size={16} aria-hidden="true" />
                {t('passkeys.add')}
              </Button>
            </form>
          </Flex>
        ) : (
          <Text fontSize="sm">{t('passkeys.unsupported')}</Text>
        )}
      </FormSection>
      {dialog}
    </Box>
  );
}
