// The product comparison: one GraphQL read for up to four products (in the order asked, unknown slugs left out,
// drafts only for an administrator, more than four refused as bad input), its server-rendered page in both languages
// (aligned rows, differences and missing values marked, noindex with a canonical link naming the products sorted,
// out of the sitemap, the old Turkish address redirected), and the slug `compare` refused to products.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gql, loginToken } from '../helpers/graphql.js';
import { ADMIN } from '../helpers/server.js';

const url = inject('serverUrl');
const RUN = Date.now().toString(36);
const A = `cmp-a-${RUN}`;
const B = `cmp-b-${RUN}`;
const DRAFT = `cmp-draft-${RUN}`;
const COMPARE = `query($slugs: [String!]!) { compareProducts(slugs: $slugs) { slug name specGroups { nameTr specs { nameTr valueTr } } } }`;
const CREATE = 'mutation($input: ProductInput!) { createProduct(input: $input) { id slug } }';

let token: string;
const created: number[] = [];

const spec = (nameTr: string, nameEn: string, valueTr: string, valueEn = valueTr) => ({ nameTr, nameEn, valueTr, valueEn });

// Two analyzers whose groups and labels meet with other case and spacing; each has rows the other lacks.
const PRODUCTS = [
  {
    name: `Karşılaştırma Analizörü A ${RUN}`,
    slug: A,
    category: 'energy',
    shortDescriptionTr: 'A',
    shortDescriptionEn: 'A',
    specGroups: [
      {
        nameTr: 'Ölçüm',
        nameEn: 'Measurement',
        specs: [
          spec('Gerilim Girişi', 'Voltage Input', '3 × 230/400 VAC'),
          spec('Doğruluk', 'Accuracy', 'Sınıf 0,5S', 'Class 0.5S'),
          spec('Frekans', 'Frequency', '50 Hz'),
        ],
      },
      { nameTr: 'Haberleşme', nameEn: 'Communication', specs: [spec('Protokol', 'Protocol', 'Modbus RTU')] },
    ],
  },
  {
    name: `Karşılaştırma Analizörü B ${RUN}`,
    slug: B,
    category: 'energy',
    shortDescriptionTr: 'B',
    shortDescriptionEn: 'B',
    specGroups: [
      {
        nameTr: 'ÖLÇÜM',
        nameEn: 'measurement',
        specs: [
          spec('Doğruluk', 'accuracy', 'Sınıf 0,2S', 'Class 0.2S'),
          spec('gerilim  girişi', 'Voltage  input', '3 × 230/400 vac'),
          spec('Örnekleme', 'Sampling', '256 örnek', '256 samples'),
        ],
      },
      { nameTr: 'Genel', nameEn: 'General', specs: [spec('Ekran', 'Display', 'LCD')] },
    ],
  },
];

beforeAll(async () => {
  token = await loginToken(url, ADMIN.username, ADMIN.password);
  for (const input of [...PRODUCTS, { ...PRODUCTS[0], name: `Taslak Analizör ${RUN}`, slug: DRAFT, draft: true }]) {
    const res = await gql(url, CREATE, { input }, token);
    expect(res.errors).toBeUndefined();
    created.push(res.data.createProduct.id);
  }
});

afterAll(async () => {
  for (const id of created) await gql(url, 'mutation($id: Int!) { deleteProduct(id: $id) }', { id }, token);
});

const page = async (path: string) => {
  const res = await fetch(url + path);
  return { status: res.status, html: await res.text() };
};
const count = (html: string, text: string) => html.split(text).length - 1;

describe('compareProducts', () => {
  it('answers the products in the order asked with their groups; slugs trimmed, lower-cased, once each; unknown ones left out', async () => {
    const res = await gql(url, COMPARE, { slugs: [B, ` ${A.toUpperCase()} `, B, 'no-such-product'] });
    expect(res.errors).toBeUndefined();
    expect(res.data.compareProducts.map((p: { slug: string }) => p.slug)).toEqual([B, A]);
    expect(res.data.compareProducts[1].specGroups.map((g: { nameTr: string }) => g.nameTr)).toEqual(['Ölçüm', 'Haberleşme']);
    expect(res.data.compareProducts[1].specGroups[0].specs[1]).toEqual({ nameTr: 'Doğruluk', valueTr: 'Sınıf 0,5S' });
    expect((await gql(url, COMPARE, { slugs: [] })).data.compareProducts).toEqual([]);
  });

  it('refuses more than four slugs as bad input (never a 500), before reading anything', async () => {
    for (const slugs of [
      [A, B, 'c', 'd', 'e'],
      [A, A, A, A, A],
    ]) {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: COMPARE, variables: { slugs } }),
      });
      expect(res.status).toBeLessThan(500);
      const body = await res.json();
      expect(body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'slugs', reason: 'TOO_MANY' });
    }
    expect((await gql(url, COMPARE, { slugs: [A, B, 'c', 'd'] })).errors).toBeUndefined();
  });

  it('shows a draft to a signed-in administrator only, as the product page does', async () => {
    const visitor = await gql(url, COMPARE, { slugs: [A, DRAFT] });
    expect(visitor.data.compareProducts.map((p: { slug: string }) => p.slug)).toEqual([A]);
    const admin = await gql(url, COMPARE, { slugs: [A, DRAFT] }, token);
    expect(admin.data.compareProducts.map((p: { slug: string }) => p.slug)).toEqual([A, DRAFT]);
    const draftPage = await page(`/products/compare?slugs=${A},${DRAFT}`);
    expect(draftPage.html).not.toContain(`Taslak Analizör ${RUN}`);
    expect(draftPage.html).toContain(`Bu ürün bulunamadı: ${DRAFT}`);
  });
});

