// Server errors → the admin's error texts, in the admin's language. The keys come from the same rule the REST
// adapter uses (server/shared/error-texts.ts); the texts from the feature's namespace and locales/<lng>/admin/errors.json.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  actionKey,
  ERROR_TEXTS_NAMESPACE,
  errorTextKeys,
  fieldKey,
  scopeNamespace,
  type ErrorFacts,
  type ErrorScope,
} from '../../server/shared/error-texts';

export type { ErrorScope };

export interface AdminError {
  /** The text to show: this field's own text, the reason's, the code's, or the action's fallback. */
  text: string;
  /** The input it concerns, without list indexes (`specGroups.specs.nameTr`), when the server named one. */
  field?: string;
  /** The full path the server named, e.g. `specGroups.1.specs.0.valueEn`. */
  path?: string;
  code?: string;
}

export function errorFacts(error: unknown): ErrorFacts | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const ext = error.errors[0]?.extensions ?? {};
  return { code: ext.code as string | undefined, field: ext.field as string | undefined, reason: ext.reason as string | undefined };
}

export function useAdminErrors(scope: ErrorScope) {
  const { t } = useTranslation([scopeNamespace(scope), ERROR_TEXTS_NAMESPACE]);
  return useMemo(
    () => ({
      /** A failed call: what the server said, in words; `action` ('load', 'save', 'delete') gives the fallback. */
      describe(error: unknown, action: string): AdminError {
        const facts = errorFacts(error);
        const fallback = actionKey(scope, action);
        if (!facts) return { text: t(fallback) };
        return { text: t([...errorTextKeys(scope, facts), fallback]), field: fieldKey(facts.field), path: facts.field, code: facts.code };
      },
      /** A text of this scope's actions: 'created', 'deleted', 'confirmDelete', … */
      text(action: string): string {
        return t(actionKey(scope, action));
      },
      /** The spec's own text for a field's problem, e.g. ('nameTr', 'REQUIRED') → 'Doküman adı (TR) gereklidir!'. */
      fieldText(field: string, reason: string): string {
        return t(errorTextKeys(scope, { field, reason }));
      },
    }),
    [t, scope],
  );
}
