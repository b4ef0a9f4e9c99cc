import { describe, expect, inject, it } from 'vitest';
import { gql, loginToken } from '../helpers/graphql.js';
import { ADMIN } from '../helpers/server.js';

const url = inject('serverUrl');

describe('public pages are rendered on the server', () => {
  it('the HTML of / without JavaScript already holds the seeded product names, title, description and canonical link', async () => {
    const res = await fetch(`${url}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const products = (await gql(url, '{ products { name shortDescriptionTr } }')).data.products;
    for (const p of products) expect(html).toContain(p.name);
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
    expect(html).toMatch(/window\.__APOLLO_STATE__=\{.*"ROOT_QUERY"/);
    // The admin chunk is not referenced by public pages.
    expect(html).not.toMatch(/AdminApp/);
  });

  it('renders the visitor\'s choice from ?lang or the language cookie; Accept-Language never changes a URL', async () => {
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
    const created = await gql(url, 'mutation($input: ProductInput!) { createProduct(input: $input) { id slug } }',
      { input: { name, category: 'gateway', shortDescriptionTr: "Kısa $` açıklama", shortDescriptionEn: 'Short' } }, token);
    expect(created.errors).toBeUndefined();
    const { id, slug } = created.data.createProduct;
    try {
      const html = await (await fetch(`${url}/products/${slug}`)).text();
      expect(html).toContain('Dollar test $&#x27; end $&amp; $1 $$');
      expect(html.match(/<\/html>/g)).toHaveLength(1);
      expect(html).toMatch(/<script nonce="[^"]+">window.__APOLLO_STATE__=/);
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
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&#38;/g, '&'));
    const base = `http://localhost:${port}`;
    const { data } = await gql(url, '{ products(take: 100) { slug } blogs(take: 100) { slug } productCategories }');
    const expected = ['/', '/solutions', '/solutions/smart-energy-management', '/products', '/resources', '/resources?tab=documents', '/blog',
      ...data.productCategories.map((c: string) => `/products?category=${c}`),
      ...data.products.map((p: { slug: string }) => `/products/${p.slug}`), ...data.blogs.map((b: { slug: string }) => `/blog/${b.slug}`)];
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

  it('a page rendered once is reused, yet shows a change to the content at once and a fresh CSP nonce each time', async () => {
    const first = await fetch(`${url}/`);
    const second = await fetch(`${url}/`);
    const nonceOf = (res: Response, html: string) => {
      const header = res.headers.get('content-security-policy')!.match(/'nonce-([^']+)'/)![1];
      expect(html).toContain(`<script nonce="${header}">`);
      return header;
    };
    expect(nonceOf(first, await first.text())).not.toBe(nonceOf(second, await second.text()));

    const token = await loginToken(url, ADMIN.username, ADMIN.password);
    const [p] = (await gql(url, '{ products(take: 1) { id name category shortDescriptionTr shortDescriptionEn } }')).data.products;
    const input = { name: p.name, category: p.category, shortDescriptionTr: `${p.shortDescriptionTr} (güncel)`, shortDescriptionEn: p.shortDescriptionEn };
    try {
      const upd = await gql(url, 'mutation($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }', { id: p.id, input }, token);
      expect(upd.errors).toBeUndefined();
      expect(await (await fetch(`${url}/`)).text()).toContain('(güncel)');
    } finally {
      await gql(url, 'mutation($id: Int!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }', { id: p.id, input: { ...input, shortDescriptionTr: p.shortDescriptionTr } }, token);
    }
    expect(await (await fetch(`${url}/`)).text()).not.toContain('(güncel)');
  });

  it('/admin/login is served as a client-only shell', async () => {
    const res = await fetch(`${url}/admin/login`);
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain('<title>');
  });
});
