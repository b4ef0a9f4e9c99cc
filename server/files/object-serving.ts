// Serving uploaded files from a remote file store (FILE_STORE=s3): streamed from the bucket with the headers the
// local folder gets from `send` (type, length, ETag, Last-Modified, Cache-Control, 304 on a matching ETag), and an
// image's AVIF/WebP copies written into the bucket on their first request, as server/images/variant-serving.ts does on disk.
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Request, RequestHandler, Response } from 'express';
import mime from 'mime-types';
import type { StoredObject } from './file-store.js';
import { parseVariantName, variantWidths } from '../shared/image-variants.js';
import { isImageKind, UPLOAD_KINDS, type Storage, type UploadKind } from './storage.js';
import { IMAGE_TYPES } from '../shared/upload-types.js';
import { encodeVariant, readImageSize } from '../images/variant-files.js';

const WEEK = 7 * 24 * 3600;
const YEAR = 365 * 24 * 3600;

/** Sends `object` with `headers`; a request whose validators match is answered 304 without the body. */
export async function sendObject(req: Request, res: Response, object: StoredObject, headers: Record<string, string>): Promise<void> {
  res.set({ ...headers, 'Content-Length': String(object.size), 'Last-Modified': object.lastModified.toUTCString() });
  if (object.etag) res.set('ETag', object.etag);
  if (req.fresh || req.method === 'HEAD') {
    object.body.destroy();
    if (req.fresh) res.removeHeader('Content-Length');
    res.status(req.fresh ? 304 : 200).end();
    return;
  }
  try {
    await pipeline(object.body, res);
  } catch (error) {
    // The visitor went away, or the store broke off mid-body: the status is sent, only the connection can end.
    if (!res.headersSent) throw error;
    res.destroy();
  }
}

const notFound = () => Object.assign(new Error('Not found'), { status: 404 });

/** Writes the missing copy `name` of an image of `kind` into the store when its original is there and the rule gives it. */
async function writeCopy(storage: Storage, kind: UploadKind, name: string): Promise<boolean> {
  const variant = parseVariantName(name)!;
  let original: { name: string; data: Buffer } | null = null;
  for (const ext of IMAGE_TYPES) {
    const data = await storage.store.read(storage.keyOf(kind, `${variant.stem}.${ext}`));
    if (data) {
      original = { name: `${variant.stem}.${ext}`, data };
      break;
    }
  }
  if (!original) return false;
  const size = await readImageSize(original.data);
  if (size.animated || !variantWidths(size.width).includes(variant.width)) return false;
  const key = storage.keyOf(kind, name);
  await storage.store.putBuffer(
    key,
    await encodeVariant(key, original.data, variant.width, variant.format),
    mime.lookup(name) || 'application/octet-stream',
  );
  // The original was deleted meanwhile (its row removed): the copy must not outlive it.
  if (await storage.exists(kind, original.name)) return true;
  await storage.store.delete(key);
  return false;
}

/** Mounted at the kind's public URL: its files (and, for images, their copies) from the store. */
export function serveStoredObjects(storage: Storage, kind: UploadKind): RequestHandler {
  const image = isImageKind(UPLOAD_KINDS[kind]);
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = req.path.slice(1);
    try {
      if (!/^[A-Za-z0-9._-]+$/.test(name) || name.startsWith('.')) return next(notFound());
      const copy = image && parseVariantName(name) !== null;
      let object = await storage.open(kind, name);
      if (!object && copy && (await writeCopy(storage, kind, name))) object = await storage.open(kind, name);
      if (!object) return next(notFound());
      // An upload never changes under its generated name: copies are immutable; originals are kept a week, as on disk.
      const headers: Record<string, string> = {
        'Content-Type': mime.contentType(name) || 'application/octet-stream',
        'Cache-Control': copy ? `public, max-age=${YEAR}, immutable` : `public, max-age=${WEEK}`,
        ...(image ? {} : downloadHeaders(name)),
      };
      await sendObject(req, res, object, headers);
    } catch (error) {
      next(error);
    }
  };
}

/** Headers of an uploaded file that is not an image, served from its static path (stored names are plain ASCII). */
export function downloadHeaders(file: string): Record<string, string> {
  return { 'Content-Disposition': `attachment; filename="${path.basename(file)}"`, 'X-Content-Type-Options': 'nosniff' };
}
