// The admin lists: search with the site search's folding, filters, sorts and counts that agree; bulk publish,
// unpublish and delete (one transaction, one audit entry a record, administrators only); the editors' order of a
// category's products, which the public category list follows.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gql } from '../helpers/graphql.js';
import { eventually } from '../helpers/eventually.js';
import { adminToken, form, pdfBlob, rest, uploadImage } from '../helpers/rest.js';

const url = inject('serverUrl');
const RUN = Date.now().toString(36);
const CATEGORY = 'io';
let token: string;

const asAdmin = (query: string, variables: Record<string, unknown> = {}) => gql(url, query, variables, token);
async function ok(query: string, variables: Record<string, unknown> = {}) {
  const res = await asAdmin(query, variables);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data;
}

async function createProduct(name: string, extra: Record<string, unknown> = {}, category = CATEGORY): Promise<number> {
  const input = { name, category, shortDescriptionTr: `Kısa ${name}`, shortDescriptionEn: `Short ${name}`, ...extra };
  const id: number = (await ok('mutation($input: ProductInput!) { createProduct(input: $input) { id } }', { input })).createProduct.id;
  created.push(`deleteProduct(id: ${id})`);
  return id;
}

// The server is shared by every test file: drafts left behind would make other files' visitors and administrators
// count differently.
const created: string[] = [];
afterAll(async () => {
  for (const deletion of created) await asAdmin(`mutation { ${deletion} }`);
});

const LIST = `query($search: String, $status: PublicationStatus, $english: EnglishState, $sort: ProductSort, $order: SortOrder, $category: ProductCategory) {
  products(search: $search, status: $status, english: $english, sort: $sort, order: $order, category: $category, take: 100) { id name status position }
  productCount(search: $search, status: $status, english: $english, category: $category) }`;

async function list(args: Record<string, unknown>) {
  const data = await ok(LIST, args);
  // A list and its count read the same rows.
  expect(data.productCount).toBe(data.products.length);
  return data.products as Array<{ id: number; name: string; status: string; position: number }>;
}

async function auditOf(operation: string, entityType: string) {
  const data = await ok(`query($f: AuditFilter) { auditEntries(filter: $f, take: 100) { action operation entityId entityName fields } }`, {
    f: { entityType },
  });
  return (
    data.auditEntries as Array<{ action: string; operation: string; entityId: string | null; entityName: string | null; fields: string[] }>
  ).filter((e) => e.operation === operation);
}

let ids: { olcum: number; draft: number; english: number };

beforeAll(async () => {
  token = await adminToken(url);
  ids = {
    olcum: await createProduct(`Ölçüm Cihazı ${RUN}`),
    draft: await createProduct(`Işık Sensörü ${RUN}`, { draft: true }),
    english: await createProduct(`Zeta Analizör ${RUN}`, { longDescriptionTr: '<p>Uzun</p>', longDescriptionEn: '<p>Long</p>' }),
  };
  // The Turkish changes, the English stays: out of date.
  await ok('mutation($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }', {
    id: ids.english,
    input: {
      name: `Zeta Analizör ${RUN}`,
      category: CATEGORY,
      shortDescriptionTr: 'Yeni kısa',
      shortDescriptionEn: `Short Zeta Analizör ${RUN}`,
      longDescriptionTr: '<p>Uzun</p>',
      longDescriptionEn: '<p>Long</p>',
    },
  });
});

