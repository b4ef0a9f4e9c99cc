// The media library: every stored file listed (seeded ones too), searched with Turkish folding, alt texts and focal
// point that the site shows, an image reused by a record of another kind, replaced without breaking a link, deleted
// only when nothing uses it.
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { gql, gqlUpload } from '../helpers/graphql.js';
import { adminToken, pdfBlob } from '../helpers/rest.js';

const url = inject('serverUrl');
const unique = () => Math.random().toString(36).slice(2, 8);
const ITEM = 'id kind url storedName fileName size width height mimeType altTr altEn focalX focalY usageCount';

async function png(width: number, height: number, color: string): Promise<Blob> {
  return new Blob(
    [
      await sharp({ create: { width, height, channels: 3, background: color } })
        .png()
        .toBuffer(),
    ],
    { type: 'image/png' },
  );
}

async function upload(token: string, name: string, width = 40, height = 30) {
  const res = await gqlUpload(
    url,
    `mutation($f: Upload!) { uploadMedia(file: $f) { ${ITEM} } }`,
    { f: null },
    { 'variables.f': [await png(width, height, '#3366aa'), name] },
    token,
  );
  expect(res.errors).toBeUndefined();
  return res.data.uploadMedia;
}

const product = (token: string, name: string, image: string | null, longDescriptionTr = '<p>Uzun</p>') =>
  gql(
    url,
    `mutation($input: ProductInput!) { createProduct(input: $input) { id slug imageUrl imageInfo { url width altTr altEn focalX focalY } } }`,
    {
      input: { name, category: 'io', shortDescriptionTr: 'Kısa', shortDescriptionEn: 'Short', longDescriptionTr, image },
    },
    token,
  );

