import { describe, expect, inject, it } from 'vitest';
import { eventually } from '../helpers/eventually.js';
import { gql } from '../helpers/graphql.js';
import { adminToken, form, pdfBlob, rest, uploadImage } from '../helpers/rest.js';
import { seedProducts } from '../../server/seed/data/products.data.js';

const url = inject('serverUrl');
const CATEGORIES = ['gateway', 'energy', 'amr', 'control', 'io', 'network'];
const PRODUCT_FIELDS = [
  'product_id',
  'product_name',
  'product_slug',
  'product_category',
  'product_image',
  'short_description_tr',
  'short_description_en',
  'long_description_tr',
  'long_description_en',
  'updated_at',
];

describe('products: public GraphQL reads return the seeded bilingual content', () => {
  it('products: at least 3 per category, each with 2-4 spec groups and a file, in both languages', async () => {
    const res = await gql(
      url,
      `{ products(take: 50) { id name slug category imageUrl shortDescriptionTr shortDescriptionEn
      specGroups { nameTr nameEn specs { nameTr nameEn valueTr valueEn } } files { id fileTypeTr fileTypeEn downloadUrl file { originalName size mimeType } } } }`,
    );
    expect(res.errors).toBeUndefined();
    // The seeded catalogue: other test files add products of their own to this server while this one runs.
    const seeded = new Set(seedProducts.map((p) => p.slug));
    const products = res.data.products.filter((p: { slug: string }) => seeded.has(p.slug));
    expect(products).toHaveLength(seedProducts.length);
    for (const category of CATEGORIES) {
      expect(products.filter((p: any) => p.category === category).length).toBeGreaterThanOrEqual(3);
    }
    for (const p of products) {
      expect(p.shortDescriptionTr).not.toBe('');
      expect(p.shortDescriptionEn).not.toBe('');
      expect(p.shortDescriptionTr).not.toBe(p.shortDescriptionEn);
      expect(p.specGroups.length).toBeGreaterThanOrEqual(2);
      expect(p.specGroups.length).toBeLessThanOrEqual(4);
      for (const g of p.specGroups) expect(g.specs.length).toBeGreaterThan(0);
      expect(p.files.length).toBeGreaterThanOrEqual(1);
      expect(p.files[0].file.size).toBeGreaterThan(0);
    }
  });

  it('product by id and by slug, with an unknown slug answering null', async () => {
    const list = await gql(url, '{ products(take: 1) { id slug name } }');
    const first = list.data.products[0];
    const byId = await gql(url, 'query($id: Int!) { product(id: $id) { slug } }', { id: first.id });
    expect(byId.data.product.slug).toBe(first.slug);
    const bySlug = await gql(url, 'query($s: String!) { productBySlug(slug: $s) { id name } }', { s: first.slug });
    expect(bySlug.data.productBySlug).toEqual({ id: first.id, name: first.name });
    const missing = await gql(url, '{ productBySlug(slug: "no-such-product") { id } }');
    expect(missing.data.productBySlug).toBeNull();
  });

  it('products filter by category and page sizes are capped on the server', async () => {
    const energy = await gql(url, '{ products(category: energy) { category } }');
    expect(energy.data.products.every((p: any) => p.category === 'energy')).toBe(true);
    const paged = await gql(url, '{ products(take: 2, skip: 1) { id } all: products(take: 100000) { id } }');
    expect(paged.data.products).toHaveLength(2);
    expect(paged.data.all.length).toBeLessThanOrEqual(100);
  });

  it("productFiles lists a product's files", async () => {
    const list = await gql(url, '{ products(take: 1) { id files { id } } }');
    const p = list.data.products[0];
    const files = await gql(url, 'query($id: Int!) { productFiles(productId: $id) { id fileTypeTr } }', { id: p.id });
    expect(files.data.productFiles.map((f: any) => f.id)).toEqual(p.files.map((f: any) => f.id));
  });
});

