// One client asking for page after page that no kept copy answers (a new query string each time) cannot take the
// server from everyone else: its renders run a few at a time, a bounded number wait, and the rest are refused with
// 429 and Retry-After, while another client's pages, kept or rendered, are answered. The renders are kept under way by
// holding the comparison's statement back at a proxy in front of the database (either engine), so nothing depends
// on how fast the machine is. Clients are told apart by their loopback address (all of 127/8 reaches the server).
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNCACHED_PAGE_CONCURRENCY } from '../../server/throttle/client-concurrency.js';
import { proxiedDatabase, type ProxiedDatabase } from '../helpers/database-proxy.js';
import { removeDir, startServer, tempDataDir, type RunningServer } from '../helpers/server.js';

let db: ProxiedDatabase;
let server: RunningServer;
const dataDir = tempDataDir();
const RUN = Date.now().toString(36);
/** The statement of a comparison's products (compareSql in server/modules/products/product-reads.ts). */
const COMPARISON = /where p\.slug in \(/;

interface Page {
  status: number;
  retryAfter: string | undefined;
  cache: string | undefined;
  body: string;
}

/** A GET from a chosen loopback address (fetch cannot pick its source address). */
function page(path: string, from: string): Promise<Page> {
  return new Promise((resolve, reject) => {
    request(new URL(path, server.url), { localAddress: from, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          retryAfter: res.headers['retry-after'],
          cache: res.headers['x-page-cache'] as string | undefined,
          body,
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

describe('uncached page renders per client', () => {
  beforeAll(async () => {
    db = await proxiedDatabase(dataDir);
    server = await startServer({ env: { DATABASE_URL: db.url }, dataDir });
  });

  afterAll(async () => {
    db?.release();
    await server?.stop();
    await db?.stop();
    removeDir(dataDir);
  });

  it('one client: a few render, a few wait, the next is refused with 429 and Retry-After; another client is answered meanwhile', async () => {
    const { running, waiting } = UNCACHED_PAGE_CONCURRENCY;
    const [flooder, other] = ['127.0.0.2', '127.0.0.3'];
    // Kept before the flood: answered from memory whoever asks.
    expect((await page('/', other)).status).toBe(200);
    db.hold(COMPARISON);
    const compare = (i: number) => page(`/products/compare?slugs=yok-${RUN}-${i}`, flooder);
    const flood = Array.from({ length: running + waiting }, (_, i) => compare(i));
    // Only `running` of them reached the database; the others wait for their turn, not for the database.
    await expect.poll(() => db.held(), { timeout: 20_000 }).toBe(running);

    const refused = await compare(running + waiting);
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe('1');
    expect(refused.body).toContain('Aynı anda çok fazla sayfa istendi');
    expect(db.held()).toBe(running);

    // Everyone else: kept pages, and a page rendered for them (its statements are not held back).
    const home = await page('/', other);
    expect([home.status, home.cache]).toEqual([200, 'HIT']);
    const rendered = await page(`/blog?baska-${RUN}=1`, other);
    expect([rendered.status, rendered.cache]).toEqual([200, 'MISS']);
    // The flooding client still gets kept pages: only renders are limited.
    expect((await page('/', flooder)).cache).toBe('HIT');

    db.release();
    const answers = await Promise.all(flood);
    expect(answers.map((a) => a.status)).toEqual(Array(running + waiting).fill(200));
    // Its turn has come back.
    expect((await compare(running + waiting + 1)).status).toBe(200);
  });
});
