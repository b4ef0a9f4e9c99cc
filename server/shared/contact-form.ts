// The contact form's fields, its own checks (the same in the browser and, for a form sent without the page's
// script, on the server) and what the server answers such a form with.
export interface ContactValues {
  fullName: string;
  email: string;
  subject: string;
  /** The privacy notice's consent box, ticked. */
  consent: boolean;
}
export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

/** The form's fields by the names the server uses for them (ContactInput). */
const SERVER_FIELD: Record<keyof ContactValues, string> = { fullName: 'name', email: 'email', subject: 'subject', consent: 'consent' };

/**
 * An e-mail address as the site's forms check it before sending (contact, quote request, the quote routes): loose on
 * purpose, since the server checks properly: something@something.tld without spaces.
 */
export const looksLikeEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);

/**
 * The contact namespace's text key for a field's problem: `errors.<server field>.<reason>`, the same keys the
 * server's REST adapter answers with, so a rule's text exists once.
 */
const errorKey = (field: keyof ContactValues, reason: string) => `errors.${SERVER_FIELD[field]}.${reason}`;

/** The contact form's own checks, before anything is sent. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.fullName.trim()) errors.fullName = errorKey('fullName', 'REQUIRED');
  if (!values.email.trim()) errors.email = errorKey('email', 'REQUIRED');
  else if (!looksLikeEmail(values.email.trim())) errors.email = errorKey('email', 'INVALID_EMAIL');
  if (!values.subject.trim()) errors.subject = errorKey('subject', 'REQUIRED');
  if (!values.consent) errors.consent = errorKey('consent', 'CONSENT_REQUIRED');
  return errors;
}

/** A BAD_USER_INPUT from the server, as the form field and text key it belongs to. */
export function serverFieldError(field: unknown, reason: unknown): [keyof ContactValues, string] | null {
  const formField = (Object.keys(SERVER_FIELD) as (keyof ContactValues)[]).find((f) => SERVER_FIELD[f] === field);
  return formField && typeof reason === 'string' ? [formField, errorKey(formField, reason)] : null;
}

/** The form's values when it is empty. */
export const EMPTY_CONTACT: ContactValues = { fullName: '', email: '', subject: '', consent: false };

/** The contact namespace's texts for a message the server could not take: limit reached, not kept, refused. */
export type ContactFailure = 'tooMany' | 'notSent' | 'failed';

/**
 * A contact form sent without the page's script and not taken: the page is rendered again around it with what was
 * typed, each field's problem (text keys) or the form's (server/modules/contact/contact.routes.ts).
 */
export interface ContactAnswer {
  values: ContactValues;
  errors: ContactErrors;
  failure?: ContactFailure;
}

/** The query parameter of the page a form sent without the script comes back to once its message is kept. */
export const CONTACT_SENT_PARAM = 'contact';