describe("products: REST reads answer the spec's field names and the same values as GraphQL", () => {
  it('GET /api/products, /api/product/{id} and /api/product/by-slug/{slug} with specification groups', async () => {
    const list = await rest(url, 'GET', '/api/products');
    expect(list.json.length).toBeGreaterThanOrEqual(18);
    for (const field of PRODUCT_FIELDS) expect(list.json[0]).toHaveProperty(field);
    const first = list.json[0];
    const bySlug = await rest(url, 'GET', `/api/product/by-slug/${first.product_slug}`);
    const byId = await rest(url, 'GET', `/api/product/${first.product_id}`);
    expect(byId.json).toEqual(bySlug.json);
    const g = (
      await gql(
        url,
        'query($s: String!) { productBySlug(slug: $s) { id name category shortDescriptionEn specGroups { id nameTr nameEn specs { id nameTr nameEn valueTr valueEn } } } }',
        { s: first.product_slug },
      )
    ).data.productBySlug;
    expect(bySlug.json).toMatchObject({
      product_id: g.id,
      product_name: g.name,
      product_category: g.category,
      short_description_en: g.shortDescriptionEn,
    });
    expect(bySlug.json.specification_groups).toEqual(
      g.specGroups.map((grp: any) => ({
        group_id: grp.id,
        group_name_tr: grp.nameTr,
        group_name_en: grp.nameEn,
        specifications: grp.specs.map((s: any) => ({
          spec_id: s.id,
          spec_name_tr: s.nameTr,
          spec_name_en: s.nameEn,
          spec_value_tr: s.valueTr,
          spec_value_en: s.valueEn,
        })),
      })),
    );
    expect((await rest(url, 'GET', '/api/product/by-slug/no-such-product')).status).toBe(404);
    expect((await rest(url, 'GET', '/api/product/0')).status).toBe(404);
  });

  it('product files list and download with original name, type and length', async () => {
    const [product] = (await rest(url, 'GET', '/api/products')).json;
    const files = await rest(url, 'GET', `/api/product-files/${product.product_id}`);
    expect(files.json.length).toBeGreaterThan(0);
    const f = files.json[0];
    for (const field of ['file_id', 'file_name', 'file_name_tr', 'file_name_en', 'file_path', 'file_type_tr', 'file_type_en'])
      expect(f).toHaveProperty(field);
    const res = await fetch(url + f.file_path);
    expect(f.file_path).toBe(`/api/download/${f.file_id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`filename="${f.file_name}"`);
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBe(f.file_size);
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await rest(url, 'GET', '/api/download/999999')).status).toBe(404);
    expect((await rest(url, 'GET', '/api/product-files/999999')).json).toEqual([]);
  });
});

describe('products: REST writes follow the same rules as GraphQL, visible both ways', () => {
  it('a slug spells out letters no accent removal reaches: ß and ẞ as ss, Ω as ohm, full-width as plain', async () => {
    const token = await adminToken(url);
    const res = await gql(
      url,
      'mutation($i: ProductInput!) { createProduct(input: $i) { id slug } }',
      { i: { category: 'energy', name: 'ẞtraße Ｒelais 120 \u2126 5 Ω', shortDescriptionTr: 'Röle', shortDescriptionEn: 'Relay' } },
      token,
    );
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    expect(res.data.createProduct.slug).toBe('sstrasse-relais-120-ohm-5-ohm');
    const deleted = await gql(url, 'mutation($id: Int!) { deleteProduct(id: $id) }', { id: res.data.createProduct.id }, token);
    expect(deleted.data.deleteProduct).toBe(true);
  });

  it('products with specification groups and files, in one transaction', async () => {
    const token = await adminToken(url);
    const image = await uploadImage(url, token, 'product');
    const payload = {
      name: 'REST Test Cihazı',
      category: 'control',
      description: '',
      short_description_tr: 'Kısa',
      short_description_en: 'Short',
      long_description_tr: '<p>Uzun</p>',
      long_description_en: '',
      technical: '',
      entrance: '',
      power: '',
      image,
      specifications: [
        {
          group_name_tr: 'Genel',
          group_name_en: 'General',
          specs: [{ name_tr: 'Besleme', name_en: 'Supply', value_tr: '24 VDC', value_en: '24 VDC' }],
        },
        {
          group_name_tr: 'Haberleşme',
          group_name_en: 'Communication',
          specs: [{ name_tr: 'Protokol', name_en: 'Protocol', value_tr: 'Modbus', value_en: 'Modbus' }],
        },
      ],
    };
    const bad = await rest(url, 'POST', '/api/products', { ...payload, category: 'toaster' }, token);
    expect(bad.json).toMatchObject({ field: 'category', reason: 'INVALID_CATEGORY' });
    const badSpec = await rest(
      url,
      'POST',
      '/api/products',
      {
        ...payload,
        specifications: [{ group_name_tr: 'G', group_name_en: 'G', specs: [{ name_tr: 'a', name_en: '', value_tr: '1', value_en: '1' }] }],
      },
      token,
    );
    expect(badSpec.json).toMatchObject({ field: 'specifications.0.specs.0.name_en', reason: 'REQUIRED' });
    expect((await rest(url, 'GET', '/api/product/by-slug/rest-test-cihazi')).status).toBe(404);

    const created = await rest(url, 'POST', '/api/products', payload, token);
    expect(created.status).toBe(201);
    const id = created.json.product_id;
    expect(created.json.id).toBe(id);
    expect(created.json.product_slug).toBe('rest-test-cihazi');
    const g = await gql(url, 'query($id: Int!) { product(id: $id) { name image specGroups { nameEn specs { nameEn valueTr } } } }', { id });
    expect(g.data.product).toEqual({
      name: 'REST Test Cihazı',
      image,
      specGroups: [
        { nameEn: 'General', specs: [{ nameEn: 'Supply', valueTr: '24 VDC' }] },
        { nameEn: 'Communication', specs: [{ nameEn: 'Protocol', valueTr: 'Modbus' }] },
      ],
    });

    // A PUT without specifications keeps the groups; with them, replaces them.
    await rest(url, 'PUT', `/api/product/${id}`, { ...payload, specifications: undefined, short_description_en: 'Short 2' }, token);
    let read = await rest(url, 'GET', `/api/product/${id}`);
    expect(read.json.short_description_en).toBe('Short 2');
    expect(read.json.specification_groups).toHaveLength(2);
    await rest(url, 'PUT', `/api/product/${id}`, { ...payload, specifications: [payload.specifications[1]] }, token);
    // Replacing a product's groups is an edit of the product (its page stays): the read kept just before may answer
    // (STALE) while it is made again.
    await eventually(async () => {
      read = await rest(url, 'GET', `/api/product/${id}`);
      expect(read.json.specification_groups.map((x: any) => x.group_name_en)).toEqual(['Communication']);
    });

    const noType = await rest(
      url,
      'POST',
      `/api/product-files/${id}`,
      form({ file: [pdfBlob(), 'Föy.pdf'], file_type_tr: 'Teknik Föy', file_type_en: '' }),
      token,
    );
    expect(noType.json).toMatchObject({ field: 'file_type_en', reason: 'REQUIRED' });
    const noFile = await rest(
      url,
      'POST',
      `/api/product-files/${id}`,
      form({ file_type_tr: 'Teknik Föy', file_type_en: 'Datasheet' }),
      token,
    );
    expect(noFile.json).toMatchObject({ field: 'file', reason: 'REQUIRED' });
    const exe = await rest(
      url,
      'POST',
      `/api/product-files/${id}`,
      form({ file: [pdfBlob(), 'virus.exe'], file_type_tr: 'a', file_type_en: 'b' }),
      token,
    );
    expect(exe.json).toMatchObject({ field: 'file', reason: 'FILE_TYPE_NOT_ALLOWED' });
    const file = await rest(
      url,
      'POST',
      `/api/product-files/${id}`,
      form({ file: [pdfBlob('föy'), 'Teknik Föy.pdf'], file_type_tr: 'Teknik Föy', file_type_en: 'Datasheet' }),
      token,
    );
    expect(file.status).toBe(201);
    expect(file.json).toMatchObject({ file_name: 'Teknik Föy.pdf', file_type_en: 'Datasheet' });
    const gFiles = await gql(url, 'query($id: Int!) { productFiles(productId: $id) { id file { originalName } } }', { id });
    expect(gFiles.data.productFiles).toEqual([{ id: file.json.file_id, file: { originalName: 'Teknik Föy.pdf' } }]);
    const dl = await fetch(`${url}/api/download/${file.json.file_id}`);
    expect(dl.headers.get('content-disposition')).toContain("filename*=UTF-8''Teknik%20F%C3%B6y.pdf");
    expect((await rest(url, 'DELETE', `/api/product-file/${file.json.file_id}`, undefined, token)).json).toEqual({ success: true });
    expect((await rest(url, 'GET', `/api/product-files/${id}`)).json).toEqual([]);

    expect((await rest(url, 'DELETE', `/api/product/${id}`, undefined, token)).json).toEqual({ success: true });
    expect((await gql(url, 'query($id: Int!) { product(id: $id) { id } }', { id })).data.product).toBeNull();
  });
});

describe('products: the English may be out of date after its Turkish changes', () => {
  it('marks on a Turkish change, keeps on a re-save, clears on an English edit or a confirmation; lists missing English', async () => {
    const token = await adminToken(url);
    const base = {
      name: 'Çeviri Test Cihazı',
      category: 'io',
      shortDescriptionTr: 'Kısa',
      shortDescriptionEn: 'Short',
      longDescriptionTr: '<p>Uzun</p>',
      longDescriptionEn: '',
    };
    const created = await gql(
      url,
      'mutation($input: ProductInput!) { createProduct(input: $input) { id englishOutdated englishMissing } }',
      { input: base },
      token,
    );
    expect(created.errors).toBeUndefined();
    const { id } = created.data.createProduct;
    expect(created.data.createProduct).toMatchObject({ englishOutdated: [], englishMissing: ['longDescriptionEn'] });
    const update = (input: Record<string, unknown>) =>
      gql(
        url,
        'mutation($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { englishOutdated englishMissing } }',
        { id, input: { ...base, ...input } },
        token,
      );
    const saved = async (input: Record<string, unknown>) => {
      const res = await update(input);
      expect(res.errors).toBeUndefined();
      return res.data.updateProduct;
    };

    // An empty English is missing, not out of date.
    expect(await saved({ shortDescriptionTr: 'Kısa 2', longDescriptionTr: '<p>Uzun 2</p>' })).toEqual({
      englishOutdated: ['shortDescriptionEn'],
      englishMissing: ['longDescriptionEn'],
    });
    expect((await saved({ shortDescriptionTr: ' Kısa 2 ', longDescriptionTr: '<p>Uzun 2</p>' })).englishOutdated).toEqual([
      'shortDescriptionEn',
    ]);
    const bad = await update({ shortDescriptionTr: 'Kısa 3', confirmedEnglish: ['name'] });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'confirmedEnglish', reason: 'INVALID' });
    const read = await gql(url, 'query($id: Int!) { product(id: $id) { shortDescriptionTr englishOutdated } }', { id });
    expect(read.data.product).toEqual({ shortDescriptionTr: 'Kısa 2', englishOutdated: ['shortDescriptionEn'] });
    expect((await saved({ shortDescriptionTr: 'Kısa 2', confirmedEnglish: ['shortDescriptionEn'] })).englishOutdated).toEqual([]);

    const both = { shortDescriptionTr: 'Kısa 4', longDescriptionTr: '<p>Uzun 4</p>', longDescriptionEn: '<p>Long</p>' };
    expect(await saved(both)).toEqual({ englishOutdated: ['shortDescriptionEn'], englishMissing: [] });
    expect(await saved({ ...both, longDescriptionTr: '<p>Uzun 5</p>' })).toEqual({
      englishOutdated: ['shortDescriptionEn', 'longDescriptionEn'],
      englishMissing: [],
    });
    expect((await saved({ ...both, longDescriptionTr: '<p>Uzun 5</p>', shortDescriptionEn: 'Short 2' })).englishOutdated).toEqual([
      'longDescriptionEn',
    ]);
    expect((await rest(url, 'DELETE', `/api/product/${id}`, undefined, token)).json).toEqual({ success: true });
  });
});

describe("products: REST errors carry the admin screens' text in the request's language", () => {
  it('product and product file errors, in Turkish and English', async () => {
    const token = await adminToken(url);
    const payload = { name: 'Hatalı Ürün', category: 'toaster', short_description_tr: 'Kısa', short_description_en: 'Short' };
    const bad = await rest(url, 'POST', '/api/products', payload, token);
    expect(bad.json).toMatchObject({ field: 'category', reason: 'INVALID_CATEGORY', message: 'Geçerli bir kategori seçin.' });
    expect((await rest(url, 'POST', '/api/products?lang=en', payload, token)).json.message).toBe('Choose a valid category.');
    const [product] = (await rest(url, 'GET', '/api/products')).json;
    const noFile = await rest(url, 'POST', `/api/product-files/${product.id}`, form({ file_type_tr: 'Föy', file_type_en: 'Sheet' }), token);
    expect(noFile.json).toMatchObject({ field: 'file', reason: 'REQUIRED', message: 'Lütfen önce bir dosya seçin' });
    const noType = await rest(
      url,
      'POST',
      `/api/product-files/${product.id}?lang=en`,
      form({ file: [pdfBlob(), 'f.pdf'], file_type_tr: 'Föy', file_type_en: ' ' }),
      token,
    );
    expect(noType.json).toMatchObject({
      field: 'file_type_en',
      reason: 'REQUIRED',
      message: 'Fill in both the Turkish and the English file type',
    });
  });
});
