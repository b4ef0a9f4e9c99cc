// Query limits (server/graphql/limits.ts) on every GraphQL request, anonymous or signed in: an over-budget request is
// refused while it is parsed or validated, so no resolver runs; the site's own operations all pass; field suggestions
// are hidden (the test server runs in production mode); introspection stays on. A junk token does not get around
// the public query cache.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { addTypenameToDocument } from '@apollo/client/utilities';
import {
  getIntrospectionQuery,
  Kind,
  parse,
  print,
  visit,
  type DefinitionNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, inject, it } from 'vitest';
import { gql, loginToken } from '../helpers/graphql.js';
import { ADMIN, root } from '../helpers/server.js';

const url = inject('serverUrl');
const LIMIT_CODES = ['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED'];
const CONTACT = '{ name: "Limit", email: "limit@example.com", subject: "limits" }';

async function post(query: string, token?: string, variables: Record<string, unknown> = {}) {
  const started = performance.now();
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const text = await res.text();
  return { status: res.status, ms: performance.now() - started, bytes: text.length, headers: res.headers, body: JSON.parse(text) };
}

async function contactCount(token: string): Promise<number> {
  return (await gql(url, '{ contactMessageCount }', {}, token)).data.contactMessageCount;
}

/** Expects a 400 naming the limit, with no data: the request never reached execution. */
function expectRefused(res: Awaited<ReturnType<typeof post>>, limit: string, message: RegExp) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.data, 'no data: nothing ran').toBeUndefined();
  expect(res.body.errors[0].extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', limit });
  expect(res.body.errors[0].message).toMatch(message);
}

/** Every operation in client/**\/*.graphql (also what server-side rendering runs), with the fragments it uses. */
function siteOperations(): Array<{ name: string; kind: string; source: string }> {
  const files = (function walk(dir: string): string[] {
    return readdirSync(dir).flatMap((entry) => {
      const full = path.join(dir, entry);
      return statSync(full).isDirectory() ? walk(full) : entry.endsWith('.graphql') ? [full] : [];
    });
  })(path.join(root, 'client'));
  const definitions: DefinitionNode[] = files.flatMap((file) => parse(readFileSync(file, 'utf8')).definitions);
  const fragments = new Map(
    definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
  );
  return definitions
    .filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
    .map((operation) => {
      const used = new Set<string>();
      const pending: DefinitionNode[] = [operation];
      while (pending.length) {
        visit(pending.pop()!, {
          FragmentSpread(node) {
            if (used.has(node.name.value)) return;
            used.add(node.name.value);
            pending.push(fragments.get(node.name.value)!);
          },
        });
      }
      // As Apollo Client sends it: with __typename added to every selection.
      const document = addTypenameToDocument({ kind: Kind.DOCUMENT, definitions: [operation, ...[...used].map((n) => fragments.get(n)!)] });
      return { name: operation.name!.value, kind: operation.operation, source: print(document) };
    });
}

