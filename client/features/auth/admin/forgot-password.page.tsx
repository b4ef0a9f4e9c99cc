// /admin/forgot-password: an address to mail a reset link to. The answer is the same whatever the address.
import { Button, Field, Input, Link } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { adminPaths } from '../../../config/admin-paths';
import { AdminRequestPasswordResetDocument } from '../../../graphql/admin/graphql';
import { useAdminErrors } from '../../../lib/admin-errors';
import { AuthCard } from './AuthCard';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('admin/account');
  const errors = useAdminErrors('admin/account:forgot');
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [request, { loading }] = useMutation(AdminRequestPasswordResetDocument);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await request({ variables: { email: email.trim() } });
      setSent(true);
    } catch (failure) {
      setError(errors.describe(failure, 'save').text);
    }
  };

  return (
    <AuthCard
      title={t('forgot.title')}
      intro={sent ? undefined : t('forgot.intro')}
      onSubmit={sent ? undefined : submit}
      error={error}
      notice={sent ? { text: t('forgot.sent'), status: 'success', testId: 'reset-sent' } : null}
      footer={
        <Link asChild color="brand.700">
          <RouterLink to={adminPaths.adminLogin()}>{t('forgot.back')}</RouterLink>
        </Link>
      }
    >
      {sent ? null : (
        <>
          <Field.Root required>
            <Field.Label>{t('forgot.email')}</Field.Label>
            <Input name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} autoFocus />
          </Field.Root>
          <Button type="submit" colorPalette="blue" loading={loading} loadingText={t('forgot.submitting')}>
            {t('forgot.submit')}
          </Button>
        </>
      )}
    </AuthCard>
  );
}
