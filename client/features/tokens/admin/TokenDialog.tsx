// Making a token: its name, what it may do (scopes, each said in words) and an optional expiry; then the token, shown
// this once with a copy button, before the dialog closes.
import { Alert, Button, chakra, Code, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { CheckOption } from '../../../components/admin/CheckOption';
import { useMutation } from '@apollo/client/react';
import { Copy, KeyRound } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { API_SCOPES, type ApiScopeName } from '../../../../server/shared/access-policy';
import { DateTimeField, invalidDateText } from '../../../components/admin/DateTimeField';
import { notify } from '../../../components/admin/toaster';
import { AdminApiTokensDocument, AdminCreateApiTokenDocument } from '../../../graphql/admin/graphql';
import { useAdminErrors } from '../../../lib/admin-errors';
import { fromZonedInput } from '../../../lib/site-time';

export function TokenDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t, i18n } = useTranslation('admin/tokens');
  const errors = useAdminErrors('admin/tokens:token');
  const nameRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ReadonlySet<ApiScopeName>>(new Set());
  // A day on the site's clock, '' for none, null while the typed text is no date.
  const [expires, setExpires] = useState<string | null>('');
  const [problem, setProblem] = useState<{ field?: string; text: string } | null>(null);
  const [made, setMade] = useState<string | null>(null);
  const [create, { loading }] = useMutation(AdminCreateApiTokenDocument, { refetchQueries: [AdminApiTokensDocument] });

  const close = () => {
    setName('');
    setScopes(new Set());
    setExpires('');
    setProblem(null);
    setMade(null);
    onClose();
  };
  const toggle = (scope: ApiScopeName, on: boolean) =>
    setScopes((current) => {
      const next = new Set(current);
      if (on) next.add(scope);
      else next.delete(scope);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (expires === null) return setProblem({ field: 'expiresAt', text: invalidDateText(t, i18n.language, 'date') });
    // The date is the site's day: the token ends at its last moment, on the site's clock.
    const expiresAt = expires ? fromZonedInput(`${expires}T23:59`) : null;
    try {
      const { data } = await create({
        variables: { input: { name: name.trim(), scopes: [...scopes], expiresAt: expiresAt?.toISOString() ?? null } },
      });
      setMade(data?.createApiToken.token ?? null);
    } catch (failure) {
      const described = errors.describe(failure, 'save');
      setProblem({ field: described.field, text: described.text });
    }
  };

  const copy = async () => {
    if (!made) return;
    try {
      await navigator.clipboard.writeText(made);
      notify.success(t('copied'));
    } catch {
      notify.error(t('copyFailed'));
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(e) => (e.open ? undefined : close())} initialFocusEl={() => nameRef.current} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            {made ? (
              <>
                <Dialog.Header>
                  <Dialog.Title>{t('made.title')}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="4">
                    <Alert.Root status="warning" borderRadius="md">
                      <Alert.Indicator />
                      <Alert.Description>{t('made.once')}</Alert.Description>
                    </Alert.Root>
                    <Code data-testid="new-token" p="3" display="block" overflowWrap="anywhere" fontSize="sm">
                      {made}
                    </Code>
                    <Text fontSize="sm" color="gray.700">
                      {t('made.use')}
                    </Text>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer flexWrap="wrap">
                  <Button variant="outline" onClick={() => void copy()}>
                    <Copy size={16} aria-hidden="true" />
                    {t('made.copy')}
                  </Button>
                  <Button colorPalette="blue" onClick={close}>
                    {t('made.done')}
                  </Button>
                </Dialog.Footer>
              </>
            ) : (
              <form onSubmit={submit} noValidate>
                <Dialog.Header>
                  <Dialog.Title>{t('new.title')}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="4">
                    <Field.Root required invalid={problem?.field === 'name'}>
                      <Field.Label>{t('new.name')}</Field.Label>
                      <Input
                        ref={nameRef}
                        name="name"
                        maxLength={100}
                        autoComplete="off"
                        value={name}
                        onChange={(e) => setName(e.target.value)}
                      />
                      {problem?.field === 'name' ? (
                        <Field.ErrorText>{problem.text}</Field.ErrorText>
                      ) : (
                        <Field.HelperText>{t('new.nameHelp')}</Field.HelperText>
                      )}
                    </Field.Root>
                    <chakra.fieldset borderWidth="1px" borderRadius="md" p="3" aria-invalid={problem?.field === 'scopes' || undefined}>
                      <chakra.legend px="1" fontSize="sm" fontWeight="semibold">
                        {t('new.scopes')}
                      </chakra.legend>
                      <Stack gap="2">
                        {API_SCOPES.map((scope) => (
                          <CheckOption
                            key={scope}
                            name="scopes"
                            value={scope}
                            checked={scopes.has(scope)}
                            onChange={(checked) => toggle(scope, checked)}
                            title={t(`scope.${scope}.name`)}
                            titleProps={{ fontWeight: 'medium' }}
                            detail={t(`scope.${scope}.what`)}
                          />
                        ))}
                      </Stack>
                      {problem?.field === 'scopes' ? (
                        <Text color="red.600" fontSize="sm" mt="2">
                          {problem.text}
                        </Text>
                      ) : null}
                    </chakra.fieldset>
                    <DateTimeField
                      label={t('new.expires')}
                      name="expiresAt"
                      mode="date"
                      value={expires ?? ''}
                      onChange={(next) => {
                        setExpires(next);
                        setProblem(null);
                      }}
                      error={problem?.field === 'expiresAt' ? problem.text : null}
                      hint={t('new.expiresHelp')}
                    />
                    {problem && !problem.field ? (
                      <Text color="red.600" fontSize="sm">
                        {problem.text}
                      </Text>
                    ) : null}
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer flexWrap="wrap">
                  <Button variant="outline" onClick={close}>
                    {t('new.cancel')}
                  </Button>
                  <Button type="submit" colorPalette="blue" loading={loading}>
                    <KeyRound size={16} aria-hidden="true" />
                    {t('new.create')}
                  </Button>
                </Dialog.Footer>
              </form>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
