// Trusted documents: the site's operations are known to the server by the hashes codegen made
// at build time, run from GET requests that carry only the hash; nothing can be registered at run time; any other
// query stays open to integrators.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { root } from '../helpers/server.js';

const url = inject('serverUrl');
/** Public pages' and the admin's documents are generated apart (codegen.ts); the server knows both. */
const OUTPUTS = ['client/graphql', 'client/graphql/admin'];
const manifests = OUTPUTS.map(
  (dir) => JSON.parse(readFileSync(path.join(root, dir, 'persisted-documents.json'), 'utf8')) as Record<string, string>,
);
const manifest = Object.assign({}, ...manifests) as Record<string, string>;
const hashOf = (name: string) => Object.entries(manifest).find(([, doc]) => new RegExp(`\\bquery ${name}\\b`).test(doc))![0];

const byHash = (operationName: string, hash: string, variables: Record<string, unknown> = {}) => {
  const params = new URLSearchParams({
    operationName,
    variables: JSON.stringify(variables),
    extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }),
  });
  return fetch(`${url}/graphql?${params}`, { headers: { 'apollo-require-preflight': 'true' } });
};
const post = (body: unknown) =>
  fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('trusted documents', () => {
  it('every hash of the build-time manifest is the sha256 of its document, and the site has them all', () => {
    const hashes = Object.keys(manifest);
    expect(hashes.length).toBeGreaterThan(20);
    for (const [hash, doc] of Object.entries(manifest)) expect(hash).toBe(`sha256:${createHash('sha256').update(doc).digest('hex')}`);
    OUTPUTS.forEach((dir, i) => {
      const generated = readFileSync(path.join(root, dir, 'graphql.ts'), 'utf8');
      for (const hash of Object.keys(manifests[i])) expect(generated).toContain(hash);
    });
    // Each bundle carries only its own operations: no admin document in the public pages' module.
    expect(Object.values(manifests[0]).some((doc) => /\b(query|mutation) Admin/.test(doc))).toBe(false);
    expect(Object.values(manifests[1]).every((doc) => /\b(query|mutation) Admin/.test(doc))).toBe(true);
  });

  it('a GET with only the hash runs the known document, answers as the full text would, and is kept', async () => {
    const hash = hashOf('SiteProducts');
    const res = await byHash('SiteProducts', hash);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.errors).toBeUndefined();
    expect(body.data.products.length).toBeGreaterThan(0);
    expect(body).toEqual(await (await post({ query: manifest[hash], operationName: 'SiteProducts' })).json());
    const again = await byHash('SiteProducts', hash);
    expect(again.headers.get('x-query-cache')).toBe('HIT');
    expect(again.headers.get('etag')).toBeTruthy();

    const bySlug = await (await byHash('SiteProductBySlug', hashOf('SiteProductBySlug'), { slug: body.data.products[0].slug })).json();
    expect(bySlug.data.productBySlug.name).toBe(body.data.products[0].name);
  });

  it('an unknown hash is PERSISTED_QUERY_NOT_FOUND, and sending a text with a hash registers nothing', async () => {
    const query = '{ productCategories } # trusted-documents test';
    const madeUp = createHash('sha256').update(query).digest('hex');
    const unknown = await (await byHash('X', madeUp)).json();
    expect(unknown.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    // What an automatic-persisted-queries client does next: the text with its hash. It runs, like any query...
    const withText = await (await post({ query, extensions: { persistedQuery: { version: 1, sha256Hash: madeUp } } })).json();
    expect(withText.errors, JSON.stringify(withText)).toBeUndefined();
    expect(withText.data.productCategories.length).toBe(6);
    // ...and is not remembered.
    expect((await (await byHash('X', madeUp)).json()).errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it("integrators' own queries stay open (under the query limits)", async () => {
    const res = await (await post({ query: '{ products(take: 2) { name specGroups { nameEn } } }' })).json();
    expect(res.data.products).toHaveLength(2);
  });
});
