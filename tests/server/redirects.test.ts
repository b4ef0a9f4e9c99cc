// Links that survive renames: a product's or post's old addresses answer 301 straight to the current one (query
// kept, no chain of hops), a slug taken back answers its record, hand-made redirects answer 301 or 302, and the
// admin's rules refuse loops, chains and targets off the site. With DATABASE_URL set, two processes: a redirect
// made on one is answered by the other.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eventually } from '../helpers/eventually.js';
import { gql, loginToken } from '../helpers/graphql.js';
import { adminToken, uploadImage } from '../helpers/rest.js';
import { ADMIN, startProcesses, type RunningServer } from '../helpers/server.js';

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
    }).on('error', reject).end();
  });
}

const productInput = (slug: string) => ({ name: `Yönlendirme Ürünü ${RUN}`, slug, category: 'io', shortDescriptionTr: 'Kısa', shortDescriptionEn: 'Short' });

async function createProduct(slug: string): Promise<number> {
  return (await ok('mutation($input: ProductInput!) { createProduct(input: $input) { id } }', { input: productInput(slug) })).createProduct.id;
}

async function renameProduct(id: number, slug: string): Promise<void> {
  await ok('mutation($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { slug } }', { id, input: productInput(slug) });
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
    }
    expect(await probe(`/products/${a}`, url, 'HEAD')).toEqual({ status: 301, location: `/products/${c}` });
    expect((await probe(`/products/${c}`)).status).toBe(200);
    // Listed as automatic, each straight to the current address; audited as the rename's writes.
    const rows = (await ok(LIST)).redirects.filter((r: { toPath: string }) => r.toPath === `/products/${c}`);
    expect(rows.map((r: { fromPath: string }) => r.fromPath).sort()).toEqual([`/products/${a}`, `/products/${b}`]);
    expect(rows.every((r: { automatic: boolean; permanent: boolean }) => r.automatic && r.permanent)).toBe(true);
    const audit = await ok('query($f: AuditFilter) { auditEntries(filter: $f, take: 50) { action operation entityName } }', { f: { entityType: 'Redirect' } });
    expect(audit.auditEntries).toEqual(expect.arrayContaining([{ action: 'create', operation: 'updateProduct', entityName: `/products/${b}` }]));
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
    const input = (slug: string) => ({ titleTr: `Yönlendirme ${RUN}`, titleEn: 'Redirect', slug, summaryTr: 'Özet', summaryEn: 'Summary', contentTr: '<p>İçerik</p>', contentEn: '<p>Content</p>', image });
    const { id } = (await ok('mutation($input: BlogInput!) { createBlog(input: $input) { id } }', { input: input(`yazi-eski-${RUN}`) })).createBlog;
    await ok('mutation($id: Int!, $input: BlogInput!) { updateBlog(id: $id, input: $input) { id } }', { id, input: input(`yazi-yeni-${RUN}`) });
    expect(await probe(`/blog/yazi-eski-${RUN}?lang=en`)).toEqual({ status: 301, location: `/blog/yazi-yeni-${RUN}?lang=en` });
  });
});

