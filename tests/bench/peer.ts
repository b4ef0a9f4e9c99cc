// `npm run bench:peer [-- --seconds 10 --connections 20]`
// Our server's reads on a cache miss (RESPONSE_CACHE=off) next to a peer's, Directus with its cache off, on the same
// catalogue in the same run, with a bare Node.js HTTP server as the yardstick (tests/bench/bare-server.ts). Directus is
// installed on demand into a folder of its own outside the project (never one of its dependencies), runs on a scratch
// database of the same PostgreSQL server, and is given, through its own API, the products of our scratch database
// after growCatalogue. Needs DATABASE_URL like `npm run bench`. Prints a table; exits 0 whatever the ratios (a report)
// and non-zero on an error, a failed answer included. Directus answers uncompressed whatever the Accept-Encoding (it
// compresses nothing itself; a proxy in front of it would): the run says how each answered.
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import pg from 'pg';
import { LIST_PAGE_SIZE } from '../../client/config/page-size.js';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/database.js';
import { freePort, removeDir, startServer, tempDataDir, type RunningServer } from '../helpers/server.js';
import { startBareServer } from './bare-server.js';
import { growCatalogue } from './catalogue-seed.js';
import { BROWSER_HEADERS, measurer, type BenchRequest, type Measured } from './measure.js';
import { benchTargets } from './targets.js';

const DIRECTUS_VERSION = '11.3.5';
/** Requests a second, ours to Directus's, that every target must reach. */
const TARGET_RATIO = 3;

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: process.env.BENCH_SECONDS ?? '10' },
    connections: { type: 'string', default: process.env.BENCH_CONNECTIONS ?? '20' },
  },
});
const seconds = Number(args.seconds);
const connections = Number(args.connections);
const measure = measurer(connections, seconds);

if (!process.env.DATABASE_URL) {
  console.error(
    'npm run bench:peer needs DATABASE_URL (a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres): both servers get a scratch database on it.',
  );
  process.exit(2);
}

interface PeerRequest extends BenchRequest {
  path: string;
}

/** One read asked of both servers; `shape` summarizes an answer, so that both are checked to hold the same data. */
interface PeerTarget {
  name: string;
  ours: PeerRequest;
  directus: PeerRequest;
  shape: { ours: (json: any) => string; directus: (json: any) => string };
}

const json = (body: unknown): Omit<PeerRequest, 'path'> => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const ourTarget = (targets: ReturnType<typeof benchTargets>, name: string): PeerRequest => {
  const t = targets.find((target) => target.name === name);
  if (!t) throw new Error(`tests/bench/targets.ts has no target named ${name}`);
  return { path: t.path, method: t.method, body: t.body, headers: t.headers };
};
const specCount = (groups: Array<Record<string, unknown[]>>, key: string) => groups.reduce((n, g) => n + g[key].length, 0);

// Directus's side of each read, asking what ours answers: the GraphQL product with its groups, specs and files; our REST
// product answers no files (the page asks them apart), so Directus's REST one is not asked them either; the GraphQL list
// is a page of one category's cards with the category's count; our REST list is a page of whole products, in id order,
// without a count.
const DIRECTUS_PRODUCT = `query($slug: String) { products(filter: { slug: { _eq: $slug } }, limit: 1) { id name slug category
  short_description_tr short_description_en long_description_tr long_description_en
  spec_groups(sort: ["sort"]) { id name_tr name_en specs(sort: ["sort"]) { id name_tr name_en value_tr value_en } }
  files { id file_type_tr file_type_en original_name size mime_type } } }`;
const DIRECTUS_LIST = `query($category: String, $limit: Int) {
  products(filter: { category: { _eq: $category } }, sort: ["sort", "id"], limit: $limit) { id name slug category short_description_tr short_description_en }
  products_aggregated(filter: { category: { _eq: $category } }) { count { id } } }`;
const DEEP_SORT = encodeURIComponent(JSON.stringify({ spec_groups: { _sort: 'sort', specs: { _sort: 'sort' } } }));

