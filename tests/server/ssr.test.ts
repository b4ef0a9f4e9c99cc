import { describe, expect, inject, it } from 'vitest';
import { STALE_WINDOW_MS } from '../../server/cache/content-version.js';
import { eventually } from '../helpers/eventually.js';
import { gql, loginToken } from '../helpers/graphql.js';
import { ADMIN } from '../helpers/server.js';

const url = inject('serverUrl');

describe('public pages are rendered on the server', () => {
  it('the HTML of / without JavaScript already holds the product names, title, description and canonical link', async () => {
    const res = await fetch(`${url}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    // The carousel's newest products with their descriptions, and every category's first products in the header.
    const { data } = await gql(
      url,
      '{ products(take: 12, newestFirst: true) { name shortDescriptionTr } productMenu { products { name } } }',
    );
    const products = data.products;
    const inMenu = data.productMenu.flatMap((m: { products: Array<{ name: string }> }) => m.products);
    expect(inMenu.length).toBeGreaterThanOrEqual(6);
    for (const p of [...products, ...inMenu]) expect(html).toContain(p.name);
    expect(html).toContain(products[0].shortDescriptionTr.slice(0, 30));
    expect(html).toMatch(/<html lang="tr">/);
    expect(html).toMatch(/<head>[\s\S]*<title>[^<]+\| Enerji Teknoloji<\/title>[\s\S]*<\/head>/);
    expect(html).toMatch(/<head>[\s\S]*<meta name="description" content="[^"]+"[\s\S]*<\/head>/);
    // Absolute links come from PUBLIC_URL (default http://localhost:PORT), never from the Host header.
    const port = new URL(url).port;
    expect(html).toContain(`<link rel="canonical" href="http://localhost:${port}/"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="en" href="http://localhost:${port}/?lang=en"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="http://localhost:${port}/"/>`);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"\/>/);
    const spoofed = await (await fetch(`${url}/`, { headers: { host: 'evil.example' } })).text();
    expect(spoofed).not.toContain('evil.example');
    // The data the page was rendered with travels along, so the browser does not ask again.
    expect(html).toMatch(/<script type="application\/json" id="page-data">\{"state":\{.*"ROOT_QUERY"/);
    // The admin chunk is not referenced by public pages.
    expect(html).not.toMatch(/AdminApp/);
  });

  it("renders the visitor's choice from ?lang or the language cookie; Accept-Language never changes a URL", async () => {
    const en = await (await fetch(`${url}/?lang=en`)).text();
    expect(en).toMatch(/<html lang="en">/);
    expect(en).toContain('Our Products');
    const cookie = await fetch(`${url}/`, { headers: { cookie: 'language=en' } });
    expect(await cookie.text()).toContain('Our Products');
    expect(cookie.headers.get('vary')).toMatch(/Cookie/);
    const accept = await (await fetch(`${url}/`, { headers: { 'accept-language': 'en-US,en;q=0.9' } })).text();
    expect(accept).toMatch(/<html lang="tr">/);
    expect(accept).toContain('Ürünlerimiz');
  });

  it('content with $ patterns comes out as written (the template is not filled with String.replace)', async () => {
    const token = await loginToken(url, ADMIN.username, ADMIN.password);
    const name = "Dollar test $' end $& $1 $$";
    const created = await gql(
      url,
      'mutation($input: ProductInput!) { createProduct(input: $input) { id slug } }',
      { input: { name, category: 'gateway', shortDescriptionTr: 'Kısa $` açıklama', shortDescriptionEn: 'Short' } },
      token,
    );
    expect(created.errors).toBeUndefined();
    const { id, slug } = created.data.createProduct;
    try {
      const html = await (await fetch(`${url}/products/${slug}`)).text();
      expect(html).toContain('Dollar test $&#x27; end $&amp; $1 $$');
      expect(html.match(/<\/html>/g)).toHaveLength(1);
      expect(html).toMatch(/<script type="application\/json" id="page-data">\{"state":/);
    } finally {
      await gql(url, 'mutation($id: Int!) { deleteProduct(id: $id) }', { id }, token);
    }
  });

  it('/robots.txt points to /sitemap.xml, which lists every public page, product and post in both languages', async () => {
    const port = new URL(url).port;
    const robots = await (await fetch(`${url}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: http://localhost:${port}/sitemap.xml`);
    expect(robots).toContain('Disallow: /admin/');
    const res = await fetch(`${url}/sitemap.xml`);
    expect(res.headers.get('content-type')).toMatch(/application\/xml/);
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&#38;/g, '&'));
    const base = `http://localhost:${port}`;
    const { data } = await gql(url, '{ products(take: 100) { slug } blogs(take: 100) { slug } productCategories }');
    const expected = [
      '/',
      '/solutions',
      '/solutions/smart-energy-management',
      '/products',
      '/resources',
      '/resources?tab=documents',
      '/blog',
      ...data.productCategories.map((c: string) => `/products?category=${c}`),
      ...data.products.map((p: { slug: string }) => `/products/${p.slug}`),
      ...data.blogs.map((b: { slug: string }) => `/blog/${b.slug}`),
    ];
    for (const path of expected) {
      expect(locs).toContain(base + path);
      expect(locs).toContain(base + path + (path.includes('?') ? '&' : '?') + 'lang=en');
    }
    expect(locs.some((l) => l.includes('sayfa-bulunamadi') || l.includes('/admin'))).toBe(false);
    expect(xml).toContain(`hreflang="x-default" href="${base}/"`);
  });

  it('unknown paths redirect to /sayfa-bulunamadi, which answers 404; old Turkish paths redirect', async () => {
    const unknown = await fetch(`${url}/no/such/page`, { redirect: 'manual' });
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get('location')).toBe('/sayfa-bulunamadi');
    const notFound = await fetch(`${url}/sayfa-bulunamadi`);
    expect(notFound.status).toBe(404);
    expect(await notFound.text()).toContain('Sayfa bulunamadı');
    const alias = await fetch(`${url}/urunler/egw-410`, { redirect: 'manual' });
    expect(alias.status).toBe(301);
    expect(alias.headers.get('location')).toBe('/products/egw-410');
  });

  it('a page rendered once is reused, compressed once, with no inline script for the CSP to allow; an edit shows within seconds', async () => {
    await fetch(`${url}/`);
    const kept = await fetch(`${url}/`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(kept.headers.get('x-page-cache')).toBe('HIT');
    // fetch decodes the body; the header says how it travelled.
    expect(kept.headers.get('content-encoding')).toBe('br');
    expect(kept.headers.get('vary')?.split(', ').sort()).toEqual(['Accept-Encoding', 'Cookie']);
    const gzipped = await fetch(`${url}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    const html = await kept.text();
    expect(await gzipped.text()).toBe(html);
    expect(kept.headers.get('content-security-policy')).toMatch(/script-src 'self';/);
    for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
      expect(tag, 'a script of the site, the JSON blocks of page data and modules, or structured data (JSON-LD, never run)').toMatch(
        /^<script src="\/assets\/language-before-paint-\w+\.js">$|^<script defer src="\/assets\/boot-after-paint-\w+\.js">$|^<script type="application\/json" id="page-(?:data|modules)">$|^<script type="application\/ld\+json">$/,
      );
    }
    // No module is linked before the first paint: boot-after-paint.js starts the listed ones, the entry and what it
    // imports, the page's chunk (home) and the language's texts, which all exist.
    expect(html).not.toMatch(/rel="modulepreload"|type="module"/);
    const modules = JSON.parse(/<script type="application\/json" id="page-modules">([^<]*)<\/script>/.exec(html)![1]) as {
      entry: string;
      preload: string[];
    };
    expect(modules.entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(modules.preload).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/assets\/home\.page-/), expect.stringMatching(/^\/assets\/locales-tr-/)]),
    );
    for (const file of [modules.entry, ...modules.preload]) {
      const asset = await fetch(`${url}${file}`);
      expect([file, asset.status, asset.headers.get('content-type')]).toEqual([file, 200, expect.stringMatching(/javascript/)]);
    }

    const token = await loginToken(url, ADMIN.username, ADMIN.password);
    // The newest product: the home page's carousel shows its description.
    const [p] = (await gql(url, '{ products(take: 1, newestFirst: true) { id name category shortDescriptionTr shortDescriptionEn } }')).data
      .products;
    const input = {
      name: p.name,
      category: p.category,
      shortDescriptionTr: `${p.shortDescriptionTr} (güncel)`,
      shortDescriptionEn: p.shortDescriptionEn,
    };
    try {
      const upd = await gql(
        url,
        'mutation($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }',
        { id: p.id, input },
        token,
      );
      expect(upd.errors).toBeUndefined();
      // An edit: the kept page may answer (marked STALE) while it is rendered again in the background.
      await eventually(async () => expect(await (await fetch(`${url}/`)).text()).toContain('(güncel)'));
    } finally {
      await gql(
        url,
        'mutation($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }',
        { id: p.id, input: { ...input, shortDescriptionTr: p.shortDescriptionTr } },
        token,
      );
    }
    await eventually(async () => expect(await (await fetch(`${url}/`)).text()).not.toContain('(güncel)'));
  });

  it('a page rendered again after an edit is rendered once, from the queries of its last render, and comes out the same', async () => {
    // One page of each kind from the sitemap, in both languages; a fresh URL each, so its first render discovers its
    // queries the slow way (pass after pass).
    const xml = await (await fetch(`${url}/sitemap.xml`)).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].replace(/&#38;/g, '&')));
    const kinds = new Map<string, URL>();
    for (const loc of locs)
      kinds.set(
        `${loc.pathname.split('/').slice(0, 2).join('/')} ${loc.pathname.split('/').length} ${String([...loc.searchParams.keys()])}`,
        loc,
      );
    const run = Date.now();
    const pages = [...kinds.values()].map((loc) => `${loc.pathname}?${new URLSearchParams([...loc.searchParams, ['run', String(run)]])}`);
    // The page as the browser sees it: the markup as it is; the data and the styles as sets (one pass gathers them in
    // the order of the tree, several passes in the order they were first met).
    const visible = (html: string) => {
      const styles = [...html.matchAll(/<style data-emotion="css ([^"]*)">([\s\S]*?)<\/style>/g)];
      const state = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html)![1];
      return {
        markup: html.replace(/<style data-emotion="css [^"]*">[\s\S]*?<\/style>/g, '').replace(state, ''),
        // The same data, perhaps gathered in another order.
        state: JSON.parse(state) as unknown,
        styleIds: styles.flatMap((m) => m[1].split(' ')).sort(),
        styleLength: styles.reduce((n, m) => n + m[2].length, 0),
      };
    };
    const get = async (path: string) => {
      const res = await fetch(url + path);
      return { html: visible(await res.text()), cache: res.headers.get('x-page-cache'), timing: res.headers.get('server-timing') ?? '' };
    };
    const first = new Map<string, ReturnType<typeof visible>>();
    for (const path of pages) {
      const page = await get(path);
      expect(page.cache, path).toBe('MISS');
      first.set(path, page.html);
    }
    expect(pages.length).toBeGreaterThanOrEqual(14);

    // An edit and its undoing: content as before, every kept page out of date. A kept page goes out of date only when
    // an edit touches what it read (server/cache/read-tracking.ts): the name of a product the header menu lists,
    // which every page shows.
    const token = await loginToken(url, ADMIN.username, ADMIN.password);
    const [p] = (await gql(url, '{ productMenu { products { id name category shortDescriptionTr shortDescriptionEn } } }')).data
      .productMenu[0].products;
    const save = (name: string) =>
      gql(
        url,
        'mutation($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }',
        {
          id: p.id,
          input: { name, category: p.category, shortDescriptionTr: p.shortDescriptionTr, shortDescriptionEn: p.shortDescriptionEn },
        },
        token,
      );
    expect((await save(`${p.name} (geçici)`)).errors).toBeUndefined();
    expect((await save(p.name)).errors).toBeUndefined();
    // Asked for within seconds of an edit, a kept page is answered stale and rendered in the background: wait that
    // window out, so that each page is rendered for its own request and says how.
    await new Promise((resolve) => setTimeout(resolve, STALE_WINDOW_MS + 200));

    for (const path of pages) {
      const again = await get(path);
      expect([again.cache, again.timing], path).toEqual(['MISS', expect.stringContaining('desc="1 pass"')]);
      expect(again.html, path).toEqual(first.get(path));
    }
  });

  it('/admin/login is served as a client-only shell', async () => {
    const res = await fetch(`${url}/admin/login`);
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain('<title>');
  });
});
