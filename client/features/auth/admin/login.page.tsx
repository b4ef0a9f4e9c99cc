// /admin/login: a username and password, then (two-factor sign-in on) a code from the authenticator app or a recovery
// code; or a passkey, without a password. An account the site requires two-factor sign-in of goes on to set it up.
import { Box, Button, Field, HStack, Input, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { browserSupportsWebAuthn, startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { Fingerprint } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { adminPaths } from '../../../config/admin-paths';
import { AdminLoginDocument, AdminPasskeySignInDocument, AdminStartPasskeySignInDocument } from '../../../graphql/admin/graphql';
import { errorFacts, useAdminErrors } from '../../../lib/admin-errors';
import type { SignInState } from '../../../lib/session';
import { AuthCard } from './AuthCard';
import { useSignedIn } from './use-signed-in';

/** What the two-factor setup page is handed: the grant a password sign-in gave, and whose it is. */
export interface SetupState {
  setupToken: string;
  username: string;
}

export default function LoginPage() {
  const { t } = useTranslation(['admin/common', 'admin/account']);
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useSignedIn();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  // Asked for once the password was right and the account has two-factor sign-in.
  const [askCode, setAskCode] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Sent here because the server refused the stored token (client/app/admin/AdminLayout.tsx): said until the next try.
  const [expired, setExpired] = useState(!!(location.state as SignInState | null)?.expired);
  const [login, { loading }] = useMutation(AdminLoginDocument);
  const [startPasskey] = useMutation(AdminStartPasskeySignInDocument);
  const [passkeySignIn] = useMutation(AdminPasskeySignInDocument);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const errors = useAdminErrors('admin/common:login');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setExpired(false);
    if (!username.trim() || !password) return setError(t('login.required'));
    if (askCode && !otp.trim()) return setError(t('admin/account:login.otpRequired'));
    setError(null);
    try {
      const { data } = await login({ variables: { username: username.trim(), password, otp: askCode ? otp.trim() : null } });
      if (!data) throw new Error('no data');
      signedIn(data.login);
    } catch (failure) {
      const code = errorFacts(failure)?.code;
      if (code === 'TOTP_REQUIRED') return setAskCode(true);
      if (code === 'TWO_FACTOR_SETUP_REQUIRED' && CombinedGraphQLErrors.is(failure)) {
        const setupToken = failure.errors[0]?.extensions?.setupToken;
        const state: SetupState = { setupToken: String(setupToken), username: username.trim() };
        return void navigate(adminPaths.adminTwoFactorSetup(), { state });
      }
      if (code === 'INVALID_OTP') setOtp('');
      // The server's text, else 'Geçersiz kullanıcı adı veya şifre'.
      setError(errors.describe(failure, 'failed').text);
    }
  };

  const withPasskey = async () => {
    setError(null);
    setExpired(false);
    setPasskeyBusy(true);
    try {
      const { data } = await startPasskey();
      if (!data) throw new Error('no data');
      const response = await startAuthentication({
        optionsJSON: JSON.parse(data.startPasskeySignIn.optionsJson) as PublicKeyCredentialRequestOptionsJSON,
      });
      const result = await passkeySignIn({
        variables: { challengeId: data.startPasskeySignIn.challengeId, response: JSON.stringify(response) },
      });
      if (!result.data) throw new Error('no data');
      signedIn(result.data.passkeySignIn);
    } catch (failure) {
      // Cancelled in the browser's dialog, or refused: the same plain words (the server's own for too many attempts).
      setError(
        errorFacts(failure)?.code === 'TOO_MANY_ATTEMPTS'
          ? errors.describe(failure, 'failed').text
          : t('admin/account:login.passkeyFailed'),
      );
    } finally {
      setPasskeyBusy(false);
    }
  };

  const restart = () => {
    setAskCode(false);
    setOtp('');
    setPassword('');
    setError(null);
  };

  return (
    <AuthCard
      title={askCode ? t('admin/account:login.otpTitle') : t('login.title')}
      intro={askCode ? t('admin/account:login.otpIntro') : undefined}
      onSubmit={submit}
      error={error}
      notice={expired ? { text: t('login.expired'), testId: 'session-expired' } : null}
      footer={
        askCode ? (
          <Link as="button" type="button" color="brand.700" onClick={restart} alignSelf="flex-start">
            {t('admin/account:login.otherAccount')}
          </Link>
        ) : (
          <Link asChild color="brand.700">
            <RouterLink to={adminPaths.adminForgotPassword()}>{t('admin/account:login.forgot')}</RouterLink>
          </Link>
        )
      }
    >
      {askCode ? (
        <Field.Root required>
          <Field.Label>{t('admin/account:login.otp')}</Field.Label>
          <Input
            name="otp"
            autoComplete="one-time-code"
            inputMode="text"
            value={otp}
            onChange={(e) => setOtp(e.target.value)}
            autoFocus
            maxLength={64}
          />
        </Field.Root>
      ) : (
        <>
          <Field.Root required>
            <Field.Label>{t('login.username')}</Field.Label>
            <Input
              name="username"
              autoComplete="username webauthn"
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              autoFocus
            />
          </Field.Root>
          <Field.Root required>
            <Field.Label>{t('login.password')}</Field.Label>
            <Input
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Field.Root>
        </>
      )}
      <Button
        type="submit"
        colorPalette="blue"
        loading={loading}
        loadingText={askCode ? t('admin/account:login.verifying') : t('login.submitting')}
      >
        {askCode ? t('admin/account:login.verify') : t('login.submit')}
      </Button>
      {!askCode && browserSupportsWebAuthn() ? (
        <Stack gap="4">
          <HStack gap="3" aria-hidden="true">
            <Separator flex="1" />
            <Text fontSize="sm" color="gray.600">
              {t('admin/account:login.or')}
            </Text>
            <Separator flex="1" />
          </HStack>
          <Box>
            <Button type="button" variant="outline" w="full" onClick={() => void withPasskey()} loading={passkeyBusy}>
              <Fingerprint size={18} aria-hidden="true" />
              {t('admin/account:login.passkey')}
            </Button>
          </Box>
        </Stack>
      ) : null}
    </AuthCard>
  );
}
