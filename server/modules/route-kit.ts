// Plumbing shared by the REST adapters: per-request context, admin guard, error mapping, multipart files.
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Request, RequestHandler, Response } from 'express';
import type { GraphQLError } from 'graphql';
import multer from 'multer';
import { createContext, type AppContext } from './context.js';
import { auditOperation } from '../audit-trail/audit-trail.js';
import type { ServiceDeps } from './services.js';
import { actionKey, ERROR_TEXTS_NAMESPACE, errorTextKeys, type ErrorFacts, type ErrorScope } from '../shared/error-texts.js';
import { ERROR_STATUS, appError, isErrorCode, publicError, setRetryAfter, userInputError } from '../common/errors.js';
import { requestLanguage } from '../common/language.js';
import { sendObject } from '../files/object-serving.js';
import { ResponseCache } from '../cache/response-cache.js';
import { trackReads } from '../cache/read-tracking.js';
import { siteText } from '../common/site-texts.js';
import { MAX_UPLOAD_BYTES, type IncomingFile, type Storage, type UploadKind } from '../files/storage.js';
import { temporaryName } from '../files/temporary-files.js';
import type { StoredFile } from '../files/stored-file.js';

declare module 'express-serve-static-core' {
  interface Request {
    ctx: AppContext;
  }
}

/** A body this small is read and dropped by Node at no cost, keeping the connection (and the client's write) whole. */
const SMALL_BODY = 64 * 1024;

/**
 * Asks Node to close the connection once the answer is sent when a large request body has not fully arrived: the
 * rest is then dropped unread instead of being read and discarded to keep the connection alive.
 */
export function closeIfBodyUnread(req: Request, res: Response): void {
  const length = Number(req.headers['content-length'] ?? Number.POSITIVE_INFINITY);
  if (!req.complete && !(length <= SMALL_BODY)) res.set('Connection', 'close');
}

/** Response header of REST reads: kept answer (HIT) or computed (MISS). */
export const REST_CACHE_HEADER = 'x-response-cache';

/** The same context GraphQL resolvers get: a forked EntityManager, services and the token's admin. */
export function restContext(deps: ServiceDeps): RequestHandler {
  return (req, _res, next) => {
    req.ctx = createContext(deps, {
      authorization: req.headers.authorization,
      ip: req.ip,
      via: 'rest',
      userAgent: req.headers['user-agent'],
    });
    // Read when a write is logged: by then the router has matched the route (e.g. 'PUT /api/product/:id').
    auditOperation(req.ctx.em, () => `${req.method} ${(req.route as { path?: string } | undefined)?.path ?? req.path}`);
    next();
  };
}

export const requireAdmin: RequestHandler = async (req, res, next) => {
  try {
    // An integrator's token too: the services decide what its scopes allow (FORBIDDEN otherwise).
    if (await req.ctx.principal()) return next();
    // An upload refused here is never read (multipart comes after this guard): close instead of draining it.
    closeIfBodyUnread(req, res);
    const message = errorText(req, undefined, { code: 'UNAUTHENTICATED' });
    res.status(401).json({ error: 'Authentication required', message, code: 'UNAUTHENTICATED' });
  } catch (error) {
    next(error);
  }
};

/** Names of the services' input fields as the REST payload spells them, e.g. { titleTr: 'title' }. */
export type FieldNames = Record<string, string>;

export interface RouteOptions {
  /** Whose texts describe this route's errors. */
  scope?: ErrorScope;
  /** Service field → payload name, for `field` and `error`. */
  fields?: FieldNames;
  /** The action whose text is the last resort (`actions.<scope>.<action>`); by default from the method. */
  action?: string;
}

const restField = (field: unknown, names: FieldNames) =>
  typeof field === 'string'
    ? field
        .split('.')
        .map((part) => names[part] ?? part)
        .join('.')
    : undefined;

const ACTION_OF_METHOD: Record<string, string> = { GET: 'load', DELETE: 'delete' };

