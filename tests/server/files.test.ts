// A stored image stays in the media library when no record shows it any more (it is deleted there, only when unused);
// a file (a datasheet) goes with its record, or when replaced, once no other record names it.
import { describe, expect, inject, it } from 'vitest';
import { gql } from '../helpers/graphql.js';
import { adminToken, rest, uploadImage } from '../helpers/rest.js';

const url = inject('serverUrl');
const status = async (path: string) => (await fetch(url + path)).status;
const unique = () => Math.random().toString(36).slice(2, 8);

function blogPayload(title: string, image: string) {
  return {
    title,
    title_en: `${title} EN`,
    slug: '',
    summary: 'Özet',
    summary_en: 'Summary',
    content: '<p>İçerik</p>',
    content_en: '<p>Content</p>',
    image,
  };
}

function productPayload(name: string, image: string) {
  return { name, category: 'io', short_description_tr: 'Kısa', short_description_en: 'Short', image };
}

/** The library item of a stored image, with how many records use it. */
async function libraryItem(token: string, storedName: string): Promise<{ id: number; usageCount: number } | undefined> {
  const res = await gql(url, 'query($s: String) { mediaItems(search: $s) { id storedName usageCount } }', { s: storedName }, token);
  return res.data.mediaItems.find((m: { storedName: string }) => m.storedName === storedName);
}

/** An image no record shows any more: still served and listed unused; deleting it in the library removes it. */
async function expectLeftInLibrary(token: string, storedName: string, imageUrl: string) {
  expect(await status(imageUrl)).toBe(200);
  const item = await libraryItem(token, storedName);
  expect(item?.usageCount).toBe(0);
  expect((await gql(url, 'mutation($id: Int!) { deleteMediaItem(id: $id) }', { id: item!.id }, token)).data.deleteMediaItem).toBe(true);
  expect(await status(imageUrl)).toBe(404);
}

describe('files shared by several records', () => {
  it('blog posts: deleting one keeps the image the other still shows; deleting the last removes it', async () => {
    const token = await adminToken(url);
    const image = await uploadImage(url, token, 'blog');
    const key = unique();
    const a = await rest(url, 'POST', '/api/blogs', blogPayload(`Ortak Görsel A ${key}`, image), token);
    const b = await rest(url, 'POST', '/api/blogs', blogPayload(`Ortak Görsel B ${key}`, image), token);
    expect([a.status, b.status]).toEqual([201, 201]);
    const imageUrl: string = a.json.blog_image_url;
    expect(b.json.blog_image_url).toBe(imageUrl);

    expect((await rest(url, 'DELETE', `/api/blog/${a.json.blog_id}`, undefined, token)).status).toBe(200);
    expect(await status(imageUrl)).toBe(200);
    expect(await status(b.json.blog_image_url)).toBe(200);
    expect((await libraryItem(token, image))?.usageCount).toBe(1);
    expect((await rest(url, 'DELETE', `/api/blog/${b.json.blog_id}`, undefined, token)).status).toBe(200);
    await expectLeftInLibrary(token, image, imageUrl);
  });

  it('blog posts: replacing a shared image keeps it for the other post; the last replacement removes it', async () => {
    const token = await adminToken(url);
    const [shared, other] = [await uploadImage(url, token, 'blog'), await uploadImage(url, token, 'blog')];
    const key = unique();
    const a = await rest(url, 'POST', '/api/blogs', blogPayload(`Değişen Görsel A ${key}`, shared), token);
    const b = await rest(url, 'POST', '/api/blogs', blogPayload(`Değişen Görsel B ${key}`, shared), token);
    const sharedUrl: string = a.json.blog_image_url;
    const update = (post: any) =>
      gql(
        url,
        'mutation($id: Int!, $input: BlogInput!) { updateBlog(id: $id, input: $input) { image } }',
        {
          id: post.blog_id,
          input: {
            titleTr: post.blog_title_tr,
            titleEn: post.blog_title_en,
            summaryTr: 'Özet',
            summaryEn: 'Summary',
            contentTr: '<p>a</p>',
            contentEn: '<p>b</p>',
            image: other,
          },
        },
        token,
      );
    expect((await update(a.json)).data.updateBlog.image).toBe(other);
    expect(await status(sharedUrl)).toBe(200);
    expect((await update(b.json)).data.updateBlog.image).toBe(other);
    await expectLeftInLibrary(token, shared, sharedUrl);
    // Both now show `other`: deleting one keeps it.
    await rest(url, 'DELETE', `/api/blog/${a.json.blog_id}`, undefined, token);
    expect(await status(`/asset/uploads/blogs/${other}`)).toBe(200);
    await rest(url, 'DELETE', `/api/blog/${b.json.blog_id}`, undefined, token);
    await expectLeftInLibrary(token, other, `/asset/uploads/blogs/${other}`);
  });

  it('products: replacing an image two products share removes it only with the last one', async () => {
    const token = await adminToken(url);
    const [shared, next] = [await uploadImage(url, token, 'product'), await uploadImage(url, token, 'product')];
    const key = unique();
    const a = await rest(url, 'POST', '/api/products', productPayload(`Ortak Görselli Ürün A ${key}`, shared), token);
    const b = await rest(url, 'POST', '/api/products', productPayload(`Ortak Görselli Ürün B ${key}`, shared), token);
    expect([a.status, b.status]).toEqual([201, 201]);
    const sharedUrl: string = a.json.product_image_url;
    expect(sharedUrl).toBe(`/asset/uploads/products/${shared}`);

    const putA = await rest(url, 'PUT', `/api/product/${a.json.id}`, productPayload(a.json.product_name, next), token);
    expect(putA.json.product_image).toBe(next);
    expect(await status(sharedUrl)).toBe(200);
    expect((await rest(url, 'GET', `/api/product/${b.json.id}`)).json.product_image).toBe(shared);
    const putB = await rest(url, 'PUT', `/api/product/${b.json.id}`, productPayload(b.json.product_name, next), token);
    expect(putB.json.product_image).toBe(next);
    await expectLeftInLibrary(token, shared, sharedUrl);

    await rest(url, 'DELETE', `/api/product/${a.json.id}`, undefined, token);
    expect(await status(`/asset/uploads/products/${next}`)).toBe(200);
    await rest(url, 'DELETE', `/api/product/${b.json.id}`, undefined, token);
    await expectLeftInLibrary(token, next, `/asset/uploads/products/${next}`);
  });
});

