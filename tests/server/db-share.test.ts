// Anonymous clients keeping the database busy cannot make the health check fail (it has a connection of its own,
// not a place in the pool's queue), nor take the whole database: one client's GraphQL requests run a few at a
// time, a bounded number wait, and the rest are refused with TOO_MANY_ATTEMPTS. The test holds a lock on the
// products table from a connection of its own, so that every query reading products waits on it (as expensive
// ones would, but on any machine alike). Clients are told apart by X-Forwarded-For, believed from loopback here.
// Needs the PostgreSQL server (DATABASE_URL): PGlite runs one statement at a time for every connection.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS_CONCURRENCY } from '../../server/throttle/client-concurrency.js';
import { proxiedDatabase, type ProxiedDatabase } from '../helpers/database-proxy.js';
import { removeDir, startServer, tempDataDir, type RunningServer } from '../helpers/server.js';

const POOL_SIZE = 10;
let db: ProxiedDatabase;
let server: RunningServer;
const dataDir = tempDataDir();
let sent = 0;

/** A query that reads products, never asked before (no kept answer). */
function readProducts(client: string) {
  const query = `{ products(take: 1) { id } } # ${sent++}`;
  return fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ query }),
  });
}

/** Statements of the server waiting for the test's lock: each holds one of the pool's connections. */
async function queriesWaitingOnTheLock(): Promise<number> {
  const client = new pg.Client({ connectionString: db.directUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
    );
    return rows[0].n as number;
  } finally {
    await client.end();
  }
}

/** Runs `during` while the products table is locked; the lock is released before the waiting answers are read. */
async function whileProductsLocked<T>(during: () => Promise<T>): Promise<T> {
  const lock = new pg.Client({ connectionString: db.directUrl });
  await lock.connect();
  try {
    await lock.query('BEGIN');
    await lock.query('LOCK TABLE product IN ACCESS EXCLUSIVE MODE');
    return await during();
  } finally {
    await lock.query('COMMIT');
    await lock.end();
  }
}

describe.runIf(!!process.env.DATABASE_URL)('anonymous clients keeping the database busy', () => {
  beforeAll(async () => {
    db = await proxiedDatabase(dataDir);
    server = await startServer({ env: { DATABASE_URL: db.url, TRUST_PROXY: 'loopback' }, dataDir });
  });

  afterAll(async () => {
    await server?.stop();
    await db?.stop();
    removeDir(dataDir);
  });

  it('32 clients whose queries hold every pooled connection: the health check still answers ok at once', async () => {
    const waiting = await whileProductsLocked(async () => {
      const waiting = Array.from({ length: 32 }, (_, i) => readProducts(`198.51.100.${i + 1}`));
      // Every pooled connection is taken (more clients than connections): a query of the pool would wait in line.
      await expect.poll(async () => await queriesWaitingOnTheLock(), { timeout: 10_000 }).toBeGreaterThanOrEqual(POOL_SIZE);
      const started = Date.now();
      const health = await fetch(`${server.url}/healthz`);
      expect([health.status, await health.json()]).toEqual([200, { status: 'ok', database: 'ok' }]);
      expect(Date.now() - started).toBeLessThan(1_500);
      return waiting;
    });
    const answers = await Promise.all(waiting);
    expect(answers.map((r) => r.status)).toEqual(Array(32).fill(200));
  });

  it('one client sending many at once: a few run, a few wait, the rest are refused; another client is still answered', async () => {
    const total = 80;
    const { running, waiting } = ANONYMOUS_CONCURRENCY;
    const flood = await whileProductsLocked(async () => {
      const flood = Array.from({ length: total }, () => readProducts('203.0.113.7'));
      await expect.poll(async () => await queriesWaitingOnTheLock(), { timeout: 10_000 }).toBe(running);
      // The connections this client does not hold serve everyone else meanwhile.
      const started = Date.now();
      const other = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.8' },
        body: JSON.stringify({ query: `{ blogs(take: 1) { id } } # ${sent++}` }),
      });
      expect([other.status, (await other.json()).errors]).toEqual([200, undefined]);
      expect(Date.now() - started).toBeLessThan(3_000);
      return flood;
    });
    const answers = await Promise.all(flood);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused).toHaveLength(total - running - waiting);
    expect(answers.filter((r) => r.status === 200)).toHaveLength(running + waiting);
    expect(refused[0].headers.get('retry-after')).toBe('1');
    expect((await refused[0].json()).errors[0].extensions.code).toBe('TOO_MANY_ATTEMPTS');
  });
});
