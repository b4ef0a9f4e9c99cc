// Where uploaded files' bytes live, by key (`products/<uuid>.jpg`, `documents/tr/<uuid>.pdf`): DATA_DIR/uploads on
// this machine (the default), or a bucket of an S3-compatible object store (./s3-file-store.ts) that every process
// shares. Storage (./storage.ts) validates and names files; a store only keeps bytes.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface ObjectInfo {
  size: number;
  lastModified: Date;
  /** The store's own entity tag (quoted), when it has one. */
  etag?: string;
}

export interface StoredObject extends ObjectInfo {
  body: Readable;
}

export interface FileStore {
  /** Keeps the file `source` (a local temporary file, moved or streamed; gone afterwards) under `key`. */
  putFile(key: string, source: string, contentType: string): Promise<void>;
  putBuffer(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The object's bytes as a stream, or null when there is no such key. */
  get(key: string): Promise<StoredObject | null>;
  /** The whole object in memory (images, for sharp), or null. */
  read(key: string): Promise<Buffer | null>;
  head(key: string): Promise<ObjectInfo | null>;
  /** Removes the key; a missing key is no error. */
  delete(key: string): Promise<void>;
  /** The keys that start with `prefix` in the folder it names (not below it). */
  list(prefix: string): Promise<string[]>;
  /**
   * The file behind `key` when it is on this machine's disk: served with `send` (ranges, conditional requests) as
   * before, and read by sharp in place. Null for a remote store.
   */
  localPath(key: string): string | null;
}

const isMissing = (error: unknown) => ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/** DATA_DIR/uploads: the key is the path below it. */
export class LocalFileStore implements FileStore {
  constructor(readonly root: string) {}

  localPath(key: string): string {
    return path.join(this.root, ...key.split('/'));
  }

  async putFile(key: string, source: string): Promise<void> {
    const target = this.localPath(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Temporary files sit under the same root (Storage's .tmp), so this is a rename: never a half-written file.
    await rename(source, target);
  }

  async putBuffer(key: string, data: Buffer): Promise<void> {
    const target = this.localPath(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Written beside it under a name no key can have, then renamed: a full disk leaves no empty or cut file behind.
    const part = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}.part`);
    try {
      await writeFile(part, data);
      await rename(part, target);
    } catch (error) {
      await rm(part, { force: true });
      throw error;
    }
  }

  async head(key: string): Promise<ObjectInfo | null> {
    try {
      const s = await stat(this.localPath(key));
      return s.isFile() ? { size: s.size, lastModified: s.mtime } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const info = await this.head(key);
    return info && { ...info, body: createReadStream(this.localPath(key)) };
  }

  async read(key: string): Promise<Buffer | null> {
    return readFile(this.localPath(key)).catch((error) => {
      if (isMissing(error)) return null;
      throw error;
    });
  }

  async delete(key: string): Promise<void> {
    await rm(this.localPath(key), { force: true });
  }

  async list(prefix: string): Promise<string[]> {
    const slash = prefix.lastIndexOf('/');
    const dir = slash < 0 ? '' : prefix.slice(0, slash);
    const names = await readdir(this.localPath(dir)).catch((error) => {
      if (isMissing(error)) return [] as string[];
      throw error;
    });
    return names.map((n) => (dir ? `${dir}/${n}` : n)).filter((k) => k.startsWith(prefix));
  }
}
