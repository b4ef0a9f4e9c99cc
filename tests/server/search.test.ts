// Search over real HTTP on a server of its own: Turkish and English word forms, case and accent folding,
// near misses, specification labels and values, ranking, the index kept in each save's transaction, drafts and
// scheduled content left out, the /search page in both languages, and bad input. RESPONSE_CACHE=off: a test changes
// publication times straight in the database, which the response cache would not see.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectEmbeddedDatabase } from '../../server/db/embedded.js';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/database.js';
import { gql, gqlUpload, loginToken } from '../helpers/graphql.js';
import { ADMIN, removeDir, startServer, tempDataDir, type RunningServer } from '../helpers/server.js';
import { pdfBlob, uploadImage } from '../helpers/rest.js';
import { growCatalogue } from '../bench/catalogue-seed.js';
import { SEARCH_LIMIT } from '../../server/modules/search/search.service.js';

interface Segment {
  text: string;
  hit: boolean;
}
interface Hit {
  kind: string;
  id: number;
  slug: string | null;
  url: string;
  title: string;
  rank: number;
  titleSegments: Segment[];
  snippet: Segment[];
}

const SEARCH = `query($q: String!, $l: Language, $take: Int, $skip: Int) { search(query: $q, language: $l, take: $take, skip: $skip) {
  total totalCapped items { kind id slug url title rank titleSegments { text hit } snippet { text hit } } } }`;

let server: RunningServer;
let scratch: ScratchDatabase | undefined;
let db: pg.Client;
let dbUrl: string;
let token: string;
const dataDir = tempDataDir();
const ids: Record<string, number> = {};

async function search(
  q: string,
  language: 'tr' | 'en' = 'tr',
  take = 50,
  skip = 0,
): Promise<{ total: number; totalCapped: boolean; items: Hit[] }> {
  const res = await gql(server.url, SEARCH, { q, l: language, take, skip });
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data.search;
}
const found = async (q: string, language: 'tr' | 'en' = 'tr') => (await search(q, language)).items.map((h) => `${h.kind}:${h.id}`);

async function createProduct(input: Record<string, unknown>): Promise<number> {
  const res = await gql(
    server.url,
    'mutation($i: ProductInput!) { createProduct(input: $i) { id } }',
    { i: { category: 'energy', shortDescriptionEn: '-', ...input } },
    token,
  );
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data.createProduct.id;
}

const group = (nameTr: string, nameEn: string, specs: Array<[string, string, string, string]>) => ({
  nameTr,
  nameEn,
  specs: specs.map(([n, ne, v, ve]) => ({ nameTr: n, nameEn: ne, valueTr: v, valueEn: ve })),
});