describe('REST product image "" is no image (the default image)', () => {
  it('on create it is the default image; on update it clears the image, which stays in the library', async () => {
    const token = await adminToken(url);
    const key = unique();
    const created = await rest(url, 'POST', '/api/products', productPayload(`Görselsiz Ürün ${key}`, ''), token);
    expect(created.status, created.text).toBe(201);
    expect(created.json).toMatchObject({ product_image: 'default.jpg', product_image_url: '/img/default.jpg' });

    const image = await uploadImage(url, token, 'product');
    const withImage = await rest(url, 'PUT', `/api/product/${created.json.id}`, productPayload(created.json.product_name, image), token);
    expect(withImage.json.product_image).toBe(image);
    // Left out (REST or GraphQL) keeps the image.
    const { image: _left, ...withoutImage } = productPayload(created.json.product_name, '');
    expect((await rest(url, 'PUT', `/api/product/${created.json.id}`, withoutImage, token)).json.product_image).toBe(image);
    const g = await gql(
      url,
      'mutation($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { image } }',
      {
        id: created.json.id,
        input: { name: created.json.product_name, category: 'io', shortDescriptionTr: 'Kısa', shortDescriptionEn: 'Short' },
      },
      token,
    );
    expect(g.data.updateProduct.image).toBe(image);
    expect(await status(`/asset/uploads/products/${image}`)).toBe(200);

    const cleared = await rest(url, 'PUT', `/api/product/${created.json.id}`, productPayload(created.json.product_name, ''), token);
    expect(cleared.status).toBe(200);
    expect(cleared.json).toMatchObject({ product_image: 'default.jpg', product_image_url: '/img/default.jpg' });
    expect((await gql(url, 'query($id: Int!) { product(id: $id) { image imageUrl } }', { id: created.json.id })).data.product).toEqual({
      image: null,
      imageUrl: '/img/default.jpg',
    });
    await expectLeftInLibrary(token, image, `/asset/uploads/products/${image}`);
    await rest(url, 'DELETE', `/api/product/${created.json.id}`, undefined, token);
  });
});
