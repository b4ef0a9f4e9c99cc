// A visitor's form whose send failed, told apart the same way in the contact and quote forms; apart from errors.ts, which
// every page's entry carries, since only the forms' own chunks need it.
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** Why a visitor's form was not taken, as its namespace's text keys: the same four in the contact and quote forms. */
export type SendFailure = 'tooMany' | 'notSent' | 'failed' | 'connectionError';

/**
 * A form's send that failed: the server's per-visitor limit (429, TOO_MANY_ATTEMPTS), a server that could not keep it
 * at all (503, SERVICE_UNAVAILABLE), a refusal, or no answer. The field a refusal names is `field`'s and `reason`'s.
 */
export function sendFailure(error: unknown): { failure: SendFailure; field?: unknown; reason?: unknown } {
  const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
  const answered = (status: number, code: string) =>
    (ServerError.is(error) && error.statusCode === status) || first?.extensions?.code === code;
  const failure: SendFailure = answered(429, 'TOO_MANY_ATTEMPTS')
    ? 'tooMany'
    : answered(503, 'SERVICE_UNAVAILABLE')
      ? 'notSent'
      : first
        ? 'failed'
        : 'connectionError';
  return { failure, field: first?.extensions?.field, reason: first?.extensions?.reason };
}
