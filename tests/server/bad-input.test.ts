// Bad input answers 400 or 404 with a clear error, never 500: a NUL character (which PostgreSQL cannot store) in any
// text, through REST and GraphQL (BAD_USER_INPUT, reason INVALID_CHARACTERS), and malformed ids (0x1f, 1e1, -1, 1.5,
// 00, ' 1', past the column's range). The GraphQL cases are derived from the schema, the REST paths from
// /api/openapi.json, so a new argument or route is covered without editing this file.
import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { gql } from '../helpers/graphql.js';
import { adminToken, form, pdfBlob, rest } from '../helpers/rest.js';

const url = inject('serverUrl');
const NUL = 'a\u0000b';
const MALFORMED_IDS = ['0x1f', '1e1', '-1', '1.5', '00', ' 1', '1 ', '+1', '0', '2147483648', '99999999999999999999'];
const COUNTS = '{ dashboardStats { blogs products documents applications } contactMessageCount }';

let token: string;
let schema: GraphQLSchema;
beforeAll(async () => {
  token = await adminToken(url);
  schema = buildClientSchema((await gql(url, getIntrospectionQuery())).data);
});

const counts = async () => (await gql(url, COUNTS, {}, token)).data;

/** A value of `type` good enough to pass GraphQL's own checks: required fields only, lists empty. */
function plainValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return plainValue(type.ofType);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((f) => isNonNullType(f.type))
        .map((f) => [f.name, plainValue(f.type)]),
    );
  }
  return { Int: 1, Float: 1, Boolean: true, DateTimeISO: new Date().toISOString(), JSONObject: {}, Upload: null }[type.name] ?? 'x';
}

/** The paths of every text (String or ID) inside a value of `type`, e.g. ['specGroups', 0, 'specs', 0, 'valueTr']. */
function textPaths(type: GraphQLInputType, seen = new Set<string>()): Array<Array<string | number>> {
  if (isNonNullType(type)) return textPaths(type.ofType, seen);
  if (isListType(type)) return textPaths(type.ofType, seen).map((p) => [0, ...p]);
  if (isInputObjectType(type)) {
    if (seen.has(type.name)) return [];
    return Object.values(type.getFields()).flatMap((f) => textPaths(f.type, new Set([...seen, type.name])).map((p) => [f.name, ...p]));
  }
  return ['String', 'ID'].includes(type.name) ? [[]] : [];
}

/** A value of `type` holding `text` at `path` and plain values elsewhere. */
function valueWith(type: GraphQLInputType, path: Array<string | number>, text: string): unknown {
  if (isNonNullType(type)) return valueWith(type.ofType, path, text);
  if (path.length === 0) return text;
  if (isListType(type)) return [valueWith(type.ofType, path.slice(1), text)];
  if (!isInputObjectType(type)) throw new Error(`no text at ${path.join('.')}`);
  const base = plainValue(type) as Record<string, unknown>;
  return { ...base, [path[0]]: valueWith(type.getFields()[path[0] as string].type, path.slice(1), text) };
}

/** Calls `field` with the required arguments plus `arg`, as the admin; `arg` gets `value`. */
async function call(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, arg: string, value: unknown) {
  const args = field.args.filter((a) => a.name === arg || isNonNullType(a.type));
  const variables = Object.fromEntries(args.map((a) => [a.name, a.name === arg ? value : plainValue(a.type)]));
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  const query = `${kind} Probe(${args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ')}) { ${field.name}(${args.map((a) => `${a.name}: $${a.name}`).join(', ')})${selection} }`;
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: await res.json() };
}

const rootFields = () =>
  (['query', 'mutation'] as const).flatMap((kind) =>
    Object.values((kind === 'query' ? schema.getQueryType() : schema.getMutationType())!.getFields()).map((field) => ({ kind, field })),
  );

