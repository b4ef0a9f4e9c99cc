// The sample content a first start loads, as visitors get it: pages of each language show no picture with words of
// the other language baked in, and the generated PDFs carry their Turkish letters in their text.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictureText } from '../../server/seed/seed-pictures.js';
import { gql } from '../helpers/graphql.js';
import { normalise, readPdf } from '../helpers/pdf.js';
import { startIsolatedServer } from '../helpers/server.js';

// A server of its own: the shared one's content is changed by other tests (uploaded images carry no text record).
let handle: Awaited<ReturnType<typeof startIsolatedServer>>;
let url: string;
beforeAll(async () => {
  handle = await startIsolatedServer();
  url = handle.server.url;
});
afterAll(() => handle?.stop());

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
const decode = (s: string) => s.replace(/&amp;/g, '&');

/** Every page in every language, as the sitemap lists them (its alternate links name each URL's language). */
async function sitemapPages(): Promise<Array<{ lang: string; path: string }>> {
  const xml = await (await fetch(`${url}/sitemap.xml`)).text();
  const pages = new Map<string, string>();
  for (const link of xml.match(/<xhtml:link\b[^>]*>/g) ?? []) {
    const lang = attr(link, 'hreflang')!;
    if (lang === 'x-default') continue;
    const href = new URL(decode(attr(link, 'href')!));
    pages.set(href.pathname + href.search, lang);
  }
  return [...pages].map(([path, lang]) => ({ path, lang }));
}

/** The uploaded pictures a page shows (the site's own drawings under /img and /svg are not sample content). */
async function picturesOn(path: string): Promise<string[]> {
  const res = await fetch(url + path);
  expect(res.status, path).toBe(200);
  const html = await res.text();
  return (html.match(/<img\b[^>]*>/g) ?? [])
    .map((tag) => decode(attr(tag, 'src') ?? ''))
    .filter((src) => src.startsWith('/') && !src.startsWith('/img/') && !src.startsWith('/svg/'));
}

describe('sample content: pictures', () => {
  it("pages of each language show only pictures without words or with words of that language; the seed's have none", async () => {
    const pages = await sitemapPages();
    expect(new Set(pages.map((p) => p.lang))).toEqual(new Set(['tr', 'en']));
    const shown = { tr: new Set<string>(), en: new Set<string>() } as Record<string, Set<string>>;
    // A few at a time: some eighty server-rendered pages.
    for (let i = 0; i < pages.length; i += 4) {
      await Promise.all(
        pages.slice(i, i + 4).map(async ({ lang, path }) => {
          for (const src of await picturesOn(path)) shown[lang].add(src);
        }),
      );
    }

    const records = new Map<string, string | null>();
    for (const src of new Set([...shown.tr, ...shown.en])) {
      const res = await fetch(url + src);
      expect(res.status, src).toBe(200);
      const { xmpAsString } = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      records.set(src, pictureText(xmpAsString));
    }
    for (const [lang, sources] of Object.entries(shown)) {
      for (const src of sources) expect([lang, 'none'], `${src} on a page in ${lang}`).toContain(records.get(src));
    }
    // Every seeded picture was among them: product photos, blog headers, document covers and application icons.
    const { data } = await gql(url, `{ products { imageUrl } blogs { imageUrl } documents { coverImageUrl } applications { iconUrl } }`);
    const seeded = [
      ...data.products.map((p: any) => p.imageUrl),
      ...data.blogs.map((b: any) => b.imageUrl),
      ...data.documents.map((d: any) => d.coverImageUrl),
      ...data.applications.map((a: any) => a.iconUrl),
    ];
    expect(seeded.length).toBe(data.products.length + data.blogs.length + data.documents.length + data.applications.length);
    for (const src of seeded) {
      expect(shown.tr.has(src) && shown.en.has(src), `${src} shown in both languages`).toBe(true);
      expect(records.get(src), src).toBe('none');
    }
  }, 300_000);
});

const TURKISH_LETTERS = ['ç', 'ğ', 'ı', 'İ', 'ö', 'ş', 'ü'];

async function pdfText(path: string) {
  const res = await fetch(url + path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type'), path).toBe('application/pdf');
  return readPdf(new Uint8Array(await res.arrayBuffer()));
}

describe('sample content: PDFs', () => {
  it("each document's Turkish file has its Turkish title and description, letter for letter; the English file, the English", async () => {
    const { data } = await gql(url, '{ documents { nameTr nameEn descriptionTr descriptionEn downloadUrlTr downloadUrlEn } }');
    expect(data.documents.length).toBeGreaterThan(0);
    // The letters the standard PDF fonts cannot draw are in these texts, so a PDF set in one of them fails here.
    const sources = data.documents.map((d: any) => d.nameTr + d.descriptionTr).join(' ');
    for (const letter of ['ğ', 'ı', 'ş']) expect(sources, letter).toContain(letter);
    for (const d of data.documents) {
      const tr = await pdfText(d.downloadUrlTr);
      expect(tr.text, d.nameTr).toContain(normalise(d.nameTr));
      expect(tr.text, d.nameTr).toContain(normalise(d.descriptionTr));
      expect(tr.info, d.nameTr).toMatchObject({ Title: d.nameTr, Language: 'tr-TR' });
      const en = await pdfText(d.downloadUrlEn);
      expect(en.text, d.nameEn).toContain(normalise(d.descriptionEn));
      expect(en.info, d.nameEn).toMatchObject({ Title: d.nameEn, Language: 'en-US' });
    }
  });

  it("each product file (the EA-500 datasheet among them) has the product's Turkish and English summary and specs", async () => {
    const { data } = await gql(
      url,
      `{ products { name shortDescriptionTr shortDescriptionEn
      specGroups { nameTr nameEn specs { nameTr nameEn valueTr valueEn } } files { fileTypeTr fileTypeEn downloadUrl } } }`,
    );
    const withFiles = data.products.filter((p: any) => p.files.length > 0);
    expect(withFiles.map((p: any) => p.name)).toContain('EA-500 Power Quality Analyzer');
    let turkish = '';
    for (const p of withFiles) {
      for (const f of p.files) {
        const { text } = await pdfText(f.downloadUrl);
        const label = `${p.name} ${f.fileTypeEn}`;
        expect(text, label).toContain(normalise(`${f.fileTypeTr} / ${f.fileTypeEn}`));
        expect(text, label).toContain(normalise(p.shortDescriptionTr));
        expect(text, label).toContain(normalise(p.shortDescriptionEn));
        for (const g of p.specGroups) {
          expect(text, label).toContain(normalise(g.nameTr));
          for (const s of g.specs) {
            expect(text, label).toContain(normalise(`${s.nameTr}: ${s.valueTr}`));
            expect(text, label).toContain(normalise(`${s.nameEn}: ${s.valueEn}`));
          }
        }
        turkish += text;
      }
    }
    for (const letter of TURKISH_LETTERS) expect(turkish, letter).toContain(letter);
  }, 180_000);
});
