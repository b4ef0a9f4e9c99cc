// The profile's password section: the current password, the new one twice. The server judges the new one (length,
// guessable, personal) and ends the person's other sessions; its refusal is shown under the field it concerns.
import { Box, Field, Input, SimpleGrid } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection, SectionSubmit } from '../../../components/admin/FormSection';
import { useFormToasts } from '../../../components/admin/toaster';
import { AdminChangePasswordDocument, AdminMySessionsDocument } from '../../../graphql/admin/graphql';
import { useAdminErrors } from '../../../lib/admin-errors';

type FieldName = 'currentPassword' | 'newPassword' | 'repeat';

export function PasswordForm({ username }: { username: string }) {
  const { t } = useTranslation('admin/profile');
  const errors = useAdminErrors('admin/profile:password');
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const toasts = useFormToasts();
  const [problem, setProblem] = useState<{ field: FieldName; text: string } | null>(null);
  // The other sessions it ends leave the list below.
  const [change, { loading }] = useMutation(AdminChangePasswordDocument, { refetchQueries: [AdminMySessionsDocument] });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (newPassword !== repeat) {
      toasts.clear();
      return setProblem({ field: 'repeat', text: t('password.mismatch') });
    }
    setProblem(null);
    try {
      await change({ variables: { currentPassword, newPassword } });
      setCurrentPassword('');
      setNewPassword('');
      setRepeat('');
      toasts.success(errors.text('saved'));
    } catch (failure) {
      const described = errors.describe(failure, 'save');
      if (described.field === 'currentPassword' || described.field === 'newPassword')
        setProblem({ field: described.field, text: described.text });
      toasts.error(described.text);
    }
  };

  /** One of the three password inputs, its refusal under it (else its help, if any). */
  const passwordField = (name: FieldName, label: string, value: string, set: (value: string) => void, help?: string) => (
    <Field.Root required invalid={problem?.field === name}>
      <Field.Label>{label}</Field.Label>
      <Input
        name={name}
        type="password"
        autoComplete={name === 'currentPassword' ? 'current-password' : 'new-password'}
        value={value}
        onChange={(e) => set(e.target.value)}
      />
      {problem?.field === name ? (
        <Field.ErrorText data-testid={`${name}-error`}>{problem.text}</Field.ErrorText>
      ) : help ? (
        <Field.HelperText>{help}</Field.HelperText>
      ) : null}
    </Field.Root>
  );

  return (
    <Box asChild mb="6">
      <form onSubmit={submit} noValidate aria-label={t('password.title')}>
        <FormSection title={t('password.title')}>
          {/* Lets a password manager file the new password under this account. */}
          <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="start">
            {passwordField('currentPassword', t('password.current'), currentPassword, setCurrentPassword)}
            {passwordField('newPassword', t('password.new'), newPassword, setNewPassword, t('password.newHelp'))}
            {passwordField('repeat', t('password.repeat'), repeat, setRepeat)}
          </SimpleGrid>
          <SectionSubmit icon={KeyRound} label={t('password.submit')} busyLabel={t('password.submitting')} busy={loading} />
        </FormSection>
      </form>
    </Box>
  );
}
