import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** A failed fetch as the presentational views take it. */
export interface FetchError {
  message?: string;
}

/** A failed fetch shows the server's message when it sent one, else the generic text. */
export function serverMessage(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) return error.errors.find((e) => e.message)?.message;
  return undefined;
}
