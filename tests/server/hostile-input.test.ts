// Visitors' mistakes and hostile input answer 400 with a stable code, never 500, change nothing, and are logged below
// error level (error-level lines are kept for our own faults): an operation name that names no operation, several
// unnamed operations, deeply nested JSON in GraphQL variables and REST bodies, a NUL in an uploaded file's name, and a
// record holding a word longer than any the text search indexes. A server of its own: its log is read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql } from '../helpers/graphql.js';
import { adminToken, rest } from '../helpers/rest.js';
import { startIsolatedServer } from '../helpers/server.js';

let handle: Awaited<ReturnType<typeof startIsolatedServer>>;
let url: string;
let token: string;
const COUNTS = '{ dashboardStats { blogs products documents applications } contactMessageCount }';

beforeAll(async () => {
  handle = await startIsolatedServer();
  url = handle.server.url;
  token = await adminToken(url);
});
afterAll(() => handle?.stop());

const counts = async () => (await gql(url, COUNTS, {}, token)).data;

/** pino's error (50) and fatal (60) lines the server printed since `from` (a length of its output). */
function errorLines(from: number): string[] {
  return handle.server
    .output()
    .slice(from)
    .split('\n')
    .filter((line) => /"level":(50|60)\b/.test(line));
}

/** `depth` arrays, each the only item of the one around it: [[[...]]]. Written as text: JSON.stringify would recurse. */
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

