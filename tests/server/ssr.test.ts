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
    expect(html).toMatch(/<head>[\s\S]*<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/"[\s\S]*<\/head>/);
    // The data the page was rendered with travels along, so the browser does not ask again.
    expect(html).toMatch(/window\.__APOLLO_STATE__=\{.*"ROOT_QUERY"/);
    // The admin chunk is not referenced by public pages.
    expect(html).not.toMatch(/AdminApp/);
  });

  it('renders the visitor\'s language from ?lang, the language cookie or Accept-Language', async () => {
    const en = await (await fetch(`${url}/?lang=en`)).text();
    expect(en).toMatch(/<html lang="en">/);
    expect(en).toContain('Our Products');
    const cookie = await (await fetch(`${url}/`, { headers: { cookie: 'language=en' } })).text();
    expect(cookie).toContain('Our Products');
    const accept = await (await fetch(`${url}/`, { headers: { 'accept-language': 'en-US,en;q=0.9' } })).text();
    expect(accept).toMatch(/<html lang="en">/);
    const tr = await (await fetch(`${url}/`, { headers: { 'accept-language': 'de' } })).text();
    expect(tr).toContain('Ürünlerimiz');
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
