// An image gets AVIF and WebP copies at a few widths (never wider than itself), served as images
// for a year; the copies come and go with their original, around the save's transaction.
import 'reflect-metadata';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { FileChanges } from '../../server/files/file-changes.js';
import { Storage } from '../../server/files/storage.js';
import { gql, gqlUpload, loginToken } from '../helpers/graphql.js';
import { ADMIN, removeDir } from '../helpers/server.js';

const url = inject('serverUrl');
const productsDir = path.join(inject('serverDataDir'), 'uploads/products');
const IMAGE_INFO = '{ url width height variantWidths }';

/** A picture with some detail (a flat colour would make every copy a few bytes). */
const picture = (width: number, height: number) =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g"><stop offset="0" stop-color="#0b5cab"/><stop offset="1" stop-color="#facc15"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#fff" opacity=".5"/></svg>`),
  )
    .jpeg()
    .toBuffer();

/** The copies of a stored image on disk, as `<width>.<format>`. */
const copiesOf = (storedName: string) => {
  const prefix = `${storedName.replace(/\.\w+$/, '')}.w`;
  return readdirSync(productsDir)
    .filter((n) => n.startsWith(prefix))
    .map((n) => n.slice(prefix.length))
    .sort();
};
const expectedCopies = (widths: number[]) => widths.flatMap((w) => [`${w}.avif`, `${w}.webp`]).sort();
const variantUrl = (imageUrl: string, width: number, format: string) => imageUrl.replace(/\.\w+$/, `.w${width}.${format}`);

let token: string;
beforeAll(async () => {
  token = await loginToken(url, ADMIN.username, ADMIN.password);
});

async function upload(data: Buffer, name: string): Promise<string> {
  const res = await gqlUpload(
    url,
    'mutation($f: Upload!) { uploadImage(file: $f, type: product) }',
    {},
    { 'variables.f': [new Blob([new Uint8Array(data)]), name] },
    token,
  );
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data.uploadImage;
}

const PRODUCT = `id image imageInfo ${IMAGE_INFO}`;
async function saveProduct(id: number | null, name: string, image: string) {
  const input = { name, category: 'gateway', image, shortDescriptionTr: 'Kısa', shortDescriptionEn: 'Short' };
  const res =
    id === null
      ? await gql(url, `mutation($input: ProductInput!) { createProduct(input: $input) { ${PRODUCT} } }`, { input }, token)
      : await gql(
          url,
          `mutation($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { ${PRODUCT} } }`,
          { id, input },
          token,
        );
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data.createProduct ?? res.data.updateProduct;
}

describe('an uploaded image gets its copies when it is stored', () => {
  it('AVIF and WebP at each standard width below it and at its own, served as images for a year; the API gives size and widths', async () => {
    const name = await upload(await picture(1500, 1000), 'geniş.jpg');
    const widths = [320, 640, 960, 1280, 1500];
    // Written with the upload: before any page or visitor asked for them.
    expect(copiesOf(name)).toEqual(expectedCopies(widths));
    const product = await saveProduct(null, `Görselli Ürün ${Date.now()}`, name);
    try {
      expect(product.imageInfo).toEqual({ url: `/asset/uploads/products/${name}`, width: 1500, height: 1000, variantWidths: widths });
      for (const width of widths) {
        for (const format of ['avif', 'webp']) {
          const res = await fetch(url + variantUrl(product.imageInfo.url, width, format));
          expect(res.status).toBe(200);
          expect(res.headers.get('content-type')).toBe(`image/${format}`);
          expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
          const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
          expect([meta.format === 'heif' ? meta.compression : meta.format, meta.width, meta.height]).toEqual([
            format === 'avif' ? 'av1' : 'webp',
            width,
            Math.round((width * 1000) / 1500),
          ]);
        }
      }
      // Nothing wider than the original exists, and no other width can be asked for.
      for (const width of [1600, 1920, 1000])
        expect((await fetch(url + variantUrl(product.imageInfo.url, width, 'avif'))).status).toBe(404);
    } finally {
      await gql(url, 'mutation($id: Int!) { deleteProduct(id: $id) }', { id: product.id }, token);
    }
  });

  it('a small image is never upscaled: its own width is its largest copy', async () => {
    const name = await upload(
      await sharp(await picture(500, 300))
        .png()
        .toBuffer(),
      'küçük.png',
    );
    expect(copiesOf(name)).toEqual(expectedCopies([320, 500]));
    const product = await saveProduct(null, `Küçük Görselli Ürün ${Date.now()}`, name);
    expect(product.imageInfo).toMatchObject({ width: 500, height: 300, variantWidths: [320, 500] });
    expect((await fetch(url + variantUrl(product.imageInfo.url, 640, 'webp'))).status).toBe(404);
    await gql(url, 'mutation($id: Int!) { deleteProduct(id: $id) }', { id: product.id }, token);
  });
});

