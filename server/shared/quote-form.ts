// The quote request form's fields and its own checks, the same in the browser and, for a form sent without the page's
// script, on the server; and what the server answers such a form with.
import { looksLikeEmail } from './contact-form.js';
import { MAX_QUOTE_LINES, MAX_QUOTE_QUANTITY } from './quote-request.js';

/** Who asks: the form's fields as typed. */
export interface QuoteValues {
  fullName: string;
  company: string;
  email: string;
  phone: string;
  country: string;
  city: string;
  message: string;
  language: string;
  consent: boolean;
}

/** A product asked for, as typed (the quantity is text until it is checked). */
export interface QuoteFormLine {
  slug: string;
  quantity: string;
  note: string;
}

/** Field → text key of the quote namespace. Lines' fields are `items.<i>.quantity`, `items.<i>.note`. */
export type QuoteErrors = Record<string, string>;

export const QUOTE_PERSON_FIELDS = ['fullName', 'company', 'email', 'phone', 'country', 'city', 'message'] as const;
export const REQUIRED_QUOTE_FIELDS: ReadonlyArray<(typeof QUOTE_PERSON_FIELDS)[number]> = [
  'fullName',
  'company',
  'email',
  'phone',
  'country',
];
/** The most characters of each field, as the server takes them. */
export const QUOTE_FIELD_MAX = { fullName: 200, company: 200, email: 254, phone: 100, country: 100, city: 100, message: 5000 } as const;
export const QUOTE_NOTE_MAX = 1000;

export const EMPTY_QUOTE: QuoteValues = {
  fullName: '',
  company: '',
  email: '',
  phone: '',
  country: '',
  city: '',
  message: '',
  language: 'tr',
  consent: false,
};

/**
 * A field no person sees or fills (hidden from sight and from assistive technology): a form that arrives with it filled
 * was filled by a program, and is answered as if taken, keeping nothing.
 */
export const QUOTE_HONEYPOT = 'website';

/** The query parameter of the quote page a form sent without the script comes back to: the request's reference. */
export const QUOTE_SENT_PARAM = 'sent';
/** A reference as made (quoteReference): what the page shows from its address, nothing else. */
export const QUOTE_REFERENCE = /^TKL-\d{4}-\d{6,}$/;

/** A line's quantity as a whole number within the limits, else null. */
export function quantityOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= 1 && n <= MAX_QUOTE_QUANTITY ? n : null;
}

/** The form's own checks, before anything is sent: every problem at once, as text keys of the quote namespace. */
export function validateQuote(values: QuoteValues, lines: readonly QuoteFormLine[]): QuoteErrors {
  const errors: QuoteErrors = {};
  for (const field of REQUIRED_QUOTE_FIELDS) if (!values[field].trim()) errors[field] = `errors.${field}.REQUIRED`;
  if (values.email.trim() && !looksLikeEmail(values.email.trim())) errors.email = 'errors.email.INVALID_EMAIL';
  for (const field of QUOTE_PERSON_FIELDS)
    if (!errors[field] && values[field].trim().length > QUOTE_FIELD_MAX[field]) errors[field] = 'errors.TOO_LONG';
  if (!values.consent) errors.consent = 'errors.consent.CONSENT_REQUIRED';
  if (!lines.length) errors.items = 'errors.items.REQUIRED';
  else if (lines.length > MAX_QUOTE_LINES) errors.items = 'errors.items.TOO_MANY';
  lines.forEach((line, i) => {
    if (quantityOf(line.quantity) === null) errors[`items.${i}.quantity`] = 'errors.quantity.OUT_OF_RANGE';
    if (line.note.length > QUOTE_NOTE_MAX) errors[`items.${i}.note`] = 'errors.TOO_LONG';
  });
  return errors;
}

/**
 * A refusal of the server (BAD_USER_INPUT's field and reason, e.g. `items.1.productSlug` UNKNOWN_PRODUCT) as the form
 * field and text key it belongs to; null when it names no field of the form.
 */
export function quoteFieldError(field: unknown, reason: unknown): [string, string] | null {
  if (typeof field !== 'string' || typeof reason !== 'string') return null;
  const line = /^items\.(\d+)\.(productSlug|quantity|note)$/.exec(field);
  if (line)
    return line[2] === 'productSlug'
      ? [`items.${line[1]}.product`, `errors.product.${reason === 'DUPLICATE' ? 'DUPLICATE' : 'UNKNOWN_PRODUCT'}`]
      : [`items.${line[1]}.${line[2]}`, reason === 'TOO_LONG' ? 'errors.TOO_LONG' : 'errors.quantity.OUT_OF_RANGE'];
  if (field === 'items') return ['items', `errors.items.${reason === 'TOO_MANY' ? 'TOO_MANY' : 'REQUIRED'}`];
  if (field === 'consent') return ['consent', 'errors.consent.CONSENT_REQUIRED'];
  if ((QUOTE_PERSON_FIELDS as readonly string[]).includes(field)) {
    if (reason === 'REQUIRED' || reason === 'INVALID_EMAIL') return [field, `errors.${field}.${reason}`];
    return [field, 'errors.TOO_LONG'];
  }
  return null;
}

/** The quote namespace's texts for a request the server could not take: limit reached, not kept, refused. */
export type QuoteFailure = 'tooMany' | 'notSent' | 'failed';

/**
 * A quote form sent without the page's script and not (yet) taken: a product added or removed, or a refusal. The page is
 * rendered again around it with what was typed (server/modules/quotes/quote-form.routes.ts).
 */
export interface QuoteAnswer {
  values: QuoteValues;
  lines: QuoteFormLine[];
  errors: QuoteErrors;
  failure?: QuoteFailure;
}