beforeAll(async () => {
  scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
  server = await startServer({ env: { RESPONSE_CACHE: 'off', ...(scratch ? { DATABASE_URL: scratch.url } : {}) }, dataDir });
  // The embedded database answers tools on its socket while the server runs (server/db/embedded.ts).
  dbUrl = scratch?.url ?? (await connectEmbeddedDatabase(dataDir)).url;
  db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  token = await loginToken(server.url, ADMIN.username, ADMIN.password);
  ids.meter = await createProduct({
    name: 'Yakamoz Q7',
    shortDescriptionTr: 'Kompakt ölçüm kutusu',
    shortDescriptionEn: 'Compact measuring box',
    specGroups: [
      group('Haberleşme', 'Communication', [
        ['Protokol', 'Protocol', 'Modbus TCP', 'Modbus TCP'],
        ['Sızdırmazlık', 'Sealing', 'Kırlangıç sınıfı', 'Swallow class'],
      ]),
      group('Kurulum', 'Installation', [['Depo', 'Warehouse', 'İSTANBUL', 'Istanbul']]),
    ],
  });
  ids.analyzer = await createProduct({
    name: 'Yıldız Analizör X9',
    shortDescriptionTr: 'Şebeke kaydı',
    shortDescriptionEn: 'Grid recording',
  });
  ids.titled = await createProduct({ name: 'Kuvars Sayaç', shortDescriptionTr: 'Sayaç', shortDescriptionEn: 'Meter' });
  ids.mentioned = await createProduct({
    name: 'Ortak Modül',
    shortDescriptionTr: 'Modül',
    shortDescriptionEn: 'Module',
    longDescriptionTr: '<p>Kuvars ile <b>uyumlu</b>.</p>',
  });
  const created = await gql(
    server.url,
    'mutation($i: BlogInput!) { createBlog(input: $i) { id } }',
    {
      i: {
        titleTr: 'Istanbul sahasında enerji',
        titleEn: 'Energy at the Istanbul site',
        summaryTr: 'Saha notları',
        summaryEn: 'Field notes',
        contentTr: '<p>İçerik</p>',
        contentEn: '<p>Content</p>',
        image: await uploadImage(server.url, token, 'blog'),
      },
    },
    token,
  );
  expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
  ids.blog = created.data.createBlog.id;
  const doc = await gqlUpload(
    server.url,
    'mutation($i: DocumentInput!, $f: Upload!) { createDocument(input: $i, fileTr: $f) { id } }',
    {
      i: {
        nameTr: 'Bölge raporu',
        nameEn: 'Regional report',
        descriptionTr: 'istanbul bölgesi tüketimi',
        descriptionEn: 'istanbul region consumption',
      },
      f: null,
    },
    { 'variables.f': [pdfBlob('rapor'), 'rapor.pdf'] },
    token,
  );
  expect(doc.errors, JSON.stringify(doc.errors)).toBeUndefined();
  ids.document = doc.data.createDocument.id;
}, 120_000);

afterAll(async () => {
  await db?.end();
  await server?.stop();
  removeDir(dataDir);
  await scratch?.drop();
});

