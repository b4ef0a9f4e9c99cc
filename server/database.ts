// The database as the app uses it: the ORM's options (every entity; the cache's, the audit trail's and the features'
// subscribers; migrations) and opening it, embedded or on DATABASE_URL, with migrations and the first seed under the
// start lock.
import path from 'node:path';
import { DataloaderType, MikroORM, type Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { Config } from './common/config.js';
import { projectRoot } from './common/paths.js';
import { ContentVersion, STALE_WINDOW_MS } from './cache/content-version.js';
import { isPublicContent } from './cache/content-changes.js';
import { contentTables, noteStatement } from './cache/read-tracking.js';
import { EMBEDDED_MAX_CONNECTIONS, startEmbeddedDatabase } from './db/embedded.js';
import { holdingStartLock } from './db/start-lock.js';
import { entities } from './modules/entities.js';
import { AuditLog } from './audit-trail/audit.subscriber.js';
import { features } from './modules/features.js';

export const STATEMENT_TIMEOUT_MS = 15_000;

export function ormOptions(clientUrl: string, embedded: boolean, contentVersion = new ContentVersion()): Options<PostgreSqlDriver> {
  return {
    subscribers: [contentVersion, new AuditLog(), ...features.flatMap((feature) => feature.subscribers?.() ?? [])],
    // Which tables an answer being computed reads (server/cache/read-tracking.ts).
    onQuery: (sql) => {
      noteStatement(sql);
      return sql;
    },
    driver: PostgreSqlDriver,
    clientUrl,
    entities,
    discovery: { disableDynamicFileAccess: true },
    extensions: [Migrator],
    dataloader: DataloaderType.ALL,
    forceUtcTimezone: true,
    pool: { min: 0, max: embedded ? EMBEDDED_MAX_CONNECTIONS : 10 },
    // A database that is down or stuck fails a request within seconds (503, a kept page, the contact spool) instead
    // of holding it: no statement runs longer than STATEMENT_TIMEOUT_MS, connecting gives up after 5 s, and waiting
    // for a free connection after 10 s.
    driverOptions: {
      connection: { statement_timeout: STATEMENT_TIMEOUT_MS, connectionTimeoutMillis: 5_000 },
      acquireConnectionTimeout: 10_000,
    },
    migrations: {
      tableName: 'mikro_orm_migrations',
      path: path.join(projectRoot, 'dist/migrations'),
      pathTs: path.join(projectRoot, 'migrations'),
      glob: '!(*.d).js',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      emit: 'ts',
    },
  };
}

export interface Database {
  orm: MikroORM<PostgreSqlDriver>;
  contentVersion: ContentVersion;
  /** Whether the embedded engine is in a transaction (every other statement waiting for it); always false on a server. */
  busy: () => boolean;
  close(): Promise<void>;
}

/**
 * Connects to DATABASE_URL or starts the embedded database, then applies pending migrations and runs `prepare` (the
 * first seed, the admin account): on a shared server under a lock, so processes starting together do it once.
 */
export async function openDatabase(config: Config, prepare?: (orm: MikroORM<PostgreSqlDriver>) => Promise<void>): Promise<Database> {
  const embedded = config.databaseUrl ? undefined : await startEmbeddedDatabase(config.dataDir);
  const contentVersion = new ContentVersion(config.responseCache, config.staleAfterEdit ? STALE_WINDOW_MS : 0);
  const orm = await MikroORM.init(ormOptions(config.databaseUrl ?? embedded!.url, !!embedded, contentVersion));
  contentTables(
    Object.values(orm.getMetadata().getAll())
      .filter((meta) => isPublicContent(meta) && meta.tableName)
      .map((meta) => meta.tableName),
  );
  try {
    const migrateAndPrepare = async () => {
      await orm.getMigrator().up();
      await prepare?.(orm);
    };
    // The embedded database belongs to this process alone: nobody to wait for.
    await (embedded ? migrateAndPrepare() : holdingStartLock(orm, migrateAndPrepare));
  } catch (error) {
    await orm.close();
    await embedded?.stop();
    throw error;
  }
  return {
    orm,
    contentVersion,
    busy: () => embedded?.busy() ?? false,
    async close() {
      await orm.close();
      await embedded?.stop();
    },
  };
}