describe('admin lists: search, filters, sort, counts', () => {
  it("searches with the site search's folding: case, accents and dotless i aside", async () => {
    expect((await list({ search: `olcum cihazi ${RUN}` })).map((p) => p.id)).toEqual([ids.olcum]);
    expect((await list({ search: `ÖLÇÜM CİHAZI ${RUN}` })).map((p) => p.id)).toEqual([ids.olcum]);
    expect((await list({ search: `isik sensoru ${RUN}` })).map((p) => p.id)).toEqual([ids.draft]);
    expect((await list({ search: RUN })).length).toBe(3);
    // Every word, anywhere in the name; punctuation is no wildcard.
    expect((await list({ search: `${RUN} olcum` })).map((p) => p.id)).toEqual([ids.olcum]);
    expect((await list({ search: `%_ ${RUN} cihaz` })).map((p) => p.id)).toEqual([ids.olcum]);
    expect(await list({ search: `${RUN} olcum sensor` })).toEqual([]);
  });

  it('search, sort and filters are for administrators: a visitor is refused them, the plain lists stay public', async () => {
    for (const query of [
      '{ products(search: "olcum") { id } }',
      '{ productCount(search: "olcum") }',
      '{ products(order: DESC) { id } }',
      '{ blogs(search: "x") { id } }',
      '{ blogCount(english: MISSING) }',
      '{ documents(search: "x") { id } }',
      '{ documentCount(search: "x") }',
      '{ applications(search: "x") { id } }',
      '{ applicationCount(search: "x") }',
    ]) {
      const res = await gql(url, query);
      expect(res.errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
    }
    const plain = await gql(
      url,
      '{ products(take: 1) { id } productCount blogs(take: 1) { id } documents(take: 1) { id } applications(take: 1) { id } }',
    );
    expect(plain.errors).toBeUndefined();
  });

  it('filters by publication state, English state and category', async () => {
    expect((await list({ search: RUN, status: 'DRAFT' })).map((p) => p.id)).toEqual([ids.draft]);
    expect((await list({ search: RUN, status: 'PUBLISHED' })).map((p) => p.id).sort()).toEqual([ids.olcum, ids.english].sort());
    expect(await list({ search: RUN, status: 'SCHEDULED' })).toEqual([]);
    expect((await list({ search: RUN, english: 'OUTDATED' })).map((p) => p.id)).toEqual([ids.english]);
    expect((await list({ search: RUN, english: 'MISSING' })).map((p) => p.id).sort()).toEqual([ids.olcum, ids.draft].sort());
    expect((await list({ search: RUN, category: CATEGORY })).length).toBe(3);
    expect(await list({ search: RUN, category: 'network' })).toEqual([]);
  });

  it('sorts by a column either way', async () => {
    const up = (await list({ search: RUN, sort: 'NAME' })).map((p) => p.id);
    const down = (await list({ search: RUN, sort: 'NAME', order: 'DESC' })).map((p) => p.id);
    // The database's collation decides where 'Ö' goes; 'I' comes before 'Z' in every one.
    expect(up[0]).toBe(ids.draft);
    expect(up.indexOf(ids.draft)).toBeLessThan(up.indexOf(ids.english));
    expect(down).toEqual([...up].reverse());
    const byStatus = await list({ search: RUN, sort: 'STATUS' });
    expect(byStatus[0].id).toBe(ids.draft);
  });

  it('the other lists search and filter alike, their counts agreeing', async () => {
    const blogs = await ok(
      `query($s: String) { blogs(search: $s, sort: TITLE, order: DESC) { id } blogCount(search: $s)
      documents(search: $s, english: MISSING) { id } documentCount(search: $s, english: MISSING)
      applications(search: $s, sort: NAME) { id } applicationCount(search: $s)
      contactMessages(search: $s, sort: DATE) { id } contactMessageCount(search: $s) }`,
      { s: `zz-${RUN}` },
    );
    expect(blogs).toEqual({
      blogs: [],
      blogCount: 0,
      documents: [],
      documentCount: 0,
      applications: [],
      applicationCount: 0,
      contactMessages: [],
      contactMessageCount: 0,
    });
  });

  it("refuses bad input as the user's error, never a 500", async () => {
    const long = await asAdmin('query($s: String) { products(search: $s) { id } }', { s: 'x'.repeat(101) });
    expect(long.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'search', reason: 'TOO_LONG' });
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ products(sort: PRICE) { id } }' }),
    });
    expect(res.status).toBe(400);
    const enumVar = await asAdmin('query($e: EnglishState) { blogs(english: $e) { id } }', { e: 'GERMAN' });
    expect(enumVar.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe("admin lists: the site search's machinery, drafts included", () => {
  // A word of these records alone (RUN begins no word of it: the other tests count what RUN finds), and a model code
  // typed without its hyphen ('zq48213' for 'ZQ-48213').
  const own = `k${RUN}`;
  const code = String((Date.now() % 90_000) + 10_000);
  let draft: number;

  beforeAll(async () => {
    // Another category: the category order tests below count this one's products.
    draft = await createProduct(
      `ZQ-${code} Poyraz ${own}`,
      {
        draft: true,
        shortDescriptionTr: 'Üç fazlı enerji analizörü',
        shortDescriptionEn: 'Three-phase energy analyser',
        longDescriptionTr: '<p>Poyraz ağ geçidi (gateway) ile konuşur.</p>',
      },
      'energy',
    );
  });

  it('products: the words of the text, their forms and accents, codes and near misses, not the name alone', async () => {
    const found = async (search: string) => (await list({ search })).map((p) => p.id);
    for (const search of ['analizör', 'analizor', 'ANALİZÖR', 'analizörü', `zq${code}`, `ZQ ${code}`, `zq-${code}`, 'gatewy', 'analyser']) {
      expect(await found(search), search).toContain(draft);
    }
    expect(await found(`zq${code}`)).toEqual([draft]);
    // The filters and the search narrow together.
    expect(await found(`analizor ${own}`)).toEqual([draft]);
    expect(await list({ search: `analizor ${own}`, status: 'PUBLISHED' })).toEqual([]);
  });

  it('posts, documents and applications alike, in either language', async () => {
    const image = await uploadImage(url, token, 'blog');
    const post = (
      await ok('mutation($input: BlogInput!) { createBlog(input: $input) { id } }', {
        input: {
          titleTr: `Saha notu ${own}`,
          titleEn: `Field note ${own}`,
          summaryTr: 'Kısa',
          summaryEn: 'Short',
          contentTr: '<p>Analizör ekranı</p>',
          contentEn: '<p>The analyser screen</p>',
          image,
          draft: true,
        },
      })
    ).createBlog.id;
    created.push(`deleteBlog(id: ${post})`);
    const doc = await rest(
      url,
      'POST',
      '/api/documents',
      form({
        name: `Kılavuz ${own}`,
        description: 'Analizör kurulum adımları',
        description_en: 'Analyser set-up',
        file_tr: [pdfBlob('x'), 'k.pdf'],
      }),
      token,
    );
    expect(doc.status, doc.text).toBe(201);
    created.push(`deleteDocument(id: ${doc.json.data.document_id})`);
    const app = await rest(
      url,
      'POST',
      '/api/applications',
      form({
        name: `Yapılandırıcı ${own}`,
        description: 'Analizör ayarlarını okur',
        description_en: 'Reads analyser settings',
        application: [new Blob(['PK\x03\x04zip']), 'yapilandirici.zip'],
      }),
      token,
    );
    expect(app.status, app.text).toBe(201);
    const LISTS = `query($s: String) { blogs(search: $s, take: 100) { id } blogCount(search: $s) documents(search: $s, take: 100) { id }
      documentCount(search: $s) applications(search: $s, take: 100) { id } applicationCount(search: $s) }`;
    for (const s of ['analizor', 'analyser', 'analzor']) {
      const data = await ok(LISTS, { s });
      expect(
        data.blogs.map((b: { id: number }) => b.id),
        s,
      ).toContain(post);
      expect(
        data.documents.map((d: { id: number }) => d.id),
        s,
      ).toContain(doc.json.data.document_id);
      expect(
        data.applications.map((a: { id: number }) => a.id),
        s,
      ).toContain(app.json.data.app_id);
      expect([data.blogCount, data.documentCount, data.applicationCount], s).toEqual([
        data.blogs.length,
        data.documents.length,
        data.applications.length,
      ]);
    }
    // An application's saves and deletion keep its entries; the site search never answers with one.
    const renamed = await rest(
      url,
      'PUT',
      `/api/application/${app.json.data.app_id}`,
      form({ name: `Okuyucu ${own}`, description: 'Sayaç verisi' }),
      token,
    );
    expect(renamed.status, renamed.text).toBe(200);
    expect((await ok(LISTS, { s: `analizor ${own}` })).applications).toEqual([]);
    expect((await ok(LISTS, { s: `okuyucu ${own}` })).applications).toEqual([{ id: app.json.data.app_id }]);
    const site = await gql(url, 'query($q: String!) { search(query: $q, take: 50) { items { kind title } } }', { q: `okuyucu ${own}` });
    expect(site.data.search.items).toEqual([]);
    expect((await rest(url, 'DELETE', `/api/application/${app.json.data.app_id}`, undefined, token)).status).toBe(200);
    expect((await ok(LISTS, { s: `okuyucu ${own}` })).applicationCount).toBe(0);
  });
});

describe('bulk actions', () => {
  it('refuses callers who are not administrators', async () => {
    for (const m of ['bulkPublishProducts', 'bulkUnpublishBlogs', 'bulkDeleteDocuments', 'bulkDeleteContactMessages']) {
      const res = await gql(url, `mutation { ${m}(ids: [1]) }`);
      expect(res.errors?.[0]?.extensions?.code, m).toBe('UNAUTHENTICATED');
    }
  });

  it('unpublishes and publishes products, one audit entry a record; visitors follow', async () => {
    const two = [ids.olcum, ids.english];
    expect(
      (await ok('mutation($ids: [Int!]!) { bulkUnpublishProducts(ids: $ids) }', { ids: [...two, ids.draft] })).bulkUnpublishProducts,
    ).toBe(2);
    const entries = await auditOf('bulkUnpublishProducts', 'Product');
    expect(entries.filter((e) => two.includes(Number(e.entityId))).map((e) => e.action)).toEqual(['unpublish', 'unpublish']);
    const visitor = await gql(url, 'query($c: ProductCategory) { products(category: $c, take: 100) { id } }', { c: CATEGORY });
    expect(visitor.data.products.map((p: { id: number }) => p.id)).not.toContain(ids.olcum);
    expect((await ok('mutation($ids: [Int!]!) { bulkPublishProducts(ids: $ids) }', { ids: two })).bulkPublishProducts).toBe(2);
    expect((await list({ search: RUN, status: 'PUBLISHED' })).length).toBe(2);
  });

  it('changes nothing when an id is unknown, and says which', async () => {
    const res = await asAdmin('mutation($ids: [Int!]!) { bulkDeleteProducts(ids: $ids) }', { ids: [ids.olcum, 2_000_000_000] });
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'ids', reason: 'NOT_FOUND', ids: [2_000_000_000] });
    expect((await list({ search: RUN })).length).toBe(3);
    const tooMany = await asAdmin('mutation($ids: [Int!]!) { bulkDeleteBlogs(ids: $ids) }', {
      ids: Array.from({ length: 201 }, (_, i) => i + 1),
    });
    expect(tooMany.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'TOO_MANY' });
  });

  it('deletes posts, documents, applications and messages in one go, each audited', async () => {
    const image = await uploadImage(url, token, 'blog');
    const post = (n: string) =>
      ok('mutation($input: BlogInput!) { createBlog(input: $input) { id } }', {
        input: {
          titleTr: `Toplu ${n} ${RUN}`,
          titleEn: `Bulk ${n}`,
          summaryTr: 'Özet',
          summaryEn: 'Summary',
          contentTr: '<p>İçerik</p>',
          contentEn: '<p>Content</p>',
          image,
        },
      });
    const posts = [(await post('Alfa')).createBlog.id, (await post('Beta')).createBlog.id];
    expect((await ok(`query($s: String) { blogCount(search: $s) }`, { s: `toplu alfa ${RUN}` })).blogCount).toBe(1);
    expect((await ok('mutation($ids: [Int!]!) { bulkDeleteBlogs(ids: $ids) }', { ids: posts })).bulkDeleteBlogs).toBe(2);
    expect((await auditOf('bulkDeleteBlogs', 'Blog')).filter((e) => posts.includes(Number(e.entityId))).map((e) => e.action)).toEqual([
      'delete',
      'delete',
    ]);

    const doc = await rest(url, 'POST', '/api/documents', form({ name: `Kılavuz ${RUN}`, file_tr: [pdfBlob('x'), 'k.pdf'] }), token);
    expect(doc.status, doc.text).toBe(201);
    const found = await ok('query($s: String) { documents(search: $s) { id } }', { s: `kilavuz ${RUN}` });
    expect(found.documents.map((d: { id: number }) => d.id)).toEqual([doc.json.data.document_id]);
    expect(
      (await ok('mutation($ids: [Int!]!) { bulkDeleteDocuments(ids: $ids) }', { ids: [doc.json.data.document_id] })).bulkDeleteDocuments,
    ).toBe(1);
    expect((await rest(url, 'GET', doc.json.data.file_path_tr)).status).toBe(404);

    for (const n of ['Alfa', 'Beta']) {
      await gql(url, 'mutation($input: ContactInput!) { sendContactMessage(input: $input) { status } }', {
        input: { name: `Gönderen ${n} ${RUN}`, email: 'a@example.com', subject: 'Merhaba' },
      });
    }
    const messages = (await ok('query($s: String) { contactMessages(search: $s, take: 10) { id } }', { s: `gonderen alfa ${RUN}` }))
      .contactMessages;
    expect(messages).toHaveLength(1);
    const byName = await ok('query($s: String) { contactMessages(search: $s, take: 10) { id } contactMessageCount(search: $s) }', {
      s: RUN,
    });
    expect(byName.contactMessageCount).toBe(2);
    const messageIds = byName.contactMessages.map((m: { id: number }) => m.id);
    expect(
      (await ok('mutation($ids: [Int!]!) { bulkDeleteContactMessages(ids: $ids) }', { ids: messageIds })).bulkDeleteContactMessages,
    ).toBe(2);
    expect(
      (await auditOf('bulkDeleteContactMessages', 'ContactMessage')).filter((e) => messageIds.includes(Number(e.entityId))),
    ).toHaveLength(2);
  });
});

