// Uploaded files: validated, streamed to DATA_DIR/uploads/<kind>/ under generated names.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ReferenceKind, type EntityManager } from '@mikro-orm/core';
import mime from 'mime-types';
import { errorCode, userInputError } from './errors.js';
import type { ImageSize } from './image-info.js';
import { assertRasterImage, cleanImage } from './image-files.js';
import { StoredFile } from './stored-file.js';
import { readImageSize, removeVariants, writeVariants } from './variant-files.js';
import { APPLICATION_TYPES, DOCUMENT_TYPES, IMAGE_TYPES, PRODUCT_FILE_TYPES } from './upload-types.js';

const MB = 1024 * 1024;

interface KindRule {
  dir: string;
  /** Public URL prefix the file is served under, or null when it is only reachable through a download route. */
  url: string | null;
  extensions: readonly string[];
  maxBytes: number;
}

/** Every place an upload can go, with what it accepts. */
export const UPLOAD_KINDS = {
  products: { dir: 'products', url: '/asset/uploads/products', extensions: IMAGE_TYPES, maxBytes: 10 * MB },
  blogs: { dir: 'blogs', url: '/asset/uploads/blogs', extensions: IMAGE_TYPES, maxBytes: 10 * MB },
  images: { dir: 'images', url: '/api/asset/uploads/shared/images', extensions: IMAGE_TYPES, maxBytes: 10 * MB },
  documentsTr: { dir: 'documents/tr', url: '/api/asset/uploads/shared/documents/tr', extensions: DOCUMENT_TYPES, maxBytes: 50 * MB },
  documentsEn: { dir: 'documents/en', url: '/api/asset/uploads/shared/documents/en', extensions: DOCUMENT_TYPES, maxBytes: 50 * MB },
  applications: { dir: 'applications', url: '/api/asset/uploads/shared/applications', extensions: APPLICATION_TYPES, maxBytes: 200 * MB },
  productFiles: { dir: 'product-files', url: null, extensions: PRODUCT_FILE_TYPES, maxBytes: 50 * MB },
} satisfies Record<string, KindRule>;

export type UploadKind = keyof typeof UPLOAD_KINDS;
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_KINDS).map((k) => k.maxBytes));

/** What both graphql-upload and a multipart REST parser hand over. */
export interface IncomingFile {
  filename: string;
  createReadStream(): Readable;
}

export function publicUrl(kind: UploadKind, storedName: string): string {
  const url = UPLOAD_KINDS[kind].url;
  return url ? `${url}/${encodeURIComponent(storedName)}` : '';
}

export class Storage {
  /**
   * `variants`: 'eager' writes an image's AVIF/WebP copies with it (uploads: the admin waits, visitors never do);
   * 'lazy' leaves them to the first request for each (server/common/variant-serving.ts), as for files from before.
   */
  constructor(readonly root: string, readonly variants: 'eager' | 'lazy' = 'eager') {}

  /** The same folders, with copies left to the first request (the seed: encoding them all would slow every first start). */
  withLazyVariants(): Storage {
    return new Storage(this.root, 'lazy');
  }

  async init(): Promise<void> {
    for (const rule of Object.values(UPLOAD_KINDS)) await mkdir(path.join(this.root, rule.dir), { recursive: true });
    await mkdir(path.join(this.root, '.tmp'), { recursive: true });
  }

  pathOf(kind: UploadKind, storedName: string): string {
    if (!/^[A-Za-z0-9._-]+$/.test(storedName) || storedName.startsWith('.')) throw new Error('bad stored name');
    return path.join(this.root, UPLOAD_KINDS[kind].dir, storedName);
  }

  async exists(kind: UploadKind, storedName: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(kind, storedName))).isFile();
    } catch {
      return false;
    }
  }

  /** Streams an upload to disk; `field` names the input in validation errors. */
  async save(kind: UploadKind, upload: IncomingFile | Promise<IncomingFile>, field: string): Promise<StoredFile> {
    const file = await upload;
    const rule: KindRule = UPLOAD_KINDS[kind];
    const ext = extensionOf(file.filename, rule, field);
    const tmp = path.join(this.root, '.tmp', randomUUID());
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        if (size > rule.maxBytes) done(userInputError(field, 'FILE_TOO_LARGE'));
        else done(null, chunk);
      },
    });
    try {
      await pipeline(file.createReadStream(), counter, createWriteStream(tmp));
      if (size === 0) throw userInputError(field, 'FILE_EMPTY');
      // Images are stored re-encoded, under the extension of their real format.
      const stored = isImageKind(rule) ? await cleanImage(tmp, field) : { ext, size };
      const storedName = `${randomUUID()}.${stored.ext}`;
      await rename(tmp, this.pathOf(kind, storedName));
      await this.writeVariantsOrRemove(kind, storedName);
      return new StoredFile({ storedName, originalName: cleanName(file.filename), size: stored.size, mimeType: mimeOf(stored.ext) });
    } catch (error) {
      await rm(tmp, { force: true });
      if (errorCode(error) === 'BAD_USER_INPUT') throw error;
      // graphql-upload's own limit (MAX_UPLOAD_BYTES) ends the stream with this message.
      if ((error as Error).message?.includes('exceeds')) throw userInputError(field, 'FILE_TOO_LARGE');
      throw error;
    }
  }

  /** Writes generated content (seed data) the same way uploads are stored. */
  async saveBuffer(kind: UploadKind, originalName: string, data: Buffer): Promise<StoredFile> {
    const ext = extensionOf(originalName, UPLOAD_KINDS[kind], 'file');
    if (isImageKind(UPLOAD_KINDS[kind])) await assertRasterImage(data, 'file');
    const storedName = `${randomUUID()}.${ext}`;
    await writeFile(this.pathOf(kind, storedName), data);
    await this.writeVariantsOrRemove(kind, storedName);
    return new StoredFile({ storedName, originalName, size: data.length, mimeType: mimeOf(ext) });
  }

  async remove(kind: UploadKind, storedName: string | null | undefined): Promise<void> {
    if (!storedName) return;
    const file = this.pathOf(kind, storedName);
    await rm(file, { force: true });
    if (isImageKind(UPLOAD_KINDS[kind])) await removeVariants(path.dirname(file), storedName);
  }

  /** The pixel size of a stored image, or null when it cannot be read (a missing file: pages show it without srcset). */
  async imageSize(kind: UploadKind, storedName: string | null | undefined): Promise<ImageSize | null> {
    if (!storedName || !isImageKind(UPLOAD_KINDS[kind])) return null;
    return readImageSize(this.pathOf(kind, storedName)).catch(() => null);
  }

  /** An image without all its copies is not stored at all: the original goes too, and the error is the caller's. */
  private async writeVariantsOrRemove(kind: UploadKind, storedName: string): Promise<void> {
    if (this.variants === 'lazy' || !isImageKind(UPLOAD_KINDS[kind])) return;
    try {
      await writeVariants(this.pathOf(kind, storedName));
    } catch (error) {
      await this.remove(kind, storedName);
      throw error;
    }
  }

  /**
   * Removes a file once no row names it any more (two blog posts may show one uploaded image). Call it after the
   * change that dropped the name was committed, with that change's EntityManager.
   */
  async removeUnused(em: EntityManager, kind: UploadKind, storedName: string | null | undefined): Promise<void> {
    if (storedName && !(await isStoredNameUsed(em, kind, storedName))) await this.remove(kind, storedName);
  }
}

