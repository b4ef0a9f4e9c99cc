// Which text describes a service error: one rule for the admin screens and the REST adapter, both reading the
// `admin/errors` namespace of the site's locale files (client/locales/<lng>/admin/errors.json).

/** What a service error carries in its GraphQL extensions (`field` and `reason` for BAD_USER_INPUT). */
export interface ErrorFacts {
  code?: string;
  field?: string;
  reason?: string;
}

/** The namespace of the error texts: locales/<lng>/admin/errors.json, named by its path like every namespace. */
export const ERROR_TEXTS_NAMESPACE = 'admin/errors';

/** The kinds of record the texts are grouped by (`actions.<scope>.*`, `fields.<scope>.*`). */
export type ErrorScope =
  'blog' | 'product' | 'productFile' | 'document' | 'application' | 'message' | 'login' | 'list' | 'media' | 'redirect' | 'webhook';

/** The field path without list indexes: `specGroups.0.specs.1.nameTr` → `specGroups.specs.nameTr`. */
export function fieldKey(field: string | undefined): string | undefined {
  return (
    field
      ?.split('.')
      .filter((part) => !/^\d+$/.test(part))
      .join('.') || undefined
  );
}

/**
 * Keys of the errors namespace that may describe an error, most specific first: the text of this field of this
 * kind of record (`fields.<scope>.<field>.<reason>`, the form's own texts), the reason's text, the code's text.
 * The caller ends the list with its action's text ('Ürün kaydedilirken hata oluştu').
 */
export function errorTextKeys(scope: ErrorScope | '', facts: ErrorFacts): string[] {
  const field = fieldKey(facts.field);
  const keys: string[] = [];
  if (field && facts.reason) keys.push(`fields.${scope}.${field}.${facts.reason}`);
  if (facts.reason) keys.push(`reasons.${facts.reason}`);
  if (facts.code) keys.push(`codes.${facts.code}`);
  return keys;
}