/**
 * The admin screens' text for an error, in the request's language (?lang, cookie, else Turkish): the field's own
 * text, the reason's, the code's, then the action's ('Ürün kaydedilirken hata oluştu'), then a generic one.
 */
export function errorText(
  req: Request,
  scope: ErrorScope | undefined,
  facts: ErrorFacts,
  action = ACTION_OF_METHOD[req.method] ?? 'save',
): string {
  const lng = requestLanguage(req);
  const keys = [...errorTextKeys(scope, facts), ...(scope ? [actionKey(scope, action)] : []), `${ERROR_TEXTS_NAMESPACE}:unexpected`];
  for (const qualified of keys) {
    const [namespace, key] = qualified.split(':');
    const text = siteText(lng, namespace, key);
    if (text !== key) return text;
  }
  return keys[keys.length - 1];
}

/** The JSON of a 404 a route answers itself (no such record or file). */
export function notFoundBody(req: Request, scope: ErrorScope | undefined, error: string) {
  return { error, message: errorText(req, scope, { code: 'NOT_FOUND' }), code: 'NOT_FOUND' };
}

/**
 * Service errors become JSON with the status their code implies; anything else is a logged 500. `error` names the
 * payload field and reason; `message` is the text to show.
 */
export function sendError(req: Request, res: Response, failure: unknown, log: ServiceDeps['log'], options: RouteOptions = {}): void {
  const error = publicError(failure);
  const ext = (error as GraphQLError).extensions ?? {};
  const status = isErrorCode(ext.code) ? ERROR_STATUS[ext.code] : undefined;
  if (status) {
    if (setRetryAfter(res, error) && (status === 503 || status === 507))
      log.warn({ err: failure }, `REST request: ${status === 507 ? 'disk full' : 'database unavailable'}`);
    const facts = { code: ext.code as string, field: ext.field as string | undefined, reason: ext.reason as string | undefined };
    const field = restField(ext.field, options.fields ?? {});
    const summary = field ? `${field}: ${String(ext.reason)}` : (error as Error).message;
    res
      .status(status)
      .json({ error: summary, message: errorText(req, options.scope, facts, options.action), code: ext.code, field, reason: ext.reason });
    return;
  }
  const multerCode = (error as { code?: string }).code;
  if (error instanceof multer.MulterError) {
    const message = errorText(req, options.scope, { code: 'BAD_USER_INPUT', field: error.field, reason: multerCode }, options.action);
    res
      .status(multerCode === 'LIMIT_FILE_SIZE' ? 413 : 400)
      .json({ error: error.message, message, code: 'BAD_USER_INPUT', field: error.field, reason: multerCode });
    return;
  }
  log.error({ err: error }, 'REST request failed');
  res
    .status(500)
    .json({ error: 'Internal server error', message: errorText(req, options.scope, {}, options.action), code: 'INTERNAL_SERVER_ERROR' });
}

type Handler = (req: Request, res: Response) => Promise<unknown>;

/** Wraps an async adapter: errors are mapped (fields renamed to the payload's names, texts of the scope), temporary uploads removed. */
export function route(deps: ServiceDeps, handler: Handler, options: RouteOptions = {}): RequestHandler {
  return async (req: Request, res: Response) => {
    // An anonymous read's JSON depends only on its URL and public content: kept until content changes.
    if (req.method === 'GET' || req.method === 'HEAD') ResponseCache.keepJson(req, res, REST_CACHE_HEADER);
    try {
      // What a kept read reads is kept with it (server/cache/read-tracking.ts).
      const reads = res.locals.responseReads;
      await (reads ? trackReads(reads, () => handler(req, res)) : handler(req, res));
    } catch (error) {
      if (!res.headersSent) sendError(req, res, error, deps.log, options);
    } finally {
      await removeTemporaryFiles(req);
    }
  };
}

