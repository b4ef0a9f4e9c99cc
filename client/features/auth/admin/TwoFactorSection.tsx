// The profile's two-factor sign-in: off (set it up: TotpSetup) or on (recovery codes left; turned off with a code).
import { Badge, Box, Button, Field, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/admin/FormSection';
import { useFormToasts } from '../../../components/admin/toaster';
import { useConfirm } from '../../../components/admin/use-confirm';
import { AdminDisableTotpDocument, AdminSecurityDocument, type AdminSecurityQuery } from '../../../graphql/admin/graphql';
import { useAdminErrors } from '../../../lib/admin-errors';
import { TotpSetup } from './TotpSetup';

export function TwoFactorSection({ data, refetch }: { data: AdminSecurityQuery; refetch: () => unknown }) {
  const { t } = useTranslation('admin/profile');
  const errors = useAdminErrors('admin/profile:twoFactor');
  const toasts = useFormToasts();
  const { confirm, dialog } = useConfirm();
  const [settingUp, setSettingUp] = useState(false);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [disable, { loading }] = useMutation(AdminDisableTotpDocument, {
    refetchQueries: [AdminSecurityDocument],
    awaitRefetchQueries: true,
  });
  const on = data.me.twoFactorEnabled;

  const turnOff = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!(await confirm(t('twoFactor.confirmOff'), t('twoFactor.turnOff')))) return;
    try {
      await disable({ variables: { code: code.trim() } });
      setCode('');
      toasts.success(errors.text('off'));
    } catch (failure) {
      const text = errors.describe(failure, 'save').text;
      setProblem(text);
      toasts.error(text);
    }
  };

  return (
    <Box mb="6">
      <FormSection title={t('twoFactor.title')}>
        <Flex gap="3" align="center" wrap="wrap">
          {on ? (
            <ShieldCheck size={20} aria-hidden="true" color="var(--chakra-colors-green-700)" />
          ) : (
            <ShieldOff size={20} aria-hidden="true" />
          )}
          <Badge colorPalette={on ? 'green' : 'gray'} variant="subtle" data-testid="two-factor-state">
            {on ? t('twoFactor.on') : t('twoFactor.off')}
          </Badge>
          {on ? (
            <Text fontSize="sm" color="gray.600">
              {t('twoFactor.recoveryLeft', { count: data.recoveryCodesLeft })}
            </Text>
          ) : null}
        </Flex>
        <Text color="gray.600" fontSize="sm">
          {t('twoFactor.intro')}
        </Text>
        {on ? (
          <Stack gap="3" asChild maxW="md">
            <form onSubmit={turnOff} noValidate aria-label={t('twoFactor.turnOff')}>
              <Text fontSize="sm">{t('twoFactor.turnOffIntro')}</Text>
              <Field.Root required invalid={!!problem}>
                <Field.Label>{t('twoFactor.code')}</Field.Label>
                <Input
                  name="disable-code"
                  autoComplete="one-time-code"
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                  maxLength={64}
                />
                {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
              </Field.Root>
              <HStack>
                <Button type="submit" variant="outline" colorPalette="red" loading={loading} disabled={!code.trim()}>
                  {t('twoFactor.turnOff')}
                </Button>
              </HStack>
            </form>
          </Stack>
        ) : settingUp ? (
          <Box maxW="md">
            <TotpSetup
              onDone={() => {
                setSettingUp(false);
                void refetch();
                toasts.success(errors.text('on'));
              }}
              onFailed={(text) => {
                setSettingUp(false);
                toasts.error(text);
              }}
            />
            <Button variant="ghost" size="sm" mt="2" onClick={() => setSettingUp(false)}>
              {t('twoFactor.cancel')}
            </Button>
          </Box>
        ) : (
          <HStack>
            <Button colorPalette="blue" onClick={() => setSettingUp(true)}>
              <ShieldCheck size={16} aria-hidden="true" />
              {t('twoFactor.setUp')}
            </Button>
          </HStack>
        )}
      </FormSection>
      {dialog}
    </Box>
  );
}
