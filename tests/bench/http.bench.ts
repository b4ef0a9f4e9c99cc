// `npm run bench`: load on the main read paths of a freshly seeded server, with autocannon over loopback.
// Uses DATABASE_URL when set (a scratch database on that server; recommended, embedded engines are slower),
// otherwise the embedded PostgreSQL. Prints requests/s and latency percentiles; asserts nothing.
import autocannon from 'autocannon';
import { startIsolatedServer } from '../helpers/server.js';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const targets: Array<{ name: string; path: string; method?: 'GET' | 'POST'; body?: string; headers?: Record<string, string> }> = [
  { name: 'SSR home page (tr)', path: '/' },
  { name: 'GraphQL products + groups', path: '/graphql', method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ products { id name slug imageUrl specGroups { nameTr specs { nameTr valueTr } } } }' }) },
  { name: 'REST /api/products', path: '/api/products' },
  { name: 'REST /api/product/by-slug', path: '/api/product/by-slug/ea-300-energy-analyzer' },
  { name: 'REST /api/blogs', path: '/api/blogs' },
];

const handle = await startIsolatedServer();
try {
  console.log(`database: ${process.env.DATABASE_URL ? 'PostgreSQL server (scratch database)' : 'embedded'}; ${CONNECTIONS} connections, ${DURATION} s each\n`);
  console.log('target'.padEnd(30), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(7), 'non-2xx'.padStart(8));
  for (const t of targets) {
    const result = await autocannon({
      url: handle.server.url + t.path,
      method: t.method ?? 'GET',
      body: t.body,
      headers: t.headers,
      connections: CONNECTIONS,
      duration: DURATION,
    });
    console.log(
      t.name.padEnd(30),
      result.requests.average.toFixed(0).padStart(8),
      String(result.latency.p50).padStart(8),
      String(result.latency.p99).padStart(8),
      String(result.errors).padStart(7),
      String(result.non2xx).padStart(8),
    );
  }
} finally {
  await handle.stop();
}
