// /admin/two-factor-setup: REQUIRE_TWO_FACTOR=on, after a right password of an account without two-factor sign-in:
// it is set up here with the grant that sign-in gave, which then signs the person in.
import { Link } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useLocation } from 'react-router';
import { adminPaths } from '../../../config/admin-paths';
import { AuthCard } from './AuthCard';
import type { SetupState } from './login.page';
import { TotpSetup } from './TotpSetup';
import { useSignedIn } from './use-signed-in';

export default function TwoFactorSetupPage() {
  const { t } = useTranslation('admin/account');
  const state = useLocation().state as SetupState | null;
  const signedIn = useSignedIn();
  const [failed, setFailed] = useState<string | null>(null);
  const onFailed = useCallback((text: string) => setFailed(text), []);
  if (!state?.setupToken) return <Navigate to={adminPaths.adminLogin()} replace />;
  return (
    <AuthCard
      wide
      title={t('setup.title')}
      intro={failed ? undefined : t('setup.required')}
      error={failed ? t('setup.expired') : null}
      footer={
        <Link asChild color="brand.700">
          <RouterLink to={adminPaths.adminLogin()}>{t('setup.signIn')}</RouterLink>
        </Link>
      }
    >
      {failed ? null : <TotpSetup setupToken={state.setupToken} onFailed={onFailed} onDone={(signIn) => signIn && signedIn(signIn)} />}
    </AuthCard>
  );
}
