// Several server processes on one PostgreSQL server (issue 11): what one process counts, the others see. Needs a
// PostgreSQL server (DATABASE_URL; CI's second pass): the embedded database serves a single process.
import { request } from 'node:http';
import { connect } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBlogs } from '../../server/db/seed/data/blogs.data.js';
import { seedProducts } from '../../server/db/seed/data/products.data.js';
import { gql, loginToken } from '../helpers/graphql.js';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/database.js';
import { freePort, removeDir, startServer, tempDataDir, type RunningServer } from '../helpers/server.js';

const LOGIN = 'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { token } }';
const LIMITS = { LOGIN_FAILURE_LIMIT: '4/15m', LOGIN_CLIENT_FAILURE_LIMIT: '50/15m' };

/** A sign-in attempt from a chosen loopback address; answers the GraphQL error code (or 'OK'). */
function login(server: RunningServer, from: string, password: string): Promise<string> {
  const payload = JSON.stringify({ query: LOGIN, variables: { u: 'admin', p: password } });
  return new Promise((resolve, reject) => {
    const req = request(new URL('/graphql', server.url), {
      method: 'POST', localAddress: from,
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) },
    }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve((JSON.parse(text) as { errors?: Array<{ extensions: { code: string } }> }).errors?.[0]?.extensions.code ?? 'OK'));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** A loopback address of its own for each run: counters kept in Redis outlive a run. */
const freshClient = () => `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

function redisAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(6379, '127.0.0.1');
    socket.setTimeout(1000, () => { socket.destroy(); resolve(false); });
    socket.once('connect', () => { socket.end(); resolve(true); }).once('error', () => resolve(false));
  });
}

describe.skipIf(!process.env.DATABASE_URL)('two processes on one database', () => {
  let scratch: ScratchDatabase;
  const dirs: string[] = [];
  const servers: RunningServer[] = [];
  /** One mail server for every process: it refuses each message's first two attempts for now (451), then takes it. */
  let smtp: SMTPServer;
  let mail: Record<string, string>;
  const attempts = new Map<string, number>();
  const delivered: string[] = [];
  const start = async (env: Record<string, string>) => {
    const dataDir = tempDataDir();
    dirs.push(dataDir);
    const server = await startServer({ env: { DATABASE_URL: scratch.url, ADMIN_PASSWORD: 'scale-out-password', ...LIMITS, ...mail, ...env }, dataDir });
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.DATABASE_URL!);
    const port = await freePort();
    smtp = new SMTPServer({
      authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
      onData(stream, _session, done) {
        let data = '';
        stream.on('data', (c: Buffer) => (data += c.toString()));
        stream.on('end', () => {
          const subject = /scale-out-\d+/.exec(data)?.[0] ?? 'other';
          const tried = (attempts.get(subject) ?? 0) + 1;
          attempts.set(subject, tried);
          if (tried <= 2) return done(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          delivered.push(subject);
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
    mail = { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_TO: 'sales@example.com', MAIL_FROM: 'site@example.com', MAIL_RETRY_DELAY: '200ms' };
  });
  afterAll(async () => {
    for (const s of servers) await s.stop();
    for (const d of dirs) removeDir(d);
    await scratch?.drop();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  });

  it('two processes starting together on an empty database migrate and seed once', async () => {
    const [a, b] = await Promise.all([start({}), start({})]);
    for (const server of [a, b]) {
      const answer = await (await fetch(`${server.url}/graphql`, {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ productCount blogCount }' }),
      })).json() as { data: { productCount: number; blogCount: number } };
      expect(answer.data).toEqual({ productCount: seedProducts.length, blogCount: seedBlogs.length });
    }
    const seeded = [a, b].filter((s) => s.output().includes('seed content loaded'));
    expect(seeded).toHaveLength(1);
  });

  it('an edit through A shows on B\'s very next request, caches and all', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const token = await loginToken(a.url, 'admin', 'scale-out-password');
    const slug = seedProducts[0]!.slug;
    const page = async () => (await fetch(`${b.url}/products/${slug}`)).status;
    const { id } = (await gql(b.url, 'query($s: String!) { productBySlug(slug: $s) { id } }', { s: slug })).data.productBySlug;
    expect([await page(), await page()]).toEqual([200, 200]); // B keeps the page now
    expect((await gql(a.url, 'mutation($id: Int!) { unpublishProduct(id: $id) { id } }', { id }, token)).errors).toBeUndefined();
    expect(await page()).toBe(404);
    expect((await gql(a.url, 'mutation($id: Int!) { publishProduct(id: $id) { id } }', { id }, token)).errors).toBeUndefined();
    expect(await page()).toBe(200);
  });

  it('contact messages whose mail is retried are delivered once, whichever process retries them', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const subjects = Array.from({ length: 6 }, (_, i) => `scale-out-${i}`);
    await Promise.all(subjects.map((subject, i) => gql((i % 2 ? b : a).url,
      'mutation($input: ContactInput!) { sendContactMessage(input: $input) { status } }',
      { input: { name: 'Multi Process', email: `kisi${i}@example.com`, subject } })));
    await expect.poll(() => new Set(delivered).size, { timeout: 20_000 }).toBe(subjects.length);
    // Retries keep coming for a while if two processes hold one message: none may.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect([...delivered].sort()).toEqual([...subjects].sort());
  });

  it('failed sign-ins through A and B add up to one limit (THROTTLE_STORE=database, the default with DATABASE_URL)', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const from = freshClient();
    expect([await login(a, from, 'wrong-1'), await login(b, from, 'wrong-2'), await login(a, from, 'wrong-3'), await login(b, from, 'wrong-4')])
      .toEqual(['INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS']);
    // The fifth attempt, through either process, finds the budget spent: even the right password waits.
    expect(await login(a, from, 'scale-out-password')).toBe('TOO_MANY_ATTEMPTS');
    expect(await login(b, from, 'scale-out-password')).toBe('TOO_MANY_ATTEMPTS');
    expect(await login(b, freshClient(), 'scale-out-password')).toBe('OK');
  });

  it('and with THROTTLE_STORE=redis', async (ctx) => {
    if (!(await redisAnswers())) ctx.skip('no Redis server on 127.0.0.1:6379');
    const env = { THROTTLE_STORE: 'redis', REDIS_URL: 'redis://127.0.0.1:6379' };
    const a = await start(env);
    const b = await start(env);
    const from = freshClient();
    for (const [server, n] of [[a, 1], [b, 2], [b, 3], [a, 4]] as const) expect(await login(server, from, `wrong-${n}`)).toBe('INVALID_CREDENTIALS');
    expect(await login(b, from, 'scale-out-password')).toBe('TOO_MANY_ATTEMPTS');
    expect(await login(a, freshClient(), 'scale-out-password')).toBe('OK');
  });
});
