// Spreadsheets that cost the server more than they weigh: a workbook whose sizes (in its directory and its parts'
// headers) understate what its parts unpack to is stopped at the limit while unpacking, whatever they say; a workbook
// that takes seconds to read, and an import whose transaction takes seconds, leave the health check answering (the file
// is read on a worker thread; the embedded engine busy with a transaction is busy, not away). Files are built here,
// zipped by Node's zlib: a few hundred KB on disk. Nothing here changes the catalogue: the shared server is used, on the
// embedded engine or, with DATABASE_URL, on the PostgreSQL server.
import { get } from 'node:http';
import { crc32, deflateRawSync } from 'node:zlib';
import { stringify } from 'csv-stringify/sync';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { MAX_UNPACKED_BYTES, PRODUCT_COLUMNS } from '../../server/modules/products/product-spreadsheet.js';
import { gql, gqlUpload, loginToken } from '../helpers/graphql.js';
import { ADMIN } from '../helpers/server.js';

const url = inject('serverUrl');
const IMPORT =
  'mutation($file: Upload!, $dryRun: Boolean!) { importProducts(file: $file, dryRun: $dryRun) { created updated unchanged errors { row field reason } } }';
const CATALOGUE = '{ productCount products(take: 100) { slug name updatedAt } }';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A zip of `parts`, each deflated by zlib, whose every size field (the parts' local headers and the central
 * directory) says `stated(realSize)` bytes unpacked: by default the truth.
 */