/** Multipart parsing for the named file fields, spooled to DATA_DIR/uploads/.tmp; the service validates them. */
export function multipart(deps: ServiceDeps, fields: string[], options: RouteOptions = {}): RequestHandler {
  const parser = multer({
    // Named after this process, like Storage's own work there: a start after a kill removes what it left at once.
    storage: multer.diskStorage({
      destination: deps.storage.temporaryFolder,
      filename: (_req, _file, done) => done(null, temporaryName()),
    }),
    // Browsers send file names in UTF-8 (Turkish letters); busboy's default would read them as Latin-1.
    defParamCharset: 'utf8',
    limits: { fileSize: MAX_UPLOAD_BYTES, files: fields.length, fields: 50, fieldSize: 2_000_000 },
  }).fields(fields.map((name) => ({ name, maxCount: 1 })));
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    parser(req, res, (error?: unknown) => {
      if (!error) return next();
      // Busboy's own errors (a malformed part header such as a raw NUL in a file name, a missing boundary, a body cut
      // short) carry no code: the request is at fault. Multer's limits and the disk's errors keep theirs.
      const failure =
        error instanceof multer.MulterError || (error as { code?: unknown }).code ? error : userInputError('upload', 'MALFORMED_UPLOAD');
      void removeTemporaryFiles(req).then(() => sendError(req, res, failure, deps.log, options));
    });
  };
}

/**
 * The fields of the request's body as the body parsers left them (JSON, a form, multipart's text fields), for the
 * services to validate; none when there is no body.
 */
export function bodyOf(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

/** The uploaded file of a field, in the shape the services take, or null. */
export function fileOf(req: Request, field: string): IncomingFile | null {
  const file = (req.files as Record<string, Express.Multer.File[]> | undefined)?.[field]?.[0];
  if (!file) return null;
  return { filename: file.originalname, createReadStream: () => createReadStream(file.path) };
}

async function removeTemporaryFiles(req: Request): Promise<void> {
  const files = Object.values((req.files as Record<string, Express.Multer.File[]> | undefined) ?? {}).flat();
  await Promise.all(files.map((f) => rm(f.path, { force: true })));
}

/** The largest id a PostgreSQL integer column holds: a larger one would fail in the database (500). */
const MAX_ID = 2_147_483_647;

/**
 * A positive integer route parameter written in plain decimal digits; anything else (0x1f, 1e1, -1, 1.5, 00, ' 1',
 * or past the column's range) is a NOT_FOUND (404). Number() alone would read 0x1f as 31.
 */
export function idParam(req: Request, name = 'id'): number {
  const raw = String(req.params[name] ?? '');
  const value = /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!(value <= MAX_ID)) throw appError('NOT_FOUND', `${name} must be a positive whole number in decimal digits, at most ${MAX_ID}`);
  return value;
}

/**
 * Streams a stored file under its original name (RFC 5987 for non-ASCII names) with its type and length;
 * 404 JSON when there is no such file. (Dot folders are allowed: DATA_DIR may sit under one; stored names are checked.)
 */
export async function sendDownload(
  res: Response,
  storage: Storage,
  kind: UploadKind,
  file: StoredFile | null | undefined,
  cacheControl = 'public, max-age=0',
): Promise<void> {
  const notFound = () => void res.status(404).json(notFoundBody(res.req, undefined, 'File not found'));
  if (!file) return notFound();
  // Set first: res.download keeps a Cache-Control already there.
  res.set('Cache-Control', cacheControl);
  const local = storage.localPath(kind, file.storedName);
  if (!local) {
    const object = await storage.open(kind, file.storedName);
    if (!object) return notFound();
    // What res.download sends for a file on disk: the name, the type, and the same caching.
    res.attachment(file.originalName);
    return sendObject(res.req, res, object, { 'Content-Type': file.mimeType, 'Cache-Control': cacheControl });
  }
  return new Promise((resolve, reject) => {
    res.download(local, file.originalName, { headers: { 'Content-Type': file.mimeType }, dotfiles: 'allow' }, (error) => {
      if (!error) return resolve();
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' && !res.headersSent) return resolve(notFound());
      reject(error);
    });
  });
}