describe('the comparison page', () => {
  it('is server-rendered in Turkish: aligned rows, differences and missing values marked, noindex, canonical sorted', async () => {
    const port = new URL(url).port;
    const { status, html } = await page(`/products/compare?slugs=${B},${A},no-such-product`);
    expect(status).toBe(200);
    expect(html).toMatch(/<html lang="tr">/);
    expect(html).toContain('<title>Ürün Karşılaştırma | Enerji Teknoloji</title>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain(`<link rel="canonical" href="http://localhost:${port}/products/compare?slugs=${A},${B},no-such-product"/>`);
    expect(html).not.toContain('hrefLang="en"');
    // B first, as asked; its group names lead ("ÖLÇÜM"), A's "Haberleşme" follows B's own groups.
    expect(html.indexOf(PRODUCTS[1].name)).toBeLessThan(html.indexOf(PRODUCTS[0].name));
    expect(html.indexOf('ÖLÇÜM')).toBeLessThan(html.indexOf('>Genel<'));
    expect(html.indexOf('>Genel<')).toBeLessThan(html.indexOf('>Haberleşme<'));
    expect(html).not.toContain('>Ölçüm<');
    // Rows: Doğruluk, gerilim girişi (same value), Örnekleme, Frekans; Ekran; Protokol: all but the voltage differ.
    expect(count(html, 'data-differs="true"')).toBe(5);
    expect(count(html, '(ürünler arasında farklı)')).toBe(5);
    expect(count(html, 'Belirtilmemiş')).toBe(4);
    expect(html).toContain('Bu ürün bulunamadı: no-such-product');
  });

  it('is server-rendered in English with English labels and a canonical link in English', async () => {
    const port = new URL(url).port;
    const { status, html } = await page(`/products/compare?slugs=${A},${B}&lang=en`);
    expect(status).toBe(200);
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toContain('<title>Product Comparison | Enerji Teknoloji</title>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain(`<link rel="canonical" href="http://localhost:${port}/products/compare?slugs=${A},${B}&amp;lang=en"/>`);
    expect(html).toContain('>Measurement<');
    expect(html).toContain('>Communication<');
    expect(count(html, '(differs between the products)')).toBe(5);
    expect(count(html, 'Not specified')).toBe(4);
  });

  it('shows the first four of more, says so; with none, says how to choose', async () => {
    const many = await page(`/products/compare?slugs=${A},${B},c,d,e,f`);
    expect(many.status).toBe(200);
    expect(many.html).toContain('En fazla 4 ürün karşılaştırılabilir; ilk 4 ürün gösteriliyor.');
    expect(many.html).toContain('Bu ürünler bulunamadı: c, d');
    const none = await page('/products/compare?lang=en');
    expect(none.status).toBe(200);
    expect(none.html).toContain('No products chosen for comparison');
  });

  it('is left out of the sitemap; the Turkish address redirects with its query', async () => {
    const xml = await (await fetch(`${url}/sitemap.xml`)).text();
    expect(xml).not.toContain('/products/compare');
    const old = await fetch(`${url}/urunler/karsilastir?slugs=${A},${B}`, { redirect: 'manual' });
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe(`/products/compare?slugs=${A},${B}`);
  });
});

describe('the slug compare', () => {
  it('is refused to a product, entered or made from the name, on create and on update', async () => {
    const base = { category: 'energy', shortDescriptionTr: 'K', shortDescriptionEn: 'C' };
    for (const input of [
      { ...base, name: `Slug ${RUN}`, slug: 'compare' },
      { ...base, name: 'Compare' },
    ]) {
      const res = await gql(url, CREATE, { input }, token);
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'slug', reason: 'RESERVED_SLUG' });
    }
    const update = await gql(
      url,
      'mutation($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { slug } }',
      { id: created[0], input: { ...PRODUCTS[0], slug: 'compare' } },
      token,
    );
    expect(update.errors?.[0]?.extensions).toMatchObject({ field: 'slug', reason: 'RESERVED_SLUG' });
    expect((await gql(url, COMPARE, { slugs: [A] })).data.compareProducts).toHaveLength(1);
  });
});
