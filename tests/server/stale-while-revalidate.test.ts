// After an edit, kept pages and answers keep answering (x-page-cache: STALE) while they are made again in the
// background, and the new content shows within seconds; content taken away (unpublished, deleted, a slug changed) is
// gone at the very next request. On one process (embedded engine) and on two processes sharing a PostgreSQL server
// (DATABASE_URL), where the other process hears of changes through NOTIFY; both with STALE_AFTER_EDIT=on. The setting
// is on by default (the suite's shared server) and `off` computes an edit at the very next request.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gql, loginToken } from '../helpers/graphql.js';
import { ADMIN, removeDir, startProcesses, startServer, type RunningServer } from '../helpers/server.js';

/** How long an edit may take to show: the stale window (server/cache/content-version.ts) and a margin to poll. */
const NEW_CONTENT_WITHIN_MS = 5_000;
const BR = { 'accept-encoding': 'br, gzip' };
const PRODUCT = 'id name slug category shortDescriptionTr shortDescriptionEn';
const CREATE = `mutation($input: ProductInput!) { createProduct(input: $input) { ${PRODUCT} } }`;
const UPDATE = `mutation($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { ${PRODUCT} } }`;
const LIST = '{ products(take: 100) { slug } }';

interface Product {
  id: number;
  name: string;
  slug: string;
  category: string;
  shortDescriptionTr: string;
  shortDescriptionEn: string;
}

async function page(url: string, path: string) {
  const res = await fetch(url + path, { headers: BR });
  return { status: res.status, cache: res.headers.get('x-page-cache'), html: await res.text() };
}

async function listed(url: string, product: Product): Promise<{ page: boolean; graphql: boolean }> {
  const html = (await page(url, `/products?category=${product.category}`)).html;
  const { data } = await gql(url, LIST);
  return {
    page: html.includes(`/products/${product.slug}"`),
    graphql: data.products.some((p: { slug: string }) => p.slug === product.slug),
  };
}

async function create(url: string, token: string, tag: string): Promise<Product> {
  const name = `Yenilenen ${tag} ${Date.now()}`;
  const { data, errors } = await gql(
    url,
    CREATE,
    { input: { name, category: 'gateway', shortDescriptionTr: `İlk metin ${tag}`, shortDescriptionEn: `First text ${tag}` } },
    token,
  );
  expect(errors).toBeUndefined();
  return data.createProduct;
}

const input = ({ name, slug, category, shortDescriptionTr, shortDescriptionEn }: Product) => ({
  name,
  slug,
  category,
  shortDescriptionTr,
  shortDescriptionEn,
});

/** Makes every answer the checks read kept: the page in both languages, its category's list, the GraphQL list. */
async function keep(url: string, product: Product): Promise<void> {
  for (let i = 0; i < 2; i += 1) {
    for (const path of [`/products/${product.slug}`, `/products/${product.slug}?lang=en`]) expect((await page(url, path)).status).toBe(200);
    await listed(url, product);
  }
  // A new product is additive: kept lists may show the content before it for a few seconds.
  await expect.poll(() => listed(url, product), { timeout: NEW_CONTENT_WITHIN_MS, interval: 100 }).toEqual({ page: true, graphql: true });
  await listed(url, product);
  await expect
    .poll(async () => (await page(url, `/products/${product.slug}`)).cache, { timeout: NEW_CONTENT_WITHIN_MS, interval: 100 })
    .toBe('HIT');
}

/** An edit through `writer`; on `reader`, every answer right after is the old one marked STALE or already the new one. */
async function editShowsWithoutWaiting(writer: string, reader: string, token: string, product: Product): Promise<void> {
  const edited = `Güncel metin ${Date.now()}`;
  const saved = await gql(writer, UPDATE, { id: product.id, input: { ...input(product), shortDescriptionTr: edited } }, token);
  expect(saved.errors).toBeUndefined();
  const paths = [`/products/${product.slug}`, `/products/${product.slug}?lang=en`, `/products?category=${product.category}`];
  const answers = await Promise.all(paths.map((path) => page(reader, path)));
  for (const [i, answer] of answers.entries()) {
    expect(answer.status, paths[i]).toBe(200);
    // Never a render the visitor waits for: kept (stale) or already made again in the background.
    expect(answer.cache, paths[i]).not.toBe('MISS');
    if (answer.cache === 'STALE' && i === 0) expect(answer.html).toContain(product.shortDescriptionTr);
    if (answer.cache === 'HIT' && i === 0) expect(answer.html).toContain(edited);
  }
  const started = Date.now();
  await expect
    .poll(async () => (await page(reader, `/products/${product.slug}`)).html.includes(edited), {
      timeout: NEW_CONTENT_WITHIN_MS,
      interval: 100,
    })
    .toBe(true);
  expect(Date.now() - started).toBeLessThan(NEW_CONTENT_WITHIN_MS);
  const { data } = await gql(reader, `query($slug: String!) { productBySlug(slug: $slug) { shortDescriptionTr } }`, { slug: product.slug });
  expect(data.productBySlug.shortDescriptionTr).toBe(edited);
  product.shortDescriptionTr = edited;
}

/** A removal through `writer`: on `reader`, the very next request no longer shows the product anywhere. */
async function goneAtOnce(writer: string, reader: string, token: string, product: Product, mutation: string): Promise<void> {
  const removed = await gql(writer, mutation, { id: product.id }, token);
  expect(removed.errors).toBeUndefined();
  const answer = await page(reader, `/products/${product.slug}`);
  // The page of a product no longer there (kept already if the background render of this hot page came first).
  expect(answer.status).toBe(404);
  expect(answer.cache).not.toBe('STALE');
  expect((await page(reader, `/products/${product.slug}?lang=en`)).status).toBe(404);
  expect(await listed(reader, product)).toEqual({ page: false, graphql: false });
}

