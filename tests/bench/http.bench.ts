// `npm run bench [-- --products 10000 --posts 5000 --seconds 10 --connections 20 --only ssr --profile]`
// The main read paths of a seeded server grown to a catalogue of the given size (tests/bench/catalogue-seed.ts), each
// measured with autocannon on a server with its caches on and on one with them off (RESPONSE_CACHE=off: every request
// a cache miss), and on a bare Node.js HTTP server in the same run: figures are ratios to it, since this machine is
// shared and noisy. Needs DATABASE_URL (a PostgreSQL server; the benchmark works in a scratch database on it).
// With --profile the servers write V8 CPU profiles and the run ends with where their time went.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createScratchDatabase } from '../helpers/database.js';
import { removeDir, startServer, tempDataDir, type RunningServer } from '../helpers/server.js';
import { startBareServer } from './bare-server.js';
import { growCatalogue } from './catalogue-seed.js';
import { summarizeProfiles } from './cpu-profile.js';
import { measurer, type Measured } from './measure.js';
import { benchTargets, type Verdict } from './targets.js';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '30' },
    posts: { type: 'string', default: '30' },
    seconds: { type: 'string', default: process.env.BENCH_SECONDS ?? '10' },
    connections: { type: 'string', default: process.env.BENCH_CONNECTIONS ?? '20' },
    only: { type: 'string' },
    profile: { type: 'boolean', default: false },
  },
});
const seconds = Number(args.seconds);
const connections = Number(args.connections);

if (!process.env.DATABASE_URL) {
  console.error(
    'npm run bench needs DATABASE_URL (a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/test): embedded engines are 0.5x as fast and would measure themselves.',
  );
  process.exit(2);
}

const measure = measurer(connections, seconds);

const scratch = await createScratchDatabase(process.env.DATABASE_URL);
const dataDir = tempDataDir();
const profileDir = args.profile ? mkdtempSync(path.join(tmpdir(), 'bench-profile-')) : undefined;
const servers: RunningServer[] = [];
const bare = await startBareServer();
try {
  const serverEnv = (extra: Record<string, string>) => ({ DATABASE_URL: scratch.url, ...extra });
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  // The first start migrates and seeds; the catalogue grows before either server has answered anything.
  const cached = await startServer({ env: serverEnv({}), dataDir, nodeArgs });
  servers.push(cached);
  const growing = performance.now();
  const catalogue = await growCatalogue(scratch.url, { products: Number(args.products), posts: Number(args.posts) });
  const grownIn = (performance.now() - growing) / 1000;
  const uncached = await startServer({ env: serverEnv({ RESPONSE_CACHE: 'off' }), dataDir, nodeArgs });
  servers.push(uncached);

  const targets = benchTargets(catalogue.product).filter((t) => !args.only || t.name.toLowerCase().includes(args.only.toLowerCase()));
  console.log(
    `PostgreSQL server (scratch database); ${catalogue.products} products (3 groups x 5 specs x 2 files each), ${catalogue.posts} posts (grown in ${grownIn.toFixed(1)} s);`,
  );
  console.log(`${connections} connections, ${seconds} s per target after a 2 s warm-up; Accept-Encoding: br, gzip\n`);

  const baseline = [await measure(bare.url, {})];
  const rows: Array<{ target: string; cache: string; m: Measured; verdict: Verdict }> = [];
  for (const t of targets) {
    for (const [cache, server] of [
      ['on', cached],
      ['off', uncached],
    ] as const) {
      const floor = cache === 'on' ? t.onFloor : t.offFloor;
      if (floor === undefined) continue;
      await measure(server.url + t.path, t, 2);
      const m = await measure(server.url + t.path, t);
      rows.push({ target: t.name, cache, m, verdict: { floor } });
      process.stdout.write('.');
    }
  }
  baseline.push(await measure(bare.url, {}));
  const bareRps = (baseline[0].rps + baseline[1].rps) / 2;
  console.log(
    `\n\nbare Node.js HTTP server: ${baseline.map((b) => b.rps.toFixed(0)).join(' and ')} req/s (ratios below are to their mean, ${bareRps.toFixed(0)})\n`,
  );
  console.log('| target | cache | req/s | p50 ms | p99 ms | ratio | target ratio | failed |');
  console.log('|---|---|---:|---:|---:|---:|---:|---:|');
  let misses = 0;
  for (const { target, cache, m, verdict } of rows) {
    const ratio = m.rps / bareRps;
    const ok = ratio >= verdict.floor && m.failures === 0;
    if (!ok) misses += 1;
    console.log(
      `| ${target} | ${cache} | ${m.rps.toFixed(0)} | ${m.p50} | ${m.p99} | ${ratio.toFixed(3)}x | ${ok ? '' : 'MISSED '}>= ${verdict.floor}x | ${m.failures} |`,
    );
  }
  console.log(`\n${misses ? `${misses} target(s) missed` : 'every target holds'}`);
  await printReactFloors(
    uncached,
    targets.filter((t) => t.name.startsWith('SSR')),
    bareRps,
  );
} finally {
  for (const s of servers) await s.stop();
  await bare.stop();
  removeDir(dataDir);
  await scratch.drop();
}
if (profileDir) {
  console.log(`\nCPU profiles in ${profileDir}\n${summarizeProfiles(profileDir)}`);
}

/**
 * What React alone would cost for each page rendered on a miss (tests/bench/react-floor.ts): the ceiling of SSR misses
 * with this markup on two cores, whatever the rest of the stack did. React is loaded in production mode, as the server runs it.
 */
async function printReactFloors(server: RunningServer, pages: Array<{ name: string; path: string }>, bareRps: number): Promise<void> {
  if (pages.length === 0) return;
  process.env.NODE_ENV = 'production';
  const { reactFloor } = await import('./react-floor.js');
  console.log('\nReact alone (renderToString of the same markup as plain elements; 2 cores):');
  for (const page of pages) {
    const floor = reactFloor(await (await fetch(server.url + page.path)).text());
    const ceiling = 2000 / floor.ms;
    console.log(
      `  ${page.name}: ${floor.elements} elements, ${floor.ms.toFixed(2)} ms a render: at most ${ceiling.toFixed(0)} renders/s (${(ceiling / bareRps).toFixed(3)}x)`,
    );
  }
}
