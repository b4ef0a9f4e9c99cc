import { describe, expect, inject, it } from 'vitest';
import { gql, loginToken } from '../helpers/graphql.js';
import { form, pdfBlob, pngBlob, rest } from '../helpers/rest.js';
import { ADMIN } from '../helpers/server.js';

const url = inject('serverUrl');

const WRITES: Array<[string, string]> = [
  ['POST', '/api/blogs'], ['PUT', '/api/blog/1'], ['DELETE', '/api/blog/1'],
  ['POST', '/api/products'], ['PUT', '/api/product/1'], ['DELETE', '/api/product/1'],
  ['POST', '/api/product-files/1'], ['DELETE', '/api/product-file/1'], ['POST', '/api/upload'],
  ['POST', '/api/applications'], ['PUT', '/api/application/1'], ['DELETE', '/api/application/1'],
  ['POST', '/api/documents'], ['PUT', '/api/document/1'], ['DELETE', '/api/document/1'],
];

async function adminToken(): Promise<string> {
  const res = await rest(url, 'POST', '/api/login', { username: ADMIN.username, password: ADMIN.password });
  expect(res.json).toMatchObject({ success: true, user: { username: ADMIN.username }, error: null });
  return res.json.token;
}

async function uploadImage(token: string, type: string): Promise<string> {
  const res = await rest(url, 'POST', '/api/upload', form({ type, file: [pngBlob(), 'görsel.png'] }), token);
  expect(res.status, res.text).toBe(201);
  return res.json.filename;
}