function peerTargets(product: { slug: string; category: string }): PeerTarget[] {
  const ours = benchTargets(product);
  return [
    {
      name: 'GraphQL product by slug (groups, specs, files)',
      ours: ourTarget(ours, 'GraphQL product by slug'),
      directus: { path: '/graphql', ...json({ query: DIRECTUS_PRODUCT, variables: { slug: product.slug } }) },
      shape: {
        ours: ({ data: { productBySlug: p } }) =>
          `${p.slug}: ${p.specGroups.length} groups, ${specCount(p.specGroups, 'specs')} specs, ${p.files.length} files`,
        directus: ({
          data: {
            products: [p],
          },
        }) => `${p.slug}: ${p.spec_groups.length} groups, ${specCount(p.spec_groups, 'specs')} specs, ${p.files.length} files`,
      },
    },
    {
      name: 'REST product by slug (groups, specs)',
      ours: ourTarget(ours, 'REST /api/product/by-slug'),
      directus: {
        path: `/items/products?filter[slug][_eq]=${encodeURIComponent(product.slug)}&limit=1&fields=*,spec_groups.*,spec_groups.specs.*&deep=${DEEP_SORT}`,
      },
      shape: {
        ours: (p) =>
          `${p.product_slug}: ${p.specification_groups.length} groups, ${specCount(p.specification_groups, 'specifications')} specs`,
        directus: ({ data: [p] }) => `${p.slug}: ${p.spec_groups.length} groups, ${specCount(p.spec_groups, 'specs')} specs`,
      },
    },
    {
      name: `GraphQL product list (a category, ${LIST_PAGE_SIZE}, count)`,
      ours: ourTarget(ours, 'GraphQL product list'),
      directus: { path: '/graphql', ...json({ query: DIRECTUS_LIST, variables: { category: product.category, limit: LIST_PAGE_SIZE } }) },
      shape: {
        ours: ({ data }) => `${data.products.length} of ${data.productCount}, first ${data.products[0]?.slug}`,
        directus: ({ data }) => `${data.products.length} of ${data.products_aggregated[0].count.id}, first ${data.products[0]?.slug}`,
      },
    },
    {
      name: `REST product list (${LIST_PAGE_SIZE} whole products)`,
      ours: ourTarget(ours, 'REST /api/products'),
      directus: { path: `/items/products?limit=${LIST_PAGE_SIZE}&sort=id&fields=*` },
      shape: {
        ours: (list) => `${list.length}, first ${list[0]?.product_slug}`,
        directus: ({ data }) => `${data.length}, first ${data[0]?.slug}`,
      },
    },
  ];
}

/** Directus's CLI, installed once into a folder of the system's temp dir (a few minutes, some 500 MB). */
function installDirectus(): { dir: string; cli: string } {
  const dir = path.join(tmpdir(), `bench-peer-directus-${DIRECTUS_VERSION}`);
  // Written after a complete install only: an interrupted one is done again.
  const done = path.join(dir, 'installed');
  if (!existsSync(done)) {
    console.log(`Installing Directus ${DIRECTUS_VERSION} into ${dir} (once)`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'bench-peer-directus', private: true }));
    execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--loglevel=error', `directus@${DIRECTUS_VERSION}`], {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    writeFileSync(done, `${DIRECTUS_VERSION}\n`);
  }
  // The API's own CLI, as the package's bin imports it after an update check that would ask the registry.
  return { dir, cli: path.join(dir, 'node_modules/@directus/api/dist/cli/run.js') };
}

interface Directus {
  url: string;
  token: string;
  stop(): Promise<void>;
}

