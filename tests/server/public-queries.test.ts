import { describe, expect, inject, it } from 'vitest';
import { gql, loginToken } from '../helpers/graphql.js';
import { form, rest } from '../helpers/rest.js';
import { ADMIN } from '../helpers/server.js';

const url = inject('serverUrl');
const CATEGORIES = ['gateway', 'energy', 'amr', 'control', 'io', 'network'];

describe('public GraphQL reads return the seeded bilingual content', () => {
  it('products: at least 3 per category, each with 2-4 spec groups and a file, in both languages', async () => {
    const res = await gql(url, `{ products { id name slug category imageUrl shortDescriptionTr shortDescriptionEn
      specGroups { nameTr nameEn specs { nameTr nameEn valueTr valueEn } } files { id fileTypeTr fileTypeEn downloadUrl file { originalName size mimeType } } } }`);
    expect(res.errors).toBeUndefined();
    const products = res.data.products;
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

  it('every seeded image link answers with an image', async () => {
    const res = await gql(url, '{ products { imageUrl } blogs { imageUrl } documents { coverImageUrl } applications { iconUrl } }');
    const links = [
      ...res.data.products.map((p: any) => p.imageUrl),
      ...res.data.blogs.map((b: any) => b.imageUrl),
      ...res.data.documents.map((d: any) => d.coverImageUrl),
      ...res.data.applications.map((a: any) => a.iconUrl),
    ];
    expect(links.length).toBeGreaterThanOrEqual(18 + 6 + 4 + 3);
    for (const link of links) {
      const r = await fetch(url + link);
      expect(r.status, link).toBe(200);
      expect(r.headers.get('content-type'), link).toMatch(/^image\//);
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

  it('productFiles lists a product\'s files', async () => {
    const list = await gql(url, '{ products(take: 1) { id files { id } } }');
    const p = list.data.products[0];
    const files = await gql(url, 'query($id: Int!) { productFiles(productId: $id) { id fileTypeTr } }', { id: p.id });
    expect(files.data.productFiles.map((f: any) => f.id)).toEqual(p.files.map((f: any) => f.id));
  });

  it('blogs: at least 6, newest first, with HTML content in both languages; by id and slug', async () => {
    const res = await gql(url, '{ blogs { id slug titleTr titleEn summaryTr summaryEn contentTr contentEn category date } }');
    const blogs = res.data.blogs;
    expect(blogs.length).toBeGreaterThanOrEqual(6);
    const dates = blogs.map((b: any) => Date.parse(b.date));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    for (const b of blogs) {
      expect(b.contentTr).toMatch(/<p>/);
      expect(b.contentEn).toMatch(/<p>/);
      expect(b.titleTr).not.toBe(b.titleEn);
      expect(b.category).toBe('Genel');
    }
    const one = await gql(url, 'query($id: Int!, $s: String!) { blog(id: $id) { slug } blogBySlug(slug: $s) { id } }', { id: blogs[0].id, s: blogs[0].slug });
    expect(one.data).toEqual({ blog: { slug: blogs[0].slug }, blogBySlug: { id: blogs[0].id } });
  });

  it('documents: at least 4, each with a Turkish and an English file', async () => {
    const res = await gql(url, '{ documents { id nameTr nameEn version fileTr { originalName size } fileEn { originalName size } downloadUrlTr downloadUrlEn } }');
    expect(res.data.documents.length).toBeGreaterThanOrEqual(4);
    for (const d of res.data.documents) {
      expect(d.fileTr.size).toBeGreaterThan(0);
      expect(d.fileEn.size).toBeGreaterThan(0);
      expect(d.nameTr).not.toBe(d.nameEn);
      expect(d.version).toBe('v1.0');
    }
    const one = await gql(url, 'query($id: Int!) { document(id: $id) { nameTr } }', { id: res.data.documents[0].id });
    expect(one.data.document.nameTr).toBe(res.data.documents[0].nameTr);
  });

  it('applications: at least 3, each with a file, size, mime type and version', async () => {
    const res = await gql(url, '{ applications { id name version descriptionTr descriptionEn file { originalName size mimeType } downloadUrl } }');
    expect(res.data.applications.length).toBeGreaterThanOrEqual(3);
    for (const a of res.data.applications) {
      expect(a.file.size).toBeGreaterThan(0);
      expect(a.file.mimeType).toBe('application/zip');
      expect(a.version).toMatch(/^v\d/);
    }
    const one = await gql(url, 'query($id: Int!) { application(id: $id) { name } }', { id: res.data.applications[0].id });
    expect(one.data.application.name).toBe(res.data.applications[0].name);
  });

  it('a repeated anonymous query shows a write at once, whichever API made it', async () => {
    const query = '{ applications { id name } }';
    const before = (await gql(url, query)).data.applications;
    expect((await gql(url, query)).data.applications).toEqual(before);
    const token = await loginToken(url, ADMIN.username, ADMIN.password);
    const created = await rest(url, 'POST', '/api/applications', form({ name: 'Önbellek Testi', application: [new Blob(['zip']), 'cache.zip'] }), token);
    expect(created.status).toBe(201);
    const after = (await gql(url, query)).data.applications;
    expect(after.map((a: any) => a.name)).toContain('Önbellek Testi');
    await rest(url, 'DELETE', `/api/application/${created.json.data.id}`, undefined, token);
    expect((await gql(url, query)).data.applications).toEqual(before);
  });
});
