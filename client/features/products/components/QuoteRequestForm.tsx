import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, Heading, Stack } from '@chakra-ui/react';
import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  EMPTY_QUOTE,
  QUOTE_HONEYPOT,
  QUOTE_SENT_PARAM,
  quantityOf,
  quoteFieldError,
  validateQuote,
  type QuoteAnswer,
  type QuoteErrors,
  type QuoteFormLine,
  type QuoteValues,
} from '../../../../server/shared/quote-form';
import { paths } from '../../../config/paths';
import { SiteProductChoicesDocument, SiteRequestQuoteDocument } from '../../../graphql/graphql';
import { sendFailure } from '../../../lib/send-failure';
import { clearQuote, downloadedFiles, forgetDownloads, QUOTE_KEY } from '../../../lib/quote-list';
import { QuoteLinesEditor } from './QuoteLinesEditor';
import { QuotePersonFields } from './QuotePersonFields';
import { QUOTE_NS } from './quote-texts';
import { useQuoteLines } from './use-quote-lines';

type Status = { kind: 'idle' | 'submitting' } | { kind: 'error'; message: string };

/** The element to focus for the first problem, in the order the form shows them. */
function firstProblem(errors: QuoteErrors, lines: number): string | undefined {
  const order = [
    'items',
    ...Array.from({ length: lines }, (_, i) => [`items.${i}.product`, `items.${i}.quantity`, `items.${i}.note`]).flat(),
    ...['fullName', 'company', 'email', 'phone', 'country', 'city', 'message', 'consent'],
  ];
  const first = order.find((key) => errors[key]);
  if (!first) return undefined;
  const line = /^items\.(\d+)\./.exec(first);
  if (line) return `quote-q-${line[1]}`;
  return first === 'items' ? 'quote-add' : first === 'consent' ? 'quote-consent-box' : `quote-${first}`;
}

export interface QuoteRequestFormProps {
  /** The form the server answers (sent without the script): what was typed, and its problems. */
  answer?: QuoteAnswer;
  /** The products the page's address names (a "request a quote" sent without the script). */
  slugs: readonly string[];
}

/**
 * The quote list and the request, one form: without the script the browser sends it (POST /quote) and the server
 * answers each button (server/modules/quotes/quote-form.routes.ts); with it, the same here, and the request goes out
 * as requestQuote. Once taken, the page shows the reference (?sent=).
 */
