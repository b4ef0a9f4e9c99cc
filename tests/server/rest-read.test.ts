import { describe, expect, inject, it } from 'vitest';
import { gql } from '../helpers/graphql.js';
import { rest } from '../helpers/rest.js';

const url = inject('serverUrl');

const BLOG_FIELDS = ['blog_id', 'blog_title_tr', 'blog_title_en', 'blog_slug', 'blog_summary_tr', 'blog_summary_en', 'blog_content_tr',
  'blog_content_en', 'blog_image', 'blog_category', 'blog_date', 'updated_at'];
const PRODUCT_FIELDS = ['product_id', 'product_name', 'product_slug', 'product_category', 'product_image', 'short_description_tr',
  'short_description_en', 'long_description_tr', 'long_description_en', 'updated_at'];

describe('REST reads (spec section 7) answer the spec\'s field names and the same values as GraphQL', () => {
  it('GET /api/blogs is the list itself, lang defaulting to tr; a bad lang is a 400 naming it', async () => {
    const tr = await rest(url, 'GET', '/api/blogs');
    expect(tr.status).toBe(200);
    expect(Array.isArray(tr.json)).toBe(true);
    for (const field of BLOG_FIELDS) expect(tr.json[0]).toHaveProperty(field);
    expect(tr.json[0].title).toBe(tr.json[0].blog_title_tr);
    const en = await rest(url, 'GET', '/api/blogs?lang=en');
    expect(en.json[0].title).toBe(en.json[0].blog_title_en);
    const bad = await rest(url, 'GET', '/api/blogs?lang=fr');
    expect(bad.status).toBe(400);
    expect(bad.json.field).toBe('lang');

    const g = await gql(url, 'query($id: Int!) { blog(id: $id) { titleTr titleEn slug summaryEn contentTr image category date updatedAt } }', { id: tr.json[0].blog_id });
    const one = await rest(url, 'GET', `/api/blog/${tr.json[0].blog_id}`);
    expect(one.json).toMatchObject({
      blog_title_tr: g.data.blog.titleTr, blog_title_en: g.data.blog.titleEn, blog_slug: g.data.blog.slug,
      blog_summary_en: g.data.blog.summaryEn, blog_content_tr: g.data.blog.contentTr, blog_image: g.data.blog.image,
      blog_category: 'Genel', blog_date: g.data.blog.date, updated_at: g.data.blog.updatedAt,
    });
    expect((await rest(url, 'GET', '/api/blog/999999')).status).toBe(404);
    expect((await rest(url, 'GET', '/api/blog/abc')).status).toBe(404);
  });

  it('GET /api/products, /api/product/{id} and /api/product/by-slug/{slug} with specification groups', async () => {
    const list = await rest(url, 'GET', '/api/products');
    expect(list.json.length).toBeGreaterThanOrEqual(18);
    for (const field of PRODUCT_FIELDS) expect(list.json[0]).toHaveProperty(field);
    const first = list.json[0];
    const bySlug = await rest(url, 'GET', `/api/product/by-slug/${first.product_slug}`);
    const byId = await rest(url, 'GET', `/api/product/${first.product_id}`);
    expect(byId.json).toEqual(bySlug.json);
    const g = (await gql(url, 'query($s: String!) { productBySlug(slug: $s) { id name category shortDescriptionEn specGroups { id nameTr nameEn specs { id nameTr nameEn valueTr valueEn } } } }', { s: first.product_slug })).data.productBySlug;
    expect(bySlug.json).toMatchObject({ product_id: g.id, product_name: g.name, product_category: g.category, short_description_en: g.shortDescriptionEn });
    expect(bySlug.json.specification_groups).toEqual(g.specGroups.map((grp: any) => ({
      group_id: grp.id, group_name_tr: grp.nameTr, group_name_en: grp.nameEn,
      specifications: grp.specs.map((s: any) => ({ spec_id: s.id, spec_name_tr: s.nameTr, spec_name_en: s.nameEn, spec_value_tr: s.valueTr, spec_value_en: s.valueEn })),
    })));
    expect((await rest(url, 'GET', '/api/product/by-slug/no-such-product')).status).toBe(404);
    expect((await rest(url, 'GET', '/api/product/0')).status).toBe(404);
  });

  it('product files list and download with original name, type and length', async () => {
    const [product] = (await rest(url, 'GET', '/api/products')).json;
    const files = await rest(url, 'GET', `/api/product-files/${product.product_id}`);
    expect(files.json.length).toBeGreaterThan(0);
    const f = files.json[0];
    for (const field of ['file_id', 'file_name', 'file_name_tr', 'file_name_en', 'file_path', 'file_type_tr', 'file_type_en']) expect(f).toHaveProperty(field);
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

  it('applications answer { data }, with the fallback names, a download and the asset path', async () => {
    const list = await rest(url, 'GET', '/api/applications');
    expect(list.json.data.length).toBeGreaterThanOrEqual(3);
    const a = list.json.data[0];
    expect(a.app_id).toBe(a.id);
    expect(a.app_name).toBe(a.name);
    expect(a.description).toBe(a.description_tr);
    for (const field of ['app_icon', 'file_path', 'file_name', 'file_size', 'mime_type', 'version', 'created_at']) expect(a).toHaveProperty(field);
    const one = await rest(url, 'GET', `/api/application/${a.app_id}`);
    expect(one.json.data).toEqual(a);
    const dl = await fetch(`${url}/api/download_application/${a.app_id}`);
    expect(dl.headers.get('content-type')).toBe('application/zip');
    expect(dl.headers.get('content-disposition')).toContain(a.file_name);
    expect(Number(dl.headers.get('content-length'))).toBe(a.file_size);
    expect(a.file_path).toMatch(/^\/api\/asset\/uploads\/shared\/applications\//);
    expect((await fetch(url + a.file_path)).status).toBe(200);
    expect((await fetch(url + a.app_icon)).status).toBe(200);
    expect((await rest(url, 'GET', '/api/application/999999')).status).toBe(404);
    expect((await rest(url, 'GET', '/api/download_application/999999')).status).toBe(404);
  });

  it('documents answer { data }, both languages download, Turkish names use RFC 5987', async () => {
    const list = await rest(url, 'GET', '/api/documents');
    const d = list.json.data.find((x: any) => /[^\x00-\x7f]/.test(x.original_name_tr)) ?? list.json.data[0];
    for (const field of ['document_id', 'document_name_tr', 'document_name_en', 'description_tr', 'description_en', 'created_at', 'cover_image',
      'type', 'version', 'file_name_tr', 'file_name_en', 'original_name_tr', 'original_name_en', 'file_path_tr', 'file_path_en', 'file_size_tr', 'file_size_en']) {
      expect(d).toHaveProperty(field);
    }
    expect(d.type).toBe('document');
    for (const lang of ['tr', 'en']) {
      const res = await fetch(`${url}/api/download_document/${d.document_id}/${lang}`);
      expect(res.status).toBe(200);
      const disposition = res.headers.get('content-disposition')!;
      const name: string = d[`original_name_${lang}`];
      if (/^[\x20-\x7e]*$/.test(name)) expect(disposition).toBe(`attachment; filename="${name}"`);
      else expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`);
      expect(Number(res.headers.get('content-length'))).toBe(d[`file_size_${lang}`]);
      expect((await fetch(url + d[`file_path_${lang}`])).status).toBe(200);
    }
    expect(d.file_path_tr).toMatch(/^\/api\/asset\/uploads\/shared\/documents\/tr\//);
    expect((await rest(url, 'GET', `/api/download_document/${d.document_id}/de`)).status).toBe(404);
    expect((await rest(url, 'GET', '/api/document/999999')).status).toBe(404);
  });

  it('asset paths serve what they name and answer 404 JSON for unknown names', async () => {
    const [product] = (await rest(url, 'GET', '/api/products')).json;
    expect((await fetch(url + product.product_image_url)).headers.get('content-type')).toBe('image/jpeg');
    expect((await fetch(`${url}/asset/uploads/products/${product.product_image}`)).status).toBe(200);
    const [blog] = (await rest(url, 'GET', '/api/blogs')).json;
    expect((await fetch(`${url}/asset/uploads/blogs/${blog.blog_image}`)).status).toBe(200);
    expect((await fetch(`${url}/img/default.jpg`)).headers.get('content-type')).toBe('image/jpeg');
    expect((await fetch(`${url}/svg/logo.svg`)).headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    for (const path of ['/img/nope.jpg', '/svg/nope.svg', '/asset/uploads/products/nope.jpg', '/api/asset/uploads/shared/images/nope.png',
      '/api/asset/uploads/shared/documents/tr/nope.pdf', '/api/asset/uploads/shared/applications/nope.zip', '/api/nope']) {
      const res = await rest(url, 'GET', path);
      expect(res.status, path).toBe(404);
      expect(res.json, path).toBeTruthy();
      expect(res.text, path).not.toMatch(/at \w+ \(|node_modules/);
    }
    // A path escaping the upload folder is refused, and reveals nothing.
    const escape = await rest(url, 'GET', '/api/asset/uploads/shared/images/..%2F..%2Fjwt-secret');
    expect([403, 404]).toContain(escape.status);
    expect(escape.json.error).toBeTruthy();
  });
});
