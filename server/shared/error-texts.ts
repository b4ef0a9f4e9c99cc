// Which text describes a service error: one rule for the admin screens and the REST adapter, both reading the site's
// locale files (client/locales/<lng>/admin/*.json): a feature's own texts in its namespace, the shared ones in
// admin/errors.

/** What a service error carries in its GraphQL extensions (`field` and `reason` for BAD_USER_INPUT). */
export interface ErrorFacts {
  code?: string;
  field?: string;
  reason?: string;
}

/** The namespace of the shared texts (codes, reasons): locales/<lng>/admin/errors.json, named by its path like every namespace. */
export const ERROR_TEXTS_NAMESPACE = 'admin/errors';

/**
 * Whose texts describe an error: a feature's admin namespace and the kind of record in it, e.g.
 * `admin/product:productFile`, whose texts are that namespace's `errors.productFile.fields.<field>.<reason>` and
 * `errors.productFile.actions.<action>`. A feature keeps its texts in its own files.
 */
export type ErrorScope = `admin/${string}:${string}`;

/** The namespace a scope's texts are in (`admin/product:productFile` → `admin/product`). */
export const scopeNamespace = (scope: ErrorScope): string => scope.slice(0, scope.indexOf(':'));

/** The key of a scope's text for an action ('save', 'delete', 'created', …), with its namespace. */
export const actionKey = (scope: ErrorScope, action: string): string => `${scope.replace(':', ':errors.')}.actions.${action}`;

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
 * Keys (with their namespaces) of the texts that may describe an error, most specific first: the text of this field
 * of this kind of record (the form's own texts, in the feature's namespace), the reason's text, the code's text. The
 * caller ends the list with its action's text ('Ürün kaydedilirken hata oluştu').
 */
export function errorTextKeys(scope: ErrorScope | undefined, facts: ErrorFacts): string[] {
  const field = fieldKey(facts.field);
  const keys: string[] = [];
  if (scope && field && facts.reason) keys.push(`${scope.replace(':', ':errors.')}.fields.${field}.${facts.reason}`);
  if (facts.reason) keys.push(`${ERROR_TEXTS_NAMESPACE}:reasons.${facts.reason}`);
  if (facts.code) keys.push(`${ERROR_TEXTS_NAMESPACE}:codes.${facts.code}`);
  return keys;
}