/** Bootstraps Directus on `database` and starts it; resolves once /server/health answers and its admin has logged in. */
async function startDirectus(install: { dir: string; cli: string }, database: ScratchDatabase, workDir: string): Promise<Directus> {
  const port = await freePort();
  const admin = { email: 'bench@example.com', password: randomBytes(16).toString('hex') };
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'production',
    DB_CLIENT: 'pg',
    DB_CONNECTION_STRING: database.url,
    KEY: randomBytes(16).toString('hex'),
    SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // Every request a miss, as ours with RESPONSE_CACHE=off.
    CACHE_ENABLED: 'false',
    RATE_LIMITER_ENABLED: 'false',
    LOG_LEVEL: 'warn',
    TELEMETRY: 'false',
    STORAGE_LOCAL_ROOT: path.join(workDir, 'uploads'),
    EXTENSIONS_PATH: path.join(workDir, 'extensions'),
  };
  await promisify(execFile)(process.execPath, [install.cli, 'bootstrap'], { cwd: workDir, env }).catch(
    (e: { stdout?: string; stderr?: string; message: string }) => {
      throw new Error(`directus bootstrap failed: ${e.message}\n${e.stdout ?? ''}${e.stderr ?? ''}`);
    },
  );
  const child = spawn(process.execPath, [install.cli, 'start'], { cwd: workDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const directus = { url: `http://127.0.0.1:${port}`, token: '', stop: () => stopChild(child) };
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`directus exited with ${child.exitCode}:\n${output}`);
      if (
        await fetch(`${directus.url}/server/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (Date.now() > deadline) throw new Error(`directus did not answer /server/health in 120 s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    directus.token = (await directusApi(directus, 'POST', '/auth/login', admin)).access_token;
    return directus;
  } catch (error) {
    await directus.stop();
    throw error;
  }
}

/** Directus's own shutdown first (it closes its pool), then a kill if it has not gone in 10 s. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function directusApi(
  directus: { url: string; token: string },
  method: 'GET' | 'POST',
  pathname: string,
  body?: unknown,
): Promise<any> {
  const res = await fetch(directus.url + pathname, {
    method,
    headers: { 'content-type': 'application/json', ...(directus.token ? { authorization: `Bearer ${directus.token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`Directus ${method} ${pathname}: ${res.status} ${text.slice(0, 1000)}`);
  return text ? JSON.parse(text).data : undefined;
}

// Our catalogue's fields, with Directus's types; an index wherever ours has one that these reads use (the slug, the
// category, each relation's key), as someone modelling it in Directus would add.
const primaryKey = {
  field: 'id',
  type: 'integer',
  meta: { hidden: true, readonly: true },
  schema: { is_primary_key: true, has_auto_increment: true },
};
const text = (field: string) => ({ field, type: 'text', schema: { is_nullable: false, default_value: '' } });
const string = (field: string, maxLength: number, schema: Record<string, unknown> = {}) => ({
  field,
  type: 'string',
  schema: { max_length: maxLength, is_nullable: false, ...schema },
});
const integer = (field: string) => ({ field, type: 'integer', schema: { is_nullable: false, default_value: 0 } });
const manyToOne = (field: string) => ({
  field,
  type: 'integer',
  meta: { special: ['m2o'], interface: 'select-dropdown-m2o' },
  schema: { is_nullable: false, is_indexed: true },
});

const COLLECTIONS = [
  {
    collection: 'products',
    fields: [
      primaryKey,
      string('name', 200),
      string('slug', 200, { is_unique: true }),
      string('category', 50, { is_indexed: true }),
      text('short_description_tr'),
      text('short_description_en'),
      text('long_description_tr'),
      text('long_description_en'),
      integer('sort'),
    ],
  },
  {
    collection: 'spec_groups',
    fields: [primaryKey, manyToOne('product'), string('name_tr', 200), string('name_en', 200), integer('sort')],
  },
  {
    collection: 'specs',
    fields: [
      primaryKey,
      manyToOne('group'),
      string('name_tr', 200),
      string('name_en', 200),
      string('value_tr', 500),
      string('value_en', 500),
      integer('sort'),
    ],
  },
  {
    collection: 'product_files',
    fields: [
      primaryKey,
      manyToOne('product'),
      string('file_type_tr', 100),
      string('file_type_en', 100),
      string('original_name', 255),
      integer('size'),
      string('mime_type', 150),
    ],
  },
];
/** Each m2o with its o2m alias on the other side (the field the reads nest through). */
const RELATIONS = [
  { collection: 'spec_groups', field: 'product', related: 'products', alias: 'spec_groups', sort: 'sort' },
  { collection: 'specs', field: 'group', related: 'spec_groups', alias: 'specs', sort: 'sort' },
  { collection: 'product_files', field: 'product', related: 'products', alias: 'files', sort: null },
];

async function modelCatalogue(directus: Directus): Promise<void> {
  for (const { collection, fields } of COLLECTIONS)
    await directusApi(directus, 'POST', '/collections', { collection, meta: {}, schema: {}, fields });
  for (const r of RELATIONS) {
    await directusApi(directus, 'POST', `/fields/${r.related}`, {
      field: r.alias,
      type: 'alias',
      meta: { special: ['o2m'], interface: 'list-o2m' },
    });
    await directusApi(directus, 'POST', '/relations', {
      collection: r.collection,
      field: r.field,
      related_collection: r.related,
      meta: { one_field: r.alias, sort_field: r.sort },
      schema: { on_delete: 'CASCADE' },
    });
  }
  // Directus 11 grants through policies: anonymous requests get the Public policy's (access rows with neither role nor user).
  const [access] = await directusApi(directus, 'GET', '/access?filter[role][_null]=true&filter[user][_null]=true&fields=policy&limit=1');
  if (!access?.policy) throw new Error('Directus has no Public policy');
  await directusApi(
    directus,
    'POST',
    '/permissions',
    COLLECTIONS.map(({ collection }) => ({ policy: access.policy, collection, action: 'read', fields: ['*'], permissions: {} })),
  );
}

/** Copies the products a visitor of ours sees, with their groups, specs and files, into Directus's tables, ids kept. */
async function copyCatalogue(ourUrl: string, directusUrl: string): Promise<number> {
  const ours = new pg.Client({ connectionString: ourUrl });
  const theirs = new pg.Client({ connectionString: directusUrl });
  await ours.connect();
  await theirs.connect();
  try {
    const rows = async (sql: string) => JSON.stringify((await ours.query(sql)).rows);
    const published = 'SELECT id FROM product WHERE published_at <= now()';
    const tables: Array<[string, string]> = [
      [
        'products',
        await rows(`SELECT id, name, slug, category::text AS category, short_description_tr, short_description_en, long_description_tr, long_description_en,
        position AS sort FROM product WHERE id IN (${published})`),
      ],
      [
        'spec_groups',
        await rows(
          `SELECT id, product_id AS product, name_tr, name_en, position AS sort FROM spec_group WHERE product_id IN (${published})`,
        ),
      ],
      [
        'specs',
        await rows(`SELECT s.id, s.group_id AS "group", s.name_tr, s.name_en, s.value_tr, s.value_en, s.position AS sort
        FROM spec s JOIN spec_group g ON g.id = s.group_id WHERE g.product_id IN (${published})`),
      ],
      [
        'product_files',
        await rows(`SELECT id, product_id AS product, file_type_tr, file_type_en, file_original_name AS original_name, file_size AS size,
        file_mime_type AS mime_type FROM product_file WHERE product_id IN (${published})`),
      ],
    ];
    await theirs.query('BEGIN');
    for (const [table, data] of tables) {
      await theirs.query(`INSERT INTO "${table}" SELECT * FROM json_populate_recordset(NULL::"${table}", $1::json)`, [data]);
      await theirs.query(`SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), (SELECT max(id) FROM "${table}"))`);
    }
    await theirs.query('COMMIT');
    // As growCatalogue leaves ours: planner statistics and a visibility map.
    await theirs.query('VACUUM ANALYZE');
    return JSON.parse(tables[0][1]).length;
  } finally {
    await ours.end();
    await theirs.end();
  }
}

/** Asks `request` once as autocannon will, and answers the shape of its data and how it travelled; throws unless it is a success with data. */
async function probe(base: string, request: PeerRequest, shape: (json: any) => string): Promise<{ shape: string; encoding: string }> {
  const res = await fetch(base + request.path, {
    method: request.method ?? 'GET',
    headers: { ...BROWSER_HEADERS, ...request.headers },
    body: request.body,
  });
  const body = await res.text();
  const parsed = (() => {
    try {
      return JSON.parse(body);
    } catch {
      return undefined;
    }
  })();
  if (!res.ok || !parsed || parsed.errors) throw new Error(`${base}${request.path}: ${res.status} ${body.slice(0, 500)}`);
  try {
    return { shape: shape(parsed), encoding: res.headers.get('content-encoding') ?? 'none' };
  } catch (error) {
    throw new Error(`${base}${request.path}: an answer without the expected data (${(error as Error).message}): ${body.slice(0, 500)}`, {
      cause: error,
    });
  }
}

const scratch = await createScratchDatabase(process.env.DATABASE_URL);
const peerDatabase = await createScratchDatabase(process.env.DATABASE_URL);
const dataDir = tempDataDir();
const directusDir = mkdtempSync(path.join(tmpdir(), 'bench-peer-directus-run-'));
let server: RunningServer | undefined;
let directus: Directus | undefined;
const bare = await startBareServer();
let failed = 0;
try {
  const install = installDirectus();
  // The server migrates and seeds; the catalogue grows before it has answered anything.
  server = await startServer({ env: { DATABASE_URL: scratch.url, RESPONSE_CACHE: 'off' }, dataDir });
  const catalogue = await growCatalogue(scratch.url, { products: 30, posts: 30 });
  directus = await startDirectus(install, peerDatabase, directusDir);
  await modelCatalogue(directus);
  const copied = await copyCatalogue(scratch.url, peerDatabase.url);
  if (copied !== catalogue.products) throw new Error(`copied ${copied} products of ${catalogue.products}: some are not published`);
  // Anonymous, as a visitor's reads are.
  const anonymous = await fetch(`${directus.url}/items/products?limit=1`).then((r) => r.json() as Promise<{ data?: unknown[] }>);
  if (!anonymous.data?.length)
    throw new Error(`an anonymous read of Directus's products answered ${JSON.stringify(anonymous).slice(0, 300)}`);

  const targets = peerTargets(catalogue.product);
  console.log(
    `Directus ${DIRECTUS_VERSION} (cache off) and ours (RESPONSE_CACHE=off) on one PostgreSQL server, each in a scratch database;`,
  );
  console.log(
    `${copied} products (3 groups x 5 specs x 2 files each), the same in both; ${connections} connections, ${seconds} s per target after a 2 s warm-up; Accept-Encoding: br, gzip\n`,
  );
  for (const t of targets) {
    const [ours, peer] = [await probe(server.url, t.ours, t.shape.ours), await probe(directus.url, t.directus, t.shape.directus)];
    if (ours.shape !== peer.shape) throw new Error(`${t.name}: ours answers ${ours.shape}, Directus ${peer.shape}: not the same data`);
    console.log(`  ${t.name}: ${ours.shape}; Content-Encoding ours ${ours.encoding}, Directus ${peer.encoding}`);
  }

  const baseline = [await measure(bare.url, {})];
  const rows: Array<{ name: string; ours: Measured; directus: Measured }> = [];
  for (const t of targets) {
    const run = async (base: string, request: PeerRequest) => {
      await measure(base + request.path, request, 2);
      return measure(base + request.path, request);
    };
    rows.push({ name: t.name, ours: await run(server.url, t.ours), directus: await run(directus.url, t.directus) });
    process.stdout.write('.');
  }
  baseline.push(await measure(bare.url, {}));
  const bareRps = (baseline[0].rps + baseline[1].rps) / 2;
  console.log(
    `\n\nbare Node.js HTTP server: ${baseline.map((b) => b.rps.toFixed(0)).join(' and ')} req/s (ratios to bare are to their mean, ${bareRps.toFixed(0)})\n`,
  );
  console.log(
    '| target | ours req/s (p50 / p99 ms) | Directus req/s (p50 / p99 ms) | ours/Directus | ours to bare | Directus to bare | failures (ours / Directus) |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  const cell = (m: Measured) => `${m.rps.toFixed(0)} (${m.p50} / ${m.p99})`;
  let missed = 0;
  for (const { name, ours, directus: peer } of rows) {
    const ratio = ours.rps / peer.rps;
    if (ratio < TARGET_RATIO) missed += 1;
    failed += ours.failures + peer.failures;
    console.log(
      `| ${name} | ${cell(ours)} | ${cell(peer)} | ${ratio.toFixed(2)}x${ratio < TARGET_RATIO ? ' MISSED' : ''} | ${(ours.rps / bareRps).toFixed(3)}x | ${(peer.rps / bareRps).toFixed(3)}x | ${ours.failures} / ${peer.failures} |`,
    );
  }
  console.log(
    `\neach target's target: ours >= ${TARGET_RATIO}x Directus; ${missed ? `${missed} of ${rows.length} missed` : 'every target holds'}`,
  );
  if (failed)
    console.error(
      `\nFAILED ANSWERS: ${failed} requests were errors, timeouts or non-2xx: the figures above do not measure successful reads`,
    );
} finally {
  await directus?.stop();
  await server?.stop();
  await bare.stop();
  removeDir(dataDir);
  removeDir(directusDir);
  await scratch.drop();
  await peerDatabase.drop();
}
if (failed) process.exitCode = 1;
