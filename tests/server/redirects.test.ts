// Links that survive renames: a product's or post's old addresses (and the site's own older forms of them,
// /urunler/…) answer 301 straight to the current one (query kept, no chain of hops), a slug taken back answers its
// record, hand-made redirects answer 301 or 302 (from a path, a path with the query that named an old page, or a full
// address of this site), and the admin's rules refuse loops, chains, the not-found page, the site's files and targets
// off the site however they are written; a stored target that would leave the site is never answered. With
// DATABASE_URL set, two processes: a redirect made on one is answered by the other.
import { request } from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { proxiedDatabase } from '../helpers/database-proxy.js';
import { eventually } from '../helpers/eventually.js';
import { gql, loginToken } from '../helpers/graphql.js';
import { adminToken, uploadImage } from '../helpers/rest.js';
import { ADMIN, removeDir, startProcesses, startServer, tempDataDir, type RunningServer } from '../helpers/server.js';

const url = inject('serverUrl');
const RUN = Date.now().toString(36);
let token: string;

const CREATE = 'mutation($input: RedirectInput!) { createRedirect(input: $input) { id fromPath toPath permanent automatic } }';
const LIST = '{ redirects { id fromPath toPath permanent automatic } }';

async function ok(query: string, variables: Record<string, unknown> = {}, at = url, as = token) {
  const res = await gql(at, query, variables, as);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data;
}

/** The status and Location of one request, redirects not followed (node:http: fetch would follow them). */
function probe(path: string, at = url, method = 'GET'): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    request(new URL(path, at), { method }, (res) => {
      res.resume();
      resolve({ status: res.statusCode!, location: res.headers.location });
    })
      .on('error', reject)
      .end();
  });
}

const productInput = (slug: string) => ({
  name: `Yönlendirme Ürünü ${RUN}`,
  slug,
  category: 'io',
  shortDescriptionTr: 'Kısa',
  shortDescriptionEn: 'Short',
});

async function createProduct(slug: string): Promise<number> {
  return (await ok('mutation($input: ProductInput!) { createProduct(input: $input) { id } }', { input: productInput(slug) })).createProduct
    .id;
}

async function renameProduct(id: number, slug: string): Promise<void> {
  await ok('mutation($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { slug } }', {
    id,
    input: productInput(slug),
  });
}

async function refusal(input: Record<string, unknown>) {
  const res = await gql(url, CREATE, { input: { permanent: true, ...input } }, token);
  expect(res.data, JSON.stringify(res)).toBeNull();
  return res.errors?.[0]?.extensions;
}

beforeAll(async () => {
  token = await adminToken(url);
});

