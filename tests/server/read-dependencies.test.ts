// A kept answer goes out of date only when a change touched what it read (server/cache/read-tracking.ts): an edit of
// one product leaves another product's page, REST and GraphQL answers kept (HIT), and the pages whose header menu
// lists only names stay kept after an edit of a description, not after a change of a name; a removal is still never
// served, from any kept answer. With STALE_AFTER_EDIT off and on, on one process (embedded engine), and on two
// processes sharing a PostgreSQL server (DATABASE_URL), where the other process hears what was touched with NOTIFY.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, loginToken } from '../helpers/graphql.js';
import { ADMIN, removeDir, startProcesses, startServer, type RunningServer } from '../helpers/server.js';

const SHOWS_WITHIN_MS = 6_000;
const BR = { 'accept-encoding': 'br, gzip' };
const PRODUCT = 'id name slug category shortDescriptionTr shortDescriptionEn';
const CREATE = `mutation($input: ProductInput!) { createProduct(input: $input) { ${PRODUCT} } }`;
const UPDATE = `mutation($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { ${PRODUCT} } }`;
const BY_SLUG = `query($slug: String!) { productBySlug(slug: $slug) { ${PRODUCT} } }`;
const MENU = '{ productMenu { category products { id name slug } } }';

interface Product {
  id: number;
  name: string;
  slug: string;
  category: string;
  shortDescriptionTr: string;
  shortDescriptionEn: string;
}
interface Answer {
  status: number;
  cache: string | null;
  body: string;
}

const input = ({ name, slug, category, shortDescriptionTr, shortDescriptionEn }: Product) => ({
  name,
  slug,
  category,
  shortDescriptionTr,
  shortDescriptionEn,
});

async function get(url: string, path: string, header = 'x-page-cache'): Promise<Answer> {
  const res = await fetch(url + path, { headers: BR });
  return { status: res.status, cache: res.headers.get(header), body: await res.text() };
}

async function query(url: string, slug: string): Promise<Answer> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...BR },
    body: JSON.stringify({ query: BY_SLUG, variables: { slug } }),
  });
  return { status: res.status, cache: res.headers.get('x-query-cache'), body: await res.text() };
}

/** Every answer of a product the checks read: its page, its REST read, its GraphQL read. */
const answersOf = (url: string, product: Product) =>
  Promise.all([
    get(url, `/products/${product.slug}`),
    get(url, `/api/product/by-slug/${product.slug}`, 'x-response-cache'),
    query(url, product.slug),
  ]);

/** Asks until every answer of the product is kept (HIT). */
async function keep(url: string, product: Product): Promise<void> {
  await expect
    .poll(async () => (await answersOf(url, product)).map((a) => a.cache), { timeout: SHOWS_WITHIN_MS, interval: 100 })
    .toEqual(['HIT', 'HIT', 'HIT']);
}

async function create(url: string, token: string, tag: string): Promise<Product> {
  const { data, errors } = await gql(
    url,
    CREATE,
    {
      input: {
        name: `Bağımlılık ${tag} ${Date.now()}`,
        category: 'gateway',
        shortDescriptionTr: `İlk ${tag}`,
        shortDescriptionEn: `First ${tag}`,
      },
    },
    token,
  );
  expect(errors).toBeUndefined();
  return data.createProduct;
}

async function update(url: string, token: string, product: Product, change: Partial<Product>): Promise<Product> {
  const { data, errors } = await gql(url, UPDATE, { id: product.id, input: { ...input(product), ...change } }, token);
  expect(errors).toBeUndefined();
  return data.updateProduct;
}

/** An edit of A through `writer`: B's answers on `reader` stay kept; A's show the edit (at once, or within the stale window). */
async function editTouchesOnlyItsOwn(writer: string, reader: string, token: string, a: Product, b: Product): Promise<Product> {
  await keep(reader, a);
  await keep(reader, b);
  const text = `Yeni metin ${Date.now()}`;
  const edited = await update(writer, token, a, { shortDescriptionTr: text });
  expect((await answersOf(reader, b)).map((answer) => answer.cache)).toEqual(['HIT', 'HIT', 'HIT']);
  // Never a current-looking (HIT) answer of A with the text before the edit.
  for (const answer of await answersOf(reader, a)) if (answer.cache === 'HIT') expect(answer.body).toContain(text);
  await expect
    .poll(async () => (await answersOf(reader, a)).every((answer) => answer.body.includes(text)), {
      timeout: SHOWS_WITHIN_MS,
      interval: 100,
    })
    .toBe(true);
  return edited;
}

