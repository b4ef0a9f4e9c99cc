import { describe, expect, inject, it } from 'vitest';
import { eventually } from '../helpers/eventually.js';
import { gql, loginToken } from '../helpers/graphql.js';
import { rest } from '../helpers/rest.js';
import { ADMIN } from '../helpers/server.js';
import { normalise, readPdf } from '../helpers/pdf.js';

const url = inject('serverUrl');

const PRODUCTS = `{ products { id name slug category shortDescriptionTr shortDescriptionEn longDescriptionTr longDescriptionEn
  specGroups { nameTr nameEn specs { nameTr nameEn valueTr valueEn } } } }`;

interface Pdf {
  status: number;
  type: string | null;
  disposition: string | null;
  length: number;
  bytes: Uint8Array;
}

async function download(path: string): Promise<Pdf> {
  const res = await fetch(url + path);
  const bytes = new Uint8Array(await res.arrayBuffer());
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition'),
    length: Number(res.headers.get('content-length')),
    bytes,
  };
}

async function products(): Promise<any[]> {
  const res = await gql(url, PRODUCTS);
  expect(res.errors).toBeUndefined();
  return res.data.products;
}

describe('GET /api/catalog: the product catalogue as a PDF generated from the database', () => {
  it('in Turkish: every product, the category names and Turkish letters; laid out inside the margins', async () => {
    const pdf = await download('/api/catalog');
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.disposition).toBe('attachment; filename="enerji-teknoloji-katalog-tr.pdf"');
    expect(pdf.length).toBe(pdf.bytes.byteLength);
    expect(Buffer.from(pdf.bytes.subarray(0, 5)).toString()).toBe('%PDF-');

    const { text, pages, baselines, info } = await readPdf(pdf.bytes);
    expect(info).toMatchObject({ Title: 'Ürün Kataloğu', Author: 'Enerji Teknoloji', Language: 'tr-TR' });
    expect(text).toContain('Ürün Kataloğu');
    expect(text).toContain('%15–30');
    expect(text).toContain('IIoT Ağ Geçitleri / RTU');
    expect(text).toContain('Enerji İzleme ve Analizörler');
    const all = await products();
    for (const p of all) expect(text, p.name).toContain(normalise(p.name));
    // Turkish spec texts with the letters the standard PDF fonts cannot draw.
    const specTexts: string[] = all.flatMap((p) => p.specGroups.flatMap((g: any) => g.specs.flatMap((s: any) => [s.nameTr, s.valueTr])));
    for (const letter of ['ğ', 'ı', 'ş', 'İ']) {
      const sample = specTexts.find((s) => s.includes(letter));
      expect(sample, letter).toBeTruthy();
      expect(text).toContain(normalise(sample!));
    }
    // Page numbers in the footer; after the cover, nothing but the footer (baseline 28) below the bottom margin (60).
    expect(pages.at(-1)).toContain(`Sayfa ${pages.length} / ${pages.length}`);
    for (const y of baselines.slice(1).flat()) expect(y === 28 || y >= 60, `baseline ${y}`).toBe(true);
  });

  it('in English: the English title, category names and spec labels; any other lang is Turkish', async () => {
    const pdf = await download('/api/catalog?lang=en');
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.disposition).toBe('attachment; filename="enerji-teknoloji-catalogue-en.pdf"');
    const { text, info } = await readPdf(pdf.bytes);
    expect(info).toMatchObject({ Title: 'Product Catalogue', Author: 'Enerji Teknoloji', Language: 'en-US' });
    expect(text).toContain('Product Catalogue');
    expect(text).toContain('IIoT Gateways / RTU');
    const [first] = await products();
    expect(text).toContain(normalise(first.specGroups[0].specs[0].nameEn));
    expect(text).toContain(normalise(first.shortDescriptionEn).slice(0, 40));
    expect(text).not.toContain('Ürün Kataloğu');

    const other = await download('/api/catalog?lang=fr');
    expect(other.status).toBe(200);
    expect(other.disposition).toBe('attachment; filename="enerji-teknoloji-katalog-tr.pdf"');
  });

  it('a product change shows in the catalogue and datasheet within seconds (the cache is keyed by the content version)', async () => {
    await download('/api/catalog'); // make sure a cached copy exists
    const [product] = await products();
    const token = await loginToken(url, ADMIN.username, ADMIN.password);
    const marker = 'Güncellendi ığşİ 4711';
    const input = (changes: Record<string, string>) => ({
      name: product.name,
      slug: product.slug,
      category: product.category,
      shortDescriptionTr: product.shortDescriptionTr,
      shortDescriptionEn: product.shortDescriptionEn,
      longDescriptionTr: product.longDescriptionTr,
      longDescriptionEn: product.longDescriptionEn,
      ...changes,
    });
    const update = 'mutation($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }';
    const textOf = async (path: string) => (await readPdf((await download(path)).bytes)).text;
    try {
      const res = await gql(
        url,
        update,
        { id: product.id, input: input({ shortDescriptionTr: `${marker} ${product.shortDescriptionTr}`, longDescriptionEn: '' }) },
        token,
      );
      expect(res.errors).toBeUndefined();
      // An edit: a PDF kept before it may be served (STALE) while it is made again.
      await eventually(async () => expect((await textOf('/api/catalog')).includes(marker), 'the new text in the catalogue').toBe(true));
      await eventually(async () =>
        expect((await textOf(`/api/product/by-slug/${product.slug}/datasheet`)).includes(marker), 'the new text in the datasheet').toBe(
          true,
        ),
      );
      // An empty English long description prints the Turkish one, as plain text.
      const turkishStart = normalise(product.longDescriptionTr.replace(/<[^>]*>/g, ' '))
        .split(' ')
        .slice(2, 8)
        .join(' ');
      await eventually(async () =>
        expect((await textOf(`/api/product/by-slug/${product.slug}/datasheet?lang=en`)).includes(turkishStart), turkishStart).toBe(true),
      );
    } finally {
      const res = await gql(url, update, { id: product.id, input: input({}) }, token);
      expect(res.errors).toBeUndefined();
    }
    await eventually(async () => expect((await textOf('/api/catalog')).includes(marker), 'the restored text in the catalogue').toBe(false));
  });
});