describe('every GraphQL request is held to the query limits', () => {
  it('the measured attack (500 aliases of products with files and specifications) is refused at once, not run', async () => {
    const attack = `{ ${Array.from({ length: 500 }, (_, i) => `a${i}: products { files { id } specGroups { specs { id } } }`).join(' ')} }`;
    for (const token of [undefined, await loginToken(url, ADMIN.username, ADMIN.password)]) {
      const res = await post(attack, token);
      expect(res.status).toBe(400);
      expect(LIMIT_CODES).toContain(res.body.errors[0].extensions.code);
      expect(res.body.data).toBeUndefined();
      // It ran 25.8 s and answered 8.9 MB before the limits: now a short error, long before any resolver could finish.
      expect(res.ms).toBeLessThan(1000);
      expect(res.bytes).toBeLessThan(2000);
    }
  });

  it('too many aliases, too high a cost, too many directives: refused with the limit named, before any resolver runs', async () => {
    const token = await loginToken(url, ADMIN.username, ADMIN.password);
    const before = await contactCount(token);
    const aliases = Array.from({ length: 6 }, (_, i) => `m${i}: sendContactMessage(input: ${CONTACT}) { status }`).join(' ');
    expectRefused(await post(`mutation { ${aliases} }`), 'maxAliases', /Aliases limit of 5 exceeded, found 6/);
    // 2 + 1.5 per scalar: 340 selections cost 512 (the site's heaviest operation costs 97).
    expectRefused(
      await post(`mutation { sendContactMessage(input: ${CONTACT}) { ${'status '.repeat(340)} } }`, token),
      'maxCost',
      /Cost limit of 500 exceeded/,
    );
    expectRefused(
      await post(`mutation { sendContactMessage(input: ${CONTACT}) { ${'status @include(if: true) '.repeat(21)} } }`),
      'maxDirectives',
      /Directives limit of 20 exceeded, found 21/,
    );
    // The resolver stores a message: none was stored.
    expect(await contactCount(token)).toBe(before);
  });

  it('a list costs by its take: five aliased lists of 100 products with files and specifications are refused, of 10 they run', async () => {
    const lists = (take: string) =>
      Array.from({ length: 5 }, (_, i) => `a${i}: products(take: ${take}) { files { id } specGroups { specs { id } } }`).join(' ');
    expectRefused(await post(`{ ${lists('100')} }`), 'maxCost', /Cost limit of 500 exceeded/);
    // A take given as a variable counts as much; no take is the default, the longest page.
    expectRefused(await post(`query($take: Int) { ${lists('$take')} }`, undefined, { take: 100 }), 'maxCost', /Cost limit of 500 exceeded/);
    expectRefused(
      await post(`{ ${Array.from({ length: 5 }, (_, i) => `a${i}: products { files { id } specGroups { specs { id } } }`).join(' ')} }`),
      'maxCost',
      /Cost limit/,
    );
    const small = await post(`query($take: Int) { ${lists('$take')} }`, undefined, { take: 10 });
    expect([small.status, small.body.errors], JSON.stringify(small.body.errors)).toEqual([200, undefined]);
    expect(small.body.data.a4.length).toBeGreaterThan(0);
  });

  it('too deep a query is refused with the limit named', async () => {
    const nested = (depth: number): string => (depth === 0 ? 'name' : `ofType { ${nested(depth - 1)} }`);
    expectRefused(
      await post(`{ __type(name: "Product") { fields { type { ${nested(6)} } } } }`),
      'maxDepth',
      /depth limit of 8 exceeded, found 10/,
    );
    // One level less passes: the limit, not the query's shape, refused it.
    expect((await post(`{ __type(name: "Product") { fields { type { ${nested(4)} } } } }`)).body.errors).toBeUndefined();
  });

  it('a document of more than 1000 tokens is refused while it is parsed', async () => {
    const token = await loginToken(url, ADMIN.username, ADMIN.password);
    const before = await contactCount(token);
    const res = await post(`mutation { sendContactMessage(input: ${CONTACT}) { ${'__typename '.repeat(1000)} } }`);
    expect(res.status).toBe(400);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(res.body.errors[0].message).toMatch(/more th\w+ 1000 tokens/);
    expect(await contactCount(token)).toBe(before);
  });

  it('a batch of operations in one request is refused (it would multiply every limit)', async () => {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ productCategories }' }, { query: '{ productCategories }' }]),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/batching/i);
  });

  it('every operation the site sends passes the limits (as Apollo Client sends it, with __typename)', async () => {
    const operations = siteOperations();
    expect(operations.length).toBeGreaterThanOrEqual(30);
    expect(operations.map((o) => o.name)).toEqual(
      expect.arrayContaining(['SiteProducts', 'SiteProductBySlug', 'AdminProduct', 'AdminLogin']),
    );
    const token = await loginToken(url, ADMIN.username, ADMIN.password);
    for (const operation of operations) {
      // GET: queries run as the admin; a mutation is parsed and validated, then refused (405) before it executes.
      const params = new URLSearchParams({ query: operation.source, operationName: operation.name });
      const res = await fetch(`${url}/graphql?${params}`, {
        headers: { 'apollo-require-preflight': 'true', authorization: `Bearer ${token}` },
      });
      const body = await res.json();
      const codes = (body.errors ?? []).map((e: any) => e.extensions?.code);
      expect(
        codes.filter((c: string) => LIMIT_CODES.includes(c)),
        `${operation.name}: ${JSON.stringify(body.errors)}`,
      ).toEqual([]);
      if (operation.kind === 'mutation') expect(res.status, operation.name).toBe(405);
      else expect(codes, operation.name).not.toContain('INTERNAL_SERVER_ERROR');
    }
  });

  it('introspection stays on for integrators, anonymous too', async () => {
    const res = await post(getIntrospectionQuery());
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.__schema.types.map((t: any) => t.name)).toEqual(expect.arrayContaining(['Query', 'Mutation', 'Product']));
  });

  it('field and enum suggestions ("Did you mean …?") are hidden in production', async () => {
    const field = await post('{ products { nam } }');
    expect(field.body.errors[0].message).toMatch(/Cannot query field "nam" on type "Product"/);
    const literal = await post('{ products(category: energi) { id } }');
    const variable = await post('query($c: ProductCategory) { products(category: $c) { id } }', undefined, { c: 'energi' });
    const input = await post('mutation { sendContactMessage(input: { nme: "x", email: "a@b.co", subject: "s" }) { status } }');
    for (const res of [field, literal, variable, input]) {
      expect(res.body.errors.length, JSON.stringify(res.body)).toBeGreaterThan(0);
      for (const error of res.body.errors) expect(error.message).not.toMatch(/did you mean|"energy"|"name"/i);
    }
  });
});

describe('the public query cache', () => {
  const cacheState = async (token?: string) =>
    (await post(`query LimitsCache { productCategories } # ${marker}`, token)).headers.get('x-query-cache');
  const marker = Math.random().toString(36).slice(2);

  it('a junk, forged or revoked token is anonymous: it cannot get around the cache; an administrator is never served from it', async () => {
    expect(await cacheState()).toBe('MISS');
    expect(await cacheState()).toBe('HIT');
    expect(await cacheState('junk')).toBe('HIT');
    expect(await cacheState('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwidmVyIjowfQ.forged')).toBe('HIT');
    const revoked = await loginToken(url, ADMIN.username, ADMIN.password);
    expect((await gql(url, 'mutation { logout }', {}, revoked)).data.logout).toBe(true);
    expect(await cacheState(revoked)).toBe('HIT');
    // A valid administrator token neither reads nor fills the cache.
    expect(await cacheState(await loginToken(url, ADMIN.username, ADMIN.password))).toBeNull();
  });
});
