// `npm run restore -- <archive>`: puts a `npm run backup` archive back into a fresh DATA_DIR (embedded database) or
// an empty DATABASE_URL database. The schema comes from the same migrations the backup recorded; the rows, the
// sequences' positions, the uploaded files and the JWT secret from the archive. All rows load in one transaction.
// Nothing is read from an archive whose signed manifest does not verify with the backup key (BACKUP_KEY or
// DATA_DIR/backup-key: copy the key of the site that made the backup there first).
import 'reflect-metadata';
import { chmod, copyFile, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { MikroORM } from '@mikro-orm/core';
import type { Knex } from '@mikro-orm/postgresql';
import * as tar from 'tar';
import { ConfigError } from '../common/config.js';
import { loadSiteConfig } from '../site-config.js';
import { ormOptions } from '../database.js';
import { databaseToWrite, listFiles, MIGRATIONS_TABLE, quoteIdent, verifiedManifest, type Manifest } from './backup-archive.js';

/** Rows per INSERT (each batch is one jsonb parameter). */
const BATCH_ROWS = 500;

/** The archive's signed manifest (backup-archive.ts verifies the signature and every part), its paths checked. */
async function readManifest(dir: string, key: string, keySource: string): Promise<Manifest> {
  const manifest = await verifiedManifest(dir, key, keySource);
  for (const file of manifest.files) {
    if (!/^uploads\/[^/]/.test(file.path) || file.path.split('/').includes('..'))
      throw new Error(`Unexpected path in the archive: ${file.path}`);
  }
  return manifest;
}

async function* ndjsonLines(file: string): AsyncGenerator<string> {
  for await (const line of createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity })) if (line) yield line;
}

/** What the pg driver answers a raw statement with: its rows. */
interface Rows<Row> {
  rows: Row[];
}

async function loadRows(trx: Knex.Transaction, dir: string, manifest: Manifest): Promise<void> {
  const q = quoteIdent;
  const targetTables = (
    await trx.raw<Rows<{ tablename: string }>>(`select tablename from pg_tables where schemaname = current_schema() and tablename <> ?`, [
      MIGRATIONS_TABLE,
    ])
  ).rows.map((r) => r.tablename);
  const missing = manifest.tables.filter((t) => !targetTables.includes(t.name)).map((t) => t.name);
  if (missing.length || targetTables.length !== manifest.tables.length)
    throw new Error(`The migrations do not give the backed-up tables (${missing.join(', ') || 'extra tables'}).`);
  // User triggers off before the truncate too: the audit log's refuses TRUNCATE (they come back on as each table loads).
  for (const table of targetTables) await trx.raw(`alter table ${q(table)} disable trigger user`);
  if (targetTables.length) await trx.raw(`truncate ${targetTables.map(q).join(', ')} restart identity cascade`);
  // Foreign keys are set aside while the rows load in any order, then re-created, which checks every row again.
  const foreignKeys = (
    await trx.raw<Rows<{ conname: string; relname: string; def: string }>>(
      `select c.conname, t.relname, pg_get_constraintdef(c.oid) as def from pg_constraint c join pg_class t on t.oid = c.conrelid
     join pg_namespace n on n.oid = t.relnamespace where n.nspname = current_schema() and c.contype = 'f' order by c.conname`,
    )
  ).rows;
  for (const fk of foreignKeys) await trx.raw(`alter table ${q(fk.relname)} drop constraint ${q(fk.conname)}`);
  for (const table of manifest.tables) {
    const columns = (
      await trx.raw<Rows<{ attname: string; generated: boolean }>>(
        `select a.attname, a.attgenerated <> '' as generated from pg_attribute a join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace where n.nspname = current_schema() and c.relname = ? and a.attnum > 0 and not a.attisdropped`,
        [table.name],
      )
    ).rows;
    if (
      columns
        .map((c) => c.attname)
        .sort()
        .join() !== [...table.columns].sort().join()
    )
      throw new Error(`The columns of ${table.name} differ from the backup's.`);
    // User triggers would rewrite the rows as they load (table owners may switch them off; foreign keys are gone already).
    await trx.raw(`alter table ${q(table.name)} disable trigger user`);
    const list = columns
      .filter((c) => !c.generated)
      .map((c) => q(c.attname))
      .join(', ');
    const insert = `insert into ${q(table.name)} (${list}) overriding system value select ${list} from jsonb_populate_recordset(null::${q(table.name)}, ?::jsonb)`;
    let batch: string[] = [];
    let loaded = 0;
    const flush = async () => {
      if (batch.length) await trx.raw(insert, [`[${batch.join(',')}]`]);
      loaded += batch.length;
      batch = [];
    };
    for await (const line of ndjsonLines(path.join(dir, 'database', `${table.name}.ndjson`))) {
      batch.push(line);
      if (batch.length >= BATCH_ROWS) await flush();
    }
    await flush();
    if (loaded !== table.rows) throw new Error(`The archive holds ${loaded} rows of ${table.name}, its manifest ${table.rows}.`);
    await trx.raw(`alter table ${q(table.name)} enable trigger user`);
  }
  for (const fk of foreignKeys) await trx.raw(`alter table ${q(fk.relname)} add constraint ${q(fk.conname)} ${fk.def}`);
  for (const seq of manifest.sequences)
    await trx.raw(`select setval(?::regclass, ?::bigint, ?)`, [q(seq.name), seq.lastValue, seq.isCalled]);
}

