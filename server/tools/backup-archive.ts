// What `npm run backup` writes and `npm run restore` reads: a tar.gz with manifest.json, its signature manifest.sig,
// database/<table>.ndjson (one JSON row per line, as PostgreSQL's to_jsonb renders it), uploads/... and jwt-secret.
// The same format for both engines, so a backup of the embedded database restores into a PostgreSQL server and the
// other way round. The manifest holds the checksum of every other part, and is signed (HMAC-SHA256) with the backup
// key, which stays beside the JWT secret and is never in an archive: a changed part, or a changed manifest, is seen.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { lstat, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../common/config.js';
import { connectEmbeddedDatabase, startEmbeddedDatabase } from '../db/embedded.js';

export const ARCHIVE_FORMAT = 'enerji-site-backup';
/** 2: every part checksummed and the manifest signed (version 1 archives carried neither and are refused). */
export const ARCHIVE_VERSION = 2;
export const MANIFEST = 'manifest.json';
export const SIGNATURE = 'manifest.sig';
/** The table the Migrator keeps: restored by applying the same migrations, not copied. */
export const MIGRATIONS_TABLE = 'mikro_orm_migrations';

export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  version: number;
  createdAt: string;
  engine: 'embedded' | 'postgresql';
  /** Migrations applied to the backed-up database, in order: restore applies exactly these, then loads the rows. */
  migrations: string[];
  tables: Array<{ name: string; columns: string[]; rows: number }>;
  sequences: Array<{ name: string; lastValue: string; isCalled: boolean }>;
  /** Every uploaded file, as a path inside the archive (uploads/...). */
  files: ArchivePart[];
  /** Every other part but the manifest and its signature: database/<table>.ndjson, jwt-secret. */
  parts: ArchivePart[];
  jwtSecret: boolean;
}

export interface ArchivePart {
  path: string;
  size: number;
  sha256: string;
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

export interface DatabaseHandle {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/**
 * The database to back up: DATABASE_URL, or the embedded one (the running server's, through its socket, or opened
 * here when no server runs on DATA_DIR).
 */
export async function databaseToRead(config: Config): Promise<DatabaseHandle> {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: false, stop: () => Promise.resolve() };
  return { ...(await connectEmbeddedDatabase(config.dataDir)), embedded: true };
}

/** The database to restore into: DATABASE_URL, or the embedded one under DATA_DIR (no server may be running). */
export async function databaseToWrite(config: Config): Promise<DatabaseHandle> {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: false, stop: () => Promise.resolve() };
  return { ...(await startEmbeddedDatabase(config.dataDir)), embedded: true };
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Regular files under `dir`, as POSIX paths relative to it; uploads in progress (.tmp) are not files yet. */
export async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const found: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (!prefix && entry.name === '.tmp') continue;
    if (entry.isDirectory()) found.push(...(await listFiles(dir, rel)));
    else if ((await lstat(path.join(dir, rel))).isFile()) found.push(rel);
  }
  return found;
}

/** The manifest's signature: HMAC-SHA256 of its exact bytes with the backup key, hex. */
export function signManifest(manifest: Buffer, key: string): string {
  return createHmac('sha256', key).update(manifest).digest('hex');
}

/** Every entry under `dir` but folders (files, links, anything else), as POSIX paths relative to it. */
async function entriesOf(dir: string, prefix = ''): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await entriesOf(dir, rel)));
    else found.push(rel);
  }
  return found;
}

/**
 * The manifest of the archive extracted in `dir`, once its signature verifies with `key` and every part matches it:
 * otherwise an error naming each difference (a changed manifest, changed, missing or added parts). Nothing of an
 * archive is read before this.
 */
export async function verifiedManifest(dir: string, key: string, keySource: string): Promise<Manifest> {
  const [manifestBytes, signature] = await Promise.all(
    [MANIFEST, SIGNATURE].map((name) => readFile(path.join(dir, name)).catch(() => null)),
  );
  if (!manifestBytes) throw new Error(`This file is not a backup made by \`npm run backup\` (no ${MANIFEST}).`);
  if (!signature)
    throw new Error(`The archive is not signed (no ${SIGNATURE}): it was made by an older version or changed; it is not restored.`);
  const expected = Buffer.from(signManifest(manifestBytes, key), 'hex');
  const given = Buffer.from(signature.toString('utf8').trim(), 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new Error(
      `The archive does not verify: ${MANIFEST} was changed, or the archive was signed with another backup key than ${keySource}. ` +
        'Restore with the backup key of the site that made it (BACKUP_KEY, or the file backup-key beside the JWT secret in DATA_DIR).',
    );
  }
  const manifest = JSON.parse(manifestBytes.toString('utf8')) as Manifest;
  if (manifest.format !== ARCHIVE_FORMAT || manifest.version !== ARCHIVE_VERSION)
    throw new Error('This backup was made by another version of the site.');
  const listed = new Map([...manifest.files, ...manifest.parts].map((part) => [part.path, part]));
  const differences: string[] = [];
  const present = new Set(await entriesOf(dir));
  for (const name of [...present].sort()) {
    if (name === MANIFEST || name === SIGNATURE) continue;
    const part = listed.get(name);
    if (!part) differences.push(`added: ${name}`);
    else if (!(await lstat(path.join(dir, name))).isFile() || (await sha256File(path.join(dir, name))) !== part.sha256)
      differences.push(`changed: ${name}`);
  }
  for (const name of listed.keys()) if (!present.has(name)) differences.push(`missing: ${name}`);
  if (differences.length)
    throw new Error(`The archive does not match its signed manifest; it is not restored:\n  ${differences.join('\n  ')}`);
  return manifest;
}
