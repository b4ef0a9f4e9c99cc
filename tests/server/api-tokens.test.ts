// Integrators' tokens: an administrator makes one (shown once, only its SHA-256 kept); it acts over GraphQL and REST
// within its scopes alone (an ERP reads drafts and writes specifications, nothing else), every mutation of the schema
// answering as the scope table says; its writes are logged under its name; it expires and is revoked at once (on every
// process, on the PostgreSQL server); it has a request budget of its own, said in RateLimit headers, 429 past it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS, scopeGrant, type ApiScopeName } from '../../server/shared/access-policy.js';
import { gql, loginToken, type GraphQLResponse } from '../helpers/graphql.js';
import { sampleMutations } from '../helpers/operations.js';
import { rest } from '../helpers/rest.js';
import { ADMIN, startIsolatedServer, startProcesses } from '../helpers/server.js';

const CREATE =
  'mutation($i: CreateApiTokenInput!) { createApiToken(input: $i) { token apiToken { id name scopes prefix expiresAt createdBy { username } } } }';
const REVOKE = 'mutation($id: Int!) { revokeApiToken(id: $id) { id revokedAt } }';
const PRODUCT =
  'id name category publishedAt shortDescriptionTr shortDescriptionEn specGroups { nameTr nameEn specs { nameTr nameEn valueTr valueEn } }';
const errorOf = (res: GraphQLResponse) => res.errors?.[0]?.extensions;

async function makeToken(url: string, admin: string, name: string, scopes: ApiScopeName[], expiresAt?: string) {
  const res = await gql(url, CREATE, { i: { name, scopes, expiresAt } }, admin);
  expect(res.errors).toBeUndefined();
  return res.data.createApiToken as { token: string; apiToken: { id: number; prefix: string } };
}

