// SQL per public request, counted from outside the server: a TCP proxy between it and PostgreSQL
// reads the wire protocol (tests/helpers/database-proxy.ts). With RESPONSE_CACHE=off nothing is answered from
// memory, so every page, GraphQL operation and REST read really runs its statements. Each stays within
// MAX_STATEMENTS and runs exactly as many once the content has grown (no statement per row: no N+1), reads open no
// transaction, and every statement finds its rows and their order through indexes.
import { MikroORM } from '@mikro-orm/core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ormOptions } from '../../server/database.js';
import { proxiedDatabase, type ProxiedDatabase } from '../helpers/database-proxy.js';
import { gql } from '../helpers/graphql.js';
import { GROWN_GROUPS, GROWN_SPECS, GROWTH, growContent } from '../helpers/grow-content.js';
import {
  clientOperations,
  getRouteRequests,
  graphqlRequests,
  pageRequests,
  pickSamples,
  type PublicRequest,
  type Samples,
} from '../helpers/public-requests.js';
import { unindexedForeignKeys, unindexedReads } from '../helpers/query-plans.js';
import { removeDir, startServer, tempDataDir, type RunningServer } from '../helpers/server.js';

const MAX_STATEMENTS = 4;
/**
 * The public writes record the webhooks' outbox row in their own transaction (so that no event is lost however the
 * process ends). A contact message: its counter, BEGIN, the message, the outbox, COMMIT. A quote request, however many
 * products it names: the products, their categories' sales addresses, its counter, BEGIN, its number, the request, its
 * mails, its lines, the outbox, COMMIT.
 */
const MAX_WRITE_STATEMENTS: Record<string, number> = { 'GraphQL SiteSendContactMessage': 5, 'GraphQL SiteRequestQuote': 10 };
const CATEGORIES = ['gateway', 'energy', 'amr', 'control', 'io', 'network'];
const TRANSACTION = /^\s*(begin|start transaction|commit|rollback|savepoint|release)\b/i;

let db: ProxiedDatabase;
let server: RunningServer;
let samples: Samples;
let requests: PublicRequest[];
const dataDir = tempDataDir();

beforeAll(async () => {
  db = await proxiedDatabase(dataDir);
  server = await startServer({ env: { DATABASE_URL: db.url, RESPONSE_CACHE: 'off' }, dataDir });
  samples = await pickSamples(server.url);
  requests = [
    ...pageRequests(server.url, samples),
    ...graphqlRequests(server.url, samples),
    ...(await getRouteRequests(server.url, samples)),
  ];
});

afterAll(async () => {
  await server?.stop();
  await db?.stop();
  removeDir(dataDir);
});

/** The statements one request ran: all were sent before its answer came back; a moment more catches any sent after. */
async function statementsOf(request: PublicRequest): Promise<string[]> {
  db.resetStatements();
  await request.send();
  await new Promise((resolve) => setTimeout(resolve, 50));
  return db.statements();
}

async function statementsOfEach(): Promise<Map<string, string[]>> {
  const ran = new Map<string, string[]>();
  for (const request of requests) ran.set(request.name, await statementsOf(request));
  return ran;
}

const groupsOf = async (): Promise<Array<{ nameTr: string; specs: Array<{ nameTr: string }> }>> =>
  (
    await gql(server.url, 'query($s: String!) { productBySlug(slug: $s) { specGroups { nameTr specs { nameTr } } } }', {
      s: samples.product.slug,
    })
  ).data.productBySlug.specGroups;

const listing = (ran: Map<string, string[]>, names: string[]) =>
  names.map((name) => `${name}: ${ran.get(name)!.length}\n    ${ran.get(name)!.join('\n    ')}`).join('\n');

describe('the statement counter', () => {
  it('counts each statement a client sends, simple or extended protocol, however the bytes arrive', async () => {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const long = `select '${'x'.repeat(200_000)}' as padding`;
      db.resetStatements();
      await client.query('select 1');
      await client.query('select $1::int as n', [2]);
      await client.query(long);
      await Promise.all([client.query('select 3'), client.query('select $1::text as t', ['4'])]);
      expect(db.statements()).toEqual(['select 1', 'select $1::int as n', long, 'select 3', 'select $1::text as t']);
    } finally {
      await client.end();
    }
  });
});

