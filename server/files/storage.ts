// Uploaded files: validated on this machine (streamed to a temporary folder under DATA_DIR/uploads/.tmp, images
// re-encoded and their copies written there), then kept under generated names in the file store (./file-store.ts):
// DATA_DIR/uploads/<kind>/ or a bucket, with the key <kind>/<name> either way.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ReferenceKind, type EntityManager } from '@mikro-orm/core';
import mime from 'mime-types';
import { errorCode, isStorageFull, storageFull, userInputError } from '../common/errors.js';
import { LocalFileStore, type FileStore, type ObjectInfo, type StoredObject } from './file-store.js';
import type { ImageSize } from '../images/image-info.js';
import { assertRasterImage, cleanImage } from '../images/image-files.js';
import { parseVariantName, stemOf } from '../shared/image-variants.js';
import { StoredFile } from './stored-file.js';
import { assertContentMatches } from './upload-checks.js';
import { sweepTemporaryFiles, temporaryName } from './temporary-files.js';
import { contentMatchesExtension, SIGNATURE_HEAD_BYTES, SIGNATURE_TAIL_BYTES } from '../shared/file-signatures.js';
import { hasInvalidCharacters } from '../common/validation.js';
import { readImageSize, writeVariants } from '../images/variant-files.js';
import { APPLICATION_TYPES, DOCUMENT_TYPES, IMAGE_TYPES, PRODUCT_FILE_TYPES } from '../shared/upload-types.js';

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
   * `root` is DATA_DIR/uploads: its .tmp folder holds uploads while they are checked, whatever the store. `variants`:
   * 'eager' writes an image's AVIF/WebP copies with it (uploads: the admin waits, visitors never do); 'lazy' leaves
   * them to the first request for each (server/images/variant-serving.ts), as for files from before.
   */
  constructor(
    readonly root: string,
    readonly store: FileStore = new LocalFileStore(root),
    readonly variants: 'eager' | 'lazy' = 'eager',
  ) {}

  /** The same store, with copies left to the first request (the seed: encoding them all would slow every first start). */
  withLazyVariants(): Storage {
    return new Storage(this.root, this.store, 'lazy');
  }

  async init(): Promise<void> {
    if (this.store instanceof LocalFileStore) {
      for (const rule of Object.values(UPLOAD_KINDS)) await mkdir(path.join(this.root, rule.dir), { recursive: true });
    }
    await mkdir(this.temporaryFolder, { recursive: true });
    await sweepTemporaryFiles(this.temporaryFolder);
  }

  /** Where uploads are checked before they are kept (multipart bodies are spooled there too), named by temporaryName. */
  get temporaryFolder(): string {
    return path.join(this.root, '.tmp');
  }

  /** The store's key of a file: `<kind folder>/<stored name>`; stored names are generated, so anything else is refused. */
  keyOf(kind: UploadKind, storedName: string): string {
    if (!/^[A-Za-z0-9._-]+$/.test(storedName) || storedName.startsWith('.')) throw new Error('bad stored name');
    return `${UPLOAD_KINDS[kind].dir}/${storedName}`;
  }

  /** The file on this machine's disk, or null with a remote store. */
  localPath(kind: UploadKind, storedName: string): string | null {
    return this.store.localPath(this.keyOf(kind, storedName));
  }

  async exists(kind: UploadKind, storedName: string): Promise<boolean> {
    let key: string;
    try {
      key = this.keyOf(kind, storedName);
    } catch {
      return false;
    }
    return (await this.store.head(key)) !== null;
  }

  /** The stored file's size and date, or null when there is no such file. */
  async head(kind: UploadKind, storedName: string): Promise<ObjectInfo | null> {
    try {
      return await this.store.head(this.keyOf(kind, storedName));
    } catch {
      return null;
    }
  }

  /** The stored bytes as a stream with their size, or null when there is no such file. */
  open(kind: UploadKind, storedName: string): Promise<StoredObject | null> {
    return this.store.get(this.keyOf(kind, storedName));
  }

  /** What sharp reads an image from: its path on disk, or its bytes fetched from the store; null when missing. */
  async imageSource(kind: UploadKind, storedName: string): Promise<string | Buffer | null> {
    const key = this.keyOf(kind, storedName);
    return this.store.localPath(key) ?? this.store.read(key);
  }

  /** Streams an upload to a temporary file, checks it, then keeps it; `field` names the input in validation errors. */
  async save(kind: UploadKind, upload: IncomingFile | Promise<IncomingFile>, field: string): Promise<StoredFile> {
    const file = await upload;
    // As in any other text (server/common/validation.ts): PostgreSQL cannot store it, and no real file name holds one.
    if (hasInvalidCharacters(file.filename)) throw userInputError(field, 'INVALID_CHARACTERS');
    const rule: KindRule = UPLOAD_KINDS[kind];
    const ext = extensionOf(file.filename, rule, field);
    const work = await this.workFolder();
    const tmp = path.join(work, 'upload');
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
      // Served under its extension's type: a program renamed .pdf would reach visitors as a PDF.
      if (!isImageKind(rule)) await assertContentMatches(tmp, ext, size, field);
      // Images are stored re-encoded, under the extension of their real format.
      const stored = isImageKind(rule) ? await cleanImage(tmp, field) : { ext, size };
      const storedName = `${randomUUID()}.${stored.ext}`;
      await rename(tmp, path.join(work, storedName));
      await this.keep(kind, work, storedName);
      return new StoredFile({ storedName, originalName: cleanName(file.filename), size: stored.size, mimeType: mimeOf(stored.ext) });
    } catch (error) {
      if (errorCode(error) === 'BAD_USER_INPUT') throw error;
      if (isStorageFull(error)) throw storageFull();
      // graphql-upload's own limit (MAX_UPLOAD_BYTES) ends the stream with this message.
      if ((error as Error).message?.includes('exceeds')) throw userInputError(field, 'FILE_TOO_LARGE');
      throw error;
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  /** Writes generated content (seed data) the same way uploads are stored. */
  async saveBuffer(kind: UploadKind, originalName: string, data: Buffer): Promise<StoredFile> {
    const ext = extensionOf(originalName, UPLOAD_KINDS[kind], 'file');
    if (isImageKind(UPLOAD_KINDS[kind])) await assertRasterImage(data, 'file');
    else if (!contentMatchesExtension(ext, data.subarray(0, SIGNATURE_HEAD_BYTES), data.subarray(-SIGNATURE_TAIL_BYTES)))
      throw userInputError('file', 'FILE_CONTENT_MISMATCH');
    const storedName = `${randomUUID()}.${ext}`;
    const work = await this.workFolder();
    try {
      await writeFile(path.join(work, storedName), data);
      await this.keep(kind, work, storedName);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
    return new StoredFile({ storedName, originalName, size: data.length, mimeType: mimeOf(ext) });
  }

  async remove(kind: UploadKind, storedName: string | null | undefined): Promise<void> {
    if (!storedName) return;
    const key = this.keyOf(kind, storedName);
    await this.store.delete(key);
    if (!isImageKind(UPLOAD_KINDS[kind])) return;
    // Copies are found by name: the original, and so its width, may be gone.
    const stem = stemOf(storedName);
    const copies = await this.store.list(`${UPLOAD_KINDS[kind].dir}/${stem}.`);
    await Promise.all(copies.filter((k) => parseVariantName(path.posix.basename(k))?.stem === stem).map((k) => this.store.delete(k)));
  }

  /** The pixel size of a stored image, or null when it cannot be read (a missing file: pages show it without srcset). */
  async imageSize(kind: UploadKind, storedName: string | null | undefined): Promise<ImageSize | null> {
    if (!storedName || !isImageKind(UPLOAD_KINDS[kind])) return null;
    try {
      const source = await this.imageSource(kind, storedName);
      return source ? await readImageSize(source) : null;
    } catch {
      return null;
    }
  }

  /** A private folder for one file being checked: the upload, then (images) its copies. */
  private async workFolder(): Promise<string> {
    const work = path.join(this.temporaryFolder, temporaryName());
    await mkdir(work, { recursive: true });
    return work;
  }

  /**
   * Puts the checked file `storedName` of `work` into the store, with its copies first when they are written now.
   * An image without all its copies is not stored at all: whatever was put is removed, and the error is the caller's.
   */
  private async keep(kind: UploadKind, work: string, storedName: string): Promise<void> {
    if (this.variants === 'eager' && isImageKind(UPLOAD_KINDS[kind])) await writeVariants(path.join(work, storedName));
    const copies = (await readdir(work)).filter((n) => parseVariantName(n));
    try {
      await Promise.all(copies.map((n) => this.store.putFile(this.keyOf(kind, n), path.join(work, n), mimeOf(path.extname(n)))));
      await this.store.putFile(this.keyOf(kind, storedName), path.join(work, storedName), mimeOf(path.extname(storedName)));
    } catch (error) {
      await this.remove(kind, storedName).catch(() => undefined);
      throw error;
    }
  }

  /** Whether a record names the file (two blog posts may show one uploaded image). */
  isUsed(em: EntityManager, kind: UploadKind, storedName: string): Promise<boolean> {
    return isStoredNameUsed(em, kind, storedName);
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

/** Every entity property that names a stored file, with its kind (the media library links them). */
export function storedNameHolders(): Array<{ kind: UploadKind; entity: string; property: string }> {
  return [...holders].flatMap(([kind, list]) => list.map((h) => ({ kind, ...h })));
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
  // eslint-disable-next-line no-control-regex -- control characters are what is taken out
  const base = path.basename(filename.replace(/\\/g, '/')).replace(/[\u0000-\u001f\u007f]/g, '');
  return base.slice(-255) || 'file';
}

/** Kinds that hold images only (shown inline on the site): their uploads are cleaned (server/images/image-files.ts). */
export function isImageKind(rule: Pick<KindRule, 'extensions'>): boolean {
  return rule.extensions === IMAGE_TYPES;
}