describe('a NUL character in any text answers 400 BAD_USER_INPUT (INVALID_CHARACTERS), never 500', () => {
  it('GraphQL: every text argument and input field of every query and mutation, before any resolver runs', async () => {
    const before = await counts();
    let checked = 0;
    for (const { kind, field } of rootFields()) {
      for (const arg of field.args) {
        for (const path of textPaths(arg.type)) {
          const res = await call(kind, field, arg.name, valueWith(arg.type, path, NUL));
          const where = `${field.name}(${[arg.name, ...path].join('.')}): ${JSON.stringify(res.body)}`;
          expect(res.status, where).toBe(400);
          expect(res.body.data ?? null, where).toBeNull();
          expect(res.body.errors[0].extensions, where).toMatchObject({
            code: 'BAD_USER_INPUT',
            reason: 'INVALID_CHARACTERS',
            field: [arg.name, ...path].join('.'),
          });
          checked++;
        }
      }
    }
    // login, slugs, contact, blog/product/document/application inputs, spec groups, file types, confirmedEnglish ...
    expect(checked).toBeGreaterThanOrEqual(60);
    expect(await counts()).toEqual(before);
  });

  it('GraphQL: a NUL written as a literal in the document, too', async () => {
    const slug = await gql(url, '{ productBySlug(slug: "a\\u0000b") { id } }');
    expect(slug.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'INVALID_CHARACTERS', field: 'slug' });
    const contact = await gql(
      url,
      'mutation { sendContactMessage(input: { name: "a\\u0000", email: "a@b.co", subject: "s" }) { status } }',
    );
    expect(contact.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'INVALID_CHARACTERS', field: 'input.name' });
  });

  it('REST: sign-in, contact, JSON and multipart saves name the field; nothing is stored', async () => {
    const before = await counts();
    const productId = (await rest(url, 'GET', '/api/products')).json[0].product_id;
    const refused: Array<[string, () => ReturnType<typeof rest>, string]> = [
      ['login', () => rest(url, 'POST', '/api/login', { username: NUL, password: 'x' }), 'username'],
      ['login password', () => rest(url, 'POST', '/api/login', { username: 'admin', password: NUL }), 'password'],
      ['contact', () => rest(url, 'POST', '/mail', { name: 'Ad', email: 'a@b.co', subject: NUL }), 'subject'],
      [
        'blog',
        () =>
          rest(
            url,
            'POST',
            '/api/blogs',
            { title: NUL, title_en: 'x', summary: 'x', summary_en: 'x', content: 'x', content_en: 'x' },
            token,
          ),
        'title',
      ],
      [
        'product spec value',
        () =>
          rest(
            url,
            'POST',
            '/api/products',
            {
              name: 'Boş Karakter',
              category: 'energy',
              short_description_tr: 'x',
              short_description_en: 'x',
              specifications: [
                { group_name_tr: 'Genel', group_name_en: 'General', specs: [{ name_tr: 'a', name_en: 'a', value_tr: NUL, value_en: 'b' }] },
              ],
            },
            token,
          ),
        'specifications.0.specs.0.value_tr',
      ],
      [
        'product file type',
        () =>
          rest(
            url,
            'POST',
            `/api/product-files/${productId}`,
            form({ file_type_tr: NUL, file_type_en: 'Datasheet', file: [pdfBlob(), 'f.pdf'] }),
            token,
          ),
        'file_type_tr',
      ],
      [
        'application',
        () => rest(url, 'POST', '/api/applications', form({ name: NUL, application: [new Blob(['PK\x03\x04zip']), 'a.zip'] }), token),
        'name',
      ],
      ['document', () => rest(url, 'POST', '/api/documents', form({ name: NUL, file_tr: [pdfBlob(), 'k.pdf'] }), token), 'name'],
    ];
    for (const [label, send, field] of refused) {
      const res = await send();
      expect(res.status, `${label}: ${res.text}`).toBe(400);
      expect(res.json, label).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'INVALID_CHARACTERS', field });
    }
    expect(await counts()).toEqual(before);
  });

  it('REST paths and pages: a NUL in a slug or name is not found (the database is never asked)', async () => {
    const doc = await (await fetch(`${url}/api/openapi.json`)).json();
    const textParams = Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(([path, ops]) =>
      Object.values(ops).flatMap((op) =>
        (op.parameters ?? []).filter((p: any) => p.in === 'path' && p.schema?.type === 'string').map(() => path),
      ),
    );
    expect(textParams).toContain('/api/product/by-slug/{slug}');
    for (const path of new Set(textParams)) {
      const res = await rest(url, 'GET', path.replace(/\{(\w+)\}/g, encodeURIComponent(NUL)), undefined, token);
      expect([400, 404], `${path}: ${res.status} ${res.text.slice(0, 200)}`).toContain(res.status);
    }
    for (const page of ['/products/', '/blog/']) {
      for (const lang of ['tr', 'en'])
        expect((await fetch(`${url}${page}${encodeURIComponent(NUL)}?lang=${lang}`)).status, page + lang).toBe(404);
    }
  });
});