describe('search: Turkish done right', () => {
  it('"ölçümler" finds "ölçüm" (each word\'s stem or its stem\'s stem), "olcum" finds it without accents', async () => {
    expect(await found('ölçümler')).toContain(`product:${ids.meter}`);
    expect(await found('ölçüm')).toContain(`product:${ids.meter}`);
    expect(await found('olcum')).toContain(`product:${ids.meter}`);
    expect(await found('OLCUM KUTUSU')).toContain(`product:${ids.meter}`);
  });

  it('"İSTANBUL", "istanbul" and "Istanbul" each find all of "İSTANBUL", "Istanbul" and "istanbul"', async () => {
    const all = [`product:${ids.meter}`, `blog:${ids.blog}`, `document:${ids.document}`];
    for (const q of ['İSTANBUL', 'istanbul', 'Istanbul', 'ıstanbul']) expect((await found(q)).sort(), q).toEqual(all.sort());
  });

  it('near misses find their product through trigrams: "analizor", "modbuss"', async () => {
    expect(await found('analizor')).toContain(`product:${ids.analyzer}`);
    expect(await found('modbuss')).toContain(`product:${ids.meter}`);
    expect(await found('yakamos')).toContain(`product:${ids.meter}`);
  });

  it('a typo anywhere in a word finds its record, not only at its end: "analzor", "anlizör", "gatway", "sayaç okma"', async () => {
    const gateway = await createProduct({
      name: 'Zeytin Gateway',
      shortDescriptionTr: 'Sayaç okuma geçidi',
      shortDescriptionEn: 'Meter reading gateway',
    });
    for (const q of ['analzor', 'anlizör', 'ANLİZÖR', 'yıldız analzor']) expect(await found(q), q).toContain(`product:${ids.analyzer}`);
    expect(await found('gatway'), 'gatway').toContain(`product:${gateway}`);
    expect(await found('gatway', 'en'), 'gatway (en)').toContain(`product:${gateway}`);
    expect(await found('sayaç okma')).toContain(`product:${gateway}`);
    // One edit (a letter left out, added or changed) for words up to eight letters: two are no near miss.
    expect(await found('anlzr')).toEqual([]);
  });

  it('a near miss finds every form of the closest dictionary word, and ranks the records about it first', async () => {
    // The analyser holds the word only inflected ('analizörü', 'analizörün', 'analizörler'); a gateway names it once,
    // bare: the word a typo is one edit from.
    const analyser = await createProduct({
      name: 'Poyraz PQ-5',
      shortDescriptionTr: 'Üç fazlı güç kalitesi analizörü',
      longDescriptionTr: '<p>Analizörün ekranı, analizörler arasında en küçüğü.</p>',
    });
    const gateway = await createProduct({
      name: 'Poyraz GW-2',
      shortDescriptionTr: 'Sayaç ve analizör verisini toplayan geçit',
      longDescriptionTr: '<p>Sahadaki cihazları okur, verileri merkeze iletir ve yerel olarak saklar.</p>',
    });
    for (const q of ['analzor', 'anlizör', 'poyraz analzor']) {
      const order = await found(q);
      expect(order, q).toContain(`product:${analyser}`);
      expect(order.indexOf(`product:${analyser}`), q).toBeLessThan(order.indexOf(`product:${gateway}`));
    }
  });

  it('a model code typed without its hyphen or space finds it, its parts marked: "zk5170", "ZK 5170", "trv41"', async () => {
    const meter = await createProduct({ name: 'ZK-5170 Ölçer', shortDescriptionTr: 'Enerji ölçer' });
    const gateway = await createProduct({ name: 'TRV-418 Geçit', shortDescriptionTr: 'Geçit' });
    for (const q of ['zk5170', 'ZK5170', 'ＺＫ５１７０', 'zk 5170', 'zk-5170']) expect(await found(q), q).toEqual([`product:${meter}`]);
    expect(await found('trv41')).toEqual([`product:${gateway}`]);
    const [hit] = (await search('zk5170')).items;
    expect(hit.titleSegments).toEqual([
      { text: 'ZK', hit: true },
      { text: '-', hit: false },
      { text: '5170', hit: true },
      { text: ' Ölçer', hit: false },
    ]);
  });

  it('case and width fold alike on both sides: "IZLEME", "İZLEME", full-width "ＭＯＤＢＵＳ", "Ｋａｒａｃａ", "GROẞMANN"', async () => {
    const watched = await createProduct({ name: 'Lacivert Pano', shortDescriptionTr: 'Tüketim uzaktan izlendi' });
    const wide = await createProduct({ name: 'Ｋａｒａｃａ Großmann', shortDescriptionTr: 'Röle' });
    const izleme = await found('izleme');
    expect(izleme).toContain(`product:${watched}`);
    for (const q of ['IZLEME', 'İZLEME', 'Izleme', 'ＩＺＬＥＭＥ', 'ｉｚｌｅｍｅ'])
      expect((await found(q)).sort(), q).toEqual([...izleme].sort());
    expect(await found('ＭＯＤＢＵＳ')).toEqual(await found('modbus'));
    expect(await found('ＭＯＤＢＵＳ')).toContain(`product:${ids.meter}`);
    for (const q of ['karaca', 'KARACA', 'Ｋａｒａｃａ', 'grossmann', 'GROẞMANN', 'großmann'])
      expect(await found(q), q).toEqual([`product:${wide}`]);
    const [hit] = (await search('karaca grossmann')).items;
    expect(hit.titleSegments).toEqual([
      { text: 'Ｋａｒａｃａ', hit: true },
      { text: ' ', hit: false },
      { text: 'Großmann', hit: true },
    ]);
    expect(hit.url).toBe('/products/karaca-grossmann');
  });

  it('a near miss in one word of several is corrected word by word: "kırlangıc sınıfıı", "yakamoss q7"', async () => {
    expect(await found('kırlangıc sınıfıı')).toEqual([`product:${ids.meter}`]);
    const { items } = await search('yakamoss q7');
    expect(items.map((h) => `${h.kind}:${h.id}`)).toEqual([`product:${ids.meter}`]);
    // The word it was taken for is marked.
    expect(items[0].titleSegments).toEqual([
      { text: 'Yakamoz', hit: true },
      { text: ' ', hit: false },
      { text: 'Q7', hit: true },
    ]);
  });

  it("near misses suggest only words a visible record holds: a draft's words are no correction", async () => {
    const draft = await createProduct({ name: 'Kehribarova Taslak', shortDescriptionTr: 'Gizli' });
    expect(await found('kehribarovaa')).toContain(`product:${draft}`);
    await db.query('update product set published_at = null where id = $1', [draft]);
    expect(await found('kehribarovaa')).toEqual([]);
    await db.query('update product set published_at = now() where id = $1', [draft]);
    expect(await found('kehribarovaa')).toContain(`product:${draft}`);
  });

  it('specification labels and values are searched, in each language', async () => {
    expect(await found('sızdırmazlık')).toContain(`product:${ids.meter}`);
    expect(await found('kırlangıç')).toContain(`product:${ids.meter}`);
    expect(await found('sealing', 'en')).toContain(`product:${ids.meter}`);
    expect(await found('swallow', 'en')).toContain(`product:${ids.meter}`);
  });

  it('language en searches and returns the English texts (stemmed: "measure" finds "measuring")', async () => {
    const en = await search('measure', 'en');
    const hit = en.items.find((h) => h.id === ids.meter && h.kind === 'product')!;
    expect(hit.snippet.filter((s) => s.hit).map((s) => s.text)).toEqual(['measuring']);
    expect(await found('measure', 'tr')).not.toContain(`product:${ids.meter}`);
    const blog = (await search('site', 'en')).items.find((h) => h.kind === 'blog' && h.id === ids.blog)!;
    expect(blog.title).toBe('Energy at the Istanbul site');
    expect(blog.url).toMatch(/^\/blog\//);
    const doc = (await search('regional', 'en')).items.find((h) => h.kind === 'document' && h.id === ids.document);
    // No English file: the document leads to its Turkish one.
    expect(doc).toMatchObject({ id: ids.document, slug: null, url: `/api/download_document/${ids.document}/tr`, title: 'Regional report' });
  });

  it('ranks the better match first: a title before a mention in the text; snippets mark the matches', async () => {
    const { items, total } = await search('kuvars');
    expect(items.map((h) => h.id)).toEqual([ids.titled, ids.mentioned]);
    expect(total).toBe(2);
    expect(items[0].rank).toBeGreaterThan(items[1].rank);
    expect(items[1].snippet).toEqual([
      { text: 'Modül ', hit: false },
      { text: 'Kuvars', hit: true },
      { text: ' ile uyumlu.', hit: false },
    ]);
    const paged = await gql(server.url, SEARCH, { q: 'kuvars', take: 1, skip: 1 });
    expect(paged.data.search).toMatchObject({ total: 2, items: [{ id: ids.mentioned }] });
  });
});

describe('search: the index follows every save, in its transaction', () => {
  const update = (id: number, input: Record<string, unknown>) =>
    gql(
      server.url,
      'mutation($id: Int!, $i: ProductInput!) { updateProduct(id: $id, input: $i) { id } }',
      { id, i: { category: 'energy', shortDescriptionEn: '-', ...input } },
      token,
    );

  it('a save is searchable at once; a refused save changes nothing', async () => {
    expect(await found('zümrüt')).toEqual([]);
    expect((await update(ids.analyzer, { name: 'Yıldız Analizör X9', shortDescriptionTr: 'Zümrüt kaplamalı' })).errors).toBeUndefined();
    expect(await found('zumrut')).toEqual([`product:${ids.analyzer}`]);
    const refused = await update(ids.analyzer, { name: '', shortDescriptionTr: 'Safir kaplamalı' });
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await found('safir')).toEqual([]);
    expect(await found('zümrüt')).toEqual([`product:${ids.analyzer}`]);
    // Refused after the texts were checked (the slug is taken): the index keeps the saved texts too.
    const taken = await update(ids.analyzer, { name: 'Yıldız Analizör X9', slug: 'kuvars-sayac', shortDescriptionTr: 'Safir kaplamalı' });
    expect(taken.errors?.[0]?.extensions?.reason).toBe('SLUG_TAKEN');
    expect(await found('safir')).toEqual([]);
  });

  it('a delete removes its rows', async () => {
    const res = await gql(server.url, 'mutation($id: Int!) { deleteProduct(id: $id) }', { id: ids.mentioned }, token);
    expect(res.data.deleteProduct).toBe(true);
    expect(await found('kuvars')).toEqual([`product:${ids.titled}`]);
    const { rows } = await db.query(`select count(*)::int as n from search_entry where kind = 'product' and ref_id = $1`, [ids.mentioned]);
    expect(rows[0].n).toBe(0);
  });

  it('drafts and content scheduled for later are not found; published again, they are', async () => {
    const publish = (table: string, id: number, at: string) => db.query(`update ${table} set published_at = ${at} where id = $1`, [id]);
    await publish('product', ids.titled, 'null');
    await publish('blog', ids.blog, `now() + interval '1 hour'`);
    expect(await found('kuvars')).toEqual([]);
    expect(await found('istanbul')).not.toContain(`blog:${ids.blog}`);
    await publish('product', ids.titled, `now() - interval '1 minute'`);
    await publish('blog', ids.blog, `now() - interval '1 minute'`);
    expect(await found('kuvars')).toEqual([`product:${ids.titled}`]);
    expect(await found('istanbul')).toContain(`blog:${ids.blog}`);
  });
});

