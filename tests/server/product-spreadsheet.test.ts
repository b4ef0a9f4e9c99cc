// The catalogue as a spreadsheet: exported with every product and spec, edited, loaded back after a dry run; a file
// with any error, or a dry run, changes nothing; new slugs become drafts; 1,000 products load in one go, with the
// statements of a batch rather than of each product (counted through a proxy in front of the database, as
// sql-statements.test.ts counts them).
import { Configuration } from '@mikro-orm/core';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ormOptions } from '../../server/database.js';
import { BATCH_PRODUCTS } from '../../server/modules/products/product-import.js';
import { SEARCH_REFRESH_BATCH } from '../../server/modules/search/search-index.js';
import { proxiedDatabase, type ProxiedDatabase } from '../helpers/database-proxy.js';
import { eventually } from '../helpers/eventually.js';
import { gql, gqlUpload, loginToken } from '../helpers/graphql.js';
import { rest } from '../helpers/rest.js';
import { ADMIN, removeDir, startServer, tempDataDir, type RunningServer } from '../helpers/server.js';

const IMPORT =
  'mutation($file: Upload!, $dryRun: Boolean!) { importProducts(file: $file, dryRun: $dryRun) { created updated unchanged errors { row field reason } } }';
const PRODUCT =
  'query($slug: String!) { productBySlug(slug: $slug) { id name publishedAt longDescriptionTr specGroups { nameTr specs { nameTr valueTr valueEn } } } }';
const REVISIONS = 'query($id: Int!) { contentRevisions(kind: product, itemId: $id) { id } }';

let db: ProxiedDatabase;
let server: RunningServer;
let url: string;
let token: string;
const dataDir = tempDataDir();

beforeAll(async () => {
  db = await proxiedDatabase(dataDir);
  server = await startServer({ env: { DATABASE_URL: db.url }, dataDir });
  url = server.url;
  token = await loginToken(url, ADMIN.username, ADMIN.password);
});
afterAll(async () => {
  await server?.stop();
  await db?.stop();
  removeDir(dataDir);
});

