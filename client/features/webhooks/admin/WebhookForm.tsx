// The add and edit form of /admin/webhooks: the address, the events ticked by kind, and the signing secret, which the
// server never sends back (editing shows only that one is set; left empty, it is kept).
import { Box, Button, chakra, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CheckOption } from '../../../components/admin/CheckOption';
import { useMutation } from '@apollo/client/react';
import { KeyRound, Plus, Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_EVENT_GROUPS } from '../../../../server/shared/webhook-events';
import { FormSection } from '../../../components/admin/FormSection';
import { notify } from '../../../components/admin/toaster';
import {
  AdminCreateWebhookDocument,
  AdminUpdateWebhookDocument,
  AdminWebhooksDocument,
  type AdminWebhookFieldsFragment,
} from '../../../graphql/admin/graphql';
import { useAdminErrors } from '../../../lib/admin-errors';

type FieldName = 'url' | 'events' | 'secret';

/** 32 random bytes as hex: far past the 16 characters asked for, and easy to paste into an integrator's settings. */
function randomSecret(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function WebhookForm({ editing, onDone }: { editing: AdminWebhookFieldsFragment | null; onDone(): void }) {
  const { t } = useTranslation('admin/webhooks');
  const errors = useAdminErrors('admin/webhooks:webhook');
  const [url, setUrl] = useState(editing?.url ?? '');
  const [events, setEvents] = useState<ReadonlySet<string>>(new Set(editing?.events ?? []));
  const [secret, setSecret] = useState('');
  const [generated, setGenerated] = useState(false);
  const [problem, setProblem] = useState<{ field: FieldName; text: string } | null>(null);
  const options = { refetchQueries: [AdminWebhooksDocument], awaitRefetchQueries: true };
  const [create, created] = useMutation(AdminCreateWebhookDocument, options);
  const [update, updated] = useMutation(AdminUpdateWebhookDocument, options);

  const toggle = (event: string, on: boolean) =>
    setEvents((current) => {
      const next = new Set(current);
      if (on) next.add(event);
      else next.delete(event);
      return next;
    });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    const input = { url, events: [...events], secret: secret || null };
    try {
      if (editing) await update({ variables: { id: editing.id, input } });
      else await create({ variables: { input } });
      notify.success(errors.text(editing ? 'updated' : 'created'));
      setUrl('');
      setEvents(new Set());
      setSecret('');
      setGenerated(false);
      onDone();
    } catch (failure) {
      const described = errors.describe(failure, 'save');
      if (described.field === 'url' || described.field === 'events' || described.field === 'secret')
        setProblem({ field: described.field, text: described.text });
      notify.error(described.text);
    }
  };

  const fieldError = (field: FieldName) =>
    problem?.field === field ? <Field.ErrorText data-testid={`${field}-error`}>{problem.text}</Field.ErrorText> : null;

  return (
    <Box asChild mb="6">
      <form onSubmit={submit} noValidate aria-label={t(editing ? 'form.editTitle' : 'form.newTitle')}>
        <FormSection title={t(editing ? 'form.editTitle' : 'form.newTitle')}>
          <Field.Root required invalid={problem?.field === 'url'}>
            <Field.Label>{t('form.url')}</Field.Label>
            <Input
              name="url"
              type="url"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              placeholder={t('form.urlPlaceholder')}
              autoComplete="off"
              spellCheck={false}
              maxLength={2000}
              autoFocus={!!editing}
            />
            {fieldError('url') ?? <Field.HelperText>{t('form.urlHelp')}</Field.HelperText>}
          </Field.Root>
          <chakra.fieldset>
            <chakra.legend fontWeight="medium" fontSize="sm" mb="1">
              {t('form.events')}
            </chakra.legend>
            <Text fontSize="sm" color="gray.600" mb="3">
              {t('form.eventsHelp')}
            </Text>
            <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="4">
              {WEBHOOK_EVENT_GROUPS.map((group) => (
                <chakra.fieldset key={group.kind} borderWidth="1px" borderRadius="md" p="3" data-testid={`events-${group.kind}`}>
                  <chakra.legend px="1" fontSize="sm" fontWeight="semibold">
                    {t(`kinds.${group.kind}`)}
                  </chakra.legend>
                  <Stack gap="1.5">
                    {group.events.map((event) => (
                      <CheckOption
                        key={event}
                        name="events"
                        value={event}
                        checked={events.has(event)}
                        onChange={(checked) => toggle(event, checked)}
                        title={t(`actions.${event.split('.')[1]}`)}
                        detail={event}
                        detailProps={{ fontFamily: 'mono', fontSize: 'xs', overflowWrap: 'anywhere' }}
                      />
                    ))}
                  </Stack>
                </chakra.fieldset>
              ))}
            </SimpleGrid>
            {problem?.field === 'events' ? (
              <Text color="fg.error" fontSize="sm" mt="2" data-testid="events-error">
                {problem.text}
              </Text>
            ) : null}
          </chakra.fieldset>
          <Field.Root required={!editing} invalid={problem?.field === 'secret'}>
            <Field.Label>{t('form.secret')}</Field.Label>
            <HStack gap="2" align="stretch" w="full">
              <Input
                name="secret"
                value={secret}
                onChange={(e) => {
                  setSecret(e.target.value);
                  setGenerated(false);
                }}
                placeholder={t('form.secretPlaceholder')}
                autoComplete="off"
                spellCheck={false}
                maxLength={200}
                fontFamily="mono"
              />
              <Button
                type="button"
                variant="outline"
                flexShrink={0}
                onClick={() => {
                  setSecret(randomSecret());
                  setGenerated(true);
                }}
              >
                <KeyRound size={16} aria-hidden="true" />
                {t('form.generate')}
              </Button>
            </HStack>
            {fieldError('secret') ?? (
              <Field.HelperText>
                {t(generated ? 'form.generated' : editing?.signed ? 'form.secretKept' : 'form.secretHelp')}
              </Field.HelperText>
            )}
          </Field.Root>
          <HStack gap="2" wrap="wrap">
            <Button
              type="submit"
              colorPalette="brand"
              loading={created.loading || updated.loading}
              loadingText={t('form.submitting')}
              w={{ base: 'full', md: 'auto' }}
            >
              {editing ? <Save size={16} aria-hidden="true" /> : <Plus size={16} aria-hidden="true" />}
              {t(editing ? 'form.submitEdit' : 'form.submitNew')}
            </Button>
            {editing ? (
              <Button type="button" variant="ghost" onClick={onDone} w={{ base: 'full', md: 'auto' }}>
                {t('form.cancel')}
              </Button>
            ) : null}
          </HStack>
        </FormSection>
      </form>
    </Box>
  );
}