describe('renames leave redirects behind', () => {
  it('A → B → C: /products/A and /products/B both answer 301 straight to /products/C, query kept', async () => {
    const [a, b, c] = ['a', 'b', 'c'].map((x) => `yonlendirme-${x}-${RUN}`) as [string, string, string];
    const id = await createProduct(a);
    await renameProduct(id, b);
    expect(await probe(`/products/${a}`)).toEqual({ status: 301, location: `/products/${b}` });
    await renameProduct(id, c);
    for (const old of [a, b]) {
      expect(await probe(`/products/${old}?lang=en`)).toEqual({ status: 301, location: `/products/${c}?lang=en` });
      expect(await probe(`/products/${old}/`)).toEqual({ status: 301, location: `/products/${c}` });
      // The site's own older address of the old one (/urunler/{slug} → /products/{slug}) goes there in one hop too.
      expect(await probe(`/urunler/${old}?lang=en`)).toEqual({ status: 301, location: `/products/${c}?lang=en` });
    }
    expect(await probe(`/urunler/${c}`)).toEqual({ status: 301, location: `/products/${c}` });
    expect(await probe(`/products/${a}`, url, 'HEAD')).toEqual({ status: 301, location: `/products/${c}` });
    expect((await probe(`/products/${c}`)).status).toBe(200);
    // Listed as automatic, each straight to the current address; audited as the rename's writes.
    const rows = (await ok(LIST)).redirects.filter((r: { toPath: string }) => r.toPath === `/products/${c}`);
    expect(rows.map((r: { fromPath: string }) => r.fromPath).sort()).toEqual([`/products/${a}`, `/products/${b}`]);
    expect(rows.every((r: { automatic: boolean; permanent: boolean }) => r.automatic && r.permanent)).toBe(true);
    const audit = await ok('query($f: AuditFilter) { auditEntries(filter: $f, take: 50) { action operation entityName } }', {
      f: { entityType: 'Redirect' },
    });
    expect(audit.auditEntries).toEqual(
      expect.arrayContaining([{ action: 'create', operation: 'updateProduct', entityName: `/products/${b}` }]),
    );
  });

  it('a slug taken back answers the record, not a redirect; renaming back and forth makes no loop', async () => {
    const [x, y] = [`geri-x-${RUN}`, `geri-y-${RUN}`];
    const id = await createProduct(x);
    await renameProduct(id, y);
    expect(await probe(`/products/${x}`)).toEqual({ status: 301, location: `/products/${y}` });
    await renameProduct(id, x);
    expect((await probe(`/products/${x}`)).status).toBe(200);
    expect(await probe(`/products/${y}`)).toEqual({ status: 301, location: `/products/${x}` });
    // Another record taking an old address: its page, and the redirect is gone from the list.
    const other = await createProduct(y);
    expect((await probe(`/products/${y}`)).status).toBe(200);
    expect((await ok(LIST)).redirects.some((r: { fromPath: string }) => r.fromPath === `/products/${y}`)).toBe(false);
    await ok('mutation($id: Int!) { deleteProduct(id: $id) }', { id: other });
  });

  it('a deleted record takes its automatic redirects with it: its old addresses answer 404, a hand-made one stays', async () => {
    const [old, current] = [`silinen-eski-${RUN}`, `silinen-yeni-${RUN}`];
    const id = await createProduct(old);
    await renameProduct(id, current);
    expect(await probe(`/products/${old}`)).toEqual({ status: 301, location: `/products/${current}` });
    const byHand = `/eski-site/silinen-${RUN}`;
    await ok(CREATE, { input: { fromPath: byHand, toPath: `/products/${current}`, permanent: true } });
    await ok('mutation($id: Int!) { deleteProduct(id: $id) }', { id });
    expect((await probe(`/products/${old}`)).status).toBe(404);
    expect((await probe(`/products/${current}`)).status).toBe(404);
    const left = (await ok(LIST)).redirects.filter((r: { toPath: string }) => r.toPath === `/products/${current}`);
    expect(left.map((r: { fromPath: string }) => r.fromPath)).toEqual([byHand]);
  });

  it('a blog post renamed keeps its old address', async () => {
    const image = await uploadImage(url, token, 'blog');
    const input = (slug: string) => ({
      titleTr: `Yönlendirme ${RUN}`,
      titleEn: 'Redirect',
      slug,
      summaryTr: 'Özet',
      summaryEn: 'Summary',
      contentTr: '<p>İçerik</p>',
      contentEn: '<p>Content</p>',
      image,
    });
    const { id } = (await ok('mutation($input: BlogInput!) { createBlog(input: $input) { id } }', { input: input(`yazi-eski-${RUN}`) }))
      .createBlog;
    await ok('mutation($id: Int!, $input: BlogInput!) { updateBlog(id: $id, input: $input) { id } }', {
      id,
      input: input(`yazi-yeni-${RUN}`),
    });
    expect(await probe(`/blog/yazi-eski-${RUN}?lang=en`)).toEqual({ status: 301, location: `/blog/yazi-yeni-${RUN}?lang=en` });
  });
});

