// The sitemap dates each page by the content it shows (<lastmod>), and an edit in the admin
// moves the dates of the pages showing it: within the stale window after an edit (the sitemap kept before it may
// answer, marked STALE, while it is made again), at the very next request after a removal. Which pages are listed:
// tests/server/ssr.test.ts.
import { describe, expect, inject, it } from 'vitest';
import { eventually } from '../helpers/eventually.js';
import { gql, gqlUpload, loginToken } from '../helpers/graphql.js';
import { pdfBlob } from '../helpers/rest.js';
import { ADMIN } from '../helpers/server.js';

const url = inject('serverUrl');
const base = `http://localhost:${new URL(url).port}`;
/** W3C Datetime (https://www.w3.org/TR/NOTE-datetime), to the millisecond, in UTC. */
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

type Dated = { updatedAt: string };
const newest = (rows: Dated[]) =>
  rows
    .map((r) => r.updatedAt)
    .sort()
    .at(-1);

/** Each <loc> of the sitemap (entities decoded) with its <lastmod>, if it has one. */
async function sitemap(): Promise<Map<string, string | undefined>> {
  const xml = await (await fetch(`${url}/sitemap.xml`)).text();
  const entries = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)];
  expect(entries.length).toBe(xml.match(/<url>/g)!.length);
  return new Map(entries.map((m) => [m[1].replace(/&#38;/g, '&'), m[2]]));
}

/** The dates of a page in both languages: they are one page. */
function lastmod(dates: Map<string, string | undefined>, path: string): string | undefined {
  const tr = dates.get(base + path);
  expect(dates.has(base + path), path).toBe(true);
  expect(dates.get(`${base}${path}${path.includes('?') ? '&' : '?'}lang=en`), `${path} in English`).toBe(tr);
  return tr;
}

const PRODUCT =
  'id slug name category shortDescriptionTr shortDescriptionEn englishOutdated updatedAt specGroups { nameTr nameEn specs { nameTr nameEn valueTr valueEn } }';
const UPDATE = `mutation($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { updatedAt } }`;

describe('sitemap <lastmod>', () => {
  it('products and posts carry their updatedAt, list pages the newest of what they list, text-only pages none', async () => {
    const dates = await sitemap();
    for (const value of dates.values()) if (value !== undefined) expect(value).toMatch(W3C_DATETIME);
    const { data } = await gql(
      url,
      `{ products(take: 100) { slug category updatedAt } blogs(take: 100) { slug updatedAt }
      documents(take: 100) { updatedAt } applications(take: 100) { updatedAt } productCategories }`,
    );
    const { products, blogs } = data as { products: (Dated & { slug: string; category: string })[]; blogs: (Dated & { slug: string })[] };
    expect(products.length).toBeGreaterThan(5);
    for (const p of products) expect(lastmod(dates, `/products/${p.slug}`), p.slug).toBe(p.updatedAt);
    for (const b of blogs) expect(lastmod(dates, `/blog/${b.slug}`), b.slug).toBe(b.updatedAt);
    for (const c of data.productCategories as string[]) {
      expect(lastmod(dates, `/products?category=${c}`), c).toBe(newest(products.filter((p) => p.category === c)));
    }
    expect(lastmod(dates, '/')).toBe(newest([...products, ...blogs]));
    expect(lastmod(dates, '/products')).toBe(newest(products));
    for (const path of ['/blog', '/resources', '/resources?tab=blog']) expect(lastmod(dates, path), path).toBe(newest(blogs));
    expect(lastmod(dates, '/resources?tab=documents')).toBe(newest(data.documents));
    expect(lastmod(dates, '/resources?tab=applications')).toBe(newest(data.applications));
    // Their texts ship with the code: no date would mean anything.
    for (const path of ['/solutions', '/solutions/smart-energy-management']) expect(lastmod(dates, path), path).toBeUndefined();
  });

  it('an admin edit of a product moves its date and the dates of the pages listing it, texts and specifications alike', async () => {
    const token = await loginToken(url, ADMIN.username, ADMIN.password);
    const [{ id }] = (await gql(url, '{ products(take: 1) { id } }')).data.products;
    const original = (await gql(url, `query($id: Int!) { product(id: $id) { ${PRODUCT} } }`, { id }, token)).data.product;
    const path = `/products/${original.slug}`;
    const input = {
      name: original.name,
      category: original.category,
      shortDescriptionTr: original.shortDescriptionTr,
      shortDescriptionEn: original.shortDescriptionEn,
      specGroups: original.specGroups,
    };
    const save = async (changes: object) => {
      const res = await gql(url, UPDATE, { id, input: { ...input, ...changes } }, token);
      expect(res.errors).toBeUndefined();
      return res.data.updateProduct.updatedAt as string;
    };
    const before = lastmod(await sitemap(), path)!;
    expect(before).toBe(original.updatedAt);
    try {
      const edited = await save({ shortDescriptionTr: `${original.shortDescriptionTr} (düzenlendi)` });
      expect(Date.parse(edited)).toBeGreaterThan(Date.parse(before));
      await eventually(async () => {
        const dates = await sitemap();
        expect(lastmod(dates, path)).toBe(edited);
        for (const listing of ['/', '/products', `/products?category=${original.category}`])
          expect(lastmod(dates, listing), listing).toBe(edited);
      });

      // Specifications live in rows of their own, yet they are the product's page too.
      const extraGroup = {
        nameTr: 'Ek',
        nameEn: 'Extra',
        specs: [{ nameTr: 'Ağırlık', nameEn: 'Weight', valueTr: '1 kg', valueEn: '1 kg' }],
      };
      const specsEdited = await save({
        shortDescriptionTr: `${original.shortDescriptionTr} (düzenlendi)`,
        specGroups: [...original.specGroups, extraGroup],
      });
      expect(Date.parse(specsEdited)).toBeGreaterThan(Date.parse(edited));
      await eventually(async () => expect(lastmod(await sitemap(), path)).toBe(specsEdited));
    } finally {
      // As it was, English marks included (a changed Turkish text marks the English as possibly out of date).
      await save({ confirmedEnglish: ['shortDescriptionEn'].filter((f) => !original.englishOutdated.includes(f)) });
    }
    await eventually(async () => expect(Date.parse(lastmod(await sitemap(), path)!)).toBeGreaterThan(Date.parse(before)));
  });

  it('adding or removing a file of a product (shown on its page) moves its date', async () => {
    const token = await loginToken(url, ADMIN.username, ADMIN.password);
    const [{ id, slug }] = (await gql(url, '{ products(take: 1) { id slug } }')).data.products;
    const path = `/products/${slug}`;
    const dateOf = async () =>
      (await gql(url, 'query($id: Int!) { product(id: $id) { updatedAt } }', { id }, token)).data.product.updatedAt as string;
    const before = await dateOf();
    const added = await gqlUpload(
      url,
      'mutation($p: Int!, $f: Upload!) { addProductFile(productId: $p, file: $f, fileTypeTr: "Katalog", fileTypeEn: "Catalogue") { id } }',
      { p: id },
      { 'variables.f': [pdfBlob('sitemap'), 'katalog.pdf'] },
      token,
    );
    expect(added.errors).toBeUndefined();
    const withFile = await dateOf();
    expect(Date.parse(withFile)).toBeGreaterThan(Date.parse(before));
    // A file added is an edit; a file removed is a removal (its download goes): its date moves at the very next request.
    await eventually(async () => expect(lastmod(await sitemap(), path)).toBe(withFile));
    const removed = await gql(url, 'mutation($id: Int!) { deleteProductFile(id: $id) }', { id: added.data.addProductFile.id }, token);
    expect(removed.data.deleteProductFile).toBe(true);
    const withoutFile = await dateOf();
    expect(Date.parse(withoutFile)).toBeGreaterThan(Date.parse(withFile));
    expect(lastmod(await sitemap(), path)).toBe(withoutFile);
  });
});
