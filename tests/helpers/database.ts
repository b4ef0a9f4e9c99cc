// With DATABASE_URL set, every test run gets a fresh database of its own on that server, dropped afterwards: empty, or
// a copy of one a server migrated and seeded (PostgreSQL's CREATE DATABASE … TEMPLATE: a file copy, under a second).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** `template`: the name of a database on the same server to copy (nobody may be connected to it). */
export async function createScratchDatabase(serverUrl: string, template?: string): Promise<ScratchDatabase> {
  const name = `site_test_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}
