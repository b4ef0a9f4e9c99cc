// Drafts and scheduled products and posts reach no visitor through any public path (pages, the
// header menu, the home page, GraphQL, REST, downloads, the catalogue PDF, the sitemap) while a signed-in
// administrator's GraphQL reads see them; unpublishing hides them everywhere at the very next request, through the
// response, page and query caches (a removal); publishing and a publication time coming show them everywhere within
// the stale window (an edit: kept answers may be served, marked STALE, while they are made again). Old REST creates
// and seeded content are published.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EDIT_SHOWS_WITHIN_MS, eventually } from '../helpers/eventually.js';
import { gql, gqlUpload, loginToken } from '../helpers/graphql.js';
import { readPdf } from '../helpers/pdf.js';
import { pdfBlob, rest, uploadImage } from '../helpers/rest.js';
import { ADMIN } from '../helpers/server.js';

const url = inject('serverUrl');
const RUN = Date.now().toString(36);
const PRODUCT_NAME = `Taslak Ölçüm Analizörü ${RUN}`;
const POST_TITLE = `Taslak Yazı ${RUN}`;

let token: string;
let product: { id: number; slug: string; category: string };
let post: { id: number; slug: string };
let fileId: number;
const cleanup: Array<() => Promise<unknown>> = [];

const anonymous = (query: string, variables: Record<string, unknown> = {}) => gql(url, query, variables);
const asAdmin = (query: string, variables: Record<string, unknown> = {}) => gql(url, query, variables, token);

async function page(path: string): Promise<{ status: number; html: string }> {
  const res = await fetch(url + path);
  return { status: res.status, html: await res.text() };
}

/** Every product of the REST list, page by page (the list answers 100 at most; the draft is among the last). */
async function restProducts(): Promise<Array<{ id: number }>> {
  const all: Array<{ id: number }> = [];
  for (let offset = 0; offset < 2000; offset += 100) {
    const res = await rest(url, 'GET', `/api/products?limit=100&offset=${offset}`);
    all.push(...res.json);
    if (res.json.length < 100) break;
  }
  return all;
}

/** What a visitor sees of the draft product and post, path by path: every value must be the same. */
async function visitorSees(): Promise<Record<string, boolean>> {
  const p = { id: product.id, slug: product.slug, c: product.category };
  const g = (
    await anonymous(
      `query($id: Int!, $slug: String!, $c: ProductCategory!, $post: Int!, $postSlug: String!, $productName: String!, $postTitle: String!) {
    productBySlug(slug: $slug) { id } product(id: $id) { id } productFiles(productId: $id) { id }
    newest: products(newestFirst: true, take: 12) { id } inCategory: products(category: $c, take: 100) { id }
    productCount(category: $c) productMenu { products { id } }
    blogBySlug(slug: $postSlug) { id } blog(id: $post) { id } blogs(take: 12) { id } blogCount
    productHits: search(query: $productName, language: tr, take: 50) { items { kind id } }
    postHits: search(query: $postTitle, language: tr, take: 50) { items { kind id } } }`,
      { ...p, post: post.id, postSlug: post.slug, productName: PRODUCT_NAME, postTitle: POST_TITLE },
    )
  ).data;
  const admin = (await asAdmin('query($c: ProductCategory!) { productCount(category: $c) blogCount }', { c: p.c })).data;
  const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
  const productPage = await page(`/products/${p.slug}`);
  const postPage = await page(`/blog/${post.slug}?lang=en`);
  const { html: home } = await page('/');
  const restBlogs = (await rest(url, 'GET', '/api/blogs?limit=12')).json as Array<{ blog_id: number }>;
  return {
    'page /products/:slug': productPage.status === 200 && productPage.html.includes(PRODUCT_NAME),
    'page /blog/:slug': postPage.status === 200 && postPage.html.includes(`${POST_TITLE} EN`),
    'page / (newest products and posts)': [PRODUCT_NAME, POST_TITLE].every((text) => home.includes(text)),
    'page /blog': (await page('/blog')).html.includes(POST_TITLE),
    'GraphQL productBySlug': g.productBySlug?.id === p.id,
    'GraphQL product': g.product?.id === p.id,
    'GraphQL productFiles': g.productFiles.length === 1,
    'GraphQL products (newest first)': g.newest.some((x: { id: number }) => x.id === p.id),
    'GraphQL products (category)': g.inCategory.some((x: { id: number }) => x.id === p.id),
    'GraphQL productCount': g.productCount === admin.productCount,
    'GraphQL productMenu (header)': g.productMenu.some((m: { products: Array<{ id: number }> }) => m.products.some((x) => x.id === p.id)),
    'GraphQL blogBySlug': g.blogBySlug?.id === post.id,
    'GraphQL blog': g.blog?.id === post.id,
    'GraphQL blogs': g.blogs.some((x: { id: number }) => x.id === post.id),
    'GraphQL blogCount': g.blogCount === admin.blogCount,
    'REST /api/products': (await restProducts()).some((x) => x.id === p.id),
    'REST /api/product/by-slug': (await rest(url, 'GET', `/api/product/by-slug/${p.slug}`)).status === 200,
    'REST /api/product/:id': (await rest(url, 'GET', `/api/product/${p.id}`)).status === 200,
    'REST /api/product-files/:id': (await rest(url, 'GET', `/api/product-files/${p.id}`)).json.length === 1,
    'REST /api/download/:id': (await rest(url, 'GET', `/api/download/${fileId}`)).status === 200,
    'REST datasheet PDF': (await rest(url, 'GET', `/api/product/by-slug/${p.slug}/datasheet`)).status === 200,
    'REST /api/blogs': restBlogs.some((x) => x.blog_id === post.id),
    'REST /api/blog/:id': (await rest(url, 'GET', `/api/blog/${post.id}`)).status === 200,
    'sitemap product': sitemap.includes(`/products/${p.slug}<`),
    'GraphQL search (product)': g.productHits.items.some((x: { kind: string; id: number }) => x.kind === 'product' && x.id === p.id),
    'GraphQL search (post)': g.postHits.items.some((x: { kind: string; id: number }) => x.kind === 'blog' && x.id === post.id),
    // The results' list only (the header's menu may name the product too), tags left out (hits are marked).
    'page /search':
      /<ul[^>]*aria-label="Arama sonuçları"[\s\S]*?<\/ul>/
        .exec((await page(`/search?q=${encodeURIComponent(PRODUCT_NAME)}`)).html)?.[0]
        .replace(/<[^>]+>/g, '')
        .includes(PRODUCT_NAME) ?? false,
    'sitemap post': sitemap.includes(`/blog/${post.slug}<`),
  };
}