describe('API tokens', () => {
  let handle: Awaited<ReturnType<typeof startIsolatedServer>>;
  let url: string;
  let admin: string;

  beforeAll(async () => {
    handle = await startIsolatedServer({ API_TOKEN_LIMIT: '2000/1m' });
    url = handle.server.url;
    admin = await loginToken(url, ADMIN.username, ADMIN.password);
  });
  afterAll(() => handle?.stop());

  it('is shown once and kept only as its SHA-256; the list says who made it, its scopes and its last use', async () => {
    const { token, apiToken } = await makeToken(url, admin, 'ERP', ['CATALOGUE_READ_DRAFTS', 'CATALOGUE_WRITE']);
    expect(token).toMatch(/^et_[A-Za-z0-9_-]{43}$/);
    expect(token.startsWith(apiToken.prefix)).toBe(true);
    const stored = await handle.sql('select token_hash from api_token where id = $1', [apiToken.id]);
    expect(stored.rows[0].token_hash).not.toContain(token.slice(3));
    expect(JSON.stringify(stored.rows)).not.toContain(token);
    await gql(url, '{ products(take: 1) { id } }', {}, token);
    const list = await gql(url, '{ apiTokens { name scopes createdBy { username } lastUsedAt lastUsedIp revokedAt } }', {}, admin);
    expect(list.data.apiTokens[0]).toMatchObject({ name: 'ERP', createdBy: { username: ADMIN.username }, lastUsedIp: expect.any(String) });
    expect(list.data.apiTokens[0].lastUsedAt).toBeTruthy();
    // Bad input changes nothing.
    expect(errorOf(await gql(url, CREATE, { i: { name: ' ', scopes: ['CATALOGUE_WRITE'] } }, admin))).toMatchObject({
      field: 'name',
      reason: 'REQUIRED',
    });
    expect(errorOf(await gql(url, CREATE, { i: { name: 'x', scopes: [] } }, admin))).toMatchObject({ field: 'scopes', reason: 'REQUIRED' });
    const past = await gql(url, CREATE, { i: { name: 'x', scopes: ['CATALOGUE_WRITE'], expiresAt: '2020-01-01T00:00:00Z' } }, admin);
    expect(errorOf(past)).toMatchObject({ field: 'expiresAt', reason: 'IN_THE_PAST' });
    expect((await gql(url, '{ apiTokens { id } }', {}, admin)).data.apiTokens).toHaveLength(1);
  });

  it('an ERP token reads drafts and writes specifications, over GraphQL and REST, logged under its name', async () => {
    const { token } = await makeToken(url, admin, 'ERP sync', ['CATALOGUE_READ_DRAFTS', 'CATALOGUE_WRITE']);
    const draft = await gql(
      url,
      `mutation { createProduct(input: { name: "ERP Ölçer", category: io, shortDescriptionTr: "K", shortDescriptionEn: "S" }) { id status } }`,
      {},
      token,
    );
    expect(draft.data.createProduct.status).toBe('DRAFT');
    const drafts = await gql(url, '{ products(status: DRAFT, take: 50) { id } }', {}, token);
    expect(drafts.data.products.map((p: { id: number }) => p.id)).toContain(draft.data.createProduct.id);

    const p = (await gql(url, `{ products(status: PUBLISHED, take: 1) { ${PRODUCT} } }`, {}, token)).data.products[0];
    const specGroups = structuredClone(p.specGroups);
    specGroups[0].specs[0].valueTr = '48 V';
    specGroups[0].specs[0].valueEn = '48 V';
    const input = {
      name: p.name,
      category: p.category,
      shortDescriptionTr: p.shortDescriptionTr,
      shortDescriptionEn: p.shortDescriptionEn,
      specGroups,
    };
    const saved = await gql(
      url,
      `mutation($id: Int!, $i: ProductInput!) { updateProduct(id: $id, input: $i) { ${PRODUCT} } }`,
      { id: p.id, i: input },
      token,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data.updateProduct.specGroups[0].specs[0].valueTr).toBe('48 V');
    expect(saved.data.updateProduct.publishedAt).toBe(p.publishedAt);
    const viaRest = await rest(
      url,
      'PUT',
      `/api/product/${p.id}`,
      { name: p.name, category: p.category, short_description_tr: p.shortDescriptionTr, short_description_en: 'From the ERP' },
      token,
    );
    expect(viaRest.status, viaRest.text).toBe(200);

    const log = await gql(url, '{ auditEntries(filter: { entityType: "Product" }, take: 3) { adminId adminUsername via } }', {}, admin);
    expect(log.data.auditEntries[0]).toMatchObject({ adminId: null, adminUsername: 'API: ERP sync', via: 'rest' });
    expect(log.data.auditEntries[1]).toMatchObject({ adminUsername: 'API: ERP sync', via: 'graphql' });
  });

  it('and nothing else: publishing, accounts, tokens, webhooks, messages, one’s own account are FORBIDDEN, named', async () => {
    const { token } = await makeToken(url, admin, 'ERP only', ['CATALOGUE_READ_DRAFTS', 'CATALOGUE_WRITE']);
    for (const [query, operation] of [
      ['mutation { publishProduct(id: 1) { id } }', 'publishProduct'],
      ['{ adminUsers { id } }', 'adminUsers'],
      ['{ apiTokens { id } }', 'apiTokens'],
      ['mutation { createApiToken(input: { name: "more", scopes: [MESSAGES_READ] }) { token } }', 'createApiToken'],
      ['{ webhooks { id } }', 'webhooks'],
      ['{ contactMessages { id } }', 'contactMessages'],
      ['{ me { id } }', 'me'],
      ['mutation { updateMyProfile(input: { displayName: "x" }) { id } }', 'updateMyProfile'],
      ['mutation { inviteAdminUser(input: { email: "x@example.com", role: ADMINISTRATOR }) { id } }', 'inviteAdminUser'],
    ] as const) {
      expect(errorOf(await gql(url, query, {}, token)), operation).toMatchObject({ code: 'FORBIDDEN', operation });
    }
    expect((await rest(url, 'DELETE', '/api/product/1', undefined, token)).json).toMatchObject({ code: 'FORBIDDEN' });
    expect((await rest(url, 'GET', '/api/contact-messages.csv', undefined, token)).status).toBe(403);
    // A token without the drafts scope reads what visitors read.
    const writer = await makeToken(url, admin, 'Writer', ['CONTENT_WRITE']);
    expect((await gql(url, '{ products(status: DRAFT) { id } }', {}, writer.token)).data.products).toEqual([]);
    const messages = await makeToken(url, admin, 'Inbox', ['MESSAGES_READ']);
    expect(errorOf(await gql(url, '{ contactMessages { id } }', {}, messages.token))).toBeUndefined();
  });

  for (const scopes of [['CATALOGUE_READ_DRAFTS', 'CATALOGUE_WRITE'], ['CONTENT_WRITE'], ['MESSAGES_READ']] as ApiScopeName[][]) {
    it(`${scopes.join(' + ')}: every mutation of the schema is FORBIDDEN, naming it, exactly where the scope table says no`, async () => {
      const { token } = await makeToken(url, admin, `Table ${scopes.join(' ')}`, scopes);
      const wrong: string[] = [];
      for (const operation of sampleMutations()) {
        const anyone = (OPERATIONS as Record<string, string>)[operation.name] === 'anyone';
        const error = errorOf(await operation.call(token, url));
        const refused = error?.code === 'FORBIDDEN' && error.operation === operation.name;
        if (refused !== (!anyone && scopeGrant(scopes, operation.name) === 'no'))
          wrong.push(`${operation.name}: ${JSON.stringify(error ?? 'done')}`);
      }
      expect(wrong).toEqual([]);
    });
  }

  it('is refused once expired, and at once when revoked', async () => {
    const soon = await makeToken(url, admin, 'Short', ['MESSAGES_READ'], new Date(Date.now() + 1500).toISOString());
    expect(errorOf(await gql(url, '{ contactMessages { id } }', {}, soon.token))).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(errorOf(await gql(url, '{ contactMessages { id } }', {}, soon.token))?.code).toBe('UNAUTHENTICATED');

    const revoked = await makeToken(url, admin, 'Revoked', ['MESSAGES_READ']);
    expect((await gql(url, REVOKE, { id: revoked.apiToken.id }, admin)).data.revokeApiToken.revokedAt).toBeTruthy();
    expect(errorOf(await gql(url, '{ contactMessages { id } }', {}, revoked.token))?.code).toBe('UNAUTHENTICATED');
    expect((await rest(url, 'GET', '/api/contact-messages.csv', undefined, revoked.token)).status).toBe(401);
  });

  it('has a budget of its own: RateLimit headers on every answer, 429 with Retry-After past it, other tokens unaffected', async () => {
    const limited = await startIsolatedServer({ API_TOKEN_LIMIT: '3/1m' });
    try {
      const u = limited.server.url;
      const a = await loginToken(u, ADMIN.username, ADMIN.password);
      const first = await makeToken(u, a, 'Busy', ['CATALOGUE_READ_DRAFTS']);
      const other = await makeToken(u, a, 'Quiet', ['CATALOGUE_READ_DRAFTS']);
      const call = (token: string) =>
        fetch(`${u}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ query: '{ productCount }' }),
        });
      for (const left of [2, 1, 0]) {
        const res = await call(first.token);
        expect(res.status).toBe(200);
        expect(res.headers.get('ratelimit-policy')).toBe('"token";q=3;w=60');
        expect(res.headers.get('ratelimit')).toMatch(new RegExp(`^"token";r=${left};t=\\d+$`));
      }
      const refused = await call(first.token);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await refused.json()) as GraphQLResponse).errors?.[0].extensions?.code).toBe('TOO_MANY_ATTEMPTS');
      const viaRest = await rest(u, 'GET', '/api/products.csv', undefined, first.token);
      expect([viaRest.status, viaRest.headers.get('retry-after') !== null]).toEqual([429, true]);
      expect((await call(other.token)).status).toBe(200);
      // A person's session has no such headers.
      expect(
        (await fetch(`${u}/graphql?query=%7BproductCount%7D`, { headers: { authorization: `Bearer ${a}` } })).headers.get('ratelimit'),
      ).toBeNull();
    } finally {
      await limited.stop();
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('API tokens across processes (PostgreSQL server)', () => {
  it('a token revoked on one process is refused by the other at its next request', async () => {
    const { servers, stop } = await startProcesses(2);
    try {
      const [a, b] = servers;
      const admin = await loginToken(a.url, ADMIN.username, ADMIN.password);
      const { token, apiToken } = await makeToken(a.url, admin, 'Shared', ['MESSAGES_READ']);
      expect(errorOf(await gql(b.url, '{ contactMessages { id } }', {}, token))).toBeUndefined();
      await gql(a.url, REVOKE, { id: apiToken.id }, admin);
      expect(errorOf(await gql(b.url, '{ contactMessages { id } }', {}, token))?.code).toBe('UNAUTHENTICATED');
    } finally {
      await stop();
    }
  });
});
