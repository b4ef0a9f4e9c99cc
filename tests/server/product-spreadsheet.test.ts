// The catalogue as a spreadsheet: exported with every product and spec, edited, loaded back after a dry run; a file
// with any error, or a dry run, changes nothing; new slugs become drafts; 1,000 products load in one go.
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, gqlUpload, loginToken } from '../helpers/graphql.js';
import { rest } from '../helpers/rest.js';
import { ADMIN, startIsolatedServer } from '../helpers/server.js';

const IMPORT = 'mutation($file: Upload!, $dryRun: Boolean!) { importProducts(file: $file, dryRun: $dryRun) { created updated unchanged errors { row field reason } } }';
const PRODUCT = 'query($slug: String!) { productBySlug(slug: $slug) { id name publishedAt longDescriptionTr specGroups { nameTr specs { nameTr valueTr valueEn } } } }';
const REVISIONS = 'query($id: Int!) { contentRevisions(kind: product, itemId: $id) { id } }';

let handle: Awaited<ReturnType<typeof startIsolatedServer>>;
let url: string;
let token: string;

beforeAll(async () => {
  handle = await startIsolatedServer();
  url = handle.server.url;
  token = await loginToken(url, ADMIN.username, ADMIN.password);
});
afterAll(async () => handle?.stop());

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
    expect(header).toEqual(['product_slug', 'product_name', 'product_category', 'short_description_tr', 'short_description_en', 'long_description_tr',
      'long_description_en', 'group_order', 'group_name_tr', 'group_name_en', 'spec_order', 'spec_name_tr', 'spec_name_en', 'spec_value_tr', 'spec_value_en']);
    const { data } = await gql(url, '{ productCount products(take: 100) { slug specGroups { specs { id } } } }', {}, token);
    expect(new Set(rows.map((r) => r[0])).size).toBe(data.productCount);
    const first = data.products.find((p: any) => p.specGroups.length);
    const specRows = first.specGroups.reduce((n: number, g: any) => n + Math.max(1, g.specs.length), 0);
    expect(rows.filter((r) => r[0] === first.slug)).toHaveLength(specRows);
  });

  it('loads edited spec values back after a dry run that changes nothing, with a version and the search updated', async () => {
    const [header, ...rows] = rowsOf(await exportCsv());
    const slug = rows.find((r) => r[13])![0]!;
    const before = (await gql(url, PRODUCT, { slug })).data.productBySlug;
    const versionsBefore = (await gql(url, REVISIONS, { id: before.id }, token)).data.contentRevisions.length;
    const edited = rows.map((r) => (r[0] === slug && r[10] === '1' ? [...r.slice(0, 13), `${r[13]} düzeltildi`, `${r[14]} fixed`] : r));

    const dry = await importFile(csvOf([header!, ...edited]), true);
    expect(dry.errors).toBeUndefined();
    expect(dry.data.importProducts).toMatchObject({ created: 0, errors: [] });
    expect(dry.data.importProducts.updated).toBe(1);
    expect(dry.data.importProducts.unchanged).toBe(new Set(rows.map((r) => r[0])).size - 1);
    expect((await gql(url, PRODUCT, { slug })).data.productBySlug).toEqual(before);

    const applied = await importFile(csvOf([header!, ...edited]), false);
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
    expect((await importFile(csvOf([header!, ...edited]), false)).data.importProducts.updated).toBe(0);
  });

  it('creates new slugs as drafts', async () => {
    const [header] = rowsOf(await exportCsv());
    const row = ['yeni-analizor', 'Yeni Analizör', 'energy', 'Kısa', 'Short', '<p>Uzun <script>x()</script></p>', '', '1', 'Genel', 'General', '1', 'Gerilim', 'Voltage', '-400 V', '-400 V'];
    const res = await importFile(csvOf([header!, row]), false);
    expect(res.data.importProducts).toMatchObject({ created: 1, updated: 0, errors: [] });
    const draft = (await gql(url, PRODUCT, { slug: 'yeni-analizor' }, token)).data.productBySlug;
    expect(draft.publishedAt).toBeNull();
    expect(draft.longDescriptionTr).not.toContain('script');
    expect(draft.specGroups[0].specs[0].valueTr).toBe('-400 V');
    expect((await gql(url, PRODUCT, { slug: 'yeni-analizor' })).data.productBySlug).toBeNull();
    // Exported again, the value a spreadsheet would run as a formula comes back as it was.
    const again = rowsOf(await exportCsv()).find((r) => r[0] === 'yeni-analizor')!;
    expect(again[13]).toBe("'-400 V");
    expect((await importFile(csvOf([header!, again]), true)).data.importProducts).toMatchObject({ unchanged: 1, updated: 0 });
  });

  it('a file with any bad row changes nothing and names each row and column', async () => {
    const [header, ...rows] = rowsOf(await exportCsv());
    const slug = rows[0]![0]!;
    const before = (await gql(url, PRODUCT, { slug }, token)).data.productBySlug;
    const bad = rows.map((r, i) => (i === 0 ? [...r.slice(0, 13), `${r[13]} değişti`, r[14]!] : r));
    bad.push(['kotu-urun', 'Kötü', 'no-such-category', 'a', 'b', '', '', '1', 'G', 'G', '1', '', 'n', 'v', 'v']);
    bad.push([slug, 'Another name', ...rows[0]!.slice(2)]);
    const res = await importFile(csvOf([header!, ...bad]), false);
    const errors = res.data.importProducts.errors;
    expect(errors).toEqual(expect.arrayContaining([
      { row: rows.length + 2, field: 'product_category', reason: 'INVALID_CATEGORY' },
      { row: rows.length + 2, field: 'spec_name_tr', reason: 'REQUIRED' },
      { row: rows.length + 3, field: 'product_name', reason: 'DIFFERS_FROM_ROW' },
    ]));
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

  it('loads 1,000 products with 20 specs each in one go', async () => {
    const [header] = rowsOf(await exportCsv());
    const rows: string[][] = [];
    for (let p = 0; p < 1000; p += 1) {
      for (let s = 0; s < 20; s += 1) {
        rows.push([`toplu-${p}`, `Toplu Ürün ${p}`, 'io', `Kısa ${p}`, `Short ${p}`, '', '', String(1 + Math.floor(s / 10)), `Grup ${Math.floor(s / 10)}`, `Group ${Math.floor(s / 10)}`, String(1 + (s % 10)), `Özellik ${s}`, `Spec ${s}`, `${p * s} W`, `${p * s} W`]);
      }
    }
    const started = Date.now();
    const res = await importFile(csvOf([header!, ...rows]), false);
    const seconds = (Date.now() - started) / 1000;
    expect(res.data.importProducts).toMatchObject({ created: 1000, errors: [] });
    const { data } = await gql(url, '{ productCount(category: io, status: DRAFT) }', {}, token);
    expect(data.productCount).toBeGreaterThanOrEqual(1000);
    // Not a timing test (the machine is shared): printed for the docs.
    console.log(`imported 1,000 products (20,000 specs) in ${seconds.toFixed(1)} s`);
  }, 300_000);
});
