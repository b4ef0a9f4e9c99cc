import { describe, expect, inject, it } from 'vitest';
import { gql } from '../helpers/graphql.js';
import { adminToken, form, pngBlob, rest } from '../helpers/rest.js';

const url = inject('serverUrl');

describe('media: images and asset paths', () => {
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

  it('asset paths serve what they name and answer 404 JSON for unknown names', async () => {
    const [product] = (await rest(url, 'GET', '/api/products')).json;
    expect((await fetch(url + product.product_image_url)).headers.get('content-type')).toBe('image/jpeg');
    expect((await fetch(`${url}/asset/uploads/products/${product.product_image}`)).status).toBe(200);
    const [blog] = (await rest(url, 'GET', '/api/blogs')).json;
    expect((await fetch(`${url}/asset/uploads/blogs/${blog.blog_image}`)).status).toBe(200);
    expect((await fetch(`${url}/img/default.jpg`)).headers.get('content-type')).toBe('image/jpeg');
    expect((await fetch(`${url}/svg/logo.svg`)).headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    for (const path of [
      '/img/nope.jpg',
      '/svg/nope.svg',
      '/asset/uploads/products/nope.jpg',
      '/api/asset/uploads/shared/images/nope.png',
      '/api/asset/uploads/shared/documents/tr/nope.pdf',
      '/api/asset/uploads/shared/applications/nope.zip',
      '/api/nope',
    ]) {
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

  it('POST /api/upload validates type and content', async () => {
    const token = await adminToken(url);
    const fake = await rest(url, 'POST', '/api/upload', form({ type: 'blog', file: [new Blob(['not an image']), 'fake.jpg'] }), token);
    expect(fake.json).toMatchObject({ field: 'file', reason: 'FILE_NOT_AN_IMAGE' });
    const badType = await rest(url, 'POST', '/api/upload', form({ type: 'avatar', file: [pngBlob(), 'a.png'] }), token);
    expect(badType.json).toMatchObject({ field: 'type', reason: 'INVALID_TYPE' });
    const huge = await rest(
      url,
      'POST',
      '/api/upload',
      form({ type: 'general', file: [new Blob([Buffer.alloc(10 * 1024 * 1024 + 1)]), 'huge.png'] }),
      token,
    );
    expect(huge.status).toBe(400);
    expect(huge.json).toMatchObject({ field: 'file', reason: 'FILE_TOO_LARGE' });
    const ok = await rest(url, 'POST', '/api/upload', form({ type: 'general', file: [pngBlob(), 'a.png'] }), token);
    expect(ok.json.url).toBe(`/api/asset/uploads/shared/images/${ok.json.filename}`);
    expect((await fetch(url + ok.json.url)).status).toBe(200);
  });
});
