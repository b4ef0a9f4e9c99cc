// `npm run migration:create`: diffs the entities against a scratch embedded database that has every
// existing migration applied, and writes the difference as a new migration under migrations/.
import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { startEmbeddedDatabase } from '../db/embedded.js';
import { ormOptions } from '../database.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'migration-'));
const db = await startEmbeddedDatabase(scratch);
try {
  const orm = await MikroORM.init(ormOptions(db.url, true));
  const migrator = orm.getMigrator();
  await migrator.up();
  const initial = (await migrator.getExecutedMigrations()).length === 0;
  const result = await migrator.createMigration(undefined, false, initial);
  console.log(result.fileName ? `created migrations/${result.fileName}` : 'no changes: entities match the migrations');
  await orm.close();
} finally {
  await db.stop();
  rmSync(scratch, { recursive: true, force: true });
}
