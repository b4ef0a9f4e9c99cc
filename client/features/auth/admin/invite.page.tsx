// /admin/invite/<token>: the invitee chooses a username and password, and is signed in.
import { Button, Field, Input, Spinner } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AdminAcceptInviteDocument, AdminInvitationDocument } from '../../../graphql/admin/graphql';
import { useAdminErrors } from '../../../lib/admin-errors';
import { AuthCard } from './AuthCard';
import { NewPasswordFields, type NewPassword } from './NewPasswordFields';
import { useSignedIn } from './use-signed-in';

export default function InvitePage() {
  const { t } = useTranslation('admin/account');
  const { token = '' } = useParams();
  const errors = useAdminErrors('admin/account:invite');
  const signedIn = useSignedIn();
  const invitation = useQuery(AdminInvitationDocument, { variables: { token }, fetchPolicy: 'network-only' });
  const [username, setUsername] = useState('');
  const [value, setValue] = useState<NewPassword>({ password: '', repeat: '' });
  const [problem, setProblem] = useState<{ field: 'username' | 'password' | 'repeat'; text: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [accept, { loading }] = useMutation(AdminAcceptInviteDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (value.password !== value.repeat) return setProblem({ field: 'repeat', text: t('password.mismatch') });
    setProblem(null);
    try {
      const { data } = await accept({ variables: { token, username: username.trim(), password: value.password } });
      if (!data) throw new Error('no data');
      signedIn(data.acceptInvite);
    } catch (failure) {
      const described = errors.describe(failure, 'save');
      // The password rules name the new password (newPassword) whichever page sets it.
      if (described.field === 'username') setProblem({ field: 'username', text: described.text });
      else if (described.field === 'password' || described.field === 'newPassword') setProblem({ field: 'password', text: described.text });
      else setError(described.text);
    }
  };

  if (invitation.loading) {
    return (
      <AuthCard title={t('invite.title')}>
        <Spinner aria-label={t('invite.checking')} />
      </AuthCard>
    );
  }
  if (!invitation.data) {
    return <AuthCard title={t('invite.title')} error={errors.describe(invitation.error, 'load').text} intro={t('invite.askAgain')} />;
  }
  const { email } = invitation.data.invitation;
  return (
    <AuthCard title={t('invite.title')} intro={t('invite.intro', { email })} onSubmit={submit} error={error}>
      <Field.Root required invalid={problem?.field === 'username'}>
        <Field.Label>{t('invite.username')}</Field.Label>
        <Input
          name="username"
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          autoFocus
          maxLength={64}
        />
        {problem?.field === 'username' ? (
          <Field.ErrorText data-testid="username-error">{problem.text}</Field.ErrorText>
        ) : (
          <Field.HelperText>{t('invite.usernameHelp')}</Field.HelperText>
        )}
      </Field.Root>
      <NewPasswordFields value={value} onChange={setValue} problem={problem} />
      <Button type="submit" colorPalette="blue" loading={loading} loadingText={t('invite.submitting')}>
        {t('invite.submit')}
      </Button>
    </AuthCard>
  );
}