describe('malformed ids answer 404 or 400 with a clear error, never 500 and never another record', () => {
  it('REST: every id in a path, on every method (as the admin, so the id itself is what is refused)', async () => {
    const doc = await (await fetch(`${url}/api/openapi.json`)).json();
    let checked = 0;
    for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      for (const [method, op] of Object.entries(ops)) {
        const params: any[] = (op.parameters ?? []).filter((p: any) => p.in === 'path');
        if (!params.some((p) => p.schema?.type === 'integer')) continue;
        for (const bad of MALFORMED_IDS) {
          const target = path.replace(/\{(\w+)\}/g, (_m, name) => {
            const param = params.find((p) => p.name === name);
            return param?.schema?.type === 'integer' ? encodeURIComponent(bad) : (param?.schema?.enum?.[0] ?? 'x');
          });
          const res = await rest(url, method.toUpperCase(), target, undefined, token);
          expect([400, 404], `${method} ${target}: ${res.status} ${res.text.slice(0, 200)}`).toContain(res.status);
          expect(['NOT_FOUND', 'BAD_USER_INPUT'], `${method} ${target}`).toContain(res.json?.code);
          expect(res.json?.error, `${method} ${target}`).toBeTruthy();
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(18 * MALFORMED_IDS.length);
  });

  it('REST: spellings that Number() reads as an existing id (0x1f is 31) do not reach that record', async () => {
    const productId: number = (await rest(url, 'GET', '/api/products')).json[0].product_id;
    expect((await rest(url, 'GET', `/api/product/${productId}`)).status).toBe(200);
    for (const spelling of [
      `0x${productId.toString(16)}`,
      `${productId}e0`,
      `${productId}.0`,
      ` ${productId}`,
      `+${productId}`,
      `0${productId}`,
    ]) {
      const res = await rest(url, 'GET', `/api/product/${encodeURIComponent(spelling)}`);
      expect(res.status, spelling).toBe(404);
      expect(res.json).toMatchObject({ code: 'NOT_FOUND', error: expect.stringMatching(/id must be a positive whole number/) });
    }
    const files = (await rest(url, 'GET', `/api/product-files/${productId}`)).json;
    expect(files.length).toBeGreaterThan(0);
    const fileId: number = files[0].file_id;
    expect((await fetch(`${url}/api/download/${fileId}`)).status).toBe(200);
    expect((await fetch(`${url}/api/download/0x${fileId.toString(16)}`)).status).toBe(404);
  });

  it('GraphQL: Int arguments are typed; malformed values are BAD_USER_INPUT, unknown ones null or NOT_FOUND', async () => {
    let checked = 0;
    for (const { kind, field } of rootFields().filter((f) => f.kind === 'query')) {
      for (const arg of field.args.filter((a) => getNamedType(a.type).name === 'Int')) {
        for (const bad of ['0x1f', '1e1', ' 1', '00', 1.5, 2147483648]) {
          const res = await call(kind, field, arg.name, bad);
          expect(res.status, `${field.name}(${arg.name}: ${JSON.stringify(bad)})`).toBe(400);
          expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
        }
        for (const unknown of [-1, 0]) {
          const res = await call(kind, field, arg.name, unknown);
          const where = `${field.name}(${arg.name}: ${unknown}): ${JSON.stringify(res.body)}`;
          for (const error of res.body.errors ?? []) expect(['BAD_USER_INPUT', 'NOT_FOUND'], where).toContain(error.extensions.code);
          expect(res.status, where).toBeLessThan(500);
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(10);
  });
});