describe('statements per public request', () => {
  let before: Map<string, string[]>;
  let after: Map<string, string[]>;

  it('covers every operation the site sends, its pages and its public GET routes', () => {
    const names = clientOperations().map((o) => o.name);
    // Operation names say where they are used: whatever is not the site's is the admin's (signed in, out of scope).
    expect(names.filter((n) => !/^(Site|Admin)[A-Z]/.test(n))).toEqual([]);
    expect(requests.filter((r) => r.name.startsWith('GraphQL')).length).toBe(names.filter((n) => n.startsWith('Site')).length);
    for (const expected of [
      'page /',
      'page /products/',
      'page /blog/',
      'GraphQL SiteHeaderProducts',
      'GET /api/products',
      'GET /sitemap.xml',
    ]) {
      expect(
        requests.map((r) => r.name).some((n) => n.startsWith(expected)),
        expected,
      ).toBe(true);
    }
  });

  it(`each runs at most ${MAX_STATEMENTS} statements (a write as many as it names)`, async () => {
    before = await statementsOfEach();
    const writes = requests.filter((r) => r.write).map((r) => r.name);
    expect(writes.sort()).toEqual(Object.keys(MAX_WRITE_STATEMENTS).sort());
    const over = [...before].filter(([name, s]) => s.length > (MAX_WRITE_STATEMENTS[name] ?? MAX_STATEMENTS)).map(([name]) => name);
    expect(over, listing(before, over)).toEqual([]);
  });

  it('a page of products asked with its count reads both in one statement', () => {
    const page = before.get('GraphQL SiteProductsPage')!;
    expect(page, listing(before, ['GraphQL SiteProductsPage'])).toHaveLength(1);
    expect(page[0]).toMatch(/count\(\*\)/i);
  });

  it('reads open no transaction (BEGIN and COMMIT would be statements too)', () => {
    const reads = requests.filter((r) => !r.write).map((r) => r.name);
    const inTransaction = reads.filter((name) => before.get(name)!.some((s) => TRANSACTION.test(s)));
    expect(inTransaction, listing(before, inTransaction)).toEqual([]);
    // The count includes them where they are sent: the contact form's insert is one transaction.
    const write = requests.find((r) => r.write)!;
    expect(before.get(write.name)!.filter((s) => TRANSACTION.test(s)).length).toBe(2);
  });

  it('each runs exactly as many once there is much more content (no statement per row)', async () => {
    const groups = (await groupsOf()).length;
    await growContent(db.directUrl);
    const grown = await groupsOf();
    expect(grown.length).toBe(groups + GROWTH.groupsPerProduct);
    // Loaded with the product in one statement, groups and specs still come in their positions' order.
    expect(grown.slice(groups).map((g) => g.nameTr)).toEqual(GROWN_GROUPS);
    for (const group of grown.slice(groups)) expect(group.specs.map((s) => s.nameTr)).toEqual(GROWN_SPECS);
    after = await statementsOfEach();
    const grew = [...after].filter(([name, s]) => s.length !== before.get(name)!.length).map(([name]) => name);
    expect(grew, `before:\n${listing(before, grew)}\nafter:\n${listing(after, grew)}`).toEqual([]);
  });

  it('once one category holds most products, the header menu still lists every category with its first six', async () => {
    const { data } = await gql(server.url, '{ productMenu { category products { id } } }');
    expect(data.productMenu.map((m: { category: string }) => m.category)).toEqual(CATEGORIES);
    for (const { category, products } of data.productMenu) {
      const list = (
        await gql(server.url, 'query($c: ProductCategory!) { products(category: $c, take: 6) { id } productCount(category: $c) }', {
          c: category,
        })
      ).data;
      // Every category has more than six now: each shows exactly its first six, as its products page lists them.
      expect(list.productCount, category).toBeGreaterThan(category === GROWTH.crowded.category ? GROWTH.crowded.products : 6);
      expect(products, category).toEqual(list.products);
    }
    // The rows a header reading the first 100 products by id would have had: fewer than six of each other category.
    const first100: Array<{ category: string }> = (await gql(server.url, '{ products(take: 100) { category } }')).data.products;
    for (const category of CATEGORIES.filter((c) => c !== GROWTH.crowded.category)) {
      expect(first100.filter((p) => p.category === category).length, category).toBeLessThan(6);
    }
  });

  it('every statement finds its rows, and their order, through an index', async () => {
    const ran = [...after.values()].flat();
    expect(ran.some((s) => /^select/i.test(s))).toBe(true);
    const unserved = await unindexedReads(db.directUrl, ran);
    expect(unserved, unserved.join('\n')).toEqual([]);
  });
});

describe('indexes', () => {
  it('every foreign key leads an index', async () => {
    const { foreignKeys, unindexed } = await unindexedForeignKeys(db.directUrl);
    expect(foreignKeys.length).toBeGreaterThanOrEqual(4);
    expect(unindexed).toEqual([]);
  });

  it('the entities declare exactly the indexes the migrations made (nothing to migrate)', async () => {
    const orm = await MikroORM.init({ ...ormOptions(db.directUrl, !db.realServer), pool: { min: 0, max: 1 } });
    try {
      expect(await orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false })).toBe('');
    } finally {
      await orm.close();
    }
  });
});