const everywhere = (seen: Record<string, boolean>, visible: boolean) =>
  Object.fromEntries(Object.keys(seen).map((path) => [path, visible]));

async function catalogueText(): Promise<string> {
  const res = await fetch(`${url}/api/catalog`);
  expect(res.status).toBe(200);
  return (await readPdf(new Uint8Array(await res.arrayBuffer()))).text;
}

const statusOf = async () =>
  (
    await asAdmin('query($id: Int!, $b: Int!) { product(id: $id) { status publishedAt } blog(id: $b) { status publishedAt } }', {
      id: product.id,
      b: post.id,
    })
  ).data;

beforeAll(async () => {
  token = await loginToken(url, ADMIN.username, ADMIN.password);
});

afterAll(async () => {
  for (const remove of cleanup) await remove().catch(() => undefined);
});

describe('drafts and publishing', () => {
  it('seeded content is published: visitors and administrators count the same, every row PUBLISHED', async () => {
    const q = '{ productCount blogCount products(take: 100) { status } blogs(take: 100) { status } }';
    const [visitor, admin] = [(await anonymous(q)).data, (await asAdmin(q)).data];
    expect(visitor.productCount).toBe(admin.productCount);
    expect(visitor.blogCount).toBe(admin.blogCount);
    expect(new Set([...admin.products, ...admin.blogs].map((r: { status: string }) => r.status))).toEqual(new Set(['PUBLISHED']));
  });

  it('a draft product and post reach no visitor through any public path; the administrator sees them', async () => {
    const created = await asAdmin(
      `mutation($input: ProductInput!) { createProduct(input: $input) { id slug category status publishedAt } }`,
      {
        input: {
          name: PRODUCT_NAME,
          category: 'energy',
          shortDescriptionTr: 'Taslak kısa açıklama',
          shortDescriptionEn: 'Draft short description',
          draft: true,
        },
      },
    );
    expect(created.errors).toBeUndefined();
    product = created.data.createProduct;
    cleanup.push(() => asAdmin('mutation($id: Int!) { deleteProduct(id: $id) }', { id: product.id }));
    expect(created.data.createProduct).toMatchObject({ status: 'DRAFT', publishedAt: null });
    // First in its category, so that the header menu (a category's first few) would show it whatever other test files
    // have added to the category on this shared server.
    const inCategory = (await asAdmin('{ products(category: energy, take: 100) { id } }')).data.products.map((p: { id: number }) => p.id);
    const reordered = await asAdmin('mutation($ids: [Int!]!) { reorderProducts(category: energy, ids: $ids) }', {
      ids: [product.id, ...inCategory.filter((id: number) => id !== product.id)],
    });
    expect(reordered.errors).toBeUndefined();
    const file = await gqlUpload(
      url,
      'mutation($id: Int!, $file: Upload!) { addProductFile(productId: $id, file: $file, fileTypeTr: "Broşür", fileTypeEn: "Brochure") { id } }',
      { id: product.id, file: null },
      { 'variables.file': [pdfBlob(RUN), 'taslak.pdf'] },
      token,
    );
    fileId = file.data.addProductFile.id;

    const image = await uploadImage(url, token, 'blog');
    const createdPost = await asAdmin(`mutation($input: BlogInput!) { createBlog(input: $input) { id slug status } }`, {
      input: {
        titleTr: POST_TITLE,
        titleEn: `${POST_TITLE} EN`,
        summaryTr: 'Özet',
        summaryEn: 'Summary',
        contentTr: '<p>İçerik</p>',
        contentEn: '<p>Content</p>',
        image,
        draft: true,
      },
    });
    expect(createdPost.errors).toBeUndefined();
    post = createdPost.data.createBlog;
    cleanup.push(() => asAdmin('mutation($id: Int!) { deleteBlog(id: $id) }', { id: post.id }));
    expect(post).toMatchObject({ status: 'DRAFT' });

    const seen = await visitorSees();
    expect(seen).toEqual(everywhere(seen, false));
    expect((await page(`/products/${product.slug}`)).status).toBe(404);
    expect((await page(`/blog/${post.slug}`)).status).toBe(404);
    expect(await catalogueText()).not.toContain(PRODUCT_NAME);

    const admin = (
      await asAdmin(
        `query($slug: String!, $postSlug: String!) { productBySlug(slug: $slug) { id status files { id } }
      products(newestFirst: true, take: 5) { id } productMenu { products { id } } blogBySlug(slug: $postSlug) { id status } blogs(take: 5) { id } }`,
        { slug: product.slug, postSlug: post.slug },
      )
    ).data;
    expect(admin.productBySlug).toEqual({ id: product.id, status: 'DRAFT', files: [{ id: fileId }] });
    expect(admin.products.map((p: { id: number }) => p.id)).toContain(product.id);
    expect(admin.productMenu.flatMap((m: { products: Array<{ id: number }> }) => m.products.map((p) => p.id))).toContain(product.id);
    expect(admin.blogBySlug).toEqual({ id: post.id, status: 'DRAFT' });
    expect(admin.blogs.map((b: { id: number }) => b.id)).toContain(post.id);
  });

  it("the administrator's links to a draft's files download it (the preview's plain links); no other link does", async () => {
    const anonymousUrl = (await anonymous('query { product(id: 1) { files { downloadUrl } } }')).data.product.files[0]?.downloadUrl;
    if (anonymousUrl) expect(anonymousUrl).toMatch(/^\/api\/download\/\d+$/);
    const files = (await asAdmin('query($id: Int!) { productFiles(productId: $id) { id downloadUrl } }', { id: product.id })).data
      .productFiles;
    const link: string = files[0].downloadUrl;
    expect(link).toMatch(new RegExp(`^/api/download/${fileId}\\?grant=`));
    const granted = await fetch(url + link);
    expect(granted.status).toBe(200);
    expect(granted.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await granted.arrayBuffer()).toString('latin1')).toContain(RUN);
    const grant = link.split('grant=')[1];
    const other = await gqlUpload(
      url,
      'mutation($id: Int!, $file: Upload!) { addProductFile(productId: $id, file: $file, fileTypeTr: "Kılavuz", fileTypeEn: "Manual") { id } }',
      { id: product.id, file: null },
      { 'variables.file': [pdfBlob(RUN), 'ikinci.pdf'] },
      token,
    );
    const otherId = other.data.addProductFile.id;
    // Without it, with it altered, for the draft's other file, or with a sign-in token instead: not found.
    for (const path of [
      `/api/download/${fileId}`,
      `/api/download/${fileId}?grant=${grant.slice(0, -2)}xx`,
      `/api/download/${otherId}?grant=${grant}`,
      `/api/download/${fileId}?grant=${token}`,
    ]) {
      expect((await fetch(url + path)).status, path).toBe(404);
    }
    await asAdmin('mutation($id: Int!) { deleteProductFile(id: $id) }', { id: otherId });
  });

  it('publishing shows them everywhere within seconds (caches included); unpublishing hides them again at once', async () => {
    const publish = await asAdmin('mutation($id: Int!, $b: Int!) { publishProduct(id: $id) { status } publishBlog(id: $b) { status } }', {
      id: product.id,
      b: post.id,
    });
    expect(publish.data).toEqual({ publishProduct: { status: 'PUBLISHED' }, publishBlog: { status: 'PUBLISHED' } });
    await eventually(async () => {
      const seen = await visitorSees();
      expect(seen).toEqual(everywhere(seen, true));
    });
    await eventually(async () => expect(await catalogueText()).toContain(PRODUCT_NAME));

    const unpublish = await asAdmin(
      'mutation($id: Int!, $b: Int!) { unpublishProduct(id: $id) { status } unpublishBlog(id: $b) { status } }',
      { id: product.id, b: post.id },
    );
    expect(unpublish.data).toEqual({ unpublishProduct: { status: 'DRAFT' }, unpublishBlog: { status: 'DRAFT' } });
    const hidden = await visitorSees();
    expect(hidden).toEqual(everywhere(hidden, false));
  });

  it('a publication time two seconds ahead shows them when it comes, not before, with no request changing anything', async () => {
    const at = new Date(Date.now() + 2000);
    const scheduled = await asAdmin(
      'mutation($id: Int!, $b: Int!, $at: DateTimeISO!) { publishProduct(id: $id, at: $at) { status } publishBlog(id: $b, at: $at) { status } }',
      { id: product.id, b: post.id, at: at.toISOString() },
    );
    expect(scheduled.data).toEqual({ publishProduct: { status: 'SCHEDULED' }, publishBlog: { status: 'SCHEDULED' } });
    expect((await statusOf()).product.publishedAt).toBe(at.toISOString());
    const before = await visitorSees();
    if (Date.now() < at.getTime()) expect(before).toEqual(everywhere(before, false));

    // Kept answers (page, REST, GraphQL) are asked again until the time has come and the stale window after it (a
    // publication coming out is an edit): bounded, never a fixed sleep.
    const cachedReads = async () => [
      (await page(`/products/${product.slug}`)).status,
      (await rest(url, 'GET', `/api/blog/${post.id}`)).status,
      (await anonymous('query($s: String!) { productBySlug(slug: $s) { id } }', { s: product.slug })).data.productBySlug ? 200 : 404,
    ];
    await eventually(async () => expect(await cachedReads()).toEqual([200, 200, 200]), {
      timeoutMs: at.getTime() - Date.now() + EDIT_SHOWS_WITHIN_MS,
    });
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
    await eventually(async () => {
      const after = await visitorSees();
      expect(after).toEqual(everywhere(after, true));
    });
    expect(await statusOf()).toMatchObject({ product: { status: 'PUBLISHED' }, blog: { status: 'PUBLISHED' } });
  });

  it('the old REST writes create published products and posts', async () => {
    const restToken = (await rest(url, 'POST', '/api/login', { username: ADMIN.username, password: ADMIN.password })).json.token;
    const created = await rest(
      url,
      'POST',
      '/api/products',
      { name: `REST Ürünü ${RUN}`, category: 'io', short_description_tr: 'Kısa', short_description_en: 'Short' },
      restToken,
    );
    expect(created.status, created.text).toBe(201);
    cleanup.push(() => rest(url, 'DELETE', `/api/product/${created.json.product_id}`, undefined, restToken));
    expect((await rest(url, 'GET', `/api/product/by-slug/${created.json.product_slug}`)).status).toBe(200);
    const image = await uploadImage(url, restToken, 'blog');
    const createdPost = await rest(
      url,
      'POST',
      '/api/blogs',
      {
        title: `REST Yazısı ${RUN}`,
        title_en: 'REST post',
        summary: 'Özet',
        summary_en: 'Summary',
        content: '<p>x</p>',
        content_en: '<p>x</p>',
        image,
      },
      restToken,
    );
    expect(createdPost.status, createdPost.text).toBe(201);
    cleanup.push(() => rest(url, 'DELETE', `/api/blog/${createdPost.json.blog_id}`, undefined, restToken));
    expect(
      (await anonymous('query($s: String!) { blogBySlug(slug: $s) { status } }', { s: createdPost.json.blog_slug })).data.blogBySlug,
    ).toEqual({ status: 'PUBLISHED' });
  });

  it('a post needs its image to be published, not to be a draft: create, publish, schedule and bulk publish refuse without one', async () => {
    const title = `Görselsiz Taslak ${RUN}`;
    const input = {
      titleTr: title,
      titleEn: `${title} EN`,
      summaryTr: 'Özet',
      summaryEn: 'Summary',
      contentTr: '<p>a</p>',
      contentEn: '<p>b</p>',
    };
    const create = (extra: Record<string, unknown>) =>
      asAdmin('mutation($input: BlogInput!) { createBlog(input: $input) { id slug status image } }', { input: { ...input, ...extra } });
    const refusal = { code: 'BAD_USER_INPUT', field: 'image', reason: 'REQUIRED_TO_PUBLISH' };

    // Created published (the default for every API but the admin's form), it is refused and nothing is kept.
    const published = await create({});
    expect(published.errors?.[0]?.extensions).toMatchObject(refusal);
    const draft = await create({ draft: true });
    expect(draft.errors).toBeUndefined();
    const { id, slug } = draft.data.createBlog;
    cleanup.push(() => asAdmin('mutation($id: Int!) { deleteBlog(id: $id) }', { id }));
    expect(draft.data.createBlog).toMatchObject({ status: 'DRAFT', image: null });

    const state = async () => (await asAdmin('query($id: Int!) { blog(id: $id) { status publishedAt } }', { id })).data.blog;
    const publish = await asAdmin('mutation($id: Int!) { publishBlog(id: $id) { id } }', { id });
    expect(publish.errors?.[0]?.extensions).toMatchObject({ ...refusal, ids: [id] });
    const schedule = await asAdmin('mutation($id: Int!, $at: DateTimeISO) { publishBlog(id: $id, at: $at) { id } }', {
      id,
      at: new Date(Date.now() + 3600_000).toISOString(),
    });
    expect(schedule.errors?.[0]?.extensions).toMatchObject(refusal);
    // All or none: the other post of the selection is not published either.
    const other = await create({ titleTr: `${title} 2`, image: await uploadImage(url, token, 'blog'), draft: true });
    cleanup.push(() => asAdmin('mutation($id: Int!) { deleteBlog(id: $id) }', { id: other.data.createBlog.id }));
    const bulk = await asAdmin('mutation($ids: [Int!]!) { bulkPublishBlogs(ids: $ids) }', { ids: [other.data.createBlog.id, id] });
    expect(bulk.errors?.[0]?.extensions).toMatchObject({ ...refusal, ids: [id] });
    expect(await state()).toEqual({ status: 'DRAFT', publishedAt: null });
    expect((await asAdmin('query($id: Int!) { blog(id: $id) { status } }', { id: other.data.createBlog.id })).data.blog.status).toBe(
      'DRAFT',
    );
    expect((await anonymous('query($s: String!) { blogBySlug(slug: $s) { id } }', { s: slug })).data.blogBySlug).toBeNull();

    // Saved again with an image, it is published.
    const image = await uploadImage(url, token, 'blog');
    const saved = await asAdmin('mutation($id: Int!, $input: BlogInput!) { updateBlog(id: $id, input: $input) { status image } }', {
      id,
      input: { ...input, image },
    });
    expect(saved.data.updateBlog).toEqual({ status: 'DRAFT', image });
    expect((await asAdmin('mutation($id: Int!) { publishBlog(id: $id) { status } }', { id })).data.publishBlog).toEqual({
      status: 'PUBLISHED',
    });
    // A product needs none (the site shows its default image): this one was published above without one.
    expect((await asAdmin('query($id: Int!) { product(id: $id) { image } }', { id: product.id })).data.product.image).toBeNull();
  });

  it("publishing is an administrator's: anonymous publish and unpublish are refused", async () => {
    const res = await anonymous('mutation($id: Int!) { unpublishProduct(id: $id) { id } }', { id: product.id });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await anonymous('mutation { publishBlog(id: 999999) { id } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await asAdmin('mutation { publishBlog(id: 999999) { id } }')).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
