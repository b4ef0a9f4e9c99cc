// `npm run backup [-- <file.tar.gz | directory>]`: one archive with the database (embedded or DATABASE_URL) and every
// uploaded file (format: backup-archive.ts). The rows are read in one REPEATABLE READ transaction, so the server
// can keep running; the archive appears under its final name only once complete.
import { createWriteStream, existsSync } from 'node:fs';
import { appendFile, chmod, copyFile, mkdir, mkdtemp, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import * as tar from 'tar';
import { ConfigError } from '../common/config.js';
import { loadSiteConfig } from '../site-config.js';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  databaseToRead,
  listFiles,
  MANIFEST,
  MIGRATIONS_TABLE,
  quoteIdent,
  sha256File,
  signManifest,
  SIGNATURE,
  type ArchivePart,
  type Manifest,
} from './backup-archive.js';

const FETCH_ROWS = 500;

type DatabaseDump = Pick<Manifest, 'migrations' | 'tables' | 'sequences'>;

/** Writes database/<table>.ndjson for every table of the current schema and returns what the manifest records. */
async function dumpDatabase(url: string, dir: string): Promise<DatabaseDump> {
  await mkdir(dir);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    // Transaction-scoped: the embedded database shares one session with the running server.
    await client.query(`set local time zone 'UTC'`);
    const migrations = (await client.query<{ name: string }>(`select name from ${MIGRATIONS_TABLE} order by id`)).rows.map((r) =>
      String(r.name).replace(/\.[jt]s$/, ''),
    );
    const tableNames = (
      await client.query<{ tablename: string }>(
        `select tablename from pg_tables where schemaname = current_schema() and tablename <> $1 order by tablename`,
        [MIGRATIONS_TABLE],
      )
    ).rows.map((r) => r.tablename);
    const tables: DatabaseDump['tables'] = [];
    for (const name of tableNames) {
      const columns = (
        await client.query<{ attname: string }>(
          `select a.attname from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = current_schema() and c.relname = $1 and a.attnum > 0 and not a.attisdropped order by a.attnum`,
          [name],
        )
      ).rows.map((r) => r.attname);
      const key = (
        await client.query<{ attname: string }>(
          `select a.attname from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
         join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
         where n.nspname = current_schema() and c.relname = $1 and i.indisprimary order by array_position(i.indkey::int2[], a.attnum)`,
          [name],
        )
      ).rows.map((r) => quoteIdent(r.attname));
      // Rows in key order, so two backups of the same data are byte for byte the same.
      const order = key.length ? key.join(', ') : 'to_jsonb(t)::text';
      await client.query(
        `declare backup_rows no scroll cursor for select to_jsonb(t)::text as row from ${quoteIdent(name)} t order by ${order}`,
      );
      const file = path.join(dir, `${name}.ndjson`);
      await writeFile(file, '');
      let rows = 0;
      for (;;) {
        const batch = (await client.query<{ row: string }>(`fetch ${FETCH_ROWS} from backup_rows`)).rows;
        if (!batch.length) break;
        await appendFile(file, batch.map((r) => `${r.row}\n`).join(''));
        rows += batch.length;
      }
      await client.query('close backup_rows');
      tables.push({ name, columns, rows });
    }
    const sequences: DatabaseDump['sequences'] = [];
    const sequenceNames = (
      await client.query<{ sequencename: string }>(
        `select sequencename from pg_sequences where schemaname = current_schema() order by sequencename`,
      )
    ).rows;
    for (const { sequencename: name } of sequenceNames) {
      const { last_value, is_called } = (
        await client.query<{ last_value: string; is_called: boolean }>(`select last_value::text, is_called from ${quoteIdent(name)}`)
      ).rows[0];
      sequences.push({ name, lastValue: last_value, isCalled: is_called });
    }
    await client.query('commit');
    return { migrations, tables, sequences };
  } finally {
    await client.end();
  }
}

/** `name.tar.gz` as given, or a time-stamped name in the given directory (default ./backups). */
function outputPath(arg: string | undefined): string {
  if (arg && /\.(tar\.gz|tgz)$/.test(arg)) return path.resolve(arg);
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return path.resolve(arg ?? 'backups', `site-backup-${stamp}.tar.gz`);
}

async function main(): Promise<void> {
  const config = loadSiteConfig();
  const out = outputPath(process.argv[2]);
  await mkdir(path.dirname(out), { recursive: true });
  // Next to the archive, not in /tmp: the rows can be large, and they hold password hashes (mkdtemp: mode 0700).
  const staging = await mkdtemp(path.join(path.dirname(out), '.backup-'));
  const partial = `${out}.partial`;
  try {
    const db = await databaseToRead(config);
    let dump: DatabaseDump;
    try {
      dump = await dumpDatabase(db.url, path.join(staging, 'database'));
    } finally {
      await db.stop();
    }
    // A bucket is kept by the object store's own versioning or replication: this archive holds DATA_DIR's files only.
    if (config.fileStore === 's3') console.warn(`FILE_STORE=s3: the files in bucket ${config.s3!.bucket} are not in this archive.`);
    // Files after the rows: uploads are written under new names, so every file the rows name is there by now.
    const names = await listFiles(config.uploadsDir);
    const files: Manifest['files'] = [];
    for (const name of names) {
      const file = path.join(config.uploadsDir, name);
      files.push({ path: `uploads/${name}`, size: (await stat(file)).size, sha256: await sha256File(file) });
    }
    if (names.length) await symlink(config.uploadsDir, path.join(staging, 'uploads'));
    const secretFile = path.join(config.dataDir, 'jwt-secret');
    const jwtSecret = existsSync(secretFile);
    if (jwtSecret) await copyFile(secretFile, path.join(staging, 'jwt-secret'));
    // Every part the manifest does not list of itself, checksummed: the signature below then covers the whole archive.
    const parts: ArchivePart[] = [];
    for (const name of [...dump.tables.map((t) => `database/${t.name}.ndjson`), ...(jwtSecret ? ['jwt-secret'] : [])]) {
      const file = path.join(staging, name);
      parts.push({ path: name, size: (await stat(file)).size, sha256: await sha256File(file) });
    }
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      createdAt: new Date().toISOString(),
      engine: db.embedded ? 'embedded' : 'postgresql',
      ...dump,
      files,
      parts,
      jwtSecret,
    };
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2));
    await writeFile(path.join(staging, MANIFEST), manifestBytes);
    // Signed with the key beside the JWT secret (config.ts), which no archive holds: restore verifies it first.
    await writeFile(path.join(staging, SIGNATURE), `${signManifest(manifestBytes, config.backupKey)}\n`);

    const entries = [MANIFEST, SIGNATURE, 'database', ...(jwtSecret ? ['jwt-secret'] : []), ...files.map((f) => f.path)];
    await pipeline(tar.c({ gzip: true, cwd: staging, portable: true }, entries), createWriteStream(partial, { mode: 0o600 }));
    await chmod(partial, 0o600);
    await rename(partial, out);
    const rows = dump.tables.reduce((sum, t) => sum + t.rows, 0);
    console.log(`Backup written: ${out} (${dump.tables.length} tables, ${rows} rows, ${files.length} files)`);
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : `Backup failed: ${(error as Error).message}`);
  process.exit(1);
});