describe('media library', () => {
  it('lists every stored file, the seeded ones with their readable names and uses; filters by kind; searches folded', async () => {
    const token = await adminToken(url);
    const all = await gql(
      url,
      `{ mediaItemCount images: mediaItemCount(kind: image) files: mediaItemCount(kind: file) mediaItems(take: 100) { ${ITEM} } }`,
      {},
      token,
    );
    expect(all.errors).toBeUndefined();
    const { mediaItemCount, images, files, mediaItems } = all.data;
    expect(images + files).toBe(mediaItemCount);
    expect(files).toBeGreaterThan(0);
    const seededProduct = mediaItems.find(
      (m: any) => m.kind === 'image' && m.url?.startsWith('/asset/uploads/products/') && m.usageCount > 0,
    );
    expect(seededProduct).toBeTruthy();
    expect(seededProduct.fileName).toMatch(/\.jpg$/);
    expect(seededProduct).toMatchObject({ mimeType: 'image/jpeg', width: expect.any(Number), height: expect.any(Number) });
    expect(seededProduct.size).toBeGreaterThan(0);

    const key = unique();
    await upload(token, `Ölçüm-Panosu-${key}.png`);
    const folded = await gql(
      url,
      'query($s: String) { mediaItems(search: $s) { fileName } mediaItemCount(search: $s) }',
      { s: `olcum-panosu-${key}` },
      token,
    );
    expect(folded.data.mediaItems.map((m: any) => m.fileName)).toEqual([`Ölçüm-Panosu-${key}.png`]);
    expect(folded.data.mediaItemCount).toBe(1);
    const tooLong = await gql(url, 'query($s: String) { mediaItems(search: $s) { id } }', { s: 'x'.repeat(101) }, token);
    expect(tooLong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('is for administrators only', async () => {
    const res = await gql(url, '{ mediaItems { id } }');
    expect(res.errors?.[0]?.extensions?.code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
    const upd = await gql(url, 'mutation { updateMediaItem(id: 1, input: { altTr: "x" }) { id } }');
    expect(upd.errors?.[0]?.extensions?.code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
  });

  it('alt texts and a focal point, validated; a product of another kind shows the library image with them, on its page too', async () => {
    const token = await adminToken(url);
    const item = await upload(token, `kapak-${unique()}.png`, 64, 48);
    expect(item).toMatchObject({ kind: 'image', width: 64, height: 48, usageCount: 0, altTr: '', focalX: null });
    const update = (input: object) =>
      gql(
        url,
        `mutation($id: Int!, $input: MediaItemInput!) { updateMediaItem(id: $id, input: $input) { ${ITEM} } }`,
        { id: item.id, input },
        token,
      );
    for (const [input, reason] of [
      [{ altTr: 'x'.repeat(301) }, 'TOO_LONG'],
      [{ focalX: 1.5, focalY: 0.5 }, 'OUT_OF_RANGE'],
      [{ focalX: 0.5 }, 'FOCAL_POINT_INCOMPLETE'],
    ] as const) {
      const bad = await update(input);
      expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason });
    }
    expect(
      (await gql(url, 'mutation { updateMediaItem(id: 999999, input: { altTr: "x" }) { id } }', {}, token)).errors?.[0]?.extensions?.code,
    ).toBe('NOT_FOUND');
    const saved = await update({ altTr: 'Sayaç panosu', altEn: 'Meter panel', focalX: 0.25, focalY: 0.75 });
    expect(saved.data.updateMediaItem).toMatchObject({ altTr: 'Sayaç panosu', altEn: 'Meter panel', focalX: 0.25, focalY: 0.75 });

    // Stored with the shared images, shown by a product: the product names it and links to it.
    const name = `Kitaplık Görselli Ürün ${unique()}`;
    const created = await product(token, name, item.storedName);
    expect(created.errors).toBeUndefined();
    expect(created.data.createProduct.imageUrl).toBe(item.url);
    expect(created.data.createProduct.imageInfo).toMatchObject({
      url: item.url,
      width: 64,
      altTr: 'Sayaç panosu',
      altEn: 'Meter panel',
      focalX: 0.25,
      focalY: 0.75,
    });
    const slug = created.data.createProduct.slug;
    const tr = await (await fetch(`${url}/products/${slug}`)).text();
    expect(tr).toContain('alt="Sayaç panosu"');
    expect(tr).toContain('object-position:25% 75%');
    const en = await (await fetch(`${url}/products/${slug}?lang=en`)).text();
    expect(en).toContain('alt="Meter panel"');

    const unknown = await product(token, `Yok ${unique()}`, 'yok.png');
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'FILE_NOT_FOUND' });
    await gql(url, 'mutation($id: Int!) { deleteProduct(id: $id) }', { id: created.data.createProduct.id }, token);
  });

  it('an image in use cannot be deleted (its uses are listed); replacing it keeps every record and text showing it', async () => {
    const token = await adminToken(url);
    const item = await upload(token, `degisecek-${unique()}.png`, 30, 20);
    const created = await product(token, `Değişen Görsel ${unique()}`, item.storedName, `<p><img src="${item.url}" alt="x"></p>`);
    expect(created.errors).toBeUndefined();
    const id = created.data.createProduct.id;
    const usages = await gql(
      url,
      'query($id: Int!) { mediaItem(id: $id) { usageCount usages { entityType id role } } }',
      { id: item.id },
      token,
    );
    expect(usages.data.mediaItem.usageCount).toBe(2);
    expect(usages.data.mediaItem.usages).toEqual(
      expect.arrayContaining([
        { entityType: 'Product', id, role: 'image' },
        { entityType: 'Product', id, role: 'text' },
      ]),
    );

    const refused = await gql(url, 'mutation($id: Int!) { deleteMediaItem(id: $id) }', { id: item.id }, token);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'MEDIA_IN_USE' });
    expect((await fetch(url + item.url)).status).toBe(200);

    const replaced = await gqlUpload(
      url,
      `mutation($id: Int!, $f: Upload!) { replaceMediaFile(id: $id, file: $f) { ${ITEM} } }`,
      { id: item.id, f: null },
      { 'variables.f': [await png(90, 60, '#aa3333'), 'yeni.png'] },
      token,
    );
    expect(replaced.errors).toBeUndefined();
    const next = replaced.data.replaceMediaFile;
    expect(next).toMatchObject({ id: item.id, width: 90, height: 60, fileName: 'yeni.png' });
    expect(next.url).not.toBe(item.url);
    const shown = await gql(
      url,
      'query($id: Int!) { product(id: $id) { image imageUrl imageInfo { width } longDescriptionTr } }',
      { id },
      token,
    );
    expect(shown.data.product).toMatchObject({ image: next.storedName, imageUrl: next.url, imageInfo: { width: 90 } });
    expect(shown.data.product.longDescriptionTr).toContain(next.url);
    expect((await fetch(url + item.url)).status).toBe(404);
    expect((await fetch(url + next.url)).status).toBe(200);

    await gql(url, 'mutation($id: Int!) { deleteProduct(id: $id) }', { id }, token);
    expect((await gql(url, 'mutation($id: Int!) { deleteMediaItem(id: $id) }', { id: item.id }, token)).data.deleteMediaItem).toBe(true);
    expect((await fetch(url + next.url)).status).toBe(404);
  });

  it('a share image from the library: validated, shown in the share cards of the page, counted as a use, cleared by null', async () => {
    const token = await adminToken(url);
    const item = await upload(token, `paylasim-${unique()}.png`, 120, 63);
    const name = `Paylaşım Görselli Ürün ${unique()}`;
    const save = (id: number | null, shareImageId: number | null | undefined) =>
      gql(
        url,
        `mutation($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { shareImageId shareImageUrl imageUrl } }`,
        {
          id,
          input: {
            name,
            category: 'io',
            shortDescriptionTr: 'Kısa',
            shortDescriptionEn: 'Short',
            ...(shareImageId === undefined ? {} : { shareImageId }),
          },
        },
        token,
      );
    const created = await product(token, name, null);
    const id = created.data.createProduct.id;
    for (const bad of [999999, -1]) expect((await save(id, bad)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const set = await save(id, item.id);
    expect(set.data.updateProduct).toMatchObject({ shareImageId: item.id, shareImageUrl: item.url, imageUrl: '/img/default.jpg' });
    const page = await (await fetch(`${url}/products/${created.data.createProduct.slug}`)).text();
    expect(page).toMatch(new RegExp(`<meta property="og:image" content="[^"]*${item.storedName}"`));
    const used = await gql(url, 'query($id: Int!) { mediaItem(id: $id) { usages { entityType id role } } }', { id: item.id }, token);
    expect(used.data.mediaItem.usages).toEqual([{ entityType: 'Product', id, role: 'share' }]);
    expect((await save(id, undefined)).data.updateProduct.shareImageId).toBe(item.id);
    expect((await save(id, null)).data.updateProduct).toMatchObject({ shareImageId: null, shareImageUrl: null });
    await gql(url, 'mutation($id: Int!) { deleteProduct(id: $id) }', { id }, token);
    expect((await gql(url, 'mutation($id: Int!) { deleteMediaItem(id: $id) }', { id: item.id }, token)).data.deleteMediaItem).toBe(true);
  });
  it('a document cover and an application icon from the library, by id: refused when unknown (nothing saved), counted as uses; an upload wins', async () => {
    const token = await adminToken(url);
    const item = await upload(token, `kapak-${unique()}.png`, 64, 48);
    const docName = `Kitaplık Kapaklı Belge ${unique()}`;
    const createDoc = (coverImageId: number) =>
      gqlUpload(
        url,
        'mutation($input: DocumentInput!, $f: Upload!) { createDocument(input: $input, fileTr: $f) { id coverImage coverImageUrl coverImageInfo { width altTr } } }',
        { input: { nameTr: docName, coverImageId }, f: null },
        { 'variables.f': [pdfBlob(), 'belge.pdf'] },
        token,
      );
    const unknown = await createDoc(999999);
    expect(unknown.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'coverImageId', reason: 'FILE_NOT_FOUND' });
    const none = await gql(url, 'query($s: String) { documentCount(search: $s) }', { s: docName }, token);
    expect(none.data.documentCount).toBe(0);
    expect((await createDoc(0)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const doc = (await createDoc(item.id)).data.createDocument;
    expect(doc).toMatchObject({ coverImage: item.storedName, coverImageUrl: item.url, coverImageInfo: { width: 64 } });
    const appName = `Kitaplık İkonlu Uygulama ${unique()}`;
    const app = await gqlUpload(
      url,
      'mutation($input: ApplicationInput!, $f: Upload!) { createApplication(input: $input, file: $f) { id icon iconUrl } }',
      { input: { name: appName, iconId: item.id }, f: null },
      { 'variables.f': [new Blob(['PK\x03\x04zip']), 'arac.zip'] },
      token,
    );
    expect(app.errors).toBeUndefined();
    expect(app.data.createApplication).toMatchObject({ icon: item.storedName, iconUrl: item.url });
    const appId = app.data.createApplication.id;
    const used = await gql(url, 'query($id: Int!) { mediaItem(id: $id) { usages { entityType id role } } }', { id: item.id }, token);
    expect(used.data.mediaItem.usages).toEqual(
      expect.arrayContaining([
        { entityType: 'Document', id: doc.id, role: 'image' },
        { entityType: 'Application', id: appId, role: 'image' },
      ]),
    );
    expect(
      (await gql(url, 'mutation($id: Int!) { deleteMediaItem(id: $id) }', { id: item.id }, token)).errors?.[0]?.extensions?.reason,
    ).toBe('MEDIA_IN_USE');

    // A file sent with an id: the file is what the record shows.
    const updated = await gqlUpload(
      url,
      'mutation($id: Int!, $input: ApplicationInput!, $i: Upload) { updateApplication(id: $id, input: $input, icon: $i) { icon iconInfo { width } } }',
      { id: appId, input: { name: appName, iconId: item.id }, i: null },
      { 'variables.i': [await png(20, 20, '#11aa11'), 'yeni-ikon.png'] },
      token,
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data.updateApplication.icon).not.toBe(item.storedName);
    expect(updated.data.updateApplication.iconInfo.width).toBe(20);
    // Left out: the cover stays.
    const kept = await gql(
      url,
      'mutation($id: Int!, $input: DocumentInput!) { updateDocument(id: $id, input: $input) { coverImage } }',
      { id: doc.id, input: { nameTr: docName } },
      token,
    );
    expect(kept.data.updateDocument.coverImage).toBe(item.storedName);

    await gql(url, 'mutation($id: Int!) { deleteDocument(id: $id) }', { id: doc.id }, token);
    await gql(url, 'mutation($id: Int!) { deleteApplication(id: $id) }', { id: appId }, token);
    expect((await gql(url, 'mutation($id: Int!) { deleteMediaItem(id: $id) }', { id: item.id }, token)).data.deleteMediaItem).toBe(true);
  });
  it('a file replaced in the library: the record offers the new one under its same link; a wrong type is refused and changes nothing', async () => {
    const token = await adminToken(url);
    const fileName = `sartname-${unique()}.pdf`;
    const created = await gqlUpload(
      url,
      'mutation($input: DocumentInput!, $f: Upload!) { createDocument(input: $input, fileTr: $f) { id downloadUrlTr } }',
      { input: { nameTr: `Değişen Şartname ${unique()}` }, f: null },
      { 'variables.f': [pdfBlob('eski'), fileName] },
      token,
    );
    expect(created.errors).toBeUndefined();
    const { id, downloadUrlTr } = created.data.createDocument;
    const found = await gql(
      url,
      'query($s: String) { mediaItems(search: $s, kind: file) { id storedName accept } }',
      { s: fileName },
      token,
    );
    const [item] = found.data.mediaItems;
    expect(item.accept).toContain('pdf');

    const wrong = await gqlUpload(
      url,
      'mutation($id: Int!, $f: Upload!) { replaceMediaFile(id: $id, file: $f) { id } }',
      { id: item.id, f: null },
      { 'variables.f': [await png(10, 10, '#000000'), 'resim.png'] },
      token,
    );
    expect(wrong.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'FILE_TYPE_NOT_ALLOWED' });
    expect(await (await fetch(url + downloadUrlTr)).text()).toContain('eski');

    const replaced = await gqlUpload(
      url,
      `mutation($id: Int!, $f: Upload!) { replaceMediaFile(id: $id, file: $f) { ${ITEM} } }`,
      { id: item.id, f: null },
      { 'variables.f': [pdfBlob('yeni'), 'Şartname v2.pdf'] },
      token,
    );
    expect(replaced.errors).toBeUndefined();
    expect(replaced.data.replaceMediaFile).toMatchObject({ id: item.id, kind: 'file', fileName: 'Şartname v2.pdf' });
    expect(replaced.data.replaceMediaFile.storedName).not.toBe(item.storedName);
    const doc = await gql(url, 'query($id: Int!) { document(id: $id) { downloadUrlTr fileTr { originalName size } } }', { id }, token);
    expect(doc.errors, JSON.stringify(doc.errors)).toBeUndefined();
    expect(doc.data.document).toMatchObject({
      downloadUrlTr,
      fileTr: { originalName: 'Şartname v2.pdf', size: replaced.data.replaceMediaFile.size },
    });
    const download = await fetch(url + downloadUrlTr);
    expect(download.headers.get('content-disposition')).toContain('%C5%9Eartname%20v2.pdf');
    expect(await download.text()).toContain('yeni');
    const usages = await gql(url, 'query($id: Int!) { mediaItem(id: $id) { usages { entityType id role } } }', { id: item.id }, token);
    expect(usages.data.mediaItem.usages).toEqual([{ entityType: 'Document', id, role: 'file' }]);
    await gql(url, 'mutation($id: Int!) { deleteDocument(id: $id) }', { id }, token);
  });
});
