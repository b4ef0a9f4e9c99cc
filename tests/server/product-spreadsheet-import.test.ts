// What loading a spreadsheet back must respect: an old export cannot undo a later edit (CHANGED_SINCE_EXPORT, nothing
// changes); the report names each product that changes and what in it, on the dry run and when applied, and the
// versions it makes say they came from an import; a value starting with an apostrophe before = survives the round
// trip; a dry run leaves the kept pages current; CSVs as a Turkish Excel saves them (semicolons, Windows-1254, or
// UTF-8 with a byte order mark) load with their letters intact, and bytes that are neither are refused, never stored
// as replacement characters.
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, gqlUpload, loginToken } from '../helpers/graphql.js';
import { ADMIN, startIsolatedServer } from '../helpers/server.js';

const IMPORT =
  'mutation($file: Upload!, $dryRun: Boolean!) { importProducts(file: $file, dryRun: $dryRun) { created updated unchanged changes { slug action fields } errors { row field reason } } }';
const PRODUCT =
  'query($slug: String!) { productBySlug(slug: $slug) { id name category shortDescriptionTr shortDescriptionEn longDescriptionTr longDescriptionEn publishedAt specGroups { nameTr nameEn specs { nameTr nameEn valueTr valueEn } } } }';
const UPDATE = 'mutation($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }';
const VERSIONS = 'query($id: Int!) { contentRevisions(kind: product, itemId: $id) { number imported } }';

let handle: Awaited<ReturnType<typeof startIsolatedServer>>;
let url: string;
let token: string;

beforeAll(async () => {
  handle = await startIsolatedServer();
  url = handle.server.url;
  token = await loginToken(url, ADMIN.username, ADMIN.password);
});
afterAll(async () => handle?.stop());

const C = { slug: 0, name: 1, shortEn: 4, groupOrder: 7, specOrder: 10, specNameTr: 11, valueTr: 13, valueEn: 14, updatedAt: 15 } as const;