/** Which entity properties hold a stored name of each kind; filled by @StoredIn on the entities. */
const holders = new Map<UploadKind, Array<{ entity: string; property: string }>>();

/**
 * Marks an entity property as naming a file of `kind`: a stored name, or a StoredFile embeddable (its storedName).
 * A file is removed only when no property marked for its kind names it.
 */
export function StoredIn(kind: UploadKind): PropertyDecorator {
  return (target, property) => {
    const list = holders.get(kind) ?? [];
    list.push({ entity: target.constructor.name, property: String(property) });
    holders.set(kind, list);
  };
}

/** The entity properties that name images shown inline, with their kind (the size backfill goes through them). */
export function imageProperties(): Array<{ kind: UploadKind; entity: string; property: string }> {
  return [...holders].filter(([kind]) => isImageKind(UPLOAD_KINDS[kind])).flatMap(([kind, list]) => list.map((h) => ({ kind, ...h })));
}

async function isStoredNameUsed(em: EntityManager, kind: UploadKind, storedName: string): Promise<boolean> {
  for (const { entity, property } of holders.get(kind) ?? []) {
    const prop = em.getMetadata().get(entity).properties[property];
    if (!prop) throw new Error(`@StoredIn(${kind}) on ${entity}.${property}: not a mapped property`);
    const value = prop.kind === ReferenceKind.EMBEDDED ? { storedName } : storedName;
    if ((await em.count(entity, { [property]: value })) > 0) return true;
  }
  return false;
}

function extensionOf(filename: string, rule: KindRule, field: string): string {
  const ext = path.extname(filename).slice(1).toLowerCase();
  if (!rule.extensions.includes(ext)) throw userInputError(field, 'FILE_TYPE_NOT_ALLOWED');
  return ext;
}

function mimeOf(ext: string): string {
  return mime.lookup(ext) || 'application/octet-stream';
}

/** Keeps the original name for downloads, without directories or control characters. */
function cleanName(filename: string): string {
  const base = path.basename(filename.replace(/\\/g, '/')).replace(/[\u0000-\u001f\u007f]/g, '');
  return base.slice(-255) || 'file';
}

/** Kinds that hold images only (shown inline on the site): their uploads are cleaned (./image-files.ts). */
export function isImageKind(rule: Pick<KindRule, 'extensions'>): boolean {
  return rule.extensions === IMAGE_TYPES;
}

/**
 * Files written during one save: removed again if the save fails; files it replaces or whose row it deletes are
 * removed only after it succeeded, and only when no other row still names them. Keeps disk and database
 * consistent around a transaction.
 */
export class FileChanges {
  private readonly added: Array<[UploadKind, string]> = [];
  private readonly replaced: Array<[UploadKind, string]> = [];

  constructor(private readonly storage: Storage) {}

  async save(kind: UploadKind, upload: IncomingFile | Promise<IncomingFile>, field: string): Promise<StoredFile> {
    const file = await this.storage.save(kind, upload, field);
    this.added.push([kind, file.storedName]);
    return file;
  }

  removeAfterCommit(kind: UploadKind, storedName: string | null | undefined): void {
    if (storedName) this.replaced.push([kind, storedName]);
  }

  /** `em` is the EntityManager `work` saves with: a replaced file another row still names is kept. */
  static async run<T>(storage: Storage, em: EntityManager, work: (files: FileChanges) => Promise<T>): Promise<T> {
    const files = new FileChanges(storage);
    let result: T;
    try {
      result = await work(files);
    } catch (error) {
      await Promise.all(files.added.map(([kind, name]) => storage.remove(kind, name)));
      throw error;
    }
    for (const [kind, name] of files.replaced) await storage.removeUnused(em, kind, name);
    return result;
  }
}