describe('redirects added by hand', () => {
  it('answer 301 or 302 as chosen, query kept; deleted, the address answers as any unknown one', async () => {
    const permanent = (await ok(CREATE, { input: { fromPath: `/eski-site/urun-${RUN}.html`, toPath: '/products?category=energy', permanent: true } })).createRedirect;
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
    const audit = await ok('query($f: AuditFilter) { auditEntries(filter: $f, take: 50) { action operation entityName } }', { f: { entityType: 'Redirect' } });
    expect(audit.auditEntries).toEqual(expect.arrayContaining([
      { action: 'create', operation: 'createRedirect', entityName: `/kampanya-${RUN}` },
      { action: 'delete', operation: 'deleteRedirect', entityName: `/kampanya-${RUN}` },
    ]));
  });

  it('loops and chains are refused with a reason, nothing changed', async () => {
    const before = (await ok(LIST)).redirects.length;
    expect(await refusal({ fromPath: `/dongu-${RUN}`, toPath: `/dongu-${RUN}/?x=1` })).toMatchObject({ code: 'BAD_USER_INPUT', field: 'toPath', reason: 'REDIRECT_LOOP' });
    await ok(CREATE, { input: { fromPath: `/zincir-a-${RUN}`, toPath: `/zincir-b-${RUN}`, permanent: true } });
    // b → a would close a loop; c → a would chain onto a → b; b → c would make a → b → c.
    expect(await refusal({ fromPath: `/zincir-b-${RUN}`, toPath: `/zincir-a-${RUN}` })).toMatchObject({ field: 'toPath', reason: 'REDIRECT_LOOP' });
    expect(await refusal({ fromPath: `/zincir-c-${RUN}`, toPath: `/zincir-a-${RUN}?lang=en` })).toMatchObject({ field: 'toPath', reason: 'REDIRECT_CHAIN' });
    expect(await refusal({ fromPath: `/zincir-b-${RUN}`, toPath: `/zincir-c-${RUN}` })).toMatchObject({ field: 'fromPath', reason: 'REDIRECT_CHAIN' });
    expect(await refusal({ fromPath: `/zincir-a-${RUN}`, toPath: '/blog' })).toMatchObject({ field: 'fromPath', reason: 'REDIRECT_EXISTS' });
    expect((await ok(LIST)).redirects.length).toBe(before + 1);
  });

  it('targets off the site are refused (no open redirect), and sources must be plain paths of the site', async () => {
    const before = (await ok(LIST)).redirects.length;
    for (const toPath of ['https://evil.example', '//evil.example', '/\\evil.example', '\\\\evil.example', 'javascript:alert(1)', '/\t/evil.example', '/ok/\\..\\/evil.example']) {
      expect(await refusal({ fromPath: `/acik-${RUN}`, toPath }), toPath).toMatchObject({ code: 'BAD_USER_INPUT', field: 'toPath', reason: 'OFF_SITE' });
    }
    expect(await refusal({ fromPath: `/acik-${RUN}`, toPath: 'products' })).toMatchObject({ field: 'toPath', reason: 'INVALID_PATH' });
    expect(await refusal({ fromPath: `/acik-${RUN}`, toPath: '' })).toMatchObject({ field: 'toPath', reason: 'REQUIRED' });
    expect(await refusal({ fromPath: `/acik-${RUN}`, toPath: `/${'x'.repeat(600)}` })).toMatchObject({ field: 'toPath', reason: 'TOO_LONG' });
    for (const fromPath of ['https://example.com/eski', '//example.com/eski', 'eski', '/eski?id=1', '/a/../b']) {
      expect(await refusal({ fromPath, toPath: '/blog' }), fromPath).toMatchObject({ field: 'fromPath', reason: 'INVALID_PATH' });
    }
    for (const fromPath of ['/', '/admin/dashboard', '/api/products', '/graphql', '/Admin', '/assets/x.js']) {
      expect(await refusal({ fromPath, toPath: '/blog' }), fromPath).toMatchObject({ field: 'fromPath', reason: 'RESERVED_PATH' });
    }
    const live = `canli-${RUN}`;
    await createProduct(live);
    expect(await refusal({ fromPath: `/products/${live}`, toPath: '/blog' })).toMatchObject({ field: 'fromPath', reason: 'LIVE_PAGE' });
    // The site's own pages, their Turkish aliases and its own redirects are live too; a seeded solution as well.
    for (const fromPath of ['/solutions', '/cozumler', '/products', '/urunler', '/resources/', '/arama', '/solutions/smart-energy-management', '/cozumler/smart-energy-management', '/blog']) {
      expect(await refusal({ fromPath, toPath: `/acik-${RUN}` }), fromPath).toMatchObject({ field: 'fromPath', reason: 'LIVE_PAGE' });
    }
    expect((await ok(LIST)).redirects.length).toBe(before);
  });

  it('only administrators read, add or delete redirects', async () => {
    for (const [query, variables] of [[LIST, {}], [CREATE, { input: { fromPath: `/anonim-${RUN}`, toPath: '/blog', permanent: true } }], ['mutation { deleteRedirect(id: 1) }', {}]] as const) {
      const res = await gql(url, query, variables);
      expect(res.errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
    }
    expect(await probe(`/anonim-${RUN}`)).toEqual(await probe(`/hic-olmadi-${RUN}`));
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
    await eventually(async () => expect(await probe(`${from}?lang=en`, b.url)).toEqual({ status: 301, location: '/blog?lang=en' }), { timeoutMs: 5_000 });
    await ok('mutation($id: Int!) { deleteRedirect(id: $id) }', { id }, a.url, adminA);
    await eventually(async () => expect(await probe(from, b.url)).toEqual(unknown), { timeoutMs: 5_000 });
  });
});