const exportRows = async () => {
  const res = await fetch(`${url}/api/products.csv`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return parse(Buffer.from(await res.arrayBuffer()), { bom: true });
};
const csvOf = (rows: string[][], delimiter = ',') => Buffer.from(stringify(rows, { bom: true, delimiter }));
const importFile = async (bytes: Uint8Array, dryRun: boolean) => {
  const res = await gqlUpload(
    url,
    IMPORT,
    { file: null, dryRun },
    { 'variables.file': [new Blob([new Uint8Array(bytes)], { type: 'text/csv' }), 'products.csv'] },
    token,
  );
  expect(res.errors).toBeUndefined();
  return res.data.importProducts;
};
const product = async (slug: string) => (await gql(url, PRODUCT, { slug }, token)).data.productBySlug;
const withSpecs = (rows: string[][]) => [...new Set(rows.filter((r) => r[C.valueTr]).map((r) => r[C.slug]))];
/** `rows` with the cells of `slug`'s first spec row changed by `edit`. */
const editFirstSpec = (rows: string[][], slug: string, edit: (row: string[]) => string[]) => {
  const first = rows.findIndex((r) => r[C.slug] === slug && r[C.valueTr]);
  return rows.map((r, i) => (i === first ? edit([...r]) : r));
};

/** Windows-1254, as a Turkish Excel saves "CSV (noktalı virgülle ayrılmış)": one byte a character. */
const windows1254 = (() => {
  const decoder = new TextDecoder('windows-1254');
  const bytes = new Map(Array.from({ length: 128 }, (_, i) => [decoder.decode(Uint8Array.of(0x80 + i)), 0x80 + i]));
  return (text: string) => Uint8Array.from([...text].map((ch) => (ch.charCodeAt(0) < 0x80 ? ch.charCodeAt(0) : (bytes.get(ch) ?? 0x3f))));
})();
const newProductRows = (slug: string, name: string, value: string): string[][] => [
  [
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
  ],
  [slug, name, 'energy', 'Kısa açıklama: ölçüm', 'Short', '', '', '1', 'Genel', 'General', '1', 'Ölçüm aralığı', 'Range', value, value],
];

describe('loading a spreadsheet back', () => {
  it('refuses the rows of a product changed after the export (CHANGED_SINCE_EXPORT), and then changes nothing', async () => {
    const old = await exportRows();
    const [edited, other] = withSpecs(old.slice(1));
    const before = await product(edited);
    const later = `${before.shortDescriptionTr} (düzeltildi sonra)`;
    const input = {
      name: before.name,
      category: before.category,
      shortDescriptionTr: later,
      shortDescriptionEn: before.shortDescriptionEn,
      longDescriptionTr: before.longDescriptionTr,
      longDescriptionEn: before.longDescriptionEn,
    };
    expect((await gql(url, UPDATE, { id: before.id, input }, token)).errors).toBeUndefined();
    const otherBefore = await product(other);

    // The old file, with one spec of another product fixed: loading it would put back the edited product's old text.
    const file = csvOf(editFirstSpec(old, other, (r) => [...r.slice(0, C.valueTr), `${r[C.valueTr]} (dosyada)`, ...r.slice(C.valueEn)]));
    const firstRow = old.findIndex((r) => r[C.slug] === edited) + 1;
    for (const dryRun of [true, false]) {
      const report = await importFile(file, dryRun);
      expect(report).toEqual({
        created: 0,
        updated: 0,
        unchanged: 0,
        changes: [],
        errors: [{ row: firstRow, field: 'product_slug', reason: 'CHANGED_SINCE_EXPORT' }],
      });
    }
    expect((await product(edited)).shortDescriptionTr).toBe(later);
    expect(await product(other)).toEqual(otherBefore);

    // Exported again, the same fix loads; a row equal to its product is never in the way, whenever it was exported.
    const current = await exportRows();
    const fixed = await importFile(
      csvOf(editFirstSpec(current, other, (r) => [...r.slice(0, C.valueTr), `${r[C.valueTr]} (dosyada)`, ...r.slice(C.valueEn)])),
      false,
    );
    expect(fixed).toMatchObject({ updated: 1, errors: [] });
  });

  it('names each product that changes and what in it, on the dry run and when applied; its versions say they came from an import', async () => {
    const rows = await exportRows();
    const [specEdited, textEdited] = withSpecs(rows.slice(1)).slice(2);
    const spec = rows.find((r) => r[C.slug] === specEdited && r[C.valueTr])!;
    let file = editFirstSpec(rows, specEdited, (r) => [...r.slice(0, C.valueTr), `${r[C.valueTr]} (yeni)`, ...r.slice(C.valueEn)]);
    file = file.map((r) => (r[C.slug] === textEdited ? [...r.slice(0, C.shortEn), `${r[C.shortEn]} (new)`, ...r.slice(C.shortEn + 1)] : r));
    file.push(newProductRows('rapor-yeni-urun', 'Rapor Yeni Ürün', '5 V')[1]);
    const inFileOrder = (a: { slug: string }, b: { slug: string }) =>
      file.findIndex((r) => r[C.slug] === a.slug) - file.findIndex((r) => r[C.slug] === b.slug);
    const expected = [
      { slug: specEdited, action: 'update', fields: [spec[C.specNameTr]] },
      { slug: textEdited, action: 'update', fields: ['short_description_en'] },
      {
        slug: 'rapor-yeni-urun',
        action: 'create',
        fields: ['product_name', 'product_category', 'short_description_tr', 'short_description_en', 'Ölçüm aralığı'],
      },
    ].sort(inFileOrder);

    const dry = await importFile(csvOf(file), true);
    expect(dry).toMatchObject({ created: 1, updated: 2, errors: [] });
    expect(dry.changes).toEqual(expected);
    const applied = await importFile(csvOf(file), false);
    expect(applied).toEqual(dry);

    const { id } = await product(specEdited);
    const versions = (await gql(url, VERSIONS, { id }, token)).data.contentRevisions;
    expect(versions[0]).toEqual({ number: versions.length, imported: true });
    const saved = await product(specEdited);
    const input = {
      name: saved.name,
      category: saved.category,
      shortDescriptionTr: `${saved.shortDescriptionTr}.`,
      shortDescriptionEn: saved.shortDescriptionEn,
      longDescriptionTr: saved.longDescriptionTr,
      longDescriptionEn: saved.longDescriptionEn,
    };
    expect((await gql(url, UPDATE, { id, input }, token)).errors).toBeUndefined();
    expect((await gql(url, VERSIONS, { id }, token)).data.contentRevisions[0]).toEqual({ number: versions.length + 1, imported: false });
  });

  it('keeps a value that starts with an apostrophe before = through export and import, and a dry run leaves kept pages current', async () => {
    // In a CSV, one apostrophe is the formula guard the import takes off: this value itself starts with one.
    const created = await importFile(csvOf(newProductRows('kesme-isareti', 'Kesme İşareti', "''=1+1")), false);
    expect(created).toMatchObject({ created: 1, errors: [] });
    expect((await product('kesme-isareti')).specGroups[0].specs[0].valueTr).toBe("'=1+1");
    const rows = await exportRows();
    expect(rows.find((r) => r[C.slug] === 'kesme-isareti')![C.valueTr]).toBe("''=1+1");
    expect(await importFile(csvOf(rows), true)).toMatchObject({ created: 0, updated: 0, changes: [], errors: [] });

    // A published product's page and query, kept: a dry run that would change the product changes nothing, so what
    // was kept stays current. Each run keeps them anew (a key of its own), well within their lifetime.
    const published = (await gql(url, '{ products(take: 100) { slug } }')).data.products.map((p: { slug: string }) => p.slug);
    const slug = withSpecs(rows.slice(1)).find((s) => published.includes(s))!;
    const kept = async (run: number) => {
      const page = await fetch(`${url}/products/${slug}?run=${run}`);
      const query = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: `{ productBySlug(slug: "${slug}") { name specGroups { specs { valueTr } } } } # run ${run}` }),
      });
      return [page.status, page.headers.get('x-page-cache'), query.headers.get('x-query-cache')];
    };
    const dryRun = csvOf(editFirstSpec(rows, slug, (r) => [...r.slice(0, C.valueTr), `${r[C.valueTr]} (deneme)`, ...r.slice(C.valueEn)]));
    for (let run = 0; run < 3; run += 1) {
      await expect.poll(() => kept(run), { timeout: 15_000 }).toEqual([200, 'HIT', 'HIT']);
      expect(await importFile(dryRun, true)).toMatchObject({ updated: 1, errors: [] });
      expect(await kept(run)).toEqual([200, 'HIT', 'HIT']);
    }
  });

  it('loads CSVs as a Turkish Excel saves them: semicolons in Windows-1254, UTF-8 with a byte order mark, or UTF-16 with tabs', async () => {
    const value = 'Ölçüm: ĞÜŞİÖÇ ğüşıöç';
    const ansi = newProductRows('ansi-urun', 'ANSI Ürün', value)
      .map((r) => r.join(';'))
      .join('\r\n');
    expect(await importFile(windows1254(`${ansi}\r\n`), false)).toMatchObject({ created: 1, errors: [] });
    const semicolons = csvOf(newProductRows('utf8-urun', 'UTF-8 Ürün', value), ';');
    expect(await importFile(semicolons, false)).toMatchObject({ created: 1, errors: [] });
    // Excel's "Unicode text": UTF-16 with its byte order mark, tab-separated.
    const unicode = Buffer.from(
      `\uFEFF${newProductRows('utf16-urun', 'UTF-16 Ürün', value)
        .map((r) => r.join('\t'))
        .join('\r\n')}\r\n`,
      'utf16le',
    );
    expect(await importFile(unicode, false)).toMatchObject({ created: 1, errors: [] });
    for (const [slug, name] of [
      ['ansi-urun', 'ANSI Ürün'],
      ['utf8-urun', 'UTF-8 Ürün'],
      ['utf16-urun', 'UTF-16 Ürün'],
    ]) {
      const saved = await product(slug);
      expect([saved.name, saved.shortDescriptionTr, saved.specGroups[0].specs[0].nameTr, saved.specGroups[0].specs[0].valueTr]).toEqual([
        name,
        'Kısa açıklama: ölçüm',
        'Ölçüm aralığı',
        value,
      ]);
    }
    // Latin-1 (a Western European Excel) shares these letters' bytes: read the same way.
    const latin1 = Buffer.from(
      `${newProductRows('latin-urun', 'Größe Ölçü', 'café')
        .map((r) => r.join(';'))
        .join('\n')
        .replace(/ı/g, 'i')}\n`,
      'latin1',
    );
    expect(await importFile(latin1, false)).toMatchObject({ created: 1, errors: [] });
    expect((await product('latin-urun')).name).toBe('Größe Ölçü');
  });

  it('refuses UTF-8 with broken bytes naming the row, and a replacement character, storing nothing', async () => {
    const good = Buffer.from(stringify(newProductRows('bozuk-urun', 'Bozuk Ürün', 'Ölçüm')));
    // One byte of the second row replaced by one that is never UTF-8: the rest of the file is UTF-8.
    const broken = Buffer.from(good);
    broken[broken.indexOf(Buffer.from('Ölçüm aralığı'))] = 0xff;
    expect(await importFile(broken, false)).toMatchObject({ created: 0, errors: [{ row: 2, field: 'file', reason: 'INVALID_ENCODING' }] });
    // What a wrong conversion elsewhere leaves behind, in an otherwise valid UTF-8 file.
    const replaced = Buffer.from(stringify(newProductRows('bozuk-urun', 'Bozuk Ürün', '�l��m')));
    expect(await importFile(replaced, false)).toMatchObject({
      created: 0,
      errors: [{ row: 2, field: 'spec_value_tr', reason: 'REPLACEMENT_CHARACTER' }],
    });
    expect(await product('bozuk-urun')).toBeNull();
  });
});