const page = async (path: string) => {
  const res = await fetch(server.url + path);
  return { status: res.status, html: await res.text() };
};

describe("search: the page and the API's limits", () => {
  it('/search renders the results server-side with their count and marked matches, in Turkish and English', async () => {
    const tr = await page(`/search?q=${encodeURIComponent('kırlangıç')}`);
    expect(tr.status).toBe(200);
    expect(tr.html.includes('“kırlangıç” için 1 sonuç'), '“kırlangıç” için 1 sonuç').toBe(true);
    expect(tr.html.includes('<mark>Kırlangıç</mark>'), '<mark>Kırlangıç</mark>').toBe(true);
    expect(tr.html.includes(`href="/products/yakamoz-q7"`), `href="/products/yakamoz-q7"`).toBe(true);
    expect(tr.html.includes('<meta name="robots" content="noindex"/>')).toBe(true);
    const en = await page(`/arama?q=swallow&lang=en`);
    expect(en.status).toBe(200);
    expect(en.html.includes('1 result for “swallow”'), '1 result for “swallow”').toBe(true);
    expect(en.html.includes('<mark>Swallow</mark>'), '<mark>Swallow</mark>').toBe(true);
    const none = await page('/search?q=qwertyzx');
    expect(none.status).toBe(200);
    expect(none.html.includes('Sonuç bulunamadı'), 'Sonuç bulunamadı').toBe(true);
    expect((await page('/search?lang=en')).html.includes('What are you looking for?')).toBe(true);
    // Every page carries the header's search form, a plain GET form to /search.
    expect(/<form role="search"[^>]*action="\/search" method="get"/.test(none.html)).toBe(true);
  });

  it('text from the database is never markup: a name with tags is escaped', async () => {
    await createProduct({ name: '<img src=x onerror=alert(1)> Mercan', shortDescriptionTr: 'Mercan' });
    const { html } = await page('/search?q=mercan');
    expect(html.includes('<img src=x')).toBe(false);
    expect(html.includes('&lt;img src=x onerror=alert(1)&gt; <mark>Mercan</mark>')).toBe(true);
  });

  it('an empty or too long query is refused with a clear error; take is capped at 50', async () => {
    for (const [q, reason] of [
      ['', 'REQUIRED'],
      ['   ', 'REQUIRED'],
      ['a'.repeat(101), 'TOO_LONG'],
    ]) {
      const res = await gql(server.url, SEARCH, { q });
      expect(res.errors?.[0]?.extensions, q).toMatchObject({ code: 'BAD_USER_INPUT', field: 'query', reason });
    }
    expect((await search('!!!')).total).toBe(0);
    const many = await gql(server.url, SEARCH, { q: 'enerji', take: 1000 });
    expect(many.data.search.items.length).toBeLessThanOrEqual(50);
    expect(many.data.search.total).toBeGreaterThanOrEqual(many.data.search.items.length);
  });
});

