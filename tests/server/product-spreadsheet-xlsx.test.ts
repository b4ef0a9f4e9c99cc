// The catalogue as an Excel workbook: exported with the CSV's rows (read here by the same library a user's file is
// read with), edited and loaded back; a file that is not a workbook, or one that unpacks to far more than it weighs,
// is refused and changes nothing.
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, gqlUpload, loginToken } from '../helpers/graphql.js';
import { rest } from '../helpers/rest.js';
import { ADMIN, startIsolatedServer } from '../helpers/server.js';

const IMPORT =
  'mutation($file: Upload!, $dryRun: Boolean!) { importProducts(file: $file, dryRun: $dryRun) { created updated unchanged errors { row field reason } } }';
const PRODUCT = 'query($slug: String!) { productBySlug(slug: $slug) { specGroups { specs { valueTr valueEn } } } }';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let handle: Awaited<ReturnType<typeof startIsolatedServer>>;
let url: string;
let token: string;
/**
 * 300 MB of zeros packed into a few hundred KB. Made before any request: seconds of CPU between two requests let the
 * server close the idle keep-alive connection under the next one.
 */
let bomb: Uint8Array;

beforeAll(async () => {
  bomb = zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(300 * 1024 * 1024) }, { level: 1 });
  handle = await startIsolatedServer();
  url = handle.server.url;
  token = await loginToken(url, ADMIN.username, ADMIN.password);
});
afterAll(async () => handle?.stop());

const exportXlsx = async () => {
  const res = await fetch(`${url}/api/products.xlsx`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe(XLSX);
  expect(res.headers.get('content-disposition')).toContain('products.xlsx');
  return Buffer.from(await res.arrayBuffer());
};
const importFile = async (bytes: Uint8Array, dryRun: boolean, name = 'products.xlsx') =>
  gqlUpload(url, IMPORT, { file: null, dryRun }, { 'variables.file': [new Blob([new Uint8Array(bytes)], { type: XLSX }), name] }, token);

describe('products spreadsheet as an Excel workbook', () => {
  it("exports the CSV's rows as a workbook, to administrators only", async () => {
    expect((await rest(url, 'GET', '/api/products.xlsx')).status).toBe(401);
    const rows = await readSheet(await exportXlsx());
    const csv = await fetch(`${url}/api/products.csv`, { headers: { authorization: `Bearer ${token}` } });
    const csvLines = (await csv.text()).split('\r\n').filter(Boolean);
    expect(rows[0]).toEqual([
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
    expect(rows).toHaveLength(csvLines.length);
  });

  it('loads an edited workbook back: a dry run first changes nothing, then the values change', async () => {
    const exported = await exportXlsx();
    const rows = await readSheet(exported);
    const target = rows.slice(1).find((r) => r[13] && r[10] === '1')!;
    const slug = String(target[0]);
    const value = String(target[13]);
    // As a spreadsheet program would save it: the same sheet with one cell's text changed.
    const parts = unzipSync(exported);
    const sheet = strFromU8(parts['xl/worksheets/sheet1.xml']);
    const escaped = value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    expect(sheet).toContain(`>${escaped}</t>`);
    parts['xl/worksheets/sheet1.xml'] = strToU8(sheet.replace(`>${escaped}</t>`, `>${escaped} (Excel)</t>`));
    const edited = zipSync(parts);

    const dry = await importFile(edited, true);
    expect(dry.errors).toBeUndefined();
    expect(dry.data.importProducts).toMatchObject({ created: 0, updated: 1, errors: [] });
    expect(JSON.stringify((await gql(url, PRODUCT, { slug })).data)).not.toContain('(Excel)');

    const applied = await importFile(edited, false);
    expect(applied.data.importProducts).toEqual(dry.data.importProducts);
    const specs = (await gql(url, PRODUCT, { slug }, token)).data.productBySlug.specGroups.flatMap((g: any) => g.specs);
    expect(specs.map((s: any) => s.valueTr)).toContain(`${value} (Excel)`);
  });

  it('refuses a file that is not a workbook, and one that unpacks to far more than it weighs, changing nothing', async () => {
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const before = JSON.stringify((await gql(url, '{ products(take: 100) { slug name } }', {}, token)).data);
    const garbage = await importFile(strToU8('product_slug,product_name\nx,y\n'), true);
    expect(garbage.data.importProducts.errors).toEqual([{ row: 0, field: 'file', reason: 'INVALID_XLSX' }]);
    const refused = await importFile(bomb, false);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'file', reason: 'FILE_TOO_LARGE' });
    const wrongType = await importFile(strToU8('x'), true, 'products.xls');
    expect(wrongType.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'file', reason: 'FILE_TYPE_NOT_ALLOWED' });
    expect(JSON.stringify((await gql(url, '{ products(take: 100) { slug name } }', {}, token)).data)).toBe(before);
  });
});