/** An edit of a kept page: what the very next request for it answers (x-page-cache, and whether it shows the edit). */
async function nextAfterEdit(url: string, token: string): Promise<{ cache: string | null; edited: boolean }> {
  const product = await create(url, token, 'ayar');
  await keep(url, product);
  const edited = `Ayar metni ${Date.now()}`;
  expect(
    (await gql(url, UPDATE, { id: product.id, input: { ...input(product), shortDescriptionTr: edited } }, token)).errors,
  ).toBeUndefined();
  const answer = await page(url, `/products/${product.slug}`);
  await gql(url, 'mutation($id: Int!) { deleteProduct(id: $id) }', { id: product.id }, token);
  return { cache: answer.cache, edited: answer.html.includes(edited) };
}

describe('the setting STALE_AFTER_EDIT', () => {
  it('is on by default: the page kept before an edit is still answered, never rendered while the visitor waits', async () => {
    const url = inject('serverUrl');
    const answer = await nextAfterEdit(url, await loginToken(url, ADMIN.username, ADMIN.password));
    expect(answer.cache).not.toBe('MISS');
  });

  it('off: the very next request after an edit is rendered and shows it', async () => {
    const server = await startServer({ env: { STALE_AFTER_EDIT: 'off' } });
    try {
      expect(await nextAfterEdit(server.url, await loginToken(server.url, ADMIN.username, ADMIN.password))).toEqual({
        cache: 'MISS',
        edited: true,
      });
    } finally {
      await server.stop();
      removeDir(server.dataDir);
    }
  });
});

describe('a kept page after an edit (one process, STALE_AFTER_EDIT=on)', () => {
  let server: RunningServer;
  let url: string;
  let token: string;
  beforeAll(async () => {
    server = await startServer({ env: { STALE_AFTER_EDIT: 'on' } });
    url = server.url;
    token = await loginToken(url, ADMIN.username, ADMIN.password);
  });
  afterAll(async () => {
    await server?.stop();
    removeDir(server?.dataDir);
  });

  it('answers from the kept page (STALE) until the new one is ready, and the new one within 5 s', async () => {
    const product = await create(url, token, 'düzenleme');
    await keep(url, product);
    // Marked stale at least once: on a quiet server the background render may also win the race for some answers.
    let staleSeen = false;
    for (let round = 0; round < 3 && !staleSeen; round += 1) {
      await keep(url, product);
      const edited = `Güncel metin ${Date.now()}`;
      const saved = gql(url, UPDATE, { id: product.id, input: { ...input(product), shortDescriptionTr: edited } }, token);
      expect((await saved).errors).toBeUndefined();
      const answer = await page(url, `/products/${product.slug}`);
      expect(answer.cache).not.toBe('MISS');
      staleSeen = answer.cache === 'STALE' && answer.html.includes(product.shortDescriptionTr);
      await expect
        .poll(async () => (await page(url, `/products/${product.slug}`)).html.includes(edited), {
          timeout: NEW_CONTENT_WITHIN_MS,
          interval: 100,
        })
        .toBe(true);
      product.shortDescriptionTr = edited;
    }
    expect(staleSeen).toBe(true);
    await editShowsWithoutWaiting(url, url, token, product);
  });

  it('an unpublished product is gone at the very next request: no page, not on /products, not in the GraphQL list', async () => {
    const product = await create(url, token, 'yayından kaldırma');
    await keep(url, product);
    await goneAtOnce(url, url, token, product, 'mutation($id: Int!) { unpublishProduct(id: $id) { id } }');
  });

  it('a deleted product is gone at the very next request', async () => {
    const product = await create(url, token, 'silme');
    await keep(url, product);
    await editShowsWithoutWaiting(url, url, token, product);
    await goneAtOnce(url, url, token, product, 'mutation($id: Int!) { deleteProduct(id: $id) }');
  });

  it('after a slug change, the old address no longer answers the old page: it leads to the new one', async () => {
    const product = await create(url, token, 'adres');
    await keep(url, product);
    const moved = await gql(url, UPDATE, { id: product.id, input: { ...input(product), slug: `${product.slug}-yeni` } }, token);
    expect(moved.errors).toBeUndefined();
    // Answered before any kept page (tests/server/redirects.test.ts).
    const old = await fetch(`${url}/products/${product.slug}`, { redirect: 'manual' });
    expect([old.status, old.headers.get('location')]).toEqual([301, `/products/${product.slug}-yeni`]);
    expect((await page(url, `/products/${product.slug}-yeni`)).status).toBe(200);
    await gql(url, 'mutation($id: Int!) { deleteProduct(id: $id) }', { id: product.id }, token);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('a kept page after an edit (two processes on one PostgreSQL server)', () => {
  let processes: Awaited<ReturnType<typeof startProcesses>> | undefined;
  let servers: RunningServer[] = [];

  beforeAll(async () => {
    processes = await startProcesses(2, { STALE_AFTER_EDIT: 'on' });
    servers = processes.servers;
  });
  afterAll(() => processes?.stop());

  it('a save on A shows on B within 5 s, B answering its kept pages meanwhile; a delete on A is gone from B at once', async () => {
    const [a, b] = servers.map((s) => s.url) as [string, string];
    const token = await loginToken(a, ADMIN.username, ADMIN.password);
    const product = await create(a, token, 'iki süreç');
    await keep(b, product);
    await editShowsWithoutWaiting(a, b, token, product);
    await keep(b, product);
    await goneAtOnce(a, b, token, product, 'mutation($id: Int!) { deleteProduct(id: $id) }');
  });
});
