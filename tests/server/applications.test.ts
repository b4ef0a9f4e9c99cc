import { describe, expect, inject, it } from 'vitest';
import { gql } from '../helpers/graphql.js';
import { adminToken, form, pngBlob, rest } from '../helpers/rest.js';

const url = inject('serverUrl');

describe('applications: public GraphQL reads return the seeded bilingual content', () => {
  it('applications: at least 3, each with a file, size, mime type and version', async () => {
    const res = await gql(
      url,
      '{ applications { id name version descriptionTr descriptionEn file { originalName size mimeType } downloadUrl } }',
    );
    expect(res.data.applications.length).toBeGreaterThanOrEqual(3);
    for (const a of res.data.applications) {
      expect(a.file.size).toBeGreaterThan(0);
      expect(a.file.mimeType).toBe('application/zip');
      expect(a.version).toMatch(/^v\d/);
    }
    const one = await gql(url, 'query($id: Int!) { application(id: $id) { name } }', { id: res.data.applications[0].id });
    expect(one.data.application.name).toBe(res.data.applications[0].name);
  });
});

describe("applications: REST reads answer the spec's field names and the same values as GraphQL", () => {
  it('applications answer { data }, with the fallback names, a download and the asset path', async () => {
    const list = await rest(url, 'GET', '/api/applications');
    expect(list.json.data.length).toBeGreaterThanOrEqual(3);
    const a = list.json.data[0];
    expect(a.app_id).toBe(a.id);
    expect(a.app_name).toBe(a.name);
    expect(a.description).toBe(a.description_tr);
    for (const field of ['app_icon', 'file_path', 'file_name', 'file_size', 'mime_type', 'version', 'created_at'])
      expect(a).toHaveProperty(field);
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
});

describe('applications: REST writes follow the same rules as GraphQL, visible both ways', () => {
  it('applications: multipart create, update and delete', async () => {
    const token = await adminToken(url);
    const noFile = await rest(url, 'POST', '/api/applications', form({ name: 'Araç', file_type: 'software' }), token);
    expect(noFile.json).toMatchObject({ field: 'application', reason: 'REQUIRED' });
    const noName = await rest(
      url,
      'POST',
      '/api/applications',
      form({ name: '  ', application: [new Blob(['PK\x03\x04zip']), 'a.zip'] }),
      token,
    );
    expect(noName.json).toMatchObject({ field: 'name', reason: 'REQUIRED' });
    const created = await rest(
      url,
      'POST',
      '/api/applications',
      form({
        name: 'Saha Aracı',
        description: 'Açıklama',
        description_en: 'Description',
        file_type: 'software',
        application: [new Blob(['PK\x03\x04ake zip']), 'SahaAraci-1.0.zip'],
        image: [pngBlob(), 'ikon.png'],
      }),
      token,
    );
    expect(created.status, created.text).toBe(201);
    const a = created.json.data;
    expect(a).toMatchObject({
      app_name: 'Saha Aracı',
      version: 'v1.0',
      file_name: 'SahaAraci-1.0.zip',
      mime_type: 'application/zip',
      file_size: 11,
    });
    const g = await gql(url, 'query($id: Int!) { application(id: $id) { name descriptionEn file { size } iconUrl } }', { id: a.app_id });
    expect(g.data.application).toEqual({ name: 'Saha Aracı', descriptionEn: 'Description', file: { size: 11 }, iconUrl: a.app_icon });
    const upd = await rest(url, 'PUT', `/api/application/${a.app_id}`, form({ name: 'Saha Aracı 2', description: 'x' }), token);
    expect(upd.json.data).toMatchObject({ name: 'Saha Aracı 2', file_name: 'SahaAraci-1.0.zip' });
    expect((await rest(url, 'DELETE', `/api/application/${a.app_id}`, undefined, token)).json).toEqual({ success: true });
    expect((await rest(url, 'GET', `/api/download_application/${a.app_id}`)).status).toBe(404);
  });
});

describe('applications: the English may be out of date after its Turkish changes', () => {
  it('marks on a Turkish change, keeps on a re-save, clears on an English edit or a confirmation; lists missing English', async () => {
    const token = await adminToken(url);
    const created = await rest(
      url,
      'POST',
      '/api/applications',
      form({
        name: 'Çeviri Aracı',
        description: 'Açıklama',
        description_en: 'Description',
        application: [new Blob(['PK\x03\x04ake zip']), 'ceviri.zip'],
      }),
      token,
    );
    expect(created.status, created.text).toBe(201);
    const id = created.json.data.app_id;
    const fields = 'englishOutdated englishMissing';
    expect((await gql(url, `query($id: Int!) { application(id: $id) { ${fields} } }`, { id })).data.application).toEqual({
      englishOutdated: [],
      englishMissing: [],
    });
    const base = { name: 'Çeviri Aracı', descriptionTr: 'Açıklama', descriptionEn: 'Description' };
    const update = (input: Record<string, unknown>) =>
      gql(
        url,
        `mutation($id: Int!, $input: ApplicationInput!) { updateApplication(id: $id, input: $input) { ${fields} } }`,
        { id, input: { ...base, ...input } },
        token,
      );
    const outdated = async (input: Record<string, unknown>) => {
      const res = await update(input);
      expect(res.errors).toBeUndefined();
      return res.data.updateApplication.englishOutdated;
    };

    expect(await outdated({ descriptionTr: 'Açıklama 2' })).toEqual(['descriptionEn']);
    expect(await outdated({ descriptionTr: 'Açıklama 2', name: 'Çeviri Aracı 2' })).toEqual(['descriptionEn']);
    const bad = await update({ descriptionTr: 'Açıklama 3', confirmedEnglish: ['descriptionTr'] });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'confirmedEnglish', reason: 'INVALID' });
    const read = await gql(url, 'query($id: Int!) { application(id: $id) { descriptionTr englishOutdated } }', { id });
    expect(read.data.application).toEqual({ descriptionTr: 'Açıklama 2', englishOutdated: ['descriptionEn'] });
    expect(await outdated({ descriptionTr: 'Açıklama 2', confirmedEnglish: ['descriptionEn'] })).toEqual([]);
    expect(await outdated({ descriptionTr: 'Açıklama 4' })).toEqual(['descriptionEn']);
    expect(await outdated({ descriptionTr: 'Açıklama 4', descriptionEn: 'Description 4' })).toEqual([]);
    expect((await update({ descriptionTr: 'Açıklama 5', descriptionEn: '' })).data.updateApplication).toEqual({
      englishOutdated: [],
      englishMissing: ['descriptionEn'],
    });
    expect((await rest(url, 'DELETE', `/api/application/${id}`, undefined, token)).json).toEqual({ success: true });
  });
});