const postJson = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(url + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

const BOUNDARY = 'hostile-input-boundary';
const PNG_BYTES = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PDF_BYTES = Buffer.from('%PDF-1.4\n% hostile\n%%EOF\n');

/** A multipart body written by hand: FormData would escape or refuse what a hostile client sends as is. */
function multipartBody(fields: Record<string, string>, fileField: string, disposition: string, bytes: Buffer): Uint8Array<ArrayBuffer> {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${fileField}"; ${disposition}\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return new Uint8Array(Buffer.concat([Buffer.from(parts.join('') + head), bytes, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]));
}

async function answer(res: Response) {
  const text = await res.text();
  return { status: res.status, text, json: text ? JSON.parse(text) : undefined };
}

describe('hostile input answers 400 with a stable code, never 500', () => {
  it('GraphQL: an operation name that names no operation, several unnamed operations', async () => {
    const from = handle.server.output().length;
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['unknown name', { query: 'query Known { productCategories }', operationName: 'Unknown' }, 'OPERATION_RESOLUTION_FAILURE'],
      ['name of nothing', { query: '{ productCategories }', operationName: 'Unknown' }, 'OPERATION_RESOLUTION_FAILURE'],
      [
        'two named, no name given',
        { query: 'query A { productCategories } query B { productCategories }' },
        'OPERATION_RESOLUTION_FAILURE',
      ],
      ['two unnamed', { query: '{ productCategories } { productCategories }' }, 'GRAPHQL_VALIDATION_FAILED'],
      [
        'two unnamed, a name given',
        { query: '{ productCategories } { productCategories }', operationName: 'A' },
        'GRAPHQL_VALIDATION_FAILED',
      ],
      ['unnamed mutations', { query: 'mutation { logout } mutation { logout }' }, 'GRAPHQL_VALIDATION_FAILED'],
    ];
    for (const [label, body, code] of cases) {
      for (const headers of [{}, { authorization: `Bearer ${token}` }] as Array<Record<string, string>>) {
        const res = await answer(await postJson('/graphql', JSON.stringify(body), headers));
        expect(res.status, `${label}: ${res.text}`).toBe(400);
        expect(res.json.errors[0].extensions.code, label).toBe(code);
      }
    }
    expect(errorLines(from)).toEqual([]);
  });

  it('GraphQL: 5,000 nested arrays in variables, by POST and by GET', async () => {
    const from = handle.server.output().length;
    const query = 'query Deep($slug: String!) { productBySlug(slug: $slug) { id } }';
    const body = `{"query":${JSON.stringify(query)},"variables":{"slug":${nested(5000)}}}`;
    for (const headers of [{}, { authorization: `Bearer ${token}` }] as Array<Record<string, string>>) {
      const res = await answer(await postJson('/graphql', body, headers));
      expect(res.status, res.text.slice(0, 300)).toBe(400);
      expect(res.json.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'TOO_DEEP' });
    }
    // 2,000 by GET: 5,000 would not fit in a URL Node accepts (each bracket is three characters there).
    const search = `?query=${encodeURIComponent(query)}&variables=${encodeURIComponent(`{"slug":${nested(2000)}}`)}`;
    const byGet = await answer(await fetch(`${url}/graphql${search}`, { headers: { 'apollo-require-preflight': 'true' } }));
    expect(byGet.status, byGet.text.slice(0, 300)).toBe(400);
    expect(byGet.json.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'TOO_DEEP' });
    expect(errorLines(from)).toEqual([]);
  });

  it('REST: 5,000 nested arrays in a JSON or form body (sign-in, contact, a save) change nothing', async () => {
    const before = await counts();
    const from = handle.server.output().length;
    const sent: Array<[string, string, string, Record<string, string>]> = [
      ['/api/login', `{"username":${nested(5000)},"password":"x"}`, 'application/json', {}],
      ['/api/login', nested(5000), 'application/json', {}],
      ['/mail', `{"name":"Ad","email":"a@b.co","subject":${nested(5000)}}`, 'application/json', {}],
      ['/mail', `{"name":"Ad","email":"a@b.co","subject":"s","phone":{"a":${nested(5000)}}}`, 'application/json', {}],
      ['/api/blogs', `{"title":${nested(5000)}}`, 'application/json', { authorization: `Bearer ${token}` }],
    ];
    for (const [path, body, type, headers] of sent) {
      const res = await answer(await fetch(url + path, { method: 'POST', headers: { 'content-type': type, ...headers }, body }));
      expect(res.status, `${path}: ${res.text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${path}: ${res.text.slice(0, 300)}`).toBeLessThan(500);
      expect(res.json.code, path).toBe('BAD_USER_INPUT');
    }
    expect(await counts()).toEqual(before);
    expect(errorLines(from)).toEqual([]);
  });

  it('a NUL in an uploaded file name, raw (a malformed part header) or encoded: REST and GraphQL refuse it, store nothing', async () => {
    const before = await counts();
    const from = handle.server.output().length;
    const productId = (await rest(url, 'GET', '/api/products')).json[0].product_id;
    const filesBefore = (await rest(url, 'GET', `/api/product-files/${productId}`)).json.length;
    const names: Array<[string, string]> = [
      ['raw', 'filename="a\u0000b.png"'],
      ['encoded', "filename*=UTF-8''a%00b.png"],
    ];
    const reasons: Record<string, string> = { raw: 'MALFORMED_UPLOAD', encoded: 'INVALID_CHARACTERS' };
    const restCases: Array<[string, string, Record<string, string>]> = [
      ['upload', '/api/upload', { type: 'blog' }],
      ['product file', `/api/product-files/${productId}`, { file_type_tr: 'Katalog', file_type_en: 'Datasheet' }],
      ['document', '/api/documents', { name: 'Belge' }],
    ];
    const fileField: Record<string, string> = { upload: 'file', 'product file': 'file', document: 'file_tr' };
    for (const [kind, disposition] of names) {
      for (const [label, path, fields] of restCases) {
        const body = multipartBody(fields, fileField[label], disposition, label === 'upload' ? PNG_BYTES : PDF_BYTES);
        const res = await answer(
          await fetch(url + path, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
            body,
          }),
        );
        expect(res.status, `${kind} ${label}: ${res.text}`).toBe(400);
        expect(res.json, `${kind} ${label}`).toMatchObject({ code: 'BAD_USER_INPUT', reason: reasons[kind] });
        expect(res.json.message, `${kind} ${label}`).toBeTruthy();
      }
      const operations = JSON.stringify({
        query: 'mutation Up($file: Upload!) { uploadImage(file: $file, type: blog) }',
        variables: { file: null },
      });
      const body = multipartBody({ operations, map: JSON.stringify({ 0: ['variables.file'] }) }, '0', disposition, PNG_BYTES);
      const headers = {
        authorization: `Bearer ${token}`,
        'apollo-require-preflight': 'true',
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      };
      const res = await answer(await fetch(`${url}/graphql`, { method: 'POST', headers, body }));
      expect(res.status, `${kind} GraphQL: ${res.text}`).toBeLessThan(500);
      expect(res.json.errors[0].extensions, `${kind} GraphQL`).toMatchObject({ code: 'BAD_USER_INPUT', reason: reasons[kind] });
    }
    // No boundary at all: the parsers cannot begin.
    for (const path of ['/api/upload', '/graphql']) {
      const res = await answer(
        await fetch(url + path, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true', 'content-type': 'multipart/form-data' },
          body: 'x',
        }),
      );
      expect(res.status, `${path}: ${res.text}`).toBe(400);
      expect(res.json.code, path).toMatch(/^(BAD_USER_INPUT|BAD_REQUEST)$/);
    }
    expect(await counts()).toEqual(before);
    expect((await rest(url, 'GET', `/api/product-files/${productId}`)).json.length).toBe(filesBefore);
    expect(errorLines(from)).toEqual([]);
  });

  it('a record holding a 3,000-letter word is saved, and searches (the near misses of "aaaa" too) still answer', async () => {
    // One word of repeated letters and one that does not compress: both are longer than the text search indexes.
    let letters = '';
    for (let i = 0; letters.length < 3000; i++) letters += ((i * 7919) % 1_000_003).toString(36).replace(/[0-9]/g, '');
    const words = ['a'.repeat(3000), letters.slice(0, 3000)];
    const created = await rest(
      url,
      'POST',
      '/api/products',
      {
        name: 'Uzun Sözcük',
        category: 'energy',
        short_description_tr: 'Kısa',
        short_description_en: 'Long word',
        long_description_tr: `<p>${words.join(' ')}</p>`,
        long_description_en: `<p>${words.join(' ')}</p>`,
      },
      token,
    );
    expect(created.status, created.text).toBe(201);
    const from = handle.server.output().length;
    for (const query of ['aaaa', 'aaaaa', 'aaaab', letters.slice(0, 90), 'uzun']) {
      for (const language of ['tr', 'en']) {
        const res = await gql(url, 'query Find($q: String!, $l: Language) { search(query: $q, language: $l) { total } }', {
          q: query,
          l: language,
        });
        expect(res.errors, `${query} ${language}: ${JSON.stringify(res.errors)}`).toBeUndefined();
      }
    }
    expect(errorLines(from)).toEqual([]);
  });
});
