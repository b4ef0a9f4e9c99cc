// A PostgreSQL server that stops answering (connections accepted, nothing answered) or refuses them (a database
// closed to connections, its sessions ended by an administrator, as in a failover): every request gets a clear 503 or
// a kept page within seconds, never a 500, and a contact message sent meanwhile is spooled and stored exactly once
// when the database is back. Needs the PostgreSQL server (DATABASE_URL): PGlite has no ALLOW_CONNECTIONS.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseUnavailableError, isDatabaseUnavailable } from '../../server/common/errors.js';
import { DatabaseFaultBench } from '../helpers/database-fault-bench.js';
import { gql } from '../helpers/graphql.js';
import { rest } from '../helpers/rest.js';

const onServer = !!process.env.DATABASE_URL;
const bench = new DatabaseFaultBench();
const SEND = 'mutation($input: ContactInput!) { sendContactMessage(input: $input) { status } }';
/** Longer than the server's own limits leave a visitor waiting while the database is away (a few seconds). */
const ANSWER_WITHIN_MS = 8_000;

/** Runs `request` and checks it was answered in time. */
async function timed<T>(request: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await request();
  expect(Date.now() - started).toBeLessThan(ANSWER_WITHIN_MS);
  return result;
}

const storedNamed = async (name: string) => {
  const { data } = await gql(bench.server.url, '{ contactMessages(take: 100) { name } }', {}, bench.token);
  return (data.contactMessages as Array<{ name: string }>).filter((m) => m.name === name).length;
};

/**
 * What every fault must look like from outside; `tag` names the messages sent meanwhile, `n` makes the page and
 * queries asked ones never answered before (none kept).
 */
async function expectUnavailable(tag: string, n: number): Promise<void> {
  await expect.poll(bench.healthStatus, { timeout: ANSWER_WITHIN_MS }).toBe(503);
  const home = await timed(() => fetch(`${bench.server.url}/`));
  expect(home.status).toBe(200);
  expect(['HIT', 'STALE']).toContain(home.headers.get('x-page-cache'));
  const blog = await timed(() => fetch(`${bench.server.url}/blog?lang=en&n=${n}`));
  expect(blog.status).toBe(503);
  expect(await blog.text()).toContain('<h1>The site cannot answer right now</h1>');
  const query = await timed(() => gql(bench.server.url, `{ blogs(take: ${n}) { slug } }`));
  expect(query.errors?.[0]?.extensions?.code).toBe('SERVICE_UNAVAILABLE');
  const list = await timed(() => rest(bench.server.url, 'GET', `/api/blogs?take=${n}`));
  expect([list.status, list.json.code]).toEqual([503, 'SERVICE_UNAVAILABLE']);

  const mail = await timed(() =>
    rest(bench.server.url, 'POST', '/mail', { name: `${tag} REST`, email: 'fault@example.com', subject: 'Veritabanı yanıt vermiyor' }),
  );
  expect([mail.status, mail.json.status]).toEqual([200, 'success']);
  const sent = await timed(() =>
    gql(bench.server.url, SEND, { input: { name: `${tag} GraphQL`, email: 'fault@example.com', subject: 'Database away' } }),
  );
  expect(sent.data?.sendContactMessage).toEqual({ status: 'success' });
  expect(bench.spooled()).toHaveLength(2);
}

async function expectRecovered(tag: string): Promise<void> {
  await expect.poll(bench.healthStatus, { timeout: 20_000 }).toBe(200);
  await expect.poll(bench.spooled, { timeout: 20_000 }).toHaveLength(0);
  await bench.signIn();
  expect(await storedNamed(`${tag} REST`)).toBe(1);
  expect(await storedNamed(`${tag} GraphQL`)).toBe(1);
  expect((await fetch(`${bench.server.url}/blog?lang=en`)).status).toBe(200);
}

describe('what counts as "database unavailable"', () => {
  const failure = (fields: { message?: string; [field: string]: unknown }) => Object.assign(new Error(fields.message ?? 'failed'), fields);

  it('every connection-class failure, as the driver or the ORM reports it, and nothing else', () => {
    // Closed to connections, administrator shutdown, crash, starting or stopping, connection failures, too many connections.
    for (const code of ['55000', '57P01', '57P02', '57P03', '08000', '08001', '08006', '53300', 'ECONNREFUSED', 'ECONNRESET']) {
      expect(isDatabaseUnavailable(failure({ code })), code).toBe(true);
    }
    for (const message of [
      'timeout expired',
      'Connection terminated due to connection timeout',
      'Connection terminated unexpectedly',
      'Query read timeout',
    ]) {
      expect(isDatabaseUnavailable(failure({ message })), message).toBe(true);
    }
    // The gate's own refusal, also once the ORM has wrapped it (taking its properties, not its name).
    expect(isDatabaseUnavailable(new DatabaseUnavailableError())).toBe(true);
    expect(isDatabaseUnavailable(failure({ ...new DatabaseUnavailableError(), name: 'DriverException' }))).toBe(true);
    for (const code of ['23505', '42P01', '22P02', '40001']) expect(isDatabaseUnavailable(failure({ code })), code).toBe(false);
    expect(isDatabaseUnavailable(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});

describe.runIf(onServer)('a database that stops answering or refuses connections', () => {
  beforeAll(async () => {
    await bench.open();
    expect((await fetch(`${bench.server.url}/`)).status).toBe(200);
  });

  afterAll(() => bench.close());

  it('accepts connections and never answers: 503 or a kept page in seconds, messages spooled', async () => {
    bench.db.hang();
    try {
      await expectUnavailable('Hung', 3);
    } finally {
      bench.db.restore();
    }
    await expectRecovered('Hung');
  });

  it('closed to connections and its sessions ended (a failover): the same', async () => {
    const name = new URL(bench.db.directUrl).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
      await expectUnavailable('Closed', 4);
    } finally {
      await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    await expectRecovered('Closed');
  });
});
