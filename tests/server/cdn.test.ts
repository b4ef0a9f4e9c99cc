// A CDN in front of the site: public pages and anonymous GET reads are shared-cacheable under the keys of what they
// show (Surrogate-Key, Cache-Tag), never the admin, a visitor's own language or an authenticated read; every save
// POSTs the keys it touched to CDN_PURGE_URL (a loopback receiver here), retried until the CDN accepts them, and a
// removal purges everything.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeRequest } from '../../server/modules/cdn/cdn-purge-outbox.js';
import type { CdnSettings } from '../../server/modules/cdn/cdn.config.js';
import { gql, loginToken } from '../helpers/graphql.js';
import { ADMIN, startIsolatedServer } from '../helpers/server.js';
import { receiver, type Receiver } from '../helpers/webhook-receiver.js';

const SHARED = /^public, max-age=0, s-maxage=86400, stale-while-revalidate=60$/;
const PRODUCT = 'id name slug category shortDescriptionTr shortDescriptionEn';
const FIRST_RETRY_WITHIN_MS = 15_000;

interface Headers {
  status: number;
  cacheControl: string | null;
  keys: string[];
  tags: string[];
  vary: string[];
}

async function headersOf(url: string, headers: Record<string, string> = {}): Promise<Headers> {
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  const list = (name: string, by: string) => (res.headers.get(name) ?? '').split(by).filter(Boolean);
  return {
    status: res.status,
    cacheControl: res.headers.get('cache-control'),
    keys: list('surrogate-key', ' '),
    tags: list('cache-tag', ','),
    vary: list('vary', ',').map((v) => v.trim()),
  };
}

const keysOf = (target: Receiver) => target.calls.map((call) => (JSON.parse(call.raw) as { keys: string[] }).keys);

