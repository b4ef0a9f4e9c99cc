import { Alert, Box, Button, Field, Input, Stack, Textarea } from '@chakra-ui/react';
import { fieldSlotRecipe } from '@chakra-ui/react/theme/recipes/field';
import { inputRecipe } from '@chakra-ui/react/theme/recipes/input';
import { textareaRecipe } from '@chakra-ui/react/theme/recipes/textarea';
import { useMutation } from '@apollo/client/react';
import { Send } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SiteSendContactMessageDocument } from '../../../graphql/graphql';
import {
  CONTACT_SENT_PARAM,
  EMPTY_CONTACT as EMPTY,
  serverFieldError,
  validateContact,
  type ContactErrors,
  type ContactValues,
} from '../../../../server/shared/contact-form';
import { useRenderInfo } from '../../../components/render-context';
import { ConsentCheckbox } from '../../../components/ConsentCheckbox';
import { sendFailure } from '../../../lib/send-failure';

type TextField = Exclude<keyof ContactValues, 'consent'>;
const TEXT_FIELDS: TextField[] = ['fullName', 'email', 'subject'];

type Status = { kind: 'idle' | 'submitting' } | { kind: 'success' | 'error'; message: string };

/**
 * Spec: idle → submitting ('Sending...') → success (form cleared) or error; the server stores every message. Without
 * the page's script the form is sent by the browser (POST /mail): the server answers with this page again, the form
 * holding what was typed and its problems (`contact` of the render), or once the message is kept sends the visitor
 * back to the page with `?contact=sent`, which shows the success text.
 */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const answer = useRenderInfo().form?.contact;
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  const sent = query.get(CONTACT_SENT_PARAM) === 'sent';
  query.delete(CONTACT_SENT_PARAM);
  const rest = query.toString();
  const page = pathname + (rest ? `?${rest}` : '');
  const [values, setValues] = useState<ContactValues>(answer?.values ?? EMPTY);
  const [errors, setErrors] = useState<ContactErrors>(answer?.errors ?? {});
  const [status, setStatus] = useState<Status>(() =>
    answer?.failure
      ? { kind: 'error', message: t(answer.failure) }
      : sent && !answer
        ? { kind: 'success', message: t('success') }
        : { kind: 'idle' },
  );
  const [send] = useMutation(SiteSendContactMessageDocument);
  const form = useRef<HTMLFormElement>(null);

  // What a visitor typed before this form's code had come is in the fields, not in the state: taken in before anything
  // else runs (a send held since then is replayed after hydration, client/boot-after-paint.js).
  useLayoutEffect(() => {
    const fields = form.current?.elements;
    if (!fields) return;
    const typed = { ...EMPTY };
    for (const name of TEXT_FIELDS) typed[name] = (fields.namedItem(name) as HTMLInputElement | null)?.value ?? '';
    typed.consent = (fields.namedItem('consent') as HTMLInputElement | null)?.checked ?? false;
    if (Object.values(typed).some(Boolean)) setValues(typed);
  }, []);

  const change = (field: keyof ContactValues, value: string | boolean) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const set = (field: TextField) => (event: { target: { value: string } }) => change(field, event.target.value);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length) {
      document.getElementById(`contact-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setStatus({ kind: 'submitting' });
    try {
      // The page the form is on tells the inbox where the message came from (the site sends no Referer).
      await send({
        variables: {
          input: { name: values.fullName.trim(), email: values.email.trim(), subject: values.subject.trim(), page, consent: true },
        },
      });
      setValues(EMPTY);
      setStatus({ kind: 'success', message: t('success') });
    } catch (error) {
      // What was typed stays for a later try.
      const { failure, field, reason } = sendFailure(error);
      const fieldError = serverFieldError(field, reason);
      if (fieldError) setErrors({ [fieldError[0]]: fieldError[1] });
      setStatus({ kind: 'error', message: t(failure) });
    }
  };

  const field = (name: TextField, control: React.ReactNode) => (
    <Field.Root recipe={fieldSlotRecipe} required invalid={!!errors[name]} id={`contact-${name}`}>
      <Field.Label>{t(`fields.${name}`)}</Field.Label>
      {control}
      <Field.ErrorText>{errors[name] ? t(errors[name]) : null}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <Box asChild bg="white" p={{ base: '5', md: '8' }} borderRadius="xl" shadow="md">
      <form ref={form} method="post" action="/mail" onSubmit={submit} noValidate aria-label={t('formLabel')}>
        <input type="hidden" name="page" value={page} />
        <Stack gap="5">
          {field(
            'fullName',
            <Input
              recipe={inputRecipe}
              name="fullName"
              autoComplete="name"
              maxLength={200}
              value={values.fullName}
              onChange={set('fullName')}
            />,
          )}
          {field(
            'email',
            <Input
              recipe={inputRecipe}
              name="email"
              type="email"
              autoComplete="email"
              maxLength={254}
              value={values.email}
              onChange={set('email')}
            />,
          )}
          {field(
            'subject',
            <Textarea recipe={textareaRecipe} name="subject" rows={5} maxLength={5000} value={values.subject} onChange={set('subject')} />,
          )}
          <ConsentCheckbox
            id="contact-consent"
            text={t('consent')}
            checked={values.consent}
            onChange={(checked) => change('consent', checked)}
            error={errors.consent ? t(errors.consent) : undefined}
          />
          {status.kind === 'success' || status.kind === 'error' ? (
            <Alert.Root status={status.kind} role={status.kind === 'error' ? 'alert' : 'status'} data-testid="contact-status">
              <Alert.Indicator />
              <Alert.Title>{status.message}</Alert.Title>
            </Alert.Root>
          ) : null}
          <Button type="submit" colorPalette="brand" size="lg" alignSelf="start" disabled={status.kind === 'submitting'}>
            {status.kind === 'submitting' ? t('sending') : t('submit')}
            {status.kind === 'submitting' ? null : <Send size={18} aria-hidden="true" />}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