/** A removal of A through `writer`: on `reader`, A is gone at the very next request, and no kept answer is served as current. */
async function removalTouchesEverything(writer: string, reader: string, token: string, a: Product, b: Product): Promise<void> {
  await keep(reader, a);
  await keep(reader, b);
  expect((await gql(writer, 'mutation($id: Int!) { deleteProduct(id: $id) }', { id: a.id }, token)).errors).toBeUndefined();
  const [page, rest, graphql] = await answersOf(reader, a);
  expect(page.status).toBe(404);
  expect(rest.status).toBe(404);
  expect(JSON.parse(graphql.body).data.productBySlug).toBeNull();
  for (const answer of await answersOf(reader, b)) expect(answer.cache).not.toBe('STALE');
}

for (const stale of ['off', 'on']) {
  describe(`what a kept answer read (one process, STALE_AFTER_EDIT=${stale})`, () => {
    let server: RunningServer;
    let url: string;
    let token: string;
    beforeAll(async () => {
      server = await startServer({ env: { STALE_AFTER_EDIT: stale } });
      url = server.url;
      token = await loginToken(url, ADMIN.username, ADMIN.password);
    });
    afterAll(async () => {
      await server?.stop();
      removeDir(server?.dataDir);
    });

    it("an edit of product A leaves product B's page, REST and GraphQL answers kept, and shows on A's", async () => {
      const a = await create(url, token, 'A');
      const b = await create(url, token, 'B');
      await editTouchesOnlyItsOwn(url, url, token, a, b);
    });

    it('the header menu (names) stays kept after an edit of a description, not after a change of a name', async () => {
      const { data } = await gql(url, MENU);
      const shown: Product = (await gql(url, BY_SLUG, { slug: data.productMenu[0].products[0].slug })).data.productBySlug;
      await expect.poll(async () => (await get(url, '/blog')).cache, { timeout: SHOWS_WITHIN_MS, interval: 100 }).toBe('HIT');
      const edited = await update(url, token, shown, { shortDescriptionEn: `Menu test ${Date.now()}` });
      expect((await get(url, '/blog')).cache).toBe('HIT');
      const name = `Yeni ad ${Date.now()}`;
      await update(url, token, edited, { name });
      const after = await get(url, '/blog');
      if (after.cache === 'HIT') expect(after.body).toContain(name);
      await expect.poll(async () => (await get(url, '/blog')).body.includes(name), { timeout: SHOWS_WITHIN_MS, interval: 100 }).toBe(true);
    });

    it('a removal of A is gone at the very next request, and nothing kept before it is served stale', async () => {
      const a = await create(url, token, 'silinen');
      const b = await create(url, token, 'kalan');
      await removalTouchesEverything(url, url, token, a, b);
    });
  });
}

describe.skipIf(!process.env.DATABASE_URL)('what a kept answer read (two processes on one PostgreSQL server)', () => {
  let processes: Awaited<ReturnType<typeof startProcesses>> | undefined;
  let servers: RunningServer[] = [];

  beforeAll(async () => {
    processes = await startProcesses(2, { STALE_AFTER_EDIT: 'on' });
    servers = processes.servers;
  });
  afterAll(() => processes?.stop());

  it('an edit of A on one process leaves B kept on the other and shows A there; a removal of A is gone there at once', async () => {
    const [writer, reader] = servers.map((s) => s.url) as [string, string];
    const token = await loginToken(writer, ADMIN.username, ADMIN.password);
    const a = await create(writer, token, 'A iki süreç');
    const b = await create(writer, token, 'B iki süreç');
    const edited = await editTouchesOnlyItsOwn(writer, reader, token, a, b);
    await removalTouchesEverything(writer, reader, token, edited, b);
  });
});