describe('behind a CDN', () => {
  let target: Receiver;
  let answers: number[];
  let handle: Awaited<ReturnType<typeof startIsolatedServer>>;
  let url: string;
  let token: string;
  let product: { id: number; name: string; slug: string; category: string; shortDescriptionTr: string; shortDescriptionEn: string };

  beforeAll(async () => {
    answers = [];
    target = await receiver(0, '127.0.0.1', (res) => res.writeHead(answers.shift() ?? 200).end('{}'));
    handle = await startIsolatedServer({ CDN_PURGE_URL: `http://127.0.0.1:${target.port}/purge`, CDN_PURGE_TOKEN: 'cdn-secret' });
    url = handle.server.url;
    token = await loginToken(url, ADMIN.username, ADMIN.password);
    const created = await gql(
      url,
      `mutation($input: ProductInput!) { createProduct(input: $input) { ${PRODUCT} } }`,
      { input: { name: `CDN Ürünü ${Date.now()}`, category: 'gateway', shortDescriptionTr: 'İlk', shortDescriptionEn: 'First' } },
      token,
    );
    expect(created.errors).toBeUndefined();
    product = created.data.createProduct;
  });
  afterAll(async () => {
    await handle?.stop();
    await target?.close();
  });

  it('public pages and anonymous reads are shared under the keys of what they show; the admin, a cookie-chosen English and a signed-in read are not', async () => {
    const page = await headersOf(`${url}/products/${product.slug}`);
    expect(page.status).toBe(200);
    expect(page.cacheControl).toMatch(SHARED);
    expect(page.keys).toEqual(expect.arrayContaining(['site', `product-${product.id}`]));
    expect(page.tags).toEqual(page.keys);
    // Its language came from the (absent) cookie: caches that honour Vary keep each cookie's copy apart.
    expect(page.vary).toContain('Cookie');

    // The English address names its language: shared, whatever the cookie says.
    const english = await headersOf(`${url}/products/${product.slug}?lang=en`, { cookie: 'language=en' });
    expect(english.cacheControl).toMatch(SHARED);
    expect(english.vary).not.toContain('Cookie');
    // English chosen by the cookie at the Turkish address: the visitor's own.
    const own = await headersOf(`${url}/products/${product.slug}`, { cookie: 'language=en' });
    expect(own.cacheControl).toBe('private, no-cache');
    expect(own.keys).toEqual([]);
    // Turkish by the cookie is the address's shared copy.
    expect((await headersOf(`${url}/products/${product.slug}`, { cookie: 'language=tr' })).cacheControl).toMatch(SHARED);

    const list = await headersOf(`${url}/products`);
    expect(list.cacheControl).toMatch(SHARED);
    expect(list.keys).toContain('site');

    const restRead = await headersOf(`${url}/api/product/by-slug/${product.slug}`);
    expect(restRead.cacheControl).toMatch(SHARED);
    expect(restRead.keys).toContain(`product-${product.id}`);
    const query = encodeURIComponent(`{ productBySlug(slug: "${product.slug}") { id name } }`);
    const graphqlGet = await headersOf(`${url}/graphql?query=${query}`, { 'apollo-require-preflight': 'true' });
    expect(graphqlGet.status).toBe(200);
    expect(graphqlGet.cacheControl).toMatch(SHARED);
    expect(graphqlGet.keys).toContain(`product-${product.id}`);

    for (const path of ['/admin/login', '/admin/dashboard', `/admin/preview/product/${product.id}`]) {
      const admin = await headersOf(url + path);
      expect(admin.cacheControl, path).toBe('no-cache');
      expect(admin.keys, path).toEqual([]);
    }
    const signedIn = await headersOf(`${url}/api/product/by-slug/${product.slug}`, { authorization: `Bearer ${token}` });
    expect(signedIn.cacheControl ?? '').not.toMatch(/public/);
    expect(signedIn.keys).toEqual([]);
  });

  it("a save purges the keys it touched (retried when the CDN refuses), among them the page's; a removal purges everything", async () => {
    const page = await headersOf(`${url}/products/${product.slug}`);
    // The creation's purge came; the CDN refuses the next one (it is retried), then accepts.
    await expect.poll(() => target.calls.length, { timeout: 5_000, interval: 100 }).toBeGreaterThanOrEqual(1);
    const before = target.calls.length;
    answers.push(503);
    const { errors } = await gql(
      url,
      `mutation($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }`,
      {
        id: product.id,
        input: { ...product, id: undefined, shortDescriptionTr: `Yeni ${Date.now()}` },
      },
      token,
    );
    expect(errors).toBeUndefined();
    // Refused once (503), then sent again with the same keys.
    await expect.poll(() => target.calls.length - before, { timeout: FIRST_RETRY_WITHIN_MS, interval: 200 }).toBeGreaterThanOrEqual(2);
    const [first, retry] = keysOf(target).slice(before);
    expect(retry).toEqual(first);
    expect(first).toContain(`product-${product.id}`);
    expect(first).not.toContain('site');
    // The edited product's page is among what the purge names.
    expect(first.some((key) => page.keys.includes(key))).toBe(true);
    const call = target.calls[before];
    expect(call.headers.authorization).toBe('Bearer cdn-secret');
    expect(call.headers['content-type']).toBe('application/json');

    const removedFrom = target.calls.length;
    expect((await gql(url, 'mutation($id: Int!) { deleteProduct(id: $id) }', { id: product.id }, token)).errors).toBeUndefined();
    await expect.poll(() => keysOf(target).slice(removedFrom), { timeout: 5_000, interval: 100 }).toContainEqual(['site']);
  });
});

describe("the purge call in each provider's form", () => {
  const settings = (purgeFormat: CdnSettings['purgeFormat']): CdnSettings => ({
    purgeUrl: 'https://cdn.example/purge',
    purgeFormat,
    purgeToken: 'token-1',
    maxAgeSeconds: 86400,
    staleSeconds: 60,
  });
  it('ours, Cloudflare purge by tags and Fastly purge by surrogate keys', () => {
    expect(purgeRequest(settings('keys'), ['site'])).toMatchObject({
      body: '{"keys":["site"]}',
      headers: { authorization: 'Bearer token-1' },
    });
    expect(purgeRequest(settings('cloudflare'), ['a', 'b'])).toMatchObject({
      body: '{"tags":["a","b"]}',
      headers: { authorization: 'Bearer token-1' },
    });
    const fastly = purgeRequest(settings('fastly'), ['a']);
    expect(fastly).toMatchObject({ body: '{"surrogate_keys":["a"]}', headers: { 'fastly-key': 'token-1' } });
    expect(fastly.headers.authorization).toBeUndefined();
  });
});