function zipOf(parts: Record<string, Uint8Array>, stated = (size: number) => size): Uint8Array {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of Object.entries(parts)) {
    const packed = deflateRawSync(data);
    const fileName = Buffer.from(name);
    const sizes = (header: Buffer, at: number) => {
      header.writeUInt32LE(crc32(data), at);
      header.writeUInt32LE(packed.length, at + 4);
      header.writeUInt32LE(stated(data.length), at + 8);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    sizes(local, 14);
    local.writeUInt16LE(fileName.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    sizes(entry, 16);
    entry.writeUInt16LE(fileName.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, fileName, packed);
    central.push(entry, fileName);
    offset += local.length + fileName.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(parts).length, 8);
  end.writeUInt16LE(Object.keys(parts).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
/** The parts every workbook has, around a first sheet's XML. */
const workbookParts = (sheet: Uint8Array): Record<string, Uint8Array> => ({
  '[Content_Types].xml': Buffer.from(
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>',
  ),
  'xl/workbook.xml': Buffer.from(
    `<?xml version="1.0"?><workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="p" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  ),
  'xl/_rels/workbook.xml.rels': Buffer.from(
    `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
  ),
  'xl/worksheets/sheet1.xml': sheet,
});

const importFile = async (bytes: Uint8Array, name: string, type: string, dryRun: boolean, token: string) =>
  gqlUpload(url, IMPORT, { file: null, dryRun }, { 'variables.file': [new Blob([new Uint8Array(bytes)], { type }), name] }, token);

/**
 * /healthz on a connection of its own, as a load balancer asks it: a kept-alive connection could be closed by the
 * server's idle timer just as the next request arrives (a race of the connection, not an answer of the health check).
 */
const health = () =>
  new Promise<number>((resolve, reject) => {
    get(`${url}/healthz`, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    }).on('error', reject);
  });

/**
 * Runs `work` while asking /healthz one request after another until it is done: each answer's status and how long
 * it took, and how long `work` took.
 */
async function probingHealth<T>(work: () => Promise<T>) {
  let done = false;
  const started = Date.now();
  const running = work().finally(() => (done = true));
  const probes: Array<{ status: number; ms: number }> = [];
  while (!done) {
    const sent = Date.now();
    const status = await health();
    probes.push({ status, ms: Date.now() - sent });
  }
  const result = await running;
  return { result, probes, ms: Date.now() - started };
}

let token: string;
let bomb: Uint8Array;
let workbook: Uint8Array;
let csv: Uint8Array;

/**
 * The files are made before any request: seconds of CPU between two requests let the server close the idle keep-alive
 * connection under the next one.
 */
beforeAll(async () => {
  // Five parts of zeros, together past the limit; every size field says 1,000 bytes, so the directory adds up to 5 KB.
  const part = new Uint8Array(Math.ceil(MAX_UNPACKED_BYTES / 4));
  const parts = Object.fromEntries([1, 2, 3, 4, 5].map((n) => [`xl/worksheets/sheet${n}.xml`, part]));
  bomb = zipOf({ ...workbookParts(Buffer.from(`<worksheet xmlns="${MAIN}"><sheetData/></worksheet>`)), ...parts }, () => 1_000);
  expect(bomb.length).toBeLessThan(2 * 1024 * 1024);

  // Tens of thousands of rows of inline strings (a tenth of the limit unpacked, about a MB packed): seconds to read on
  // any machine. Its header is not the export's, so the import stops right after reading it.
  const row = (r: number) =>
    `<row r="${r}">${Array.from({ length: 16 }, (_, c) => `<c r="${String.fromCharCode(65 + c)}${r}" t="inlineStr"><is><t>hücre ${c}</t></is></c>`).join('')}</row>`;
  const count = Math.floor(MAX_UNPACKED_BYTES / 10 / row(100_000).length);
  const sheet = Buffer.from(
    `<worksheet xmlns="${MAIN}"><sheetData>${Array.from({ length: count }, (_, i) => row(i + 1)).join('')}</sheetData></worksheet>`,
  );
  workbook = zipOf(workbookParts(sheet));
  expect(workbook.length).toBeLessThan(2 * 1024 * 1024);

  // 2,000 new products of 20 specs as a dry run: seconds of writes in one transaction, all rolled back.
  const rows: string[][] = [[...PRODUCT_COLUMNS.filter((c) => c !== 'updated_at')]];
  for (let p = 0; p < 2_000; p += 1) {
    for (let s = 0; s < 20; s += 1) {
      rows.push([
        `saglik-${p}`,
        `Sağlık ${p}`,
        'io',
        'Kısa',
        'Short',
        '',
        '',
        String(1 + Math.floor(s / 10)),
        'Grup',
        'Group',
        String(1 + (s % 10)),
        `Özellik ${s}`,
        `Spec ${s}`,
        `${s} V`,
        `${s} V`,
      ]);
    }
  }
  csv = Buffer.from(stringify(rows, { bom: true }));

  token = await loginToken(url, ADMIN.username, ADMIN.password);
}, 180_000);

describe('spreadsheets that cost more than they weigh', () => {
  it('a workbook whose sizes understate its parts is stopped at the limit while unpacking (FILE_TOO_LARGE), changing nothing', async () => {
    const before = JSON.stringify((await gql(url, CATALOGUE, {}, token)).data);

    const refused = await importFile(bomb, 'products.xlsx', XLSX, false, token);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'file', reason: 'FILE_TOO_LARGE' });
    expect(JSON.stringify((await gql(url, CATALOGUE, {}, token)).data)).toBe(before);
    expect(await health()).toBe(200);
  });

  it('while a large workbook is read, the health check goes on answering', async () => {
    const { result, probes, ms } = await probingHealth(() => importFile(workbook, 'products.xlsx', XLSX, true, token));
    expect(result.data.importProducts.errors[0]).toMatchObject({ row: 1, reason: 'MISSING_COLUMN' });
    expect(
      probes.every((p) => p.status === 200),
      JSON.stringify(probes),
    ).toBe(true);
    // Answered again and again while the file was read, none held for a large part of it (on the main thread the
    // reading held one answer nearly all that time). A ratio, so a slow or busy machine slows both alike.
    expect(probes.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...probes.map((p) => p.ms)), `probes ${JSON.stringify(probes.map((p) => p.ms))}, import ${ms} ms`).toBeLessThan(ms / 4);
  }, 180_000);

  it('while an import runs a long transaction, the health check answers 200 throughout', async () => {
    const { result, probes } = await probingHealth(() => importFile(csv, 'products.csv', 'text/csv', true, token));
    expect(result.data.importProducts).toEqual({ created: 2_000, updated: 0, unchanged: 0, errors: [] });
    expect(
      probes.filter((p) => p.status !== 200),
      JSON.stringify(probes),
    ).toEqual([]);
    expect((await gql(url, '{ productCount }', {}, token)).data.productCount).toBeLessThan(2_000);
  }, 300_000);
});
