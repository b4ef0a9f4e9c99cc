// A product's and a post's own search-engine title and description: validated, kept and restored with the record,
// left alone by REST, and used in the server-rendered head (title, description, share cards) in each language, with
// the texts derived in that same language where they are unset: an English page never carries the Turkish ones. Changing them is an edit: a page kept before it may answer (STALE) while it
// is rendered again, so the pages are read until the change shows.
import { describe, expect, inject, it } from 'vitest';
import { eventually } from '../helpers/eventually.js';
import { gql } from '../helpers/graphql.js';
import { adminToken, rest, uploadImage } from '../helpers/rest.js';

const url = inject('serverUrl');
const SEO = 'seoTitleTr seoTitleEn seoDescriptionTr seoDescriptionEn';
const PRODUCT = `id name slug shortDescriptionTr shortDescriptionEn ${SEO}`;
const BLOG = `id slug titleTr titleEn summaryTr summaryEn ${SEO}`;
const brand = { tr: 'Enerji Teknoloji', en: 'Enerji Teknoloji' };

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The server-rendered head as a crawler reads it. */
async function head(path: string, lang: 'tr' | 'en') {
  const res = await fetch(`${url}${path}${lang === 'en' ? '?lang=en' : ''}`);
  expect(res.status, path).toBe(200);
  const html = await res.text();
  const meta = (name: string) => {
    const m = new RegExp(`<meta (?:property|name)="${name.replace(/[.:]/g, '\\$&')}" content="([^"]*)"/>`).exec(html);
    return m ? decode(m[1]) : undefined;
  };
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    description: meta('description'),
    ogTitle: meta('og:title'),
    ogDescription: meta('og:description'),
    twitterTitle: meta('twitter:title'),
    twitterDescription: meta('twitter:description'),
  };
}

