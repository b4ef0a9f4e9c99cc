import { Alert, Box, Button, Center, Field, Heading, Input, Link, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useContext, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { LanguageChoiceContext } from '../../../components/LanguageSwitcher';
import { paths } from '../../../config/paths';
import { AdminLoginDocument } from '../../../graphql/admin/graphql';
import { useAdminErrors } from '../../../lib/admin-errors';
import { saveSession, type SignInState } from '../../../lib/session';

export default function LoginPage() {
  const { t, i18n } = useTranslation('admin/common');
  const chooseLanguage = useContext(LanguageChoiceContext);
  const navigate = useNavigate();
  const location = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Sent here because the server refused the stored token (client/app/admin/AdminLayout.tsx): said until the next try.
  const [expired, setExpired] = useState(!!(location.state as SignInState | null)?.expired);
  const [login, { loading }] = useMutation(AdminLoginDocument);
  const errors = useAdminErrors('admin/common:login');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setExpired(false);
    if (!username.trim() || !password) return setError(t('login.required'));
    setError(null);
    try {
      const { data } = await login({ variables: { username: username.trim(), password } });
      if (!data) throw new Error('no data');
      const { id, username: signedIn, language } = data.login.user;
      saveSession(data.login.token, { id, username: signedIn });
      // The back office opens in the person's own language (their profile's), on whatever device.
      if (language !== i18n.language) chooseLanguage(i18n, language);
      void navigate(paths.adminDashboard(), { replace: true });
    } catch (error) {
      // The server's text, else 'Geçersiz kullanıcı adı veya şifre'.
      setError(errors.describe(error, 'failed').text);
    }
  };

  return (
    <Center minH="100vh" bg="gray.50" px="4">
      <title>{`${t('login.title')} | ${t('brandAdmin')}`}</title>
      <Box asChild bg="white" p="8" borderRadius="xl" shadow="md" w="full" maxW="sm">
        <form onSubmit={submit} noValidate>
          <Stack gap="5">
            <Heading as="h1" size="lg">
              {t('login.title')}
            </Heading>
            {error ? (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{error}</Alert.Title>
              </Alert.Root>
            ) : null}
            {expired ? (
              <Alert.Root status="warning" role="status" data-testid="session-expired">
                <Alert.Indicator />
                <Alert.Title>{t('login.expired')}</Alert.Title>
              </Alert.Root>
            ) : null}
            <Field.Root required>
              <Field.Label>{t('login.username')}</Field.Label>
              <Input name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} autoFocus />
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
            <Button type="submit" colorPalette="blue" loading={loading} loadingText={t('login.submitting')}>
              {t('login.submit')}
            </Button>
            <Link asChild fontSize="sm" color="gray.600">
              <RouterLink to="/">{t('login.backToSite')}</RouterLink>
            </Link>
          </Stack>
        </form>
      </Box>
    </Center>
  );
}