// Last: it grows the catalogue past what a search ranks.
describe('search: bounded work however many records match', () => {
  it(`counts up to ${SEARCH_LIMIT} ("more than"), ranks titles holding every word first, pages no further`, async () => {
    expect(await search('enerji ölçümü')).toMatchObject({ totalCapped: false });
    // The benchmark's catalogue: each added product an 'Ölçüm Cihazı' for 'enerji ölçümü' in its text.
    const { products } = await growCatalogue(dbUrl, { products: SEARCH_LIMIT + 200, posts: 0 });
    expect(products).toBeGreaterThan(SEARCH_LIMIT);
    // Saved after them all, with both words in its title, into the table's last page (compacted first: no free space
    // before it), where a read that stops after the first matches would never come: still the first result.
    await db.query('VACUUM FULL search_entry');
    const titled = await createProduct({ name: 'Enerji Ölçüm Pelikanı', shortDescriptionTr: 'Pano' });
    const draft = await createProduct({ name: 'Enerji Ölçümü Taslağı', shortDescriptionTr: 'Taslak' });
    await db.query('update product set published_at = null where id = $1', [draft]);
    // More than the bound of matches are stored before it.
    const {
      rows: [before],
    } = await db.query(
      `select count(*)::int as n from search_entry where language = 'tr' and title like 'Ölçüm Cihazı %'
      and ctid < (select min(ctid) from search_entry where kind = 'product' and ref_id = $1)`,
      [titled],
    );
    expect(before.n).toBeGreaterThan(SEARCH_LIMIT);
    const first = await search('enerji ölçümü', 'tr', 12);
    expect(first).toMatchObject({ total: SEARCH_LIMIT, totalCapped: true });
    expect(first.items[0]).toMatchObject({ kind: 'product', id: titled });
    expect(first.items.map((h) => h.id)).not.toContain(draft);
    // The last ranked page is whole; past it, no results and the same count.
    expect((await search('enerji ölçümü', 'tr', 12, SEARCH_LIMIT - 12)).items).toHaveLength(12);
    expect((await search('enerji ölçümü', 'tr', 12, SEARCH_LIMIT - 5)).items).toHaveLength(5);
    expect(await search('enerji ölçümü', 'tr', 12, SEARCH_LIMIT)).toMatchObject({ total: SEARCH_LIMIT, totalCapped: true, items: [] });
    // A narrower query is counted exactly again.
    expect(await search('pelikan ölçüm')).toMatchObject({ total: 1, totalCapped: false, items: [{ id: titled }] });
    const { html } = await page('/search?q=enerji+%C3%B6l%C3%A7%C3%BCm%C3%BC');
    expect(html).toContain('“enerji ölçümü” için 1.000 sonuçtan fazlası var');
    expect((await page('/search?q=energy+metering&lang=en')).html).toContain('More than 1,000 results for “energy metering”');
  }, 120_000);
});