describe('redirects added by hand', () => {
  it('answer 301 or 302 as chosen, query kept; deleted, the address answers as any unknown one', async () => {
    const permanent = (
      await ok(CREATE, { input: { fromPath: `/eski-site/urun-${RUN}.html`, toPath: '/products?category=energy', permanent: true } })
    ).createRedirect;
    expect(permanent).toMatchObject({ fromPath: `/eski-site/urun-${RUN}.html`, automatic: false, permanent: true });
    expect(await probe(`/eski-site/urun-${RUN}.html?lang=en`)).toEqual({ status: 301, location: '/products?category=energy&lang=en' });
    const temporary = (await ok(CREATE, { input: { fromPath: `/kampanya-${RUN}/`, toPath: '/blog', permanent: false } })).createRedirect;
    expect(temporary.fromPath).toBe(`/kampanya-${RUN}`);
    expect(await probe(`/kampanya-${RUN}`)).toEqual({ status: 302, location: '/blog' });
    // A non-ASCII source is matched however the browser escapes it; the target is sent percent-encoded.
    await ok(CREATE, { input: { fromPath: `/ürünler-${RUN}`, toPath: '/products/çay', permanent: true } });
    expect(await probe(`/${encodeURIComponent(`ürünler-${RUN}`)}`)).toEqual({ status: 301, location: '/products/%C3%A7ay' });

    expect(await ok('mutation($id: Int!) { deleteRedirect(id: $id) }', { id: temporary.id })).toEqual({ deleteRedirect: true });
    expect(await probe(`/kampanya-${RUN}`)).toEqual(await probe(`/hic-olmadi-${RUN}`));
    const audit = await ok('query($f: AuditFilter) { auditEntries(filter: $f, take: 50) { action operation entityName } }', {
      f: { entityType: 'Redirect' },
    });
    expect(audit.auditEntries).toEqual(
      expect.arrayContaining([
        { action: 'create', operation: 'createRedirect', entityName: `/kampanya-${RUN}` },
        { action: 'delete', operation: 'deleteRedirect', entityName: `/kampanya-${RUN}` },
      ]),
    );
  });

  it('loops and chains are refused with a reason, nothing changed', async () => {
    const before = (await ok(LIST)).redirects.length;
    expect(await refusal({ fromPath: `/dongu-${RUN}`, toPath: `/dongu-${RUN}/?x=1` })).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'toPath',
      reason: 'REDIRECT_LOOP',
    });
    await ok(CREATE, { input: { fromPath: `/zincir-a-${RUN}`, toPath: `/zincir-b-${RUN}`, permanent: true } });
    // b → a would close a loop; c → a would chain onto a → b; b → c would make a → b → c.
    expect(await refusal({ fromPath: `/zincir-b-${RUN}`, toPath: `/zincir-a-${RUN}` })).toMatchObject({
      field: 'toPath',
      reason: 'REDIRECT_LOOP',
    });
    expect(await refusal({ fromPath: `/zincir-c-${RUN}`, toPath: `/zincir-a-${RUN}?lang=en` })).toMatchObject({
      field: 'toPath',
      reason: 'REDIRECT_CHAIN',
    });
    expect(await refusal({ fromPath: `/zincir-b-${RUN}`, toPath: `/zincir-c-${RUN}` })).toMatchObject({
      field: 'fromPath',
      reason: 'REDIRECT_CHAIN',
    });
    expect(await refusal({ fromPath: `/zincir-a-${RUN}`, toPath: '/blog' })).toMatchObject({
      field: 'fromPath',
      reason: 'REDIRECT_EXISTS',
    });
    expect((await ok(LIST)).redirects.length).toBe(before + 1);
  });

  it('targets off the site are refused (no open redirect), and sources must be plain paths of the site', async () => {
    const before = (await ok(LIST)).redirects.length;
    // Also once normalized as a browser reads them: dot segments (written plainly or percent-encoded) resolved away
    // leave `//evil.example`, another host.
    const normalizedAway = [
      '/.//evil.example',
      '/..//evil.example',
      '/a/..//evil.example',
      '/%2e//evil.example',
      '/%2E%2E//evil.example',
      '/%2e%2e/%2E/..//evil.example',
    ];
    for (const toPath of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
      '/ok/\\..\\/evil.example',
      ...normalizedAway,
    ]) {
      expect(await refusal({ fromPath: `/acik-${RUN}`, toPath }), toPath).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'toPath',
        reason: 'OFF_SITE',
      });
    }
    expect(await refusal({ fromPath: `/acik-${RUN}`, toPath: 'products' })).toMatchObject({ field: 'toPath', reason: 'INVALID_PATH' });
    expect(await refusal({ fromPath: `/acik-${RUN}`, toPath: '' })).toMatchObject({ field: 'toPath', reason: 'REQUIRED' });
    expect(await refusal({ fromPath: `/acik-${RUN}`, toPath: `/${'x'.repeat(600)}` })).toMatchObject({
      field: 'toPath',
      reason: 'TOO_LONG',
    });
    for (const fromPath of ['https://example.com/eski', '//example.com/eski', 'eski', '/eski#bolum', '/a/../b']) {
      expect(await refusal({ fromPath, toPath: '/blog' }), fromPath).toMatchObject({ field: 'fromPath', reason: 'INVALID_PATH' });
    }
    for (const fromPath of ['/', '/admin/dashboard', '/api/products', '/graphql', '/Admin', '/assets/x.js']) {
      expect(await refusal({ fromPath, toPath: '/blog' }), fromPath).toMatchObject({ field: 'fromPath', reason: 'RESERVED_PATH' });
    }
    // The not-found page, where every unknown address is sent (a redirect from it would send them all on, off the
    // site if it could), and the files the site serves as they are (an existing one included).
    for (const fromPath of [
      '/sayfa-bulunamadi',
      '/sayfa-bulunamadi/',
      '/Sayfa-Bulunamadi',
      '/sayfa-bulunamadi?x=1',
      '/img/banner-1.jpg',
      '/svg/logo.svg',
      '/asset/uploads/products/x.jpg',
    ]) {
      expect(await refusal({ fromPath, toPath: '/blog' }), fromPath).toMatchObject({ field: 'fromPath', reason: 'RESERVED_PATH' });
    }
    expect(await probe(`/hic-olmadi-${RUN}`)).toEqual({ status: 302, location: '/sayfa-bulunamadi' });
    expect((await probe('/img/banner-1.jpg')).status).toBe(200);
    const live = `canli-${RUN}`;
    await createProduct(live);
    expect(await refusal({ fromPath: `/products/${live}`, toPath: '/blog' })).toMatchObject({ field: 'fromPath', reason: 'LIVE_PAGE' });
    // The site's own pages, their Turkish aliases and its own redirects are live too; a seeded solution as well.
    for (const fromPath of [
      '/solutions',
      '/cozumler',
      '/products',
      '/urunler',
      '/resources/',
      '/arama',
      '/solutions/smart-energy-management',
      '/cozumler/smart-energy-management',
      '/blog',
    ]) {
      expect(await refusal({ fromPath, toPath: `/acik-${RUN}` }), fromPath).toMatchObject({ field: 'fromPath', reason: 'LIVE_PAGE' });
    }
    expect((await ok(LIST)).redirects.length).toBe(before);
  });

  it("a full address of this site counts as its path (PUBLIC_URL's host, or the one the admin is using)", async () => {
    const { port } = new URL(url);
    const publicOrigin = `http://localhost:${port}`;
    const made = (
      await ok(CREATE, {
        input: { fromPath: `${publicOrigin}/tam-adres-${RUN}/`, toPath: `${publicOrigin}/blog?lang=en`, permanent: true },
      })
    ).createRedirect;
    expect(made).toMatchObject({ fromPath: `/tam-adres-${RUN}`, toPath: '/blog?lang=en' });
    expect(await probe(`/tam-adres-${RUN}`)).toEqual({ status: 301, location: '/blog?lang=en' });
    const asBrowsed = (
      await ok(CREATE, { input: { fromPath: `${url}/tam-istek-${RUN}?id=4`, toPath: `${url}/resources`, permanent: true } })
    ).createRedirect;
    expect(asBrowsed).toMatchObject({ fromPath: `/tam-istek-${RUN}?id=4`, toPath: '/resources' });
    // Another site's address stays refused, however close its name.
    expect(await refusal({ fromPath: `http://localhost.evil.example:${port}/eski-${RUN}`, toPath: '/blog' })).toMatchObject({
      field: 'fromPath',
      reason: 'INVALID_PATH',
    });
    expect(await refusal({ fromPath: `/tam-baska-${RUN}`, toPath: `http://evil.example:${port}/blog` })).toMatchObject({
      field: 'toPath',
      reason: 'OFF_SITE',
    });
    expect(await refusal({ fromPath: `/tam-baska-${RUN}`, toPath: `http://user@localhost:${port}/blog` })).toMatchObject({
      field: 'toPath',
      reason: 'OFF_SITE',
    });
  });

  it("an old address with a query is redirected by that query; a path alone keeps the request's query", async () => {
    const old = `/urun-${RUN}.asp`;
    const byQuery = (await ok(CREATE, { input: { fromPath: `${old}?id=12&cat=3`, toPath: '/blog', permanent: true } })).createRedirect;
    // Kept as requests are compared: its parameters in one order.
    expect(byQuery.fromPath).toBe(`${old}?cat=3&id=12`);
    await ok(CREATE, { input: { fromPath: `${old}?id=13`, toPath: '/resources?tab=documents', permanent: false } });
    const unknown = await probe(`/hic-olmadi-${RUN}`);
    expect(await probe(`${old}?id=12&cat=3`)).toEqual({ status: 301, location: '/blog' });
    expect(await probe(`${old}?cat=3&id=12`)).toEqual({ status: 301, location: '/blog' });
    expect(await probe(`${old}?id=13`)).toEqual({ status: 302, location: '/resources?tab=documents' });
    expect(await probe(`${old}?id=14`)).toEqual(unknown);
    expect(await probe(old)).toEqual(unknown);
    // The path alone, for every other query: the request's query is kept.
    await ok(CREATE, { input: { fromPath: old, toPath: '/products', permanent: true } });
    expect(await probe(`${old}?id=14`)).toEqual({ status: 301, location: '/products?id=14' });
    expect(await probe(`${old}?id=12&cat=3`)).toEqual({ status: 301, location: '/blog' });
    expect(await refusal({ fromPath: `${old}?cat=3&id=12`, toPath: '/blog' })).toMatchObject({
      field: 'fromPath',
      reason: 'REDIRECT_EXISTS',
    });
    // A page the site answers with that query is live; a redirect to a redirected address with a query is a chain.
    expect(await refusal({ fromPath: '/products?category=energy', toPath: '/blog' })).toMatchObject({
      field: 'fromPath',
      reason: 'LIVE_PAGE',
    });
    expect(await refusal({ fromPath: `/zincir-sorgu-${RUN}`, toPath: `${old}?id=13` })).toMatchObject({
      field: 'toPath',
      reason: 'REDIRECT_CHAIN',
    });
  });

  it('a target the site itself redirects is kept as where it leads; an old product address answers in one hop', async () => {
    const made = (await ok(CREATE, { input: { fromPath: `/eski-katalog-${RUN}`, toPath: '/urunler?category=energy', permanent: true } }))
      .createRedirect;
    expect(made.toPath).toBe('/products?category=energy');
    expect(await probe(`/eski-katalog-${RUN}`)).toEqual({ status: 301, location: '/products?category=energy' });
    // A hand-made redirect from a product address no product has: its /urunler/ form leads straight on too.
    await ok(CREATE, { input: { fromPath: `/products/eski-el-${RUN}`, toPath: '/products', permanent: true } });
    expect(await probe(`/urunler/eski-el-${RUN}`)).toEqual({ status: 301, location: '/products' });
    // /urunler/karsilastir is the comparison's own older address, not a product's.
    expect(await probe('/urunler/karsilastir?slugs=a')).toEqual({ status: 301, location: '/products/compare?slugs=a' });
  });

  it('only administrators read, add or delete redirects', async () => {
    for (const [query, variables] of [
      [LIST, {}],
      [CREATE, { input: { fromPath: `/anonim-${RUN}`, toPath: '/blog', permanent: true } }],
      ['mutation { deleteRedirect(id: 1) }', {}],
    ] as const) {
      const res = await gql(url, query, variables);
      expect(res.errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
    }
    expect(await probe(`/anonim-${RUN}`)).toEqual(await probe(`/hic-olmadi-${RUN}`));
  });
});