describe('REST writes: same rules as GraphQL, visible both ways', () => {
  it('every write answers 401 JSON without a valid token and changes nothing', async () => {
    const before = await gql(url, '{ blogs { id } products { id } documents { id } applications { id } }');
    for (const [method, path] of WRITES) {
      for (const token of [undefined, 'not-a-token']) {
        const res = await rest(url, method, path, method === 'DELETE' ? undefined : { name: 'x' }, token);
        expect(res.status, `${method} ${path}`).toBe(401);
        expect(res.json.code).toBe('UNAUTHENTICATED');
      }
    }
    expect(await gql(url, '{ blogs { id } products { id } documents { id } applications { id } }')).toEqual(before);
  });

  it('POST /api/login answers { success, token, user, error }', async () => {
    const bad = await rest(url, 'POST', '/api/login', { username: ADMIN.username, password: 'wrong-one' });
    expect(bad.status).toBe(401);
    expect(bad.json).toMatchObject({ success: false, token: null, user: null, error: 'Geçersiz kullanıcı adı veya şifre' });
    const token = await adminToken();
    const me = await gql(url, '{ me { username } }', {}, token);
    expect(me.data.me.username).toBe(ADMIN.username);
  });

  it('blogs: REST create is read by GraphQL, a GraphQL update is read by REST, REST delete', async () => {
    const token = await adminToken();
    const image = await uploadImage(token, 'blog');
    const payload = { title: 'Şebeke Analizi', title_en: 'Grid Analysis', slug: '', summary: 'Özet', summary_en: 'Summary', content: '<p>İçerik</p><img src=x onerror=alert(1)>', content_en: '<p>Content</p>', category: 'Genel', image };
    const missing = await rest(url, 'POST', '/api/blogs', { ...payload, title_en: '' }, token);
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ code: 'BAD_USER_INPUT', field: 'title_en', reason: 'REQUIRED' });

    const created = await rest(url, 'POST', '/api/blogs', payload, token);
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ blog_slug: 'sebeke-analizi', blog_image: image, blog_content_tr: '<p>İçerik</p><img src="x" />' });
    const g = await gql(url, 'query($id: Int!) { blog(id: $id) { titleTr titleEn slug image contentTr } }', { id: created.json.blog_id });
    expect(g.data.blog).toEqual({ titleTr: 'Şebeke Analizi', titleEn: 'Grid Analysis', slug: 'sebeke-analizi', image, contentTr: created.json.blog_content_tr });

    const upd = await gql(url, 'mutation($id: Int!, $input: BlogInput!) { updateBlog(id: $id, input: $input) { id } }', {
      id: created.json.blog_id,
      input: { titleTr: 'Şebeke Analizi 2', titleEn: 'Grid Analysis 2', slug: 'sebeke-analizi', summaryTr: 'Ö', summaryEn: 'S', contentTr: '<p>a</p>', contentEn: '<p>b</p>' },
    }, token);
    expect(upd.errors).toBeUndefined();
    const read = await rest(url, 'GET', `/api/blog/${created.json.blog_id}`);
    expect(read.json).toMatchObject({ blog_title_tr: 'Şebeke Analizi 2', blog_title_en: 'Grid Analysis 2', blog_image: image });

    const put = await rest(url, 'PUT', `/api/blog/${created.json.blog_id}`, { ...payload, title: 'Şebeke Analizi 3' }, token);
    expect(put.json.blog_title_tr).toBe('Şebeke Analizi 3');
    expect((await rest(url, 'DELETE', `/api/blog/${created.json.blog_id}`, undefined, token)).json).toEqual({ success: true });
    expect((await gql(url, 'query($id: Int!) { blog(id: $id) { id } }', { id: created.json.blog_id })).data.blog).toBeNull();
    expect((await rest(url, 'DELETE', `/api/blog/${created.json.blog_id}`, undefined, token)).status).toBe(404);
  });

  it('products with specification groups and files, in one transaction', async () => {
    const token = await adminToken();
    const image = await uploadImage(token, 'product');
    const payload = {
      name: 'REST Test Cihazı', category: 'control', description: '', short_description_tr: 'Kısa', short_description_en: 'Short',
      long_description_tr: '<p>Uzun</p>', long_description_en: '', technical: '', entrance: '', power: '', image,
      specifications: [
        { group_name_tr: 'Genel', group_name_en: 'General', specs: [{ name_tr: 'Besleme', name_en: 'Supply', value_tr: '24 VDC', value_en: '24 VDC' }] },
        { group_name_tr: 'Haberleşme', group_name_en: 'Communication', specs: [{ name_tr: 'Protokol', name_en: 'Protocol', value_tr: 'Modbus', value_en: 'Modbus' }] },
      ],
    };
    const bad = await rest(url, 'POST', '/api/products', { ...payload, category: 'toaster' }, token);
    expect(bad.json).toMatchObject({ field: 'category', reason: 'INVALID_CATEGORY' });
    const badSpec = await rest(url, 'POST', '/api/products', { ...payload, specifications: [{ group_name_tr: 'G', group_name_en: 'G', specs: [{ name_tr: 'a', name_en: '', value_tr: '1', value_en: '1' }] }] }, token);
    expect(badSpec.json).toMatchObject({ field: 'specifications.0.specs.0.name_en', reason: 'REQUIRED' });
    expect((await rest(url, 'GET', '/api/product/by-slug/rest-test-cihazi')).status).toBe(404);

    const created = await rest(url, 'POST', '/api/products', payload, token);
    expect(created.status).toBe(201);
    const id = created.json.product_id;
    expect(created.json.id).toBe(id);
    expect(created.json.product_slug).toBe('rest-test-cihazi');
    const g = await gql(url, 'query($id: Int!) { product(id: $id) { name image specGroups { nameEn specs { nameEn valueTr } } } }', { id });
    expect(g.data.product).toEqual({ name: 'REST Test Cihazı', image, specGroups: [
      { nameEn: 'General', specs: [{ nameEn: 'Supply', valueTr: '24 VDC' }] },
      { nameEn: 'Communication', specs: [{ nameEn: 'Protocol', valueTr: 'Modbus' }] },
    ] });

    // A PUT without specifications keeps the groups; with them, replaces them.
    await rest(url, 'PUT', `/api/product/${id}`, { ...payload, specifications: undefined, short_description_en: 'Short 2' }, token);
    let read = await rest(url, 'GET', `/api/product/${id}`);
    expect(read.json.short_description_en).toBe('Short 2');
    expect(read.json.specification_groups).toHaveLength(2);
    await rest(url, 'PUT', `/api/product/${id}`, { ...payload, specifications: [payload.specifications[1]] }, token);
    read = await rest(url, 'GET', `/api/product/${id}`);
    expect(read.json.specification_groups.map((x: any) => x.group_name_en)).toEqual(['Communication']);

    const noType = await rest(url, 'POST', `/api/product-files/${id}`, form({ file: [pdfBlob(), 'Föy.pdf'], file_type_tr: 'Teknik Föy', file_type_en: '' }), token);
    expect(noType.json).toMatchObject({ field: 'file_type_en', reason: 'REQUIRED' });
    const noFile = await rest(url, 'POST', `/api/product-files/${id}`, form({ file_type_tr: 'Teknik Föy', file_type_en: 'Datasheet' }), token);
    expect(noFile.json).toMatchObject({ field: 'file', reason: 'REQUIRED' });
    const exe = await rest(url, 'POST', `/api/product-files/${id}`, form({ file: [pdfBlob(), 'virus.exe'], file_type_tr: 'a', file_type_en: 'b' }), token);
    expect(exe.json).toMatchObject({ field: 'file', reason: 'FILE_TYPE_NOT_ALLOWED' });
    const file = await rest(url, 'POST', `/api/product-files/${id}`, form({ file: [pdfBlob('föy'), 'Teknik Föy.pdf'], file_type_tr: 'Teknik Föy', file_type_en: 'Datasheet' }), token);
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

  it('POST /api/upload validates type and content', async () => {
    const token = await adminToken();
    const fake = await rest(url, 'POST', '/api/upload', form({ type: 'blog', file: [new Blob(['not an image']), 'fake.jpg'] }), token);
    expect(fake.json).toMatchObject({ field: 'file', reason: 'FILE_NOT_AN_IMAGE' });
    const badType = await rest(url, 'POST', '/api/upload', form({ type: 'avatar', file: [pngBlob(), 'a.png'] }), token);
    expect(badType.json).toMatchObject({ field: 'type', reason: 'INVALID_TYPE' });
    const huge = await rest(url, 'POST', '/api/upload', form({ type: 'general', file: [new Blob([Buffer.alloc(10 * 1024 * 1024 + 1)]), 'huge.png'] }), token);
    expect(huge.status).toBe(400);
    expect(huge.json).toMatchObject({ field: 'file', reason: 'FILE_TOO_LARGE' });
    const ok = await rest(url, 'POST', '/api/upload', form({ type: 'general', file: [pngBlob(), 'a.png'] }), token);
    expect(ok.json.url).toBe(`/api/asset/uploads/shared/images/${ok.json.filename}`);
    expect((await fetch(url + ok.json.url)).status).toBe(200);
  });

  it('documents: multipart create, update and delete, with the spec\'s required fields', async () => {
    const token = await adminToken();
    const noFile = await rest(url, 'POST', '/api/documents', form({ name: 'Kılavuz', file_type: 'document' }), token);
    expect(noFile.json).toMatchObject({ field: 'file_tr', reason: 'REQUIRED' });
    const noName = await rest(url, 'POST', '/api/documents', form({ name: ' ', file_tr: [pdfBlob(), 'k.pdf'] }), token);
    expect(noName.json).toMatchObject({ field: 'name', reason: 'REQUIRED' });
    const wrongType = await rest(url, 'POST', '/api/documents', form({ name: 'K', file_tr: [pdfBlob(), 'k.exe'] }), token);
    expect(wrongType.json).toMatchObject({ field: 'file_tr', reason: 'FILE_TYPE_NOT_ALLOWED' });

    const created = await rest(url, 'POST', '/api/documents', form({
      name: 'Bakım Kılavuzu', name_en: 'Maintenance Guide', description: 'Açıklama', description_en: 'Description', file_type: 'document',
      file_tr: [pdfBlob('tr'), 'Bakım Kılavuzu.pdf'], file_en: [pdfBlob('en'), 'Maintenance Guide.pdf'], image: [pngBlob(), 'kapak.png'],
    }), token);
    expect(created.status, created.text).toBe(201);
    const d = created.json.data;
    expect(d).toMatchObject({ document_name_tr: 'Bakım Kılavuzu', original_name_tr: 'Bakım Kılavuzu.pdf', original_name_en: 'Maintenance Guide.pdf', version: 'v1.0' });
    const g = await gql(url, 'query($id: Int!) { document(id: $id) { nameEn fileTr { originalName size } fileEn { originalName } coverImageUrl } }', { id: d.document_id });
    expect(g.data.document).toEqual({ nameEn: 'Maintenance Guide', fileTr: { originalName: 'Bakım Kılavuzu.pdf', size: d.file_size_tr }, fileEn: { originalName: 'Maintenance Guide.pdf' }, coverImageUrl: d.cover_image });

    // An update without files keeps them.
    const upd = await rest(url, 'PUT', `/api/document/${d.document_id}`, form({ name: 'Bakım Kılavuzu v2', name_en: 'Maintenance Guide v2' }), token);
    expect(upd.json.data).toMatchObject({ document_name_tr: 'Bakım Kılavuzu v2', file_name_tr: d.file_name_tr, file_name_en: d.file_name_en });
    const upd2 = await rest(url, 'PUT', `/api/document/${d.document_id}`, form({ name: 'Bakım Kılavuzu v3', file_tr: [pdfBlob('v3'), 'v3.pdf'] }), token);
    expect(upd2.json.data.original_name_tr).toBe('v3.pdf');
    // The replaced file is gone from disk, the new one is served.
    expect((await fetch(url + d.file_path_tr)).status).toBe(404);
    expect((await fetch(url + upd2.json.data.file_path_tr)).status).toBe(200);

    expect((await rest(url, 'DELETE', `/api/document/${d.document_id}`, undefined, token)).json).toEqual({ success: true });
    expect((await fetch(url + upd2.json.data.file_path_tr)).status).toBe(404);
    expect((await rest(url, 'GET', `/api/document/${d.document_id}`)).status).toBe(404);
  });

  it('applications: multipart create, update and delete', async () => {
    const token = await adminToken();
    const noFile = await rest(url, 'POST', '/api/applications', form({ name: 'Araç', file_type: 'software' }), token);
    expect(noFile.json).toMatchObject({ field: 'application', reason: 'REQUIRED' });
    const noName = await rest(url, 'POST', '/api/applications', form({ name: '  ', application: [new Blob(['zip']), 'a.zip'] }), token);
    expect(noName.json).toMatchObject({ field: 'name', reason: 'REQUIRED' });
    const created = await rest(url, 'POST', '/api/applications', form({
      name: 'Saha Aracı', description: 'Açıklama', description_en: 'Description', file_type: 'software',
      application: [new Blob(['PK fake zip']), 'SahaAraci-1.0.zip'], image: [pngBlob(), 'ikon.png'],
    }), token);
    expect(created.status, created.text).toBe(201);
    const a = created.json.data;
    expect(a).toMatchObject({ app_name: 'Saha Aracı', version: 'v1.0', file_name: 'SahaAraci-1.0.zip', mime_type: 'application/zip', file_size: 11 });
    const g = await gql(url, 'query($id: Int!) { application(id: $id) { name descriptionEn file { size } iconUrl } }', { id: a.app_id });
    expect(g.data.application).toEqual({ name: 'Saha Aracı', descriptionEn: 'Description', file: { size: 11 }, iconUrl: a.app_icon });
    const upd = await rest(url, 'PUT', `/api/application/${a.app_id}`, form({ name: 'Saha Aracı 2', description: 'x' }), token);
    expect(upd.json.data).toMatchObject({ name: 'Saha Aracı 2', file_name: 'SahaAraci-1.0.zip' });
    expect((await rest(url, 'DELETE', `/api/application/${a.app_id}`, undefined, token)).json).toEqual({ success: true });
    expect((await rest(url, 'GET', `/api/download_application/${a.app_id}`)).status).toBe(404);
  });

  it('POST /mail stores the message and answers { status, message }', async () => {
    const ok = await rest(url, 'POST', '/mail', { name: 'Ali Veli', email: 'ali@example.com', phone: 'Web sitesi iletişim formu', subject: 'Fiyat' });
    expect(ok.json).toEqual({ status: 'success', message: 'Mesajınız başarıyla gönderildi!' });
    const bad = await fetch(`${url}/mail`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': 'en' }, body: JSON.stringify({ name: '', email: 'x@y.z', subject: 's' }) });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ status: 'error', message: 'Full name is required', field: 'name' });
    const token = await loginToken(url, ADMIN.username, ADMIN.password);
    const list = await gql(url, '{ contactMessages(take: 5) { name phone } }', {}, token);
    expect(list.data.contactMessages).toContainEqual({ name: 'Ali Veli', phone: 'Web sitesi iletişim formu' });
  });
});