async function restoreDatabase(orm: MikroORM, dir: string, manifest: Manifest): Promise<void> {
  const knex = (orm.em.getConnection() as unknown as { getKnex(): Knex }).getKnex();
  const existing = (await knex.raw<Rows<{ n: number }>>(`select count(*)::int as n from pg_tables where schemaname = current_schema()`))
    .rows[0].n;
  if (existing > 0) throw new Error('The database is not empty: restore into a fresh DATA_DIR (embedded database) or an empty database.');
  const migrator = orm.getMigrator();
  const known = (await migrator.getPendingMigrations()).map((m) => m.name.replace(/\.[jt]s$/, ''));
  if (!manifest.migrations.length || manifest.migrations.some((name, i) => known[i] !== name)) {
    throw new Error(
      'This backup was made by another version of the site (its migrations differ from these): restore it with that version.',
    );
  }
  try {
    // Apart from the rows: the Migrator also queries outside a given transaction, which the embedded database (one
    // session shared by every connection) would make wait for that transaction's end.
    await migrator.up({ to: manifest.migrations.at(-1)! });
    await knex.transaction((trx) => loadRows(trx, dir, manifest));
  } catch (error) {
    await emptySchema(knex).catch(() => console.error('The database may hold part of the schema now: empty it before trying again.'));
    throw error;
  }
}

/** Leaves the (formerly empty) database as it was: drops what the migrations created. */
async function emptySchema(knex: Knex): Promise<void> {
  const tables = (
    await knex.raw<Rows<{ tablename: string }>>(`select tablename from pg_tables where schemaname = current_schema()`)
  ).rows.map((r) => quoteIdent(r.tablename));
  if (tables.length) await knex.raw(`drop table if exists ${tables.join(', ')} cascade`);
  const sequences = (
    await knex.raw<Rows<{ sequencename: string }>>(`select sequencename from pg_sequences where schemaname = current_schema()`)
  ).rows.map((r) => quoteIdent(r.sequencename));
  if (sequences.length) await knex.raw(`drop sequence if exists ${sequences.join(', ')} cascade`);
  const types = (
    await knex.raw<Rows<{ typname: string }>>(
      `select t.typname from pg_type t join pg_namespace n on n.oid = t.typnamespace where n.nspname = current_schema() and t.typtype in ('e', 'd')`,
    )
  ).rows.map((r) => quoteIdent(r.typname));
  if (types.length) await knex.raw(`drop type if exists ${types.join(', ')} cascade`);
}

/** Moves the archive's files into DATA_DIR/uploads (the extraction sits in DATA_DIR, so these are renames). */
async function restoreFiles(dir: string, manifest: Manifest, uploadsDir: string, dataDir: string): Promise<void> {
  for (const file of manifest.files) {
    const target = path.join(uploadsDir, file.path.slice('uploads/'.length));
    await mkdir(path.dirname(target), { recursive: true });
    await rename(path.join(dir, file.path), target).catch(() => copyFile(path.join(dir, file.path), target));
  }
  if (manifest.jwtSecret) {
    const secret = path.join(dataDir, 'jwt-secret');
    await writeFile(secret, await readFile(path.join(dir, 'jwt-secret')), { mode: 0o600 });
    await chmod(secret, 0o600);
  }
}

async function main(): Promise<void> {
  const archive = process.argv[2];
  if (!archive) throw new Error('Usage: npm run restore -- <backup.tar.gz>');
  const config = loadSiteConfig();
  if ((await listFiles(config.uploadsDir)).length)
    throw new Error(`${config.uploadsDir} already holds files: restore into a fresh DATA_DIR.`);
  const staging = await mkdtemp(path.join(config.dataDir, '.restore-'));
  try {
    await tar.x({ file: path.resolve(archive), cwd: staging, strict: true, preserveOwner: false });
    const manifest = await readManifest(staging, config.backupKey, config.backupKeySource);
    const db = await databaseToWrite(config);
    try {
      const orm = await MikroORM.init(ormOptions(db.url, db.embedded));
      try {
        await restoreDatabase(orm, staging, manifest);
      } finally {
        await orm.close();
      }
    } finally {
      await db.stop();
    }
    await restoreFiles(staging, manifest, config.uploadsDir, config.dataDir);
    const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    console.log(
      `Restored ${path.basename(archive)} (made ${manifest.createdAt}): ${manifest.tables.length} tables, ${rows} rows, ${manifest.files.length} files.`,
    );
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : `Restore failed: ${(error as Error).message}`);
  process.exit(1);
});
