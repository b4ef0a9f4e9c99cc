// Setting up an authenticator app: a new key shown as a QR code and as text, confirmed with a code from the app; then
// the ten recovery codes, shown this once (copied or downloaded). From the profile, or right after a password sign-in
// when the site requires two-factor sign-in (with that sign-in's setup grant).
import { Box, Button, Code, Field, Flex, HStack, Input, List, QrCode, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { Copy, Download, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminConfirmTotpSetupDocument, AdminStartTotpSetupDocument, type AdminSignedInFragment } from '../../../graphql/admin/graphql';
import { useAdminErrors } from '../../../lib/admin-errors';

export interface TotpSetupProps {
  /** The grant a password sign-in gave (REQUIRE_TWO_FACTOR=on); none from the profile. */
  setupToken?: string;
  /** Two-factor sign-in is on (with the sign-in, when set up with a grant); called once the codes are put away. */
  onDone: (signIn: AdminSignedInFragment | null) => void;
  /** The setup could not start (an expired grant). */
  onFailed?: (text: string) => void;
}

export function TotpSetup({ setupToken, onDone, onFailed }: TotpSetupProps) {
  const { t } = useTranslation('admin/account');
  const errors = useAdminErrors('admin/account:totp');
  const [start, started] = useMutation(AdminStartTotpSetupDocument);
  const [confirm, { loading: confirming }] = useMutation(AdminConfirmTotpSetupDocument);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [result, setResult] = useState<{ codes: string[]; signIn: AdminSignedInFragment | null } | null>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    start({ variables: { setupToken: setupToken ?? null } }).catch((failure: unknown) => onFailed?.(errors.describe(failure, 'load').text));
  }, [start, setupToken, onFailed, errors]);

  const setup = started.data?.startTotpSetup;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      const { data } = await confirm({ variables: { code: code.trim(), setupToken: setupToken ?? null } });
      if (!data) throw new Error('no data');
      setResult({ codes: data.confirmTotpSetup.recoveryCodes, signIn: data.confirmTotpSetup.login ?? null });
    } catch (failure) {
      setCode('');
      setProblem(errors.describe(failure, 'save').text);
    }
  };

  if (result) {
    const text = result.codes.join('\n');
    const download = `data:text/plain;charset=utf-8,${encodeURIComponent(`${text}\n`)}`;
    return (
      <Stack gap="4" data-testid="recovery-codes">
        <HStack gap="2" color="green.700">
          <ShieldCheck size={20} aria-hidden="true" />
          <Text fontWeight="semibold">{t('totp.codesTitle')}</Text>
        </HStack>
        <Text color="gray.700" fontSize="sm">
          {t('totp.codesIntro')}
        </Text>
        <List.Root as="ol" listStyleType="none" display="grid" gridTemplateColumns="repeat(2, minmax(0, 1fr))" gap="2">
          {result.codes.map((c) => (
            <List.Item key={c}>
              <Code fontSize="sm">{c}</Code>
            </List.Item>
          ))}
        </List.Root>
        <Flex gap="2" wrap="wrap">
          <Button asChild variant="outline" size="sm">
            <a href={download} download="recovery-codes.txt">
              <Download size={16} aria-hidden="true" />
              {t('totp.download')}
            </a>
          </Button>
          <Button variant="outline" size="sm" onClick={() => void navigator.clipboard?.writeText(text)}>
            <Copy size={16} aria-hidden="true" />
            {t('totp.copyCodes')}
          </Button>
        </Flex>
        <Button colorPalette="blue" onClick={() => onDone(result.signIn)}>
          {result.signIn ? t('totp.continue') : t('totp.saved')}
        </Button>
      </Stack>
    );
  }

  if (!setup) return null;
  return (
    <Stack gap="4" asChild>
      <form onSubmit={submit} noValidate aria-label={t('setup.title')}>
        <Text fontSize="sm">{t('totp.step1')}</Text>
        <Box alignSelf="center" borderWidth="1px" borderRadius="md" p="2" bg="white">
          <QrCode.Root value={setup.otpauthUri} size="xl" role="img" aria-label={t('totp.qr')} data-testid="totp-qr">
            <QrCode.Frame>
              <QrCode.Pattern />
            </QrCode.Frame>
          </QrCode.Root>
        </Box>
        <Stack gap="1">
          <Text fontSize="sm" color="gray.700">
            {t('totp.manual')}
          </Text>
          <HStack gap="2" wrap="wrap">
            <Code fontSize="sm" wordBreak="break-all" data-testid="totp-secret">
              {setup.secret.match(/.{1,4}/g)?.join(' ')}
            </Code>
            <Button size="xs" variant="ghost" onClick={() => void navigator.clipboard?.writeText(setup.secret).then(() => setCopied(true))}>
              <Copy size={14} aria-hidden="true" />
              {copied ? t('totp.copied') : t('totp.copy')}
            </Button>
          </HStack>
        </Stack>
        <Field.Root required invalid={!!problem}>
          <Field.Label>{t('totp.step2')}</Field.Label>
          <Input
            name="totp-code"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            aria-label={t('totp.code')}
          />
          {problem ? <Field.ErrorText data-testid="totp-error">{problem}</Field.ErrorText> : null}
        </Field.Root>
        <Button type="submit" colorPalette="blue" loading={confirming} loadingText={t('totp.confirming')} disabled={code.length !== 6}>
          {t('totp.confirm')}
        </Button>
      </form>
    </Stack>
  );
}