function expectHead(h: Awaited<ReturnType<typeof head>>, title: string, description: string) {
  expect(h.title).toMatch(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `));
  expect(h.ogTitle).toBe(h.title);
  expect(h.twitterTitle).toBe(h.title);
  expect(h.description).toBe(description);
  expect(h.ogDescription).toBe(description);
  expect(h.twitterDescription).toBe(description);
}

const productInput = (p: Record<string, any>, extra: Record<string, unknown> = {}) => ({
  name: p.name,
  slug: p.slug,
  category: 'energy',
  shortDescriptionTr: p.shortDescriptionTr,
  shortDescriptionEn: p.shortDescriptionEn,
  ...extra,
});

async function newProduct(token: string) {
  const slug = `seo-urun-${Date.now().toString(36)}`;
  const res = await gql(
    url,
    `mutation($i: ProductInput!) { createProduct(input: $i) { ${PRODUCT} } }`,
    {
      i: {
        name: 'SEO Deneme Ürünü',
        slug,
        category: 'energy',
        shortDescriptionTr: 'Türkçe kısa açıklama',
        shortDescriptionEn: 'English short description',
      },
    },
    token,
  );
  expect(res.errors).toBeUndefined();
  return res.data.createProduct;
}

const updateProduct = (token: string, id: number, input: unknown) =>
  gql(url, `mutation($id: Int!, $i: ProductInput!) { updateProduct(id: $id, input: $i) { ${PRODUCT} } }`, { id, i: input }, token);

describe('search-engine fields', () => {
  it('a product refuses a too long title or description by field and code, and changes nothing', async () => {
    const token = await adminToken(url);
    const product = await newProduct(token);
    for (const [field, length] of [
      ['seoTitleTr', 201],
      ['seoTitleEn', 201],
      ['seoDescriptionTr', 501],
      ['seoDescriptionEn', 501],
    ] as const) {
      const res = await updateProduct(token, product.id, productInput(product, { name: 'Değişmemeli', [field]: 'x'.repeat(length) }));
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field, reason: 'TOO_LONG' });
    }
    const { data } = await gql(url, `query($id: Int!) { product(id: $id) { ${PRODUCT} } }`, { id: product.id }, token);
    expect(data.product).toMatchObject({
      name: product.name,
      seoTitleTr: null,
      seoTitleEn: null,
      seoDescriptionTr: null,
      seoDescriptionEn: null,
    });
    // At the limit (after trimming) it is accepted.
    const ok = await updateProduct(
      token,
      product.id,
      productInput(product, { seoTitleTr: ` ${'a'.repeat(200)} `, seoDescriptionEn: 'b'.repeat(500) }),
    );
    expect(ok.errors).toBeUndefined();
    expect(ok.data.updateProduct).toMatchObject({ seoTitleTr: 'a'.repeat(200), seoDescriptionEn: 'b'.repeat(500) });
  });

  it('a product keeps them trimmed, empty is null, left out keeps them (REST too), and a version restores them', async () => {
    const token = await adminToken(url);
    const product = await newProduct(token);
    const set = await updateProduct(
      token,
      product.id,
      productInput(product, {
        seoTitleTr: '  Akıllı sayaç ağ geçidi  ',
        seoTitleEn: 'Smart meter gateway',
        seoDescriptionTr: 'Türkçe arama açıklaması',
        seoDescriptionEn: '',
      }),
    );
    expect(set.errors).toBeUndefined();
    expect(set.data.updateProduct).toMatchObject({
      seoTitleTr: 'Akıllı sayaç ağ geçidi',
      seoTitleEn: 'Smart meter gateway',
      seoDescriptionTr: 'Türkçe arama açıklaması',
      seoDescriptionEn: null,
    });

    const kept = await updateProduct(token, product.id, productInput(product, { name: 'SEO Deneme Ürünü 2' }));
    expect(kept.data.updateProduct).toMatchObject({ seoTitleTr: 'Akıllı sayaç ağ geçidi', seoDescriptionTr: 'Türkçe arama açıklaması' });
    const viaRest = await rest(
      url,
      'PUT',
      `/api/product/${product.id}`,
      {
        product_name: 'SEO Deneme Ürünü 3',
        product_category: 'energy',
        short_description_tr: 'Türkçe kısa açıklama',
        short_description_en: 'English short description',
      },
      token,
    );
    expect(viaRest.status, viaRest.text).toBe(200);
    expect(Object.keys(viaRest.json).filter((k) => /seo/i.test(k))).toEqual([]);
    const after = await gql(url, `query($id: Int!) { product(id: $id) { ${PRODUCT} } }`, { id: product.id }, token);
    expect(after.data.product).toMatchObject({
      name: 'SEO Deneme Ürünü 3',
      seoTitleTr: 'Akıllı sayaç ağ geçidi',
      seoTitleEn: 'Smart meter gateway',
    });

    // Versions: the save that set them holds them; restoring the first version (none set) clears them.
    const list = await gql(
      url,
      'query($id: Int!) { contentRevisions(kind: product, itemId: $id) { id number changedFields snapshot } }',
      { id: product.id },
      token,
    );
    const revisions = list.data.contentRevisions as {
      id: number;
      number: number;
      changedFields: string[];
      snapshot: Record<string, unknown>;
    }[];
    const withSeo = revisions.find((r) => r.number === 2)!;
    expect(withSeo.changedFields).toEqual(expect.arrayContaining(['seoTitleTr', 'seoTitleEn', 'seoDescriptionTr']));
    expect(withSeo.snapshot).toMatchObject({ seoTitleTr: 'Akıllı sayaç ağ geçidi', seoDescriptionEn: null });
    const first = revisions.find((r) => r.number === 1)!;
    const restored = await gql(url, 'mutation($id: Int!) { restoreContentRevision(id: $id) { id } }', { id: first.id }, token);
    expect(restored.errors).toBeUndefined();
    const back = await gql(url, `query($id: Int!) { product(id: $id) { ${PRODUCT} } }`, { id: product.id }, token);
    expect(back.data.product).toMatchObject({ seoTitleTr: null, seoTitleEn: null, seoDescriptionTr: null, seoDescriptionEn: null });
  });

  it('the product page uses them in each language, an empty English one falling back to English texts, never to Turkish', async () => {
    const token = await adminToken(url);
    const product = await newProduct(token);
    const path = `/products/${product.slug}`;
    expectHead(await head(path, 'tr'), product.name, product.shortDescriptionTr);
    expectHead(await head(path, 'en'), product.name, product.shortDescriptionEn);

    await updateProduct(
      token,
      product.id,
      productInput(product, {
        seoTitleTr: 'Türkçe SEO başlığı',
        seoTitleEn: 'English SEO title',
        seoDescriptionTr: 'Türkçe SEO açıklaması "tırnaklı"',
        seoDescriptionEn: null,
      }),
    );
    await eventually(async () => {
      const tr = await head(path, 'tr');
      expectHead(tr, 'Türkçe SEO başlığı', 'Türkçe SEO açıklaması "tırnaklı"');
      expect(tr.title).toBe(`Türkçe SEO başlığı | ${brand.tr}`);
    });
    // The English description is empty: the English short description, not the Turkish search text.
    await eventually(async () => expectHead(await head(path, 'en'), 'English SEO title', product.shortDescriptionEn));

    // Only a Turkish title of its own: the English page keeps the product's name.
    await updateProduct(
      token,
      product.id,
      productInput(product, {
        seoTitleTr: 'Türkçe SEO başlığı',
        seoTitleEn: '',
        seoDescriptionTr: 'Türkçe SEO açıklaması',
        seoDescriptionEn: '',
      }),
    );
    await eventually(async () => expectHead(await head(path, 'en'), product.name, product.shortDescriptionEn));

    await updateProduct(
      token,
      product.id,
      productInput(product, { seoTitleTr: '', seoTitleEn: '', seoDescriptionTr: '', seoDescriptionEn: '' }),
    );
    await eventually(async () => expectHead(await head(path, 'tr'), product.name, product.shortDescriptionTr));
    await eventually(async () => expectHead(await head(path, 'en'), product.name, product.shortDescriptionEn));
  });

  it('a post keeps them, refuses a too long one, and its page uses them per language or derives them', async () => {
    const token = await adminToken(url);
    const image = await uploadImage(url, token, 'blog');
    const slug = `seo-yazi-${Date.now().toString(36)}`;
    const base = {
      titleTr: 'SEO deneme yazısı',
      titleEn: 'SEO test post',
      slug,
      summaryTr: 'Türkçe özet',
      summaryEn: 'English summary',
      contentTr: '<p>İçerik</p>',
      contentEn: '<p>Content</p>',
    };
    const created = await gql(url, `mutation($i: BlogInput!) { createBlog(input: $i) { ${BLOG} } }`, { i: { ...base, image } }, token);
    expect(created.errors).toBeUndefined();
    const { id } = created.data.createBlog;
    const update = (input: Record<string, unknown>) =>
      gql(
        url,
        `mutation($id: Int!, $i: BlogInput!) { updateBlog(id: $id, input: $i) { ${BLOG} } }`,
        { id, i: { ...base, ...input } },
        token,
      );
    const path = `/blog/${slug}`;
    expectHead(await head(path, 'tr'), base.titleTr, base.summaryTr);
    expectHead(await head(path, 'en'), base.titleEn, base.summaryEn);

    const tooLong = await update({ titleTr: 'Değişmemeli', seoDescriptionTr: 'x'.repeat(501) });
    expect(tooLong.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'seoDescriptionTr', reason: 'TOO_LONG' });
    const unchanged = await gql(url, `query($id: Int!) { blog(id: $id) { ${BLOG} } }`, { id }, token);
    expect(unchanged.data.blog).toMatchObject({ titleTr: base.titleTr, seoDescriptionTr: null });

    const set = await update({
      seoTitleTr: ' Yazının SEO başlığı ',
      seoTitleEn: null,
      seoDescriptionTr: 'Yazının SEO açıklaması',
      seoDescriptionEn: 'The post’s SEO description',
    });
    expect(set.data.updateBlog).toMatchObject({
      seoTitleTr: 'Yazının SEO başlığı',
      seoTitleEn: null,
      seoDescriptionEn: 'The post’s SEO description',
    });
    await eventually(async () => expectHead(await head(path, 'tr'), 'Yazının SEO başlığı', 'Yazının SEO açıklaması'));
    // No English title of its own: the English title, not the Turkish search title.
    await eventually(async () => expectHead(await head(path, 'en'), base.titleEn, 'The post’s SEO description'));

    const revisions = await gql(url, 'query($id: Int!) { contentRevisions(kind: blog, itemId: $id) { number snapshot } }', { id }, token);
    expect(revisions.data.contentRevisions.find((r: { number: number }) => r.number === 2).snapshot).toMatchObject({
      seoTitleTr: 'Yazının SEO başlığı',
      seoTitleEn: null,
    });

    // A Turkish description only: the English summary, never the Turkish search text.
    await update({ seoTitleTr: 'Yazının SEO başlığı', seoDescriptionTr: 'Yazının SEO açıklaması', seoDescriptionEn: null });
    await eventually(async () => expectHead(await head(path, 'en'), base.titleEn, base.summaryEn));

    await update({ seoTitleTr: null, seoDescriptionTr: null, seoDescriptionEn: null });
    await eventually(async () => expectHead(await head(path, 'tr'), base.titleTr, base.summaryTr));
    await eventually(async () => expectHead(await head(path, 'en'), base.titleEn, base.summaryEn));
  });
});
