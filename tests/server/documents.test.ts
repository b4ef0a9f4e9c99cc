import { describe, expect, inject, it } from 'vitest';
import { gql } from '../helpers/graphql.js';
import { adminToken, form, pdfBlob, pngBlob, rest } from '../helpers/rest.js';

const url = inject('serverUrl');

describe('documents: public GraphQL reads return the seeded bilingual content', () => {
  it('documents: at least 4, each with a Turkish and an English file', async () => {
    const res = await gql(
      url,
      '{ documents { id nameTr nameEn version fileTr { originalName size } fileEn { originalName size } downloadUrlTr downloadUrlEn } }',
    );
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
});

describe("documents: REST reads answer the spec's field names and the same values as GraphQL", () => {
  it('documents answer { data }, both languages download, Turkish names use RFC 5987', async () => {
    const list = await rest(url, 'GET', '/api/documents');
    // eslint-disable-next-line no-control-regex -- any character outside ASCII, the whole ASCII range excluded
    const d = list.json.data.find((x: any) => /[^\x00-\x7f]/.test(x.original_name_tr)) ?? list.json.data[0];
    for (const field of [
      'document_id',
      'document_name_tr',
      'document_name_en',
      'description_tr',
      'description_en',
      'created_at',
      'cover_image',
      'type',
      'version',
      'file_name_tr',
      'file_name_en',
      'original_name_tr',
      'original_name_en',
      'file_path_tr',
      'file_path_en',
      'file_size_tr',
      'file_size_en',
    ]) {
      expect(d).toHaveProperty(field);
    }
    expect(d.type).toBe('document');
    for (const lang of ['tr', 'en']) {
      const res = await fetch(`${url}/api/download_document/${d.document_id}/${lang}`);
      expect(res.status).toBe(200);
      const disposition = res.headers.get('content-disposition')!;
      const name: string = d[`original_name_${lang}`];
      if (/^[\x20-\x7e]*$/.test(name)) expect(disposition).toBe(`attachment; filename="${name}"`);
      else
        expect(disposition).toContain(
          `filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`,
        );
      expect(Number(res.headers.get('content-length'))).toBe(d[`file_size_${lang}`]);
      expect((await fetch(url + d[`file_path_${lang}`])).status).toBe(200);
    }
    expect(d.file_path_tr).toMatch(/^\/api\/asset\/uploads\/shared\/documents\/tr\//);
    expect((await rest(url, 'GET', `/api/download_document/${d.document_id}/de`)).status).toBe(404);
    expect((await rest(url, 'GET', '/api/document/999999')).status).toBe(404);
  });
});

describe('documents: REST writes follow the same rules as GraphQL, visible both ways', () => {
  it("documents: multipart create, update and delete, with the spec's required fields", async () => {
    const token = await adminToken(url);
    const noFile = await rest(url, 'POST', '/api/documents', form({ name: 'Kılavuz', file_type: 'document' }), token);
    expect(noFile.json).toMatchObject({ field: 'file_tr', reason: 'REQUIRED' });
    const noName = await rest(url, 'POST', '/api/documents', form({ name: ' ', file_tr: [pdfBlob(), 'k.pdf'] }), token);
    expect(noName.json).toMatchObject({ field: 'name', reason: 'REQUIRED' });
    const wrongType = await rest(url, 'POST', '/api/documents', form({ name: 'K', file_tr: [pdfBlob(), 'k.exe'] }), token);
    expect(wrongType.json).toMatchObject({ field: 'file_tr', reason: 'FILE_TYPE_NOT_ALLOWED' });

    const created = await rest(
      url,
      'POST',
      '/api/documents',
      form({
        name: 'Bakım Kılavuzu',
        name_en: 'Maintenance Guide',
        description: 'Açıklama',
        description_en: 'Description',
        file_type: 'document',
        file_tr: [pdfBlob('tr'), 'Bakım Kılavuzu.pdf'],
        file_en: [pdfBlob('en'), 'Maintenance Guide.pdf'],
        image: [pngBlob(), 'kapak.png'],
      }),
      token,
    );
    expect(created.status, created.text).toBe(201);
    const d = created.json.data;
    expect(d).toMatchObject({
      document_name_tr: 'Bakım Kılavuzu',
      original_name_tr: 'Bakım Kılavuzu.pdf',
      original_name_en: 'Maintenance Guide.pdf',
      version: 'v1.0',
    });
    const g = await gql(
      url,
      'query($id: Int!) { document(id: $id) { nameEn fileTr { originalName size } fileEn { originalName } coverImageUrl } }',
      { id: d.document_id },
    );
    expect(g.data.document).toEqual({
      nameEn: 'Maintenance Guide',
      fileTr: { originalName: 'Bakım Kılavuzu.pdf', size: d.file_size_tr },
      fileEn: { originalName: 'Maintenance Guide.pdf' },
      coverImageUrl: d.cover_image,
    });

    // An update without files keeps them.
    const upd = await rest(
      url,
      'PUT',
      `/api/document/${d.document_id}`,
      form({ name: 'Bakım Kılavuzu v2', name_en: 'Maintenance Guide v2' }),
      token,
    );
    expect(upd.json.data).toMatchObject({
      document_name_tr: 'Bakım Kılavuzu v2',
      file_name_tr: d.file_name_tr,
      file_name_en: d.file_name_en,
    });
    const upd2 = await rest(
      url,
      'PUT',
      `/api/document/${d.document_id}`,
      form({ name: 'Bakım Kılavuzu v3', file_tr: [pdfBlob('v3'), 'v3.pdf'] }),
      token,
    );
    expect(upd2.json.data.original_name_tr).toBe('v3.pdf');
    // The replaced file is gone from disk, the new one is served.
    expect((await fetch(url + d.file_path_tr)).status).toBe(404);
    expect((await fetch(url + upd2.json.data.file_path_tr)).status).toBe(200);

    expect((await rest(url, 'DELETE', `/api/document/${d.document_id}`, undefined, token)).json).toEqual({ success: true });
    expect((await fetch(url + upd2.json.data.file_path_tr)).status).toBe(404);
    expect((await rest(url, 'GET', `/api/document/${d.document_id}`)).status).toBe(404);
  });
});

describe('documents: the English may be out of date after its Turkish changes', () => {
  it('marks on a Turkish change, keeps on a re-save, clears on an English edit or a confirmation; lists missing English', async () => {
    const token = await adminToken(url);
    const created = await rest(
      url,
      'POST',
      '/api/documents',
      form({
        name: 'Çeviri Belgesi',
        name_en: 'Translation Document',
        description: 'Açıklama',
        description_en: '',
        file_tr: [pdfBlob(), 'ceviri.pdf'],
      }),
      token,
    );
    expect(created.status, created.text).toBe(201);
    const id = created.json.data.document_id;
    const fields = 'englishOutdated englishMissing';
    expect((await gql(url, `query($id: Int!) { document(id: $id) { ${fields} } }`, { id })).data.document).toEqual({
      englishOutdated: [],
      englishMissing: ['descriptionEn'],
    });
    const base = { nameTr: 'Çeviri Belgesi', nameEn: 'Translation Document', descriptionTr: 'Açıklama', descriptionEn: '' };
    const update = (input: Record<string, unknown>) =>
      gql(
        url,
        `mutation($id: Int!, $input: DocumentInput!) { updateDocument(id: $id, input: $input) { ${fields} } }`,
        { id, input: { ...base, ...input } },
        token,
      );
    const outdated = async (input: Record<string, unknown>) => {
      const res = await update(input);
      expect(res.errors).toBeUndefined();
      return res.data.updateDocument.englishOutdated;
    };

    const changed = { nameTr: 'Çeviri Belgesi 2', descriptionTr: 'Açıklama 2' };
    expect((await update(changed)).data.updateDocument).toEqual({ englishOutdated: ['nameEn'], englishMissing: ['descriptionEn'] });
    expect(await outdated({ ...changed, nameTr: 'Çeviri Belgesi 2  ' })).toEqual(['nameEn']);
    const bad = await update({ ...changed, nameTr: 'Çeviri Belgesi 3', confirmedEnglish: ['nameEn', 'fileEn'] });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'confirmedEnglish', reason: 'INVALID' });
    const read = await gql(url, `query($id: Int!) { document(id: $id) { nameTr ${fields} } }`, { id });
    expect(read.data.document).toEqual({ nameTr: 'Çeviri Belgesi 2', englishOutdated: ['nameEn'], englishMissing: ['descriptionEn'] });
    expect(await outdated({ ...changed, confirmedEnglish: ['nameEn'] })).toEqual([]);
    expect(await outdated({ ...changed, nameTr: 'Çeviri Belgesi 4' })).toEqual(['nameEn']);
    expect(await outdated({ ...changed, nameTr: 'Çeviri Belgesi 4', nameEn: 'Translation Document 4' })).toEqual([]);
    expect((await rest(url, 'DELETE', `/api/document/${id}`, undefined, token)).json).toEqual({ success: true });
  });
});

describe("documents: REST errors carry the admin screens' text in the request's language", () => {
  it('missing Turkish file and name: Turkish by default, English with ?lang=en or the language cookie', async () => {
    const token = await adminToken(url);
    const before = (await rest(url, 'GET', '/api/documents')).json.data.length;
    const noFile = await rest(url, 'POST', '/api/documents', form({ name: 'Kılavuz' }), token);
    expect(noFile.status).toBe(400);
    expect(noFile.json).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'file_tr',
      reason: 'REQUIRED',
      message: 'Türkçe dosya gereklidir!',
    });
    expect(noFile.json.error).toBe('file_tr: REQUIRED');
    const en = await rest(url, 'POST', '/api/documents?lang=en', form({ name: 'Kılavuz' }), token);
    expect(en.json.message).toBe('The Turkish file is required!');
    const cookie = await fetch(`${url}/api/documents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, cookie: 'language=en' },
      body: form({ name: ' ', file_tr: [pdfBlob(), 'k.pdf'] }),
    });
    expect(await cookie.json()).toMatchObject({ field: 'name', reason: 'REQUIRED', message: 'Document name (TR) is required!' });
    const wrongType = await rest(url, 'POST', '/api/documents', form({ name: 'K', file_tr: [pdfBlob(), 'k.exe'] }), token);
    expect(wrongType.json.message).toBe('Bu dosya türü kabul edilmiyor.');
    expect((await rest(url, 'GET', '/api/documents')).json.data.length).toBe(before);
    const missing = await rest(url, 'GET', '/api/document/999999');
    expect(missing.json).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'Kayıt bulunamadı.' });
  });
});
