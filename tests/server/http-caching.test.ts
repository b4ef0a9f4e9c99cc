// HTTP caching: ETag and 304 for pages and API reads, kept answers sent from the front of the chain
// with the headers they were made with, immutable hashed assets, compressed text.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { eventually } from '../helpers/eventually.js';
import { loginToken } from '../helpers/graphql.js';
import { rest } from '../helpers/rest.js';
import { ADMIN, root } from '../helpers/server.js';

const url = inject('serverUrl');
const BR = { 'accept-encoding': 'br, gzip' };

async function get(pathname: string, headers: Record<string, string> = {}) {
  const res = await fetch(url + pathname, { headers: { ...BR, ...headers } });
  return { res, body: await res.text() };
}

const graphqlPost = (query: string, headers: Record<string, string> = {}) =>
  fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...BR, ...headers },
    body: JSON.stringify({ query }),
  });

describe('HTTP caching', () => {
  it('a page carries an ETag and max-age=0 (a CDN may keep it a minute: no purge address here); the same ETag answers 304 with no body; the kept copy has the same security headers', async () => {
    const first = await get('/?http-caching=page');
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60');
    expect(first.res.headers.get('content-encoding')).toBe('br');
    const etag = first.res.headers.get('etag');
    expect(etag).toMatch(/^W\/"[\w-]{20,}"$/);

    const again = await get('/?http-caching=page');
    expect(again.res.headers.get('x-page-cache')).toBe('HIT');
    expect(again.res.headers.get('etag')).toBe(etag);
    expect(again.body).toBe(first.body);
    for (const header of ['content-security-policy', 'x-content-type-options', 'strict-transport-security', 'content-type', 'vary']) {
      expect(again.res.headers.get(header), header).toBe(first.res.headers.get(header));
    }
    expect(again.res.headers.get('vary')).toMatch(/Cookie/);
    expect(again.res.headers.get('vary')).toMatch(/Accept-Encoding/);

    const revalidated = await get('/?http-caching=page', { 'if-none-match': etag! });
    expect(revalidated.res.status).toBe(304);
    expect(revalidated.body).toBe('');
    // The English page is another answer, with another ETag.
    const english = await get('/?http-caching=page', { cookie: 'language=en' });
    expect(english.res.headers.get('etag')).not.toBe(etag);
    expect(english.body).toContain('lang="en"');
  });

  it('a REST read is kept and revalidated; an addition gives a new body and ETag within seconds, a deletion at once', async () => {
    // A URL of this run only (an unknown parameter, ignored by the route): no earlier test has had it kept.
    const list = `/api/products?run=${Date.now()}`;
    const first = await get(list);
    expect(first.res.headers.get('x-response-cache')).toBe('MISS');
    const etag = first.res.headers.get('etag')!;
    expect(etag).toBeTruthy();
    expect((await get(list)).res.headers.get('x-response-cache')).toBe('HIT');
    expect((await get(list, { 'if-none-match': etag })).res.status).toBe(304);

    const token = await loginToken(url, ADMIN.username, ADMIN.password);
    const name = `ETag Ölçer ${Date.now()}`;
    const created = await rest(
      url,
      'POST',
      '/api/products',
      { name, category: 'energy', short_description_tr: 'Kısa', short_description_en: 'Short' },
      token,
    );
    expect(created.status).toBe(201);
    const names = (body: string) => JSON.parse(body).map((p: { product_name: string }) => p.product_name);
    let deleted = false;
    try {
      // An addition is an edit: the kept list may answer (304, marked STALE) while it is made again.
      await eventually(async () => {
        const after = await get(list, { 'if-none-match': etag });
        expect(after.res.status).toBe(200);
        expect(after.res.headers.get('etag')).not.toBe(etag);
        expect(names(after.body)).toContain(name);
      });
      const removed = await rest(url, 'DELETE', `/api/product/${created.json.product_id}`, undefined, token);
      expect(removed.status).toBe(200);
      deleted = true;
      // A deletion is a removal: the very next request no longer lists it.
      expect(names((await get(list)).body)).not.toContain(name);
    } finally {
      if (!deleted) await rest(url, 'DELETE', `/api/product/${created.json.product_id}`, undefined, token);
    }
  });

  it('an anonymous GraphQL query is kept (POST and GET); a signed-in one and a mutation never are', async () => {
    const query = '{ productCategories } # http-caching';
    const first = await graphqlPost(query);
    expect(first.headers.get('x-query-cache')).toBe('MISS');
    const again = await graphqlPost(query);
    expect(again.headers.get('x-query-cache')).toBe('HIT');
    expect(await again.json()).toEqual(await first.json());
    expect((await graphqlPost(query, { 'if-none-match': again.headers.get('etag')! })).status).toBe(304);

    const byGet = `/graphql?query=${encodeURIComponent(query)}`;
    const viaGet = await get(byGet, { 'apollo-require-preflight': 'true' });
    expect(viaGet.res.status).toBe(200);
    const getEtag = viaGet.res.headers.get('etag')!;
    expect((await get(byGet, { 'apollo-require-preflight': 'true', 'if-none-match': getEtag })).res.status).toBe(304);

    const token = await loginToken(url, ADMIN.username, ADMIN.password);
    const signedIn = await graphqlPost(query, { authorization: `Bearer ${token}` });
    expect(signedIn.headers.get('x-query-cache')).toBeNull();
    expect(signedIn.headers.get('etag')).not.toBe(again.headers.get('etag'));

    const mutation = 'mutation HttpCachingLogout { logout }';
    for (let i = 0; i < 2; i += 1) expect((await graphqlPost(mutation)).headers.get('x-query-cache')).toBeNull();
  });

  it('an answer that is not kept (signed in) is compressed in the encoding the client takes, and reads the same', async () => {
    const token = await loginToken(url, ADMIN.username, ADMIN.password);
    const query = '{ products(take: 30) { id name slug shortDescriptionTr shortDescriptionEn } }';
    const answers = [];
    for (const [accepts, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const res = await graphqlPost(query, { authorization: `Bearer ${token}`, 'accept-encoding': accepts });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-query-cache')).toBeNull();
      expect(res.headers.get('content-encoding'), accepts).toBe(encoding);
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      const body = await res.json();
      expect(JSON.stringify(body).length).toBeGreaterThan(1024);
      answers.push(body);
    }
    expect(answers[0].data.products.length).toBeGreaterThan(0);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    // Under a kilobyte it goes as it is.
    const small = await graphqlPost('{ productCategories }', { authorization: `Bearer ${token}` });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect((await small.json()).data.productCategories.length).toBeGreaterThan(0);
  });

  it('a kept GraphQL answer goes only to requests Apollo would answer alike: the media type follows Accept, a GET without CSRF headers is refused', async () => {
    const query = `{ productCategories } # http-caching accept ${Date.now()}`;
    const asked = async (accept: string) => {
      const res = await graphqlPost(query, { accept });
      return {
        type: res.headers.get('content-type'),
        vary: res.headers.get('vary'),
        cache: res.headers.get('x-query-cache'),
        body: await res.json(),
      };
    };
    const modern = await asked('application/graphql-response+json');
    expect(modern.type).toMatch(/^application\/graphql-response\+json/);
    const legacy = await asked('application/json');
    expect(legacy.type).toMatch(/^application\/json/);
    expect(legacy.body).toEqual(modern.body);
    for (const answer of [modern, legacy]) expect(answer.vary).toMatch(/\bAccept\b(?!-)/);
    const again = await asked('application/graphql-response+json');
    expect(again.cache).toBe('HIT');
    expect(again.type).toMatch(/^application\/graphql-response\+json/);
    expect((await graphqlPost(query, { accept: 'text/plain' })).status).toBe(406);

    const byGet = `/graphql?query=${encodeURIComponent(query)}`;
    expect((await get(byGet, { 'apollo-require-preflight': 'true', accept: 'application/json' })).res.status).toBe(200);
    const unguarded = await get(byGet, { accept: 'application/json' });
    expect(unguarded.res.status).toBe(400);
  });

  it('hashed assets are immutable for a year and precompressed; other text answers are compressed', async () => {
    const script = readdirSync(path.join(root, 'dist/client/assets')).find((f) => f.endsWith('.js'))!;
    const asset = await get(`/assets/${script}`);
    expect(asset.res.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable|immutable.*max-age=31536000/);
    expect(asset.res.headers.get('content-encoding')).toBe('br');
    for (const pathname of ['/sitemap.xml', '/api/openapi.json', '/api/blogs']) {
      const { res } = await get(pathname);
      expect(res.headers.get('content-encoding'), pathname).toMatch(/^(br|gzip)$/);
    }
  });

  it('pages link one shared stylesheet (reset, tokens, global CSS) kept for a year, instead of carrying it inline', async () => {
    const pages = await Promise.all(['/?http-caching=css', '/products?lang=en'].map((p) => get(p)));
    const hrefs = pages.map(({ body }) => body.match(/<link rel="stylesheet" href="(\/assets\/site-[\w-]+\.css)">/)?.[1]);
    expect(hrefs[0]).toBeTruthy();
    expect(hrefs[1]).toBe(hrefs[0]);
    for (const { body } of pages) expect(body).not.toMatch(/data-emotion="css-global/);

    const sheet = await get(hrefs[0]!);
    expect(sheet.res.status).toBe(200);
    expect(sheet.res.headers.get('content-type')).toMatch(/^text\/css/);
    expect(sheet.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(sheet.res.headers.get('content-encoding')).toBe('br');
    // Chakra's layers, its reset, the design tokens as variables and the site's global focus style.
    expect(sheet.body).toMatch(/^@layer reset, ?base, ?tokens, ?recipes;/);
    expect(sheet.body).toContain('--chakra-colors-brand-500:#0b5cab');
    expect(sheet.body).toMatch(/:focus-visible\{outline:2px solid var\(--chakra-colors-brand-500\)/);
    const revalidated = await get(hrefs[0]!, { 'if-none-match': sheet.res.headers.get('etag')! });
    expect(revalidated.res.status).toBe(304);
  });
});
