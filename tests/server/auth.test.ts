import { getIntrospectionQuery } from 'graphql';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/database.js';
import { eventually } from '../helpers/eventually.js';
import { gql, loginToken } from '../helpers/graphql.js';
import { adminToken, rest } from '../helpers/rest.js';
import { mountedRoutes } from '../helpers/routes.js';
import { ADMIN, removeDir, setAdminPassword, startServer, tempDataDir, type RunningServer } from '../helpers/server.js';

const url = inject('serverUrl');
/** The only mutations anyone may call; every other one needs an admin token. */
const PUBLIC_MUTATIONS = ['login', 'sendContactMessage'];
/** The only REST writes anyone may call; every other mounted route is a read or needs requireAdmin. */
const PUBLIC_REST_WRITES = ['POST /api/login', 'POST /api/quote', 'POST /mail', 'POST /quote'];
const CONTENT = '{ blogs { id } products { id } documents { id } applications { id } }';

describe('authorization is enforced on the server', () => {
  it('login with a wrong password or unknown user fails with INVALID_CREDENTIALS and no token', async () => {
    for (const [u, p] of [
      [ADMIN.username, 'wrong-password'],
      ['nobody', ADMIN.password],
    ]) {
      const res = await gql(url, 'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { token } }', { u, p });
      expect(res.data).toBeNull();
      expect(res.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
    }
  });

  it('after 10 failed sign-ins for one user from one address, even the right password is refused for a while', async () => {
    const login = (u: string, p: string) =>
      gql(url, 'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { token } }', { u, p });
    for (let i = 0; i < 10; i++)
      expect((await login('locked-out', `wrong-${i}`)).errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
    expect((await login('locked-out', 'wrong-again')).errors?.[0]?.extensions?.code).toBe('TOO_MANY_ATTEMPTS');
    const rest = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'locked-out', password: 'x' }),
    });
    expect(rest.status).toBe(429);
    expect(await rest.json()).toMatchObject({ success: false, token: null, code: 'TOO_MANY_ATTEMPTS' });
    // Other accounts are not affected.
    await expect(loginToken(url, ADMIN.username, ADMIN.password)).resolves.toBeTruthy();
  });

  it('every non-public mutation is refused without a token', async () => {
    const schema = (await gql(url, getIntrospectionQuery())).data.__schema;
    const types = new Map<string, any>(schema.types.map((t: any) => [t.name, t]));
    const mutations: any[] = types.get('Mutation').fields;
    const admin = mutations.filter((m) => !PUBLIC_MUTATIONS.includes(m.name));
    expect(admin.length).toBeGreaterThanOrEqual(15);
    for (const mutation of admin) {
      const body = await callWithValidArguments(mutation, types);
      expect(body.errors?.[0]?.extensions?.code, `${mutation.name}: ${JSON.stringify(body)}`).toBe('UNAUTHENTICATED');
      expect(body.data ?? null, mutation.name).toBeNull();
    }
  });

  it('an admin query refuses a forged token and accepts a real one', async () => {
    const forged = await gql(url, '{ dashboardStats { products } }', {}, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwidmVyIjowfQ.forged');
    expect(forged.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const token = await loginToken(url, ADMIN.username, ADMIN.password);
    const ok = await gql(url, '{ dashboardStats { products blogs documents applications } me { username } }', {}, token);
    expect(ok.errors).toBeUndefined();
    expect(ok.data.me.username).toBe(ADMIN.username);
    expect(ok.data.dashboardStats.products).toBeGreaterThanOrEqual(18);
  });

  it('logout ends that sign-in only: its token is refused afterwards, another sign-in goes on', async () => {
    const first = await loginToken(url, ADMIN.username, ADMIN.password);
    const second = await loginToken(url, ADMIN.username, ADMIN.password);
    const me = (token: string) => gql(url, '{ me { username } }', {}, token);
    expect((await me(first)).data.me.username).toBe(ADMIN.username);
    const out = await gql(url, 'mutation { logout }', {}, first);
    expect(out.data.logout).toBe(true);
    expect((await me(first)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(url, 'mutation { logout }', {}, first)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await rest(url, 'DELETE', '/api/blog/999999', undefined, first)).status).toBe(401);
    expect((await me(second)).data.me.username).toBe(ADMIN.username);
  });

  it('an admin mutation works with a token, validates input and changes nothing on bad input', async () => {
    const token = await loginToken(url, ADMIN.username, ADMIN.password);
    // Anonymous reads may be answered from the public query cache: an addition shows within the stale window (an
    // edit), a deletion at the very next request (a removal).
    const count = async () => (await gql(url, '{ products(take: 100) { id } }')).data.products.length;
    const before = await count();
    const bad = await gql(
      url,
      `mutation { createProduct(input: { name: "  ", category: io, shortDescriptionTr: "a", shortDescriptionEn: "b" }) { id } }`,
      {},
      token,
    );
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name', reason: 'REQUIRED' });
    expect(await count()).toBe(before);

    const created = await gql(
      url,
      `mutation($input: ProductInput!) { createProduct(input: $input) { id slug longDescriptionTr specGroups { nameTr specs { valueEn } } } }`,
      {
        input: {
          name: 'Test Ölçüm Şalteri',
          category: 'io',
          shortDescriptionTr: 'Kısa',
          shortDescriptionEn: 'Short',
          longDescriptionTr: '<p onclick="x()">Metin<script>alert(1)</script></p>',
          specGroups: [
            { nameTr: 'Genel', nameEn: 'General', specs: [{ nameTr: 'Gerilim', nameEn: 'Voltage', valueTr: '24 V', valueEn: '24 V' }] },
          ],
        },
      },
      token,
    );
    expect(created.errors).toBeUndefined();
    const p = created.data.createProduct;
    expect(p.slug).toBe('test-olcum-salteri');
    expect(p.longDescriptionTr).toBe('<p>Metin</p>');
    expect(p.specGroups).toEqual([{ nameTr: 'Genel', specs: [{ valueEn: '24 V' }] }]);
    await eventually(async () => expect(await count()).toBe(before + 1));

    const dup = await gql(
      url,
      `mutation { createProduct(input: { name: "Test Ölçüm Şalteri", category: io, shortDescriptionTr: "a", shortDescriptionEn: "b" }) { id } }`,
      {},
      token,
    );
    expect(dup.errors?.[0]?.extensions).toMatchObject({ field: 'slug', reason: 'SLUG_TAKEN' });

    const deleted = await gql(url, 'mutation($id: Int!) { deleteProduct(id: $id) }', { id: p.id }, token);
    expect(deleted.data.deleteProduct).toBe(true);
    expect(await count()).toBe(before);
  });
});