describe('a stored target that would leave the site', () => {
  let db: Awaited<ReturnType<typeof proxiedDatabase>> | undefined;
  let server: RunningServer | undefined;
  const dataDir = tempDataDir();

  // A server of its own, whose database the test writes to directly.
  beforeAll(async () => {
    db = await proxiedDatabase(dataDir);
    server = await startServer({ env: { DATABASE_URL: db.url }, dataDir });
  });
  afterAll(async () => {
    await server?.stop();
    await db?.stop();
    removeDir(dataDir);
  });

  it('is never answered, whatever the table holds (rows written before a rule existed)', async () => {
    const at = server!.url;
    const admin = await loginToken(at, ADMIN.username, ADMIN.password);
    const client = new pg.Client({ connectionString: db!.directUrl });
    await client.connect();
    try {
      await client.query(
        `insert into redirect (from_path, to_path) values ('/eski-kotu-1', '//evil.example'), ('/eski-kotu-2', '/\\evil.example'), ('/eski-kotu-3', '/.//evil.example')`,
      );
    } finally {
      await client.end();
    }
    // Any change of redirects reads them all again.
    await ok(CREATE, { input: { fromPath: '/eski-iyi', toPath: '/blog', permanent: true } }, at, admin);
    expect(await probe('/eski-iyi', at)).toEqual({ status: 301, location: '/blog' });
    const unknown = await probe('/hic-olmadi', at);
    for (const bad of ['/eski-kotu-1', '/eski-kotu-2', '/eski-kotu-3']) expect(await probe(bad, at), bad).toEqual(unknown);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('two processes on one database', () => {
  let processes: Awaited<ReturnType<typeof startProcesses>> | undefined;
  let servers: RunningServer[] = [];

  beforeAll(async () => {
    processes = await startProcesses(2);
    servers = processes.servers;
  });
  afterAll(async () => {
    await processes?.stop();
  });

  it('a redirect made on one process is answered by the other within seconds, and its removal too', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const adminA = await loginToken(a.url, ADMIN.username, ADMIN.password);
    const from = `/iki-surec-${RUN}`;
    const unknown = await probe(`/hic-olmadi-${RUN}`, b.url);
    expect(await probe(from, b.url)).toEqual(unknown);
    const { id } = (await ok(CREATE, { input: { fromPath: from, toPath: '/blog', permanent: true } }, a.url, adminA)).createRedirect;
    expect(await probe(from, a.url)).toEqual({ status: 301, location: '/blog' });
    await eventually(async () => expect(await probe(`${from}?lang=en`, b.url)).toEqual({ status: 301, location: '/blog?lang=en' }), {
      timeoutMs: 5_000,
    });
    await ok('mutation($id: Int!) { deleteRedirect(id: $id) }', { id }, a.url, adminA);
    await eventually(async () => expect(await probe(from, b.url)).toEqual(unknown), { timeoutMs: 5_000 });
  });
});
