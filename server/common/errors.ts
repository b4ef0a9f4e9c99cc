// Errors carry stable codes; the client maps them to its texts in the current language.
import type { ApolloServerPlugin, HTTPGraphQLHead } from '@apollo/server';
import type { Response } from 'express';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';

/** Every code the services answer with, and the HTTP status each answers with over REST (and GraphQL, for a retry). */
export const ERROR_STATUS = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  /** The password was right; the account also asks for an authenticator's code (or a recovery code). */
  TOTP_REQUIRED: 401,
  INVALID_OTP: 401,
  /** REQUIRE_TWO_FACTOR=on: the password was right; the account must set up two-factor sign-in first. */
  TWO_FACTOR_SETUP_REQUIRED: 403,
  ACCOUNT_DISABLED: 403,
  /** The person's role (or the token's scopes) may not do this: `operation` names it, `field` the field if one is the cause. */
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** The only active administrator cannot be switched off. */
  LAST_ADMINISTRATOR: 409,
  /** A mailed link (invitation, password reset) that is unknown, used or expired; `reason` says which. */
  INVALID_LINK: 410,
  TOO_MANY_ATTEMPTS: 429,
  SERVICE_UNAVAILABLE: 503,
  STORAGE_FULL: 507,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const isErrorCode = (code: unknown): code is ErrorCode => typeof code === 'string' && Object.hasOwn(ERROR_STATUS, code);

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

/** How libvips (sharp) reports those errors: in its message only, with the system's text for ENOSPC or EDQUOT. */
const STORAGE_FULL_MESSAGE = /No space left on device|Disk quota exceeded/;

/** A write refused because the disk (or the user's quota) is full: the upload is dropped whole, nothing kept. */
export function isStorageFull(error: unknown): boolean {
  for (let e = error as Record<string, unknown> | undefined, depth = 0; e && depth < 5; depth++) {
    if (e.code === 'ENOSPC' || e.code === 'EDQUOT') return true;
    if (!e.code && typeof e.message === 'string' && STORAGE_FULL_MESSAGE.test(e.message)) return true;
    e = (e.originalError ?? e.cause) as Record<string, unknown> | undefined;
  }
  return false;
}

/** How long an administrator is asked to wait before sending a file again when the disk is full. */
const STORAGE_FULL_RETRY_SECONDS = 300;

export function storageFull(): GraphQLError {
  return appError('STORAGE_FULL', 'The server has no room left to store this file', { retryAfter: STORAGE_FULL_RETRY_SECONDS });
}

/** How long a client is asked to wait when the database cannot be reached. */
export const UNAVAILABLE_RETRY_SECONDS = 5;

/** The error as a client sees it: a database that cannot be reached is SERVICE_UNAVAILABLE; anything else is itself. */
export function publicError(error: unknown): unknown {
  if (!errorCode(error) && isStorageFull(error)) return storageFull();
  if (errorCode(error) || !isDatabaseUnavailable(error)) return error;
  return appError('SERVICE_UNAVAILABLE', 'The service is briefly unavailable; try again shortly', {
    retryAfter: UNAVAILABLE_RETRY_SECONDS,
  });
}

/** The errors that ask a client to come back later (answered with Retry-After). */
const RETRY_CODES: ReadonlySet<ErrorCode> = new Set(['TOO_MANY_ATTEMPTS', 'SERVICE_UNAVAILABLE', 'STORAGE_FULL']);

/** The HTTP status of an error that asks a client to come back later; undefined for any other. */
export const retryStatusOf = (code: unknown): number | undefined =>
  isErrorCode(code) && RETRY_CODES.has(code) ? ERROR_STATUS[code] : undefined;

const retryAfterOfExtensions = (extensions: Record<string, unknown> | undefined): number | undefined => {
  if (!retryStatusOf(extensions?.code)) return undefined;
  return typeof extensions?.retryAfter === 'number' ? extensions.retryAfter : 1;
};

/** Seconds until the client may try again, for a throttle or unavailability error; undefined for any other. */
export function retryAfterOf(error: unknown): number | undefined {
  return retryAfterOfExtensions((error as GraphQLError | undefined)?.extensions);
}

/** REST: sets Retry-After for a throttle or unavailability error; returns whether it was one. */
export function setRetryAfter(res: Response, error: unknown): boolean {
  const seconds = retryAfterOf(error);
  if (seconds === undefined) return false;
  res.set('Retry-After', String(seconds));
  return true;
}

/**
 * GraphQL: a response whose every error asks to come back later answers that status (429 or 503; 503 when both)
 * with Retry-After, the longest wait.
 */
export function retryStatusPlugin(): ApolloServerPlugin {
  return {
    requestDidStart() {
      return Promise.resolve({
        willSendResponse({ response }) {
          if (response.body.kind === 'single') setRetryStatus(response.http, response.body.singleResult.errors);
          return Promise.resolve();
        },
      });
    },
  };
}

function setRetryStatus(http: HTTPGraphQLHead, errors: readonly GraphQLFormattedError[] | undefined): void {
  const waits = errors?.map((e) => retryAfterOfExtensions(e.extensions));
  if (!waits?.length || waits.some((w) => w === undefined)) return;
  http.status = Math.max(...errors!.map((e) => retryStatusOf(e.extensions!.code)!));
  http.headers.set('retry-after', String(Math.max(...(waits as number[]))));
}

// Telling "the database cannot be reached right now" from every other failure: the first is answered with 503
// (or a cached copy, or the contact spool), the second is a bug to log.

/**
 * Socket errors; PostgreSQL's classes 08 (connection), 53 (resources, 53300 too many connections) and 57 (operator
 * intervention: 57P01 administrator shutdown, 57P02 crash, 57P03 starting up or shutting down, timeouts); and
 * 55000, with which a database closed to connections (ALLOW_CONNECTIONS false, as during a failover or a restore)
 * refuses a new one.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
const SQLSTATE_CLASSES = ['08', '53', '57'];
const SQLSTATES = new Set(['55000']);
const UNAVAILABLE_CODE = 'DATABASE_UNAVAILABLE';
/** What the pg driver and knex throw without a code when a connection dies or none can be had. */
const MESSAGES =
  /Connection terminated|Query read timeout|^timeout expired$|connection timeout|Timeout acquiring a connection|Client has encountered a connection error|Connection ended unexpectedly|terminating connection|Client was closed|not queryable|socket has been ended|Transaction query already complete/i;

/** Thrown without asking the database while it is known not to answer (server/db/database-gate.ts). */
export class DatabaseUnavailableError extends Error {
  /** Kept where the ORM wraps it in an exception of its own (which takes its properties, not its name). */
  readonly code = UNAVAILABLE_CODE;

  constructor() {
    super('The database is not answering');
    this.name = 'DatabaseUnavailableError';
  }
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as Record<string, unknown> | undefined, depth = 0; e && depth < 5; depth++) {
    const code = typeof e.code === 'string' ? e.code : undefined;
    if (
      code &&
      (code === UNAVAILABLE_CODE ||
        NETWORK_CODES.has(code) ||
        SQLSTATES.has(code) ||
        (/^[0-9A-Z]{5}$/.test(code) && SQLSTATE_CLASSES.includes(code.slice(0, 2))))
    )
      return true;
    if (e.name === 'KnexTimeoutError' || (typeof e.message === 'string' && MESSAGES.test(e.message))) return true;
    e = (e.originalError ?? e.cause) as Record<string, unknown> | undefined;
  }
  return false;
}
