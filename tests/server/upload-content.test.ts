// A non-image upload is kept only when its bytes are of the type its name says: a Windows program renamed .pdf is
// refused (FILE_CONTENT_MISMATCH, 400) through GraphQL and REST alike and changes nothing; each accepted type's real
// signature is accepted.
import { describe, expect, inject, it } from 'vitest';
import { gql, gqlUpload } from '../helpers/graphql.js';
import { adminToken, form, pdfBlob, rest } from '../helpers/rest.js';

const url = inject('serverUrl');
const unique = () => Math.random().toString(36).slice(2, 8);
const COUNTS = '{ dashboardStats { documents applications } }';

/** The start of a Windows program (the DOS header every PE file opens with). */
const program = () => new Blob([Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'binary'), Buffer.alloc(200, 0)])]);
const bytes = (...parts: Array<string | Buffer>) =>
  new Blob(parts.map((p) => new Uint8Array(typeof p === 'string' ? Buffer.from(p, 'binary') : p)));
const OLE = '\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1';

describe('uploads are checked by content, not by name', () => {
  it('a product file: a program renamed .pdf or .docx is refused through GraphQL and REST; a real PDF is kept as a PDF', async () => {
    const token = await adminToken(url);
    const created = await gql(
      url,
      'mutation($input: ProductInput!) { createProduct(input: $input) { id } }',
      { input: { name: `İçerik Denetimi ${unique()}`, category: 'energy', shortDescriptionTr: 'Kısa', shortDescriptionEn: 'Short' } },
      token,
    );
    const id: number = created.data.createProduct.id;
    const add = (file: Blob, name: string) =>
      gqlUpload(
        url,
        'mutation($id: Int!, $file: Upload!) { addProductFile(productId: $id, file: $file, fileTypeTr: "Föy", fileTypeEn: "Sheet") { id } }',
        { id, file: null },
        { 'variables.file': [file, name] },
        token,
      );
    for (const name of ['katalog.pdf', 'kılavuz.docx', 'şema.png']) {
      const res = await add(program(), name);
      expect(res.errors?.[0]?.extensions, name).toMatchObject({ code: 'BAD_USER_INPUT', field: 'file', reason: 'FILE_CONTENT_MISMATCH' });
    }
    const viaRest = await rest(
      url,
      'POST',
      `/api/product-files/${id}`,
      form({ file: [program(), 'katalog.pdf'], file_type_tr: 'Föy', file_type_en: 'Sheet' }),
      token,
    );
    expect(viaRest.status).toBe(400);
    expect(viaRest.json).toMatchObject({ field: 'file', reason: 'FILE_CONTENT_MISMATCH' });
    expect((await rest(url, 'GET', `/api/product-files/${id}`)).json).toEqual([]);

    const pdf = await add(pdfBlob('gerçek'), 'katalog.pdf');
    expect(pdf.errors).toBeUndefined();
    const download = await fetch(`${url}/api/download/${pdf.data.addProductFile.id}`);
    expect(download.headers.get('content-type')).toMatch(/^application\/pdf/);
    await gql(url, 'mutation($id: Int!) { deleteProduct(id: $id) }', { id }, token);
  });

  it('a document: a program or a PDF named .docx is refused and nothing is created; Office files old and new are kept', async () => {
    const token = await adminToken(url);
    const before = (await gql(url, COUNTS, {}, token)).data.dashboardStats;
    for (const [file, name] of [
      [program(), 'belge.pdf'],
      [pdfBlob(), 'belge.docx'],
      [program(), 'belge.xls'],
    ] as const) {
      const res = await rest(url, 'POST', '/api/documents', form({ name: 'Denetim', file_tr: [file, name] }), token);
      expect(res.status, name).toBe(400);
      expect(res.json, name).toMatchObject({ field: 'file_tr', reason: 'FILE_CONTENT_MISMATCH' });
    }
    expect((await gql(url, COUNTS, {}, token)).data.dashboardStats).toEqual(before);
    for (const [file, name] of [
      [bytes('PK\x03\x04', Buffer.alloc(60)), 'tablo.xlsx'],
      [bytes(OLE, Buffer.alloc(500)), 'eski.doc'],
    ] as const) {
      const res = await rest(url, 'POST', '/api/documents', form({ name: `Belge ${unique()}`, file_tr: [file, name] }), token);
      expect(res.status, `${name}: ${res.text}`).toBe(201);
      await rest(url, 'DELETE', `/api/document/${res.json.data.document_id}`, undefined, token);
    }
  });

  it('an application: each accepted package type by its own signature; a PDF or text named as a program is refused', async () => {
    const token = await adminToken(url);
    const before = (await gql(url, COUNTS, {}, token)).data.dashboardStats;
    for (const [file, name] of [
      [pdfBlob(), 'kurulum.exe'],
      [bytes('not a zip'), 'arac.zip'],
      [program(), 'arac.dmg'],
      [bytes('koly'), 'arac.pkg'],
    ] as const) {
      const res = await rest(url, 'POST', '/api/applications', form({ name: 'Araç', application: [file, name] }), token);
      expect(res.status, name).toBe(400);
      expect(res.json, name).toMatchObject({ field: 'application', reason: 'FILE_CONTENT_MISMATCH' });
    }
    expect((await gql(url, COUNTS, {}, token)).data.dashboardStats).toEqual(before);
    const accepted: Array<[Blob, string]> = [
      [program(), 'kurulum.exe'],
      [bytes(OLE, Buffer.alloc(500)), 'kurulum.msi'],
      [bytes('PK\x03\x04', Buffer.alloc(40)), 'arac.zip'],
      [bytes('Rar!\x1a\x07\x01\x00', Buffer.alloc(40)), 'arac.rar'],
      [bytes(Buffer.alloc(2000), 'koly', Buffer.alloc(508)), 'arac.dmg'],
      [bytes('xar!\x00\x1c', Buffer.alloc(40)), 'arac.pkg'],
    ];
    for (const [file, name] of accepted) {
      const res = await rest(url, 'POST', '/api/applications', form({ name: `Araç ${unique()}`, application: [file, name] }), token);
      expect(res.status, `${name}: ${res.text}`).toBe(201);
      await rest(url, 'DELETE', `/api/application/${res.json.data.app_id}`, undefined, token);
    }
  });
});