describe('GET /api/product/by-slug/{slug}/datasheet', () => {
  it("is the product's datasheet in the language asked for, with its name and spec groups", async () => {
    const [product] = await products();
    for (const lang of ['tr', 'en'] as const) {
      const pdf = await download(`/api/product/by-slug/${product.slug}/datasheet?lang=${lang}`);
      expect(pdf.status).toBe(200);
      expect(pdf.type).toBe('application/pdf');
      expect(pdf.disposition).toBe(`attachment; filename="${product.slug}-${lang}.pdf"`);
      expect(pdf.length).toBe(pdf.bytes.byteLength);
      const { text, info } = await readPdf(pdf.bytes);
      expect(info).toMatchObject({ Title: product.name, Author: 'Enerji Teknoloji', Language: lang === 'tr' ? 'tr-TR' : 'en-US' });
      expect(text).toContain(normalise(product.name));
      const group = product.specGroups[0];
      expect(text).toContain(lang === 'tr' ? group.nameTr : group.nameEn);
      expect(text).toContain(normalise(lang === 'tr' ? group.specs[0].valueTr : group.specs[0].valueEn));
      expect(text).toContain(lang === 'tr' ? 'Teknik Özellikler' : 'Technical Specifications');
    }
  });

  it('an unknown slug is a 404 JSON error', async () => {
    const res = await rest(url, 'GET', '/api/product/by-slug/no-such-product/datasheet?lang=en');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ error: 'Product not found', code: 'NOT_FOUND' });
  });
});
