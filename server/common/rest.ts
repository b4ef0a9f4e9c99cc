// Plumbing shared by the REST adapters: per-request context, admin guard, error mapping, multipart files.
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { GraphQLError } from 'graphql';
import multer from 'multer';
import { createContext, type AppContext } from '../context.js';
import type { ServiceDeps } from '../services.js';
import { appError } from './errors.js';
import { MAX_UPLOAD_BYTES, type IncomingFile, type Storage, type UploadKind } from './storage.js';
import type { StoredFile } from './stored-file.js';

declare module 'express-serve-static-core' {
  interface Request {
    ctx: AppContext;
  }
}

const STATUS: Record<string, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_ATTEMPTS: 429,
};

/** The same context GraphQL resolvers get: a forked EntityManager, services and the token's admin. */
export function restContext(deps: ServiceDeps): RequestHandler {
  return (req, _res, next) => {
    req.ctx = createContext(deps, req.headers.authorization, req.ip);
    next();
  };
}

export const requireAdmin: RequestHandler = async (req, res, next) => {
  try {
    if (await req.ctx.admin()) return next();
    res.status(401).json({ error: 'Authentication required', code: 'UNAUTHENTICATED' });
  } catch (error) {
    next(error);
  }
};

/** Names of the services' input fields as the REST payload spells them, e.g. { titleTr: 'title' }. */
export type FieldNames = Record<string, string>;

const restField = (field: unknown, names: FieldNames) =>
  typeof field === 'string' ? field.split('.').map((part) => names[part] ?? part).join('.') : undefined;

/** Service errors become JSON with the status their code implies; anything else is a logged 500. */
export function sendError(res: Response, error: unknown, log: ServiceDeps['log'], names: FieldNames = {}): void {
  const ext = (error as GraphQLError).extensions ?? {};
  const status = STATUS[ext.code as string];
  if (status) {
    const field = restField(ext.field, names);
    const message = field ? `${field}: ${ext.reason}` : (error as Error).message;
    res.status(status).json({ error: message, code: ext.code, field, reason: ext.reason });
    return;
  }
  const multerCode = (error as { code?: string }).code;
  if (error instanceof multer.MulterError) {
    res.status(multerCode === 'LIMIT_FILE_SIZE' ? 413 : 400).json({ error: error.message, code: 'BAD_USER_INPUT', field: error.field, reason: multerCode });
    return;
  }
  log.error({ err: error }, 'REST request failed');
  res.status(500).json({ error: 'Internal server error', code: 'INTERNAL_SERVER_ERROR' });
}

type Handler = (req: Request, res: Response) => Promise<unknown>;

/** Wraps an async adapter: errors are mapped (fields renamed to the payload's names), temporary uploads removed. */
export function route(deps: ServiceDeps, handler: Handler, names: FieldNames = {}): RequestHandler {
  return async (req: Request, res: Response, _next: NextFunction) => {
    try {
      await handler(req, res);
    } catch (error) {
      if (!res.headersSent) sendError(res, error, deps.log, names);
    } finally {
      await removeTemporaryFiles(req);
    }
  };
}

/** Multipart parsing for the named file fields, spooled to DATA_DIR/uploads/.tmp; the service validates them. */
export function multipart(deps: ServiceDeps, fields: string[]): RequestHandler {
  const parser = multer({
    dest: path.join(deps.storage.root, '.tmp'),
    // Browsers send file names in UTF-8 (Turkish letters); busboy's default would read them as Latin-1.
    defParamCharset: 'utf8',
    limits: { fileSize: MAX_UPLOAD_BYTES, files: fields.length, fields: 50, fieldSize: 2_000_000 },
  }).fields(fields.map((name) => ({ name, maxCount: 1 })));
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    parser(req, res, (error?: unknown) => {
      if (!error) return next();
      void removeTemporaryFiles(req).then(() => sendError(res, error, deps.log));
    });
  };
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

/** A positive integer route parameter; anything else is a NOT_FOUND (404). */
export function idParam(req: Request, name = 'id'): number {
  const value = Number(req.params[name]);
  if (!Number.isInteger(value) || value <= 0) throw appError('NOT_FOUND', `${name} must be a positive integer`);
  return value;
}

/**
 * Streams a stored file under its original name (RFC 5987 for non-ASCII names) with its type and length;
 * 404 JSON when there is no such file. (Dot folders are allowed: DATA_DIR may sit under one; stored names are checked.)
 */
export function sendDownload(res: Response, storage: Storage, kind: UploadKind, file: StoredFile | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const notFound = () => {
      res.status(404).json({ error: 'File not found', code: 'NOT_FOUND' });
      resolve();
    };
    if (!file) return notFound();
    res.download(storage.pathOf(kind, file.storedName), file.originalName, { headers: { 'Content-Type': file.mimeType }, dotfiles: 'allow' }, (error) => {
      if (!error) return resolve();
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' && !res.headersSent) return notFound();
      reject(error);
    });
  });
}