describe("applications: REST errors carry the admin screens' text in the request's language", () => {
  it('missing file and blank name, in Turkish and English', async () => {
    const token = await adminToken(url);
    const noFile = await rest(url, 'POST', '/api/applications', form({ name: 'Araç' }), token);
    expect(noFile.json).toMatchObject({ field: 'application', reason: 'REQUIRED', message: 'Uygulama dosyası gereklidir!' });
    const noName = await rest(
      url,
      'POST',
      '/api/applications?lang=en',
      form({ name: ' ', application: [new Blob(['PK\x03\x04zip']), 'a.zip'] }),
      token,
    );
    expect(noName.json).toMatchObject({ field: 'name', reason: 'REQUIRED', message: 'Application name is required!' });
    const wrongType = await rest(url, 'POST', '/api/applications', form({ name: 'Araç', application: [new Blob(['x']), 'a.pdf'] }), token);
    expect(wrongType.json).toMatchObject({
      field: 'application',
      reason: 'FILE_TYPE_NOT_ALLOWED',
      message: 'Bu dosya türü kabul edilmiyor.',
    });
    const unknown = await rest(url, 'DELETE', '/api/application/999999', undefined, token);
    expect(unknown.json).toMatchObject({ code: 'NOT_FOUND', message: 'Kayıt bulunamadı.' });
  });
});
