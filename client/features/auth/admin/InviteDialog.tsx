// Inviting a colleague: their e-mail address, name and back-office language (their mail's too). The server mails the
// link; the list then shows them as invited.
import { Button, Dialog, Field, Input, NativeSelect, Portal, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { Send } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_ROLES, type AdminRoleName } from '../../../../server/shared/access-policy';
import { AdminInviteUserDocument, AdminUsersDocument, type Language } from '../../../graphql/admin/graphql';
import { useAdminErrors } from '../../../lib/admin-errors';

export function InviteDialog({ open, onClose, onInvited }: { open: boolean; onClose: () => void; onInvited: (email: string) => void }) {
  const { t, i18n } = useTranslation('admin/users');
  const errors = useAdminErrors('admin/users:invite');
  const emailRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [language, setLanguage] = useState<Language>(i18n.language === 'en' ? 'en' : 'tr');
  const [role, setRole] = useState<AdminRoleName>('EDITOR');
  const [problem, setProblem] = useState<{ field?: string; text: string } | null>(null);
  const [invite, { loading }] = useMutation(AdminInviteUserDocument, { refetchQueries: [AdminUsersDocument], awaitRefetchQueries: true });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      const { data } = await invite({
        variables: { input: { email: email.trim(), displayName: displayName.trim() || null, language, role } },
      });
      setEmail('');
      setDisplayName('');
      onInvited(data?.inviteAdminUser.email ?? email);
    } catch (failure) {
      const described = errors.describe(failure, 'save');
      setProblem({ field: described.field, text: described.text });
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => (e.open ? undefined : onClose())}
      initialFocusEl={() => emailRef.current}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{t('invite.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Field.Root required invalid={problem?.field === 'email'}>
                    <Field.Label>{t('invite.email')}</Field.Label>
                    <Input
                      ref={emailRef}
                      name="email"
                      type="email"
                      autoComplete="off"
                      value={email}
                      onChange={(e) => setEmail(e.target.value)}
                    />
                    {problem?.field === 'email' ? (
                      <Field.ErrorText data-testid="invite-email-error">{problem.text}</Field.ErrorText>
                    ) : (
                      <Field.HelperText>{t('invite.emailHelp')}</Field.HelperText>
                    )}
                  </Field.Root>
                  <Field.Root invalid={problem?.field === 'displayName'}>
                    <Field.Label>{t('invite.displayName')}</Field.Label>
                    <Input
                      name="displayName"
                      autoComplete="off"
                      maxLength={100}
                      value={displayName}
                      onChange={(e) => setDisplayName(e.target.value)}
                    />
                    {problem?.field === 'displayName' ? <Field.ErrorText>{problem.text}</Field.ErrorText> : null}
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>{t('invite.role')}</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field name="role" value={role} onChange={(e) => setRole(e.target.value as AdminRoleName)}>
                        {ADMIN_ROLES.map((r) => (
                          <option key={r} value={r}>
                            {t(`role.${r}`)}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    <Field.HelperText>{t('invite.roleHelp')}</Field.HelperText>
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>{t('invite.language')}</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field name="language" value={language} onChange={(e) => setLanguage(e.target.value as Language)}>
                        <option value={'tr'}>Türkçe</option>
                        <option value={'en'}>English</option>
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    <Field.HelperText>{t('invite.languageHelp')}</Field.HelperText>
                  </Field.Root>
                  {problem && !problem.field ? (
                    <Field.Root invalid>
                      <Field.ErrorText>{problem.text}</Field.ErrorText>
                    </Field.Root>
                  ) : null}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer flexWrap="wrap">
                <Button variant="outline" onClick={onClose}>
                  {t('invite.cancel')}
                </Button>
                <Button type="submit" colorPalette="blue" loading={loading} loadingText={t('invite.sending')}>
                  <Send size={16} aria-hidden="true" />
                  {t('invite.send')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
