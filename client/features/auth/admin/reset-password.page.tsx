// /admin/reset-password/<token>: the mailed link's page. A used, expired or unknown link says so and offers a new one.
import { Button, Link, Spinner } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { adminPaths } from '../../../config/admin-paths';
import { AdminPasswordResetLinkDocument, AdminResetPasswordDocument } from '../../../graphql/admin/graphql';
import { useAdminErrors } from '../../../lib/admin-errors';
import { AuthCard } from './AuthCard';
import { NewPasswordFields, type NewPassword } from './NewPasswordFields';

export default function ResetPasswordPage() {
  const { t } = useTranslation('admin/account');
  const { token = '' } = useParams();
  const errors = useAdminErrors('admin/account:reset');
  const link = useQuery(AdminPasswordResetLinkDocument, { variables: { token }, fetchPolicy: 'network-only' });
  const [value, setValue] = useState<NewPassword>({ password: '', repeat: '' });
  const [problem, setProblem] = useState<{ field: 'password' | 'repeat'; text: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [reset, { loading }] = useMutation(AdminResetPasswordDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (value.password !== value.repeat) return setProblem({ field: 'repeat', text: t('password.mismatch') });
    setProblem(null);
    try {
      await reset({ variables: { token, newPassword: value.password } });
      setDone(true);
    } catch (failure) {
      const described = errors.describe(failure, 'save');
      if (described.field === 'newPassword') setProblem({ field: 'password', text: described.text });
      else setError(described.text);
    }
  };

  const again = (
    <Link asChild color="brand.700">
      <RouterLink to={done ? adminPaths.adminLogin() : adminPaths.adminForgotPassword()}>
        {done ? t('forgot.back') : t('reset.again')}
      </RouterLink>
    </Link>
  );
  if (link.loading) {
    return (
      <AuthCard title={t('reset.title')}>
        <Spinner aria-label={t('reset.checking')} />
      </AuthCard>
    );
  }
  const linkError = link.error ? errors.describe(link.error, 'load').text : null;
  if (linkError || done) {
    return (
      <AuthCard
        title={t('reset.title')}
        error={linkError}
        notice={done ? { text: t('reset.done'), status: 'success', testId: 'reset-done' } : null}
        footer={again}
      />
    );
  }
  return (
    <AuthCard title={t('reset.title')} intro={t('reset.intro')} onSubmit={submit} error={error} footer={again}>
      <NewPasswordFields value={value} onChange={setValue} problem={problem} />
      <Button type="submit" colorPalette="blue" loading={loading} loadingText={t('reset.submitting')}>
        {t('reset.submit')}
      </Button>
    </AuthCard>
  );
}