export function QuoteRequestForm({ answer, slugs }: QuoteRequestFormProps) {
  const { t, i18n } = useTranslation(QUOTE_NS);
  const navigate = useNavigate();
  const { data } = useQuery(SiteProductChoicesDocument);
  const choices = data?.products ?? [];
  const initial: QuoteFormLine[] = answer?.lines ?? slugs.map((slug) => ({ slug, quantity: '1', note: '' }));
  const quote = useQuoteLines(initial, !!answer, (slug) => choices.find((c) => c.slug === slug)?.name);
  const [values, setValues] = useState<QuoteValues>(answer?.values ?? { ...EMPTY_QUOTE, language: i18n.language });
  const [errors, setErrors] = useState<QuoteErrors>(answer?.errors ?? {});
  const [status, setStatus] = useState<Status>(() =>
    answer?.failure
      ? { kind: 'error', message: t(answer.failure) }
      : answer && Object.keys(answer.errors).length
        ? { kind: 'error', message: t('failed') }
        : { kind: 'idle' },
  );
  const [send] = useMutation(SiteRequestQuoteDocument);

  const change = (field: keyof QuoteValues, value: string | boolean) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: '' }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const intent = submitter instanceof HTMLButtonElement ? submitter.value : 'send';
    if (intent === 'add') {
      const select = form.elements.namedItem('add') as HTMLSelectElement | null;
      if (select?.value) quote.add(select.value);
      if (select) select.value = '';
      setErrors((e) => ({ ...e, items: '' }));
      return;
    }
    const removed = /^remove:(\d+)$/.exec(intent);
    if (removed) {
      quote.remove(Number(removed[1]));
      setErrors({});
      return;
    }
    const sentTo = (reference: string) => `${paths.quote()}?${QUOTE_SENT_PARAM}=${encodeURIComponent(reference)}`;
    // A program filled the field no person sees: answered as taken, nothing sent.
    if ((form.elements.namedItem(QUOTE_HONEYPOT) as HTMLInputElement | null)?.value.trim()) return void navigate(sentTo('received'));
    const found = validateQuote(values, quote.lines);
    setErrors(found);
    const first = firstProblem(found, quote.lines.length);
    if (first) {
      setStatus({ kind: 'idle' });
      document.getElementById(first)?.focus();
      return;
    }
    setStatus({ kind: 'submitting' });
    try {
      const { consent: _consent, ...person } = values;
      const trimmed = Object.fromEntries(Object.entries(person).map(([k, v]) => [k, v.trim()])) as Omit<QuoteValues, 'consent'>;
      const result = await send({
        variables: {
          input: {
            ...trimmed,
            city: trimmed.city || null,
            message: trimmed.message || null,
            language: values.language === 'en' ? 'en' : 'tr',
            consent: true,
            items: quote.lines.map((l) => ({ productSlug: l.slug, quantity: quantityOf(l.quantity) ?? 1, note: l.note.trim() || null })),
            downloads: downloadedFiles(),
          },
        },
      });
      // The list is sent: emptied here and in this browser at once (the page shows the reference next, without the form).
      quote.clear();
      clearQuote();
      forgetDownloads();
      void navigate(sentTo(result.data?.requestQuote.reference ?? 'received'));
    } catch (error) {
      const { failure, field, reason } = sendFailure(error);
      const fieldError = quoteFieldError(field, reason);
      if (fieldError) setErrors({ [fieldError[0]]: fieldError[1] });
      setStatus({ kind: 'error', message: t(failure) });
    }
  };

  return (
    <form method="post" action={paths.quote()} onSubmit={submit} noValidate aria-label={t('formLabel')} data-shows-kept={QUOTE_KEY}>
      {/* First in the form: what Enter in a field sends (the browser's default button), not a line's "remove". */}
      <button type="submit" name="intent" value="send" hidden tabIndex={-1} />
      <Stack gap="8">
        <Stack as="section" gap="4" aria-labelledby="quote-lines-heading">
          <Heading as="h2" id="quote-lines-heading" fontSize={{ base: 'xl', md: '2xl' }} color="gray.900">
            {t('lines.heading')}
            {quote.lines.length ? (
              <Box as="span" ms="2" color="gray.600" fontWeight="normal" fontSize="md">
                ({t('lines.count', { count: quote.lines.length })})
              </Box>
            ) : null}
          </Heading>
          <QuoteLinesEditor quote={quote} choices={choices} errors={errors} />
        </Stack>
        <Stack as="section" gap="4" aria-labelledby="quote-person-heading" position="relative">
          <Heading as="h2" id="quote-person-heading" fontSize={{ base: 'xl', md: '2xl' }} color="gray.900">
            {t('person.heading')}
          </Heading>
          <QuotePersonFields values={values} errors={errors} onChange={change} />
        </Stack>
        {status.kind === 'error' ? (
          <Box
            role="alert"
            bg="red.50"
            borderWidth="1px"
            borderColor="red.200"
            color="red.800"
            rounded="md"
            px="4"
            py="3"
            data-testid="quote-status"
          >
            {status.message}
          </Box>
        ) : null}
        <Button
          type="submit"
          name="intent"
          value="send"
          colorPalette="brand"
          size="lg"
          alignSelf={{ base: 'stretch', sm: 'start' }}
          disabled={status.kind === 'submitting'}
          data-testid="quote-submit"
        >
          {status.kind === 'submitting' ? t('sending') : t('submit')}
          {status.kind === 'submitting' ? null : <Send size={18} aria-hidden="true" />}
        </Button>
      </Stack>
    </form>
  );
}
