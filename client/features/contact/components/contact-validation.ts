export interface ContactValues {
  fullName: string;
  email: string;
  subject: string;
}
export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

/** Loose on purpose (the server checks properly): something@something.tld without spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec section 5; the values are translation keys of the contact namespace. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.fullName.trim()) errors.fullName = 'errors.fullNameRequired';
  if (!values.email.trim()) errors.email = 'errors.emailRequired';
  else if (!EMAIL.test(values.email.trim())) errors.email = 'errors.emailInvalid';
  if (!values.subject.trim()) errors.subject = 'errors.subjectRequired';
  return errors;
}

/** The server's field names and reasons, as the same keys. */
export function serverFieldError(field: unknown, reason: unknown): [keyof ContactValues, string] | null {
  if (field === 'name') return ['fullName', 'errors.fullNameRequired'];
  if (field === 'email') return ['email', reason === 'REQUIRED' ? 'errors.emailRequired' : 'errors.emailInvalid'];
  if (field === 'subject') return ['subject', 'errors.subjectRequired'];
  return null;
}
