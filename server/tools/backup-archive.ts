// What `npm run backup` writes and `npm run restore` reads: a tar.gz with manifest.json, database/<table>.ndjson
// (one JSON row per line, as PostgreSQL's to_jsonb renders it), uploads/... and jwt-secret. The same format for
// both engines, so a backup of the embedded database restores into a PostgreSQL server and the other way round.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.js';
import { connectEmbeddedDatabase, startEmbeddedDatabase } from '../db/embedded.js';

export const ARCHIVE_FORMAT = 'enerji-site-backup';
export const ARCHIVE_VERSION = 1;
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
  files: Array<{ path: string; size: number; sha256: string }>;
  jwtSecret: boolean;
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
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: false, stop: async () => undefined };
  return { ...(await connectEmbeddedDatabase(config.dataDir)), embedded: true };
}

/** The database to restore into: DATABASE_URL, or the embedded one under DATA_DIR (no server may be running). */
export async function databaseToWrite(config: Config): Promise<DatabaseHandle> {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: false, stop: async () => undefined };
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