describe('authorization of the REST routes, read from the mounted routers', () => {
  it('every admin REST route answers 401 without a valid token and changes nothing', async () => {
    const admin = (await mountedRoutes()).filter((r) => r.admin);
    expect(admin.length).toBeGreaterThanOrEqual(15);
    const before = await gql(url, CONTENT);
    for (const { method, path } of admin) {
      const concrete = path.replace(/:\w+/g, '1');
      for (const token of [undefined, 'not-a-token']) {
        const res = await rest(url, method, concrete, ['GET', 'DELETE'].includes(method) ? undefined : { name: 'x' }, token);
        expect(res.status, `${method} ${concrete}`).toBe(401);
        expect(res.json.code).toBe('UNAUTHENTICATED');
      }
    }
    expect(await gql(url, CONTENT)).toEqual(before);
  });

  it('every REST route without requireAdmin is a read, POST /mail, POST /api/quote or POST /api/login', async () => {
    const open = (await mountedRoutes()).filter((r) => !r.admin);
    expect(open.some((r) => r.method === 'GET')).toBe(true);
    const writes = open.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`);
    expect(writes.sort()).toEqual(PUBLIC_REST_WRITES);
  });

  it('POST /api/login answers { success, token, user, error }', async () => {
    const bad = await rest(url, 'POST', '/api/login', { username: ADMIN.username, password: 'wrong-one' });
    expect(bad.status).toBe(401);
    expect(bad.json).toMatchObject({
      success: false,
      token: null,
      user: null,
      error: 'Geçersiz kullanıcı adı veya şifre',
      message: 'Geçersiz kullanıcı adı veya şifre',
      code: 'INVALID_CREDENTIALS',
    });
    const en = await rest(url, 'POST', '/api/login?lang=en', { username: ADMIN.username, password: 'wrong-one' });
    expect(en.json).toMatchObject({ success: false, error: 'Invalid username or password', message: 'Invalid username or password' });
    const empty = await rest(url, 'POST', '/api/login', { username: ' ', password: 'x' });
    expect(empty.status).toBe(400);
    expect(empty.json).toMatchObject({
      success: false,
      token: null,
      code: 'BAD_USER_INPUT',
      field: 'username',
      reason: 'REQUIRED',
      error: 'Kullanıcı adı gereklidir.',
    });
    const token = await adminToken(url);
    const me = await gql(url, '{ me { username } }', {}, token);
    expect(me.data.me.username).toBe(ADMIN.username);
  });
});

describe('sessions: tokens are signed HS256, carry exp, and end with logout or a password change', () => {
  // A server of its own with a known secret, so the tests can sign tokens the way an attacker who knew it could not.
  const secret = 'a-known-secret-for-the-session-tests-0123456789';
  const dataDir = tempDataDir();
  let scratch: ScratchDatabase | undefined;
  let env: Record<string, string>;
  let server: RunningServer;
  const me = async (token: string) => (await gql(server.url, '{ me { username } }', {}, token)).errors?.[0]?.extensions?.code ?? 'OK';

  beforeAll(async () => {
    scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
    env = { JWT_SECRET: secret, ...(scratch ? { DATABASE_URL: scratch.url } : {}) };
    server = await startServer({ env, dataDir });
  });

  afterAll(async () => {
    await server?.stop();
    removeDir(dataDir);
    await scratch?.drop();
  });

  it('a correctly signed token without exp is refused, as are alg none, another algorithm and an expired token', async () => {
    const token = await loginToken(server.url, ADMIN.username, ADMIN.password);
    const claims = jwt.decode(token) as jwt.JwtPayload;
    expect(claims).toMatchObject({ sub: expect.any(String), jti: expect.any(String), iat: expect.any(Number), exp: expect.any(Number) });
    const { exp: _exp, ...withoutExp } = claims;
    // The same claims signed again with the server's secret are accepted: only what the case changes is refused.
    expect(await me(jwt.sign(claims, secret, { algorithm: 'HS256' }))).toBe('OK');
    expect(await me(jwt.sign(withoutExp, secret, { algorithm: 'HS256' }))).toBe('UNAUTHENTICATED');
    const { iat: _iat, ...bare } = withoutExp;
    expect(await me(jwt.sign(bare, secret, { algorithm: 'HS256', noTimestamp: true }))).toBe('UNAUTHENTICATED');
    expect(await me(jwt.sign(claims, secret, { algorithm: 'HS512' }))).toBe('UNAUTHENTICATED');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    expect(await me(none)).toBe('UNAUTHENTICATED');
    expect(await me(jwt.sign({ ...claims, iat: claims.iat! - 7200, exp: claims.iat! - 3600 }, secret, { algorithm: 'HS256' }))).toBe(
      'UNAUTHENTICATED',
    );
    expect(await me(token)).toBe('OK');
  });

  it('a password change (npm run admin:password) signs out every earlier token', async () => {
    const before = await loginToken(server.url, ADMIN.username, ADMIN.password);
    expect(await me(before)).toBe('OK');
    await server.stop(); // the embedded database has one owner at a time
    const changed = await setAdminPassword(dataDir, env, 'a-brand-new-password-456');
    expect(changed.code, changed.output).toBe(0);
    server = await startServer({ env, dataDir });
    expect(await me(before)).toBe('UNAUTHENTICATED');
    const old = await gql(server.url, 'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { token } }', {
      u: ADMIN.username,
      p: ADMIN.password,
    });
    expect(old.errors?.[0]?.extensions?.code).toBe('INVALID_CREDENTIALS');
    expect(await me(await loginToken(server.url, ADMIN.username, 'a-brand-new-password-456'))).toBe('OK');
  });
});

/**
 * Calls a mutation with well-formed values for every required argument (uploads sent as real multipart
 * files), so the only reason left to refuse it is authorization.
 */
async function callWithValidArguments(mutation: any, types: Map<string, any>): Promise<any> {
  const uploads: string[] = [];
  const variables: Record<string, unknown> = {};
  const defs: string[] = [];
  for (const arg of mutation.args.filter((a: any) => a.type.kind === 'NON_NULL')) {
    defs.push(`$${arg.name}: ${typeRef(arg.type)}`);
    variables[arg.name] = valueFor(arg.type, types, `variables.${arg.name}`, uploads);
  }
  const ret = unwrap(mutation.type);
  const selection = ret.kind === 'OBJECT' ? ' { __typename }' : '';
  const call = defs.length
    ? `(${mutation.args
        .filter((a: any) => a.type.kind === 'NON_NULL')
        .map((a: any) => `${a.name}: $${a.name}`)
        .join(', ')})`
    : '';
  const query = `mutation M${defs.length ? `(${defs.join(', ')})` : ''} { ${mutation.name}${call}${selection} }`;
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables }));
  form.append('map', JSON.stringify(Object.fromEntries(uploads.map((path, i) => [String(i), [path]]))));
  uploads.forEach((_, i) => form.append(String(i), new Blob(['%PDF-1.4 test']), 'test.pdf'));
  const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'apollo-require-preflight': 'true' }, body: form });
  return res.json();
}

function unwrap(type: any): any {
  return type.ofType ? unwrap(type.ofType) : type;
}

function typeRef(type: any): string {
  if (type.kind === 'NON_NULL') return `${typeRef(type.ofType)}!`;
  if (type.kind === 'LIST') return `[${typeRef(type.ofType)}]`;
  return type.name;
}

function valueFor(type: any, types: Map<string, any>, path: string, uploads: string[]): unknown {
  if (type.kind === 'NON_NULL') return valueFor(type.ofType, types, path, uploads);
  if (type.kind === 'LIST') return [];
  if (type.name === 'Upload') {
    uploads.push(path);
    return null;
  }
  if (type.name === 'Int') return 1;
  if (type.name === 'Boolean') return true;
  if (type.name === 'DateTimeISO') return new Date().toISOString();
  if (type.name === 'JSONObject') return {};
  const named = types.get(type.name);
  if (named?.kind === 'ENUM') return named.enumValues[0].name;
  if (named?.kind === 'INPUT_OBJECT') {
    return Object.fromEntries(
      named.inputFields
        .filter((f: any) => f.type.kind === 'NON_NULL')
        .map((f: any) => [f.name, valueFor(f.type, types, `${path}.${f.name}`, uploads)]),
    );
  }
  return 'x';
}