const exportCsv = async () => {
  const res = await fetch(`${url}/api/products.csv`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
};
const rowsOf = (bytes: Uint8Array): string[][] => parse(Buffer.from(bytes), { bom: true });
const csvOf = (rows: string[][]) => new Blob([stringify(rows, { bom: true })], { type: 'text/csv' });
const importFile = async (file: Blob, dryRun: boolean, name = 'products.csv', as = token) =>
  gqlUpload(url, IMPORT, { file: null, dryRun }, { 'variables.file': [file, name] }, as);

describe('products spreadsheet', () => {
  it('exports every product with one row per spec, UTF-8 with a BOM, to administrators only', async () => {
    expect((await rest(url, 'GET', '/api/products.csv')).status).toBe(401);
    const bytes = await exportCsv();
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = rowsOf(bytes);
    expect(header).toEqual([
      'product_slug',
      'product_name',
      'product_category',
      'short_description_tr',
      'short_description_en',
      'long_description_tr',
      'long_description_en',
      'group_order',
      'group_name_tr',
      'group_name_en',
      'spec_order',
      'spec_name_tr',
      'spec_name_en',
      'spec_value_tr',
      'spec_value_en',
      'updated_at',
    ]);
    const { data } = await gql(url, '{ productCount products(take: 100) { slug specGroups { specs { id } } } }', {}, token);
    expect(new Set(rows.map((r) => r[0])).size).toBe(data.productCount);
    const first = data.products.find((p: any) => p.specGroups.length);
    const specRows = first.specGroups.reduce((n: number, g: any) => n + Math.max(1, g.specs.length), 0);
    expect(rows.filter((r) => r[0] === first.slug)).toHaveLength(specRows);
  });

  it('loads edited spec values back after a dry run that changes nothing, with a version and the search updated', async () => {
    const [header, ...rows] = rowsOf(await exportCsv());
    const slug = rows.find((r) => r[13])![0];
    const before = (await gql(url, PRODUCT, { slug })).data.productBySlug;
    const versionsBefore = (await gql(url, REVISIONS, { id: before.id }, token)).data.contentRevisions.length;
    const edited = rows.map((r) =>
      r[0] === slug && r[10] === '1' ? [...r.slice(0, 13), `${r[13]} düzeltildi`, `${r[14]} fixed`, ...r.slice(15)] : r,
    );

    const dry = await importFile(csvOf([header, ...edited]), true);
    expect(dry.errors).toBeUndefined();
    expect(dry.data.importProducts).toMatchObject({ created: 0, errors: [] });
    expect(dry.data.importProducts.updated).toBe(1);
    expect(dry.data.importProducts.unchanged).toBe(new Set(rows.map((r) => r[0])).size - 1);
    expect((await gql(url, PRODUCT, { slug })).data.productBySlug).toEqual(before);

    const applied = await importFile(csvOf([header, ...edited]), false);
    expect(applied.data.importProducts).toEqual(dry.data.importProducts);
    const after = (await gql(url, PRODUCT, { slug }, token)).data.productBySlug;
    for (const group of after.specGroups) {
      expect(group.specs[0].valueTr).toMatch(/ düzeltildi$/);
      expect(group.specs[0].valueEn).toMatch(/ fixed$/);
    }
    expect(after.name).toBe(before.name);
    expect((await gql(url, REVISIONS, { id: before.id }, token)).data.contentRevisions.length).toBeGreaterThan(versionsBefore);
    const search = await gql(url, 'query($q: String!) { search(query: $q, language: en) { items { slug } } }', { q: 'fixed' });
    expect(search.data.search.items.map((i: { slug: string }) => i.slug)).toContain(slug);

    // The same file again changes nothing.
    expect((await importFile(csvOf([header, ...edited]), false)).data.importProducts.updated).toBe(0);
  });

  it('creates new slugs as drafts', async () => {
    const [header] = rowsOf(await exportCsv());
    const row = [
      'yeni-analizor',
      'Yeni Analizör',
      'energy',
      'Kısa',
      'Short',
      '<p>Uzun <script>x()</script></p>',
      '',
      '1',
      'Genel',
      'General',
      '1',
      'Gerilim',
      'Voltage',
      '-400 V',
      '-400 V',
    ];
    const res = await importFile(csvOf([header, row]), false);
    expect(res.data.importProducts).toMatchObject({ created: 1, updated: 0, errors: [] });
    const draft = (await gql(url, PRODUCT, { slug: 'yeni-analizor' }, token)).data.productBySlug;
    expect(draft.publishedAt).toBeNull();
    expect(draft.longDescriptionTr).not.toContain('script');
    expect(draft.specGroups[0].specs[0].valueTr).toBe('-400 V');
    expect((await gql(url, PRODUCT, { slug: 'yeni-analizor' })).data.productBySlug).toBeNull();
    // Exported again, the value a spreadsheet would run as a formula comes back as it was.
    const again = rowsOf(await exportCsv()).find((r) => r[0] === 'yeni-analizor')!;
    expect(again[13]).toBe("'-400 V");
    expect((await importFile(csvOf([header, again]), true)).data.importProducts).toMatchObject({ unchanged: 1, updated: 0 });
  });

  it('a file with any bad row changes nothing and names each row and column', async () => {
    const [header, ...rows] = rowsOf(await exportCsv());
    const slug = rows[0][0];
    const before = (await gql(url, PRODUCT, { slug }, token)).data.productBySlug;
    const bad = rows.map((r, i) => (i === 0 ? [...r.slice(0, 13), `${r[13]} değişti`, ...r.slice(14)] : r));
    bad.push(['kotu-urun', 'Kötü', 'no-such-category', 'a', 'b', '', '', '1', 'G', 'G', '1', '', 'n', 'v', 'v']);
    bad.push([slug, 'Another name', ...rows[0].slice(2)]);
    const res = await importFile(csvOf([header, ...bad]), false);
    const errors = res.data.importProducts.errors;
    expect(errors).toEqual(
      expect.arrayContaining([
        { row: rows.length + 2, field: 'product_category', reason: 'INVALID_CATEGORY' },
        { row: rows.length + 2, field: 'spec_name_tr', reason: 'REQUIRED' },
        { row: rows.length + 3, field: 'product_name', reason: 'DIFFERS_FROM_ROW' },
      ]),
    );
    expect(res.data.importProducts).toMatchObject({ created: 0, updated: 0, unchanged: 0 });
    expect((await gql(url, PRODUCT, { slug }, token)).data.productBySlug).toEqual(before);
    expect((await gql(url, PRODUCT, { slug: 'kotu-urun' }, token)).data.productBySlug).toBeNull();
  });

  it('refuses what is not such a spreadsheet, and anyone but an administrator', async () => {
    const missing = await importFile(new Blob(['a,b\n1,2\n']), true);
    expect(missing.data.importProducts.errors[0]).toMatchObject({ row: 1, reason: 'MISSING_COLUMN' });
    const notCsv = await importFile(new Blob(['x']), true, 'products.exe');
    expect(notCsv.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'FILE_TYPE_NOT_ALLOWED' });
    const broken = await importFile(new Blob(['product_slug,"unterminated\n']), true);
    expect(broken.data.importProducts.errors[0]).toMatchObject({ field: 'file', reason: 'INVALID_CSV' });
    const anonymous = await importFile(csvOf([['product_slug']]), true, 'products.csv', '');
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  describe('1,000 products with 20 specs each', () => {
    const PRODUCTS = 1000;
    const GROUPS = 2;
    const SPECS = 20;
    /** The import's batches (product-import.ts): 250 of these products each. */
    const BATCHES = Math.ceil(PRODUCTS / BATCH_PRODUCTS);
    /** The rows MikroORM writes per statement. */
    const BATCH = ormOptions('postgres://localhost/unused', false).batchSize ?? Configuration.DEFAULTS.batchSize;
    /**
     * Statements of the rows written: one per BATCH rows of each table, and the search index's two per
     * SEARCH_REFRESH_BATCH products (kept short: on the embedded engine a long statement holds up every other query).
     */
    const writes = (...rows: number[]) =>
      rows.reduce((n, r) => n + BATCHES * Math.ceil(r / BATCHES / BATCH), 0) + 2 * Math.ceil(PRODUCTS / SEARCH_REFRESH_BATCH);
    /**
     * What an import runs besides writing rows, however many products: the request's sign-in check and the transaction,
     * then for each batch (product-import.ts) reading its products, their groups and specs, the categories' last
     * places, redirects, locks, last versions, the search index and its words, the audit entries.
     */
    const FIXED = 8 + 12 * BATCHES;
    /** A write to what an import saves (a request's own bookkeeping, such as a throttle's counter, aside). */
    const WRITE =
      /^\s*(insert into|update|delete from)\s+"?(product|spec_group|spec|content_revision|search_entry|search_word|audit_entry|redirect)\b/i;
    const SAMPLE = 500;
    let header: string[];

    const file = (value: (p: number, s: number) => string) => {
      const rows: string[][] = [];
      for (let p = 0; p < PRODUCTS; p += 1) {
        for (let s = 0; s < SPECS; s += 1) {
          const g = Math.floor(s / (SPECS / GROUPS));
          rows.push([
            `toplu-${p}`,
            `Toplu Ürün ${p}`,
            'io',
            `Kısa ${p}`,
            `Short ${p}`,
            '',
            '',
            String(1 + g),
            `Grup ${g}`,
            `Group ${g}`,
            String(1 + (s % 10)),
            `Özellik ${s}`,
            `Spec ${s}`,
            value(p, s),
            value(p, s),
          ]);
        }
      }
      return csvOf([header, ...rows]);
    };
    /** The import's report, its statements and how long it took (printed for the docs, never asserted: the machine is shared). */
    const timedImport = async (csv: Blob, dryRun: boolean, what: string) => {
      // The database engine runs in this test process (behind the counting proxy): while it works through the
      // previous import's long statements it cannot answer the server's health check either, and the server may
      // count the database as away for a moment (server/db/database-gate.ts). An administrator does not send the
      // next import within that moment; the test waits for the health check as they would.
      await eventually(async () => expect((await fetch(`${url}/healthz`)).status).toBe(200), { timeoutMs: 15_000 });
      db.resetStatements();
      const started = Date.now();
      const res = await importFile(csv, dryRun);
      const seconds = (Date.now() - started) / 1000;
      // A moment more catches any statement sent after the answer (none should be).
      await new Promise((resolve) => setTimeout(resolve, 50));
      const statements = db.statements();
      console.log(`${what}: ${seconds.toFixed(1)} s, ${statements.length} statements`);
      expect(res.errors).toBeUndefined();
      return { report: res.data.importProducts, statements };
    };
    const auditCount = async (action: string) =>
      (await gql(url, 'query($f: AuditFilter) { auditEntryCount(filter: $f) }', { f: { action, entityType: 'Product' } }, token)).data
        .auditEntryCount as number;
    const sample = async (as?: string) => (await gql(url, PRODUCT, { slug: `toplu-${SAMPLE}` }, as)).data.productBySlug;
    const revisionCount = async (id: number) => (await gql(url, REVISIONS, { id }, token)).data.contentRevisions.length as number;
    const searchEntries = async () => {
      const client = new pg.Client({ connectionString: db.directUrl });
      await client.connect();
      try {
        const { rows } = await client.query(
          `select count(*)::int as n from search_entry e join product p on e.kind = 'product' and e.ref_id = p.id where p.slug like 'toplu-%'`,
        );
        return rows[0].n as number;
      } finally {
        await client.end();
      }
    };

    beforeAll(async () => {
      [header] = rowsOf(await exportCsv()) as [string[]];
    });

    it('a dry run and the import create them as drafts, with the statements of a batch, not of each product', async () => {
      const csv = file((p, s) => `${p * s} W`);
      const creates = writes(PRODUCTS, PRODUCTS * GROUPS, PRODUCTS * SPECS, PRODUCTS);
      const created = await auditCount('create');
      const dry = await timedImport(csv, true, 'dry run of 1,000 new products (20,000 specs)');
      expect(dry.report).toEqual({ created: PRODUCTS, updated: 0, unchanged: 0, errors: [] });
      expect(dry.statements.length).toBeLessThanOrEqual(creates + FIXED);
      expect(await sample(token)).toBeNull();

      const applied = await timedImport(csv, false, 'import of 1,000 new products (20,000 specs)');
      expect(applied.report).toEqual(dry.report);
      expect(applied.statements.length).toBeLessThanOrEqual(creates + FIXED);
      const { data } = await gql(url, '{ productCount(category: io, status: DRAFT) }', {}, token);
      expect(data.productCount).toBeGreaterThanOrEqual(PRODUCTS);
      const product = await sample(token);
      expect(product.publishedAt).toBeNull();
      expect(product.specGroups.map((g: { nameTr: string }) => g.nameTr)).toEqual(['Grup 0', 'Grup 1']);
      expect(product.specGroups.flatMap((g: { specs: Array<{ valueTr: string }> }) => g.specs.map((s) => s.valueTr))).toEqual(
        Array.from({ length: SPECS }, (_, s) => `${SAMPLE * s} W`),
      );
      expect(await revisionCount(product.id)).toBe(1);
      expect((await auditCount('create')) - created).toBe(PRODUCTS);
      expect(await searchEntries()).toBe(PRODUCTS * 2);
    }, 300_000);

    it('the same file again writes nothing', async () => {
      const again = await timedImport(
        file((p, s) => `${p * s} W`),
        false,
        'import of 1,000 unchanged products',
      );
      expect(again.report).toMatchObject({ created: 0, updated: 0, unchanged: PRODUCTS });
      expect(again.statements.filter((s) => WRITE.test(s))).toEqual([]);
      expect(again.statements.length).toBeLessThanOrEqual(FIXED);
    }, 300_000);

    it('an edit of every product updates each, with a version, an audit entry, its search entries and the public page', async () => {
      const { id } = await sample(token);
      await gql(url, 'mutation($id: Int!) { publishProduct(id: $id) { id } }', { id }, token);
      expect((await sample()).specGroups[0].specs[0].valueEn).toBe('0 W');
      const updated = await auditCount('update');
      const edited = await timedImport(
        file((p, s) => (s === 0 ? `ayar${p}` : `${p * s} W`)),
        false,
        'import of 1,000 edited products',
      );
      expect(edited.report).toMatchObject({ created: 0, updated: PRODUCTS, unchanged: 0, errors: [] });
      // Groups and specs are written over their rows: the changed spec of each product, the products, their versions.
      expect(edited.statements.length).toBeLessThanOrEqual(writes(PRODUCTS, PRODUCTS, PRODUCTS) + FIXED);
      // An edit: the page kept before it may be served for the stale window while it is made again.
      await eventually(async () => expect((await sample()).specGroups[0].specs[0].valueEn).toBe(`ayar${SAMPLE}`));
      expect(await revisionCount(id)).toBe(2);
      expect((await auditCount('update')) - updated).toBe(PRODUCTS);
      await eventually(async () => {
        const search = await gql(url, 'query($q: String!) { search(query: $q, language: en) { items { slug } } }', { q: `ayar${SAMPLE}` });
        expect(search.data.search.items.map((i: { slug: string }) => i.slug)).toEqual([`toplu-${SAMPLE}`]);
      });
    }, 300_000);
  });
});
