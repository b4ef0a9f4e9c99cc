export interface ContactValues {
  fullName: string;
  email: string;
  subject: string;
}
export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

/** The form's fields by the names the server uses for them (ContactInput). */
const SERVER_FIELD: Record<keyof ContactValues, string> = { fullName: 'name', email: 'email', subject: 'subject' };

/** Loose on purpose (the server checks properly): something@something.tld without spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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
  else if (!EMAIL.test(values.email.trim())) errors.email = errorKey('email', 'INVALID_EMAIL');
  if (!values.subject.trim()) errors.subject = errorKey('subject', 'REQUIRED');
  return errors;
}

/** A BAD_USER_INPUT from the server, as the form field and text key it belongs to. */
export function serverFieldError(field: unknown, reason: unknown): [keyof ContactValues, string] | null {
  const formField = (Object.keys(SERVER_FIELD) as (keyof ContactValues)[]).find((f) => SERVER_FIELD[f] === field);
  return formField && typeof reason === 'string' ? [formField, errorKey(formField, reason)] : null;
}
