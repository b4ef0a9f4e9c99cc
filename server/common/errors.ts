// Errors carry stable codes; the client maps them to the spec's texts in the current language.
import { GraphQLError } from 'graphql';

export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'UNAUTHENTICATED'
  | 'INVALID_CREDENTIALS'
  | 'CONFLICT'
  | 'TOO_MANY_ATTEMPTS';

export function appError(code: ErrorCode, message: string, extra: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

/** Invalid input: `field` names the input, `reason` is a stable key such as REQUIRED or FILE_TOO_LARGE. */
export function userInputError(field: string, reason: string): GraphQLError {
  return appError('BAD_USER_INPUT', `${field}: ${reason}`, { field, reason });
}

export function notFound(entity: string, id: number | string): GraphQLError {
  return appError('NOT_FOUND', `${entity} ${id} not found`, { entity });
}

export function errorCode(error: unknown): ErrorCode | undefined {
  return (error as GraphQLError | undefined)?.extensions?.code as ErrorCode | undefined;
}