describe("the products' order within a category", () => {
  const categoryIds = async () =>
    (await ok('query($c: ProductCategory) { products(category: $c, take: 100) { id } }', { c: CATEGORY })).products.map(
      (p: { id: number }) => p.id,
    ) as number[];

  it('puts a new product last, and follows a reorder on the public list', async () => {
    const before = await categoryIds();
    expect(before.at(-1)).toBe(ids.english);
    // Read (and cached) before the reorder: the order's change must reach the cached page too.
    await (await fetch(`${url}/products?category=${CATEGORY}`)).text();
    const reversed = [...before].reverse();
    const moved = await ok('mutation($c: ProductCategory!, $ids: [Int!]!) { reorderProducts(category: $c, ids: $ids) }', {
      c: CATEGORY,
      ids: reversed,
    });
    expect(moved.reorderProducts).toBeGreaterThan(0);
    expect(await categoryIds()).toEqual(reversed);
    const visitor = await gql(
      url,
      'query($c: ProductCategory) { products(category: $c, take: 100) { id } productMenu { category products { id } } }',
      { c: CATEGORY },
    );
    const published = new Set((await list({ category: CATEGORY, status: 'PUBLISHED' })).map((p) => p.id));
    expect(visitor.data.products.map((p: { id: number }) => p.id)).toEqual(reversed.filter((id) => published.has(id)));
    const menu = visitor.data.productMenu.find((m: { category: string }) => m.category === CATEGORY);
    expect(menu.products.map((p: { id: number }) => p.id)).toEqual(reversed.filter((id) => published.has(id)).slice(0, 6));
    const first = (await ok('query($id: Int!) { product(id: $id) { name } }', { id: reversed.find((id) => published.has(id)) })).product
      .name;
    const second = (await ok('query($id: Int!) { product(id: $id) { name } }', { id: reversed.filter((id) => published.has(id))[1] }))
      .product.name;
    // A new order is an edit: the page kept before it may answer (STALE) while it is rendered again.
    await eventually(async () => {
      const page = await (await fetch(`${url}/products?category=${CATEGORY}`)).text();
      expect(page.indexOf(first)).toBeLessThan(page.indexOf(second));
    });
    // One entry for the whole order.
    const entries = await auditOf('reorderProducts', 'Product');
    expect(entries.at(0)).toMatchObject({ action: 'update', entityName: CATEGORY, fields: ['position'] });
  });

  it('moves a product to another category last in it', async () => {
    await ok('mutation($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }', {
      id: ids.olcum,
      input: { name: `Ölçüm Cihazı ${RUN}`, category: 'network', shortDescriptionTr: 'Kısa', shortDescriptionEn: 'Short' },
    });
    const solar = (await ok('{ products(category: network, take: 100) { id } }')).products.map((p: { id: number }) => p.id);
    expect(solar.at(-1)).toBe(ids.olcum);
  });

  it("refuses an order that is not exactly the category's products", async () => {
    const current = await categoryIds();
    const reorder = (list: number[]) =>
      asAdmin('mutation($c: ProductCategory!, $ids: [Int!]!) { reorderProducts(category: $c, ids: $ids) }', { c: CATEGORY, ids: list });
    for (const wrong of [current.slice(1), [...current, current[0]], [...current.slice(1), ids.olcum]]) {
      expect((await reorder(wrong)).errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'ids', reason: 'MISMATCH' });
    }
    expect(await categoryIds()).toEqual(current);
    expect((await gql(url, 'mutation { reorderProducts(category: network, ids: [1]) }')).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});