/** Deletes the library item of a stored image (what an editor does on /admin/media). */
async function deleteFromLibrary(storedName: string) {
  const found = await gql(url, 'query($s: String) { mediaItems(search: $s) { id storedName } }', { s: storedName }, token);
  const item = found.data.mediaItems.find((m: { storedName: string }) => m.storedName === storedName);
  const res = await gql(url, 'mutation($id: Int!) { deleteMediaItem(id: $id) }', { id: item.id }, token);
  expect(res.errors).toBeUndefined();
}

describe('the copies go with their original', () => {
  it('an image no record shows stays in the library with its copies; deleting it there removes them all', async () => {
    const [first, second] = [await upload(await picture(700, 500), 'ilk.jpg'), await upload(await picture(900, 600), 'ikinci.jpg')];
    const name = `Görseli Değişen Ürün ${Date.now()}`;
    const product = await saveProduct(null, name, first);
    expect(copiesOf(first)).toEqual(expectedCopies([320, 700])); // 640 is within 10 % of 700: not worth an encode
    const replaced = await saveProduct(product.id, name, second);
    expect(replaced.imageInfo).toMatchObject({ width: 900, height: 600, variantWidths: [320, 640, 900] });
    // Replaced on the product, kept in the library (another record may take it up again).
    expect(copiesOf(first)).toEqual(expectedCopies([320, 700]));
    await deleteFromLibrary(first);
    expect(copiesOf(first)).toEqual([]);
    expect(existsSync(path.join(productsDir, first))).toBe(false);
    expect((await fetch(`${url}/asset/uploads/products/${first.replace('.jpg', '.w320.avif')}`)).status).toBe(404);
    expect(copiesOf(second)).toEqual(expectedCopies([320, 640, 900]));
    await gql(url, 'mutation($id: Int!) { deleteProduct(id: $id) }', { id: product.id }, token);
    expect(copiesOf(second)).toEqual(expectedCopies([320, 640, 900]));
    await deleteFromLibrary(second);
    expect(copiesOf(second)).toEqual([]);
    expect(existsSync(path.join(productsDir, second))).toBe(false);
  });

  it('a save that fails removes the image it stored, copies included', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'variants-'));
    try {
      const storage = new Storage(root);
      await storage.init();
      const data = await picture(800, 600);
      let during: string[] = [];
      // No database here: the library row a save writes is only created on this stand-in of the EntityManager.
      const em = { create: (_entity: unknown, data: object) => data, remove: () => undefined };
      const failing = FileChanges.run(storage, em as never, async (files) => {
        await files.save('products', { filename: 'a.jpg', createReadStream: () => Readable.from(data) }, 'image');
        during = readdirSync(path.join(root, 'products'));
        throw new Error('the save failed');
      });
      await expect(failing).rejects.toThrow('the save failed');
      expect(during.filter((n) => /\.w\d+\.(avif|webp)$/.test(n))).toHaveLength(6);
      expect(readdirSync(path.join(root, 'products'))).toEqual([]);
    } finally {
      removeDir(root);
    }
  });
});

describe('images stored before copies existed (and seeded ones)', () => {
  it('get each copy written on its first request, then kept', async () => {
    const { data } = await gql(url, `{ products(take: 100) { imageInfo ${IMAGE_INFO} } }`);
    const missing = data.products
      .map((p: { imageInfo: { url: string } }) => variantUrl(p.imageInfo.url, 320, 'webp'))
      .filter((u: string) => u.startsWith('/asset/') && !existsSync(path.join(productsDir, path.basename(u))));
    expect(missing.length, 'seeded images are stored without copies').toBeGreaterThan(0);
    const res = await fetch(url + missing[0]);
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'image/webp']);
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(320);
    expect(existsSync(path.join(productsDir, path.basename(missing[0])))).toBe(true);
  });

  it('site images under /img have their copies too, kept a week like the originals', async () => {
    const res = await fetch(`${url}/img/banner-1-m.w640.avif`);
    expect([res.status, res.headers.get('content-type'), res.headers.get('cache-control')]).toEqual([
      200,
      'image/avif',
      'public, max-age=604800',
    ]);
    expect((await fetch(`${url}/img/banner-1-m.w1920.avif`)).status).toBe(404);
  });
});
