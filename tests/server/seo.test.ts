// Structured data (JSON-LD) and share cards (Open Graph, Twitter) per page and language, read
// from the server's HTML as a crawler gets it, without JavaScript. The sitemap's dates: tests/server/sitemap.test.ts.
import { describe, expect, inject, it } from 'vitest';
import { gql, loginToken } from '../helpers/graphql.js';
import { ADMIN } from '../helpers/server.js';

const url = inject('serverUrl');
/** PUBLIC_URL's default: absolute links never come from the Host the request named. */
const base = `http://localhost:${new URL(url).port}`;
const LANGS = ['tr', 'en'] as const;
type Lang = (typeof LANGS)[number];
type Node = Record<string, any>;

const inLang = (path: string, lang: Lang) => (lang === 'tr' ? path : `${path}${path.includes('?') ? '&' : '?'}lang=en`);
const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const later = (a: string, b: string) => (Date.parse(a) >= Date.parse(b) ? a : b);

/** The content of a <meta property|name="…">, decoded. */
function meta(html: string, name: string): string | undefined {
  const m = new RegExp(`<meta (?:property|name)="${name.replace(/[.:]/g, '\\$&')}" content="([^"]*)"/>`).exec(html);
  return m ? decode(m[1]) : undefined;
}

const URL_KEYS = new Set(['@id', 'url', 'item', 'image', 'logo', 'mainEntityOfPage']);

/** Every URL-valued property in a JSON-LD node, however deep. */
function urlsIn(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => urlsIn(n, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (URL_KEYS.has(key) && typeof value === 'string') found.push(value);
      else if (URL_KEYS.has(key) && Array.isArray(value) && value.every((v) => typeof v === 'string')) found.push(...value);
      else urlsIn(value, found);
    }
  }
  return found;
}

/** A page as a crawler reads it: its JSON-LD blocks checked for what every block must be, then found by type. */
async function page(path: string, lang: Lang, headers: Record<string, string> = {}) {
  const res = await fetch(url + inLang(path, lang), { headers });
  expect(res.status, path).toBe(200);
  const html = await res.text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  expect(blocks.length, path).toBeGreaterThan(0);
  const nodes = blocks.map((raw) => {
    // A raw `<` could close the block (`</script>`) or open a comment: the JSON spells it \u003c.
    expect(raw, path).not.toContain('<');
    const node = JSON.parse(raw) as Node;
    expect(node['@context']).toBe('https://schema.org');
    for (const link of urlsIn(node)) expect(link.startsWith(`${base}/`), `${path}: ${link}`).toBe(true);
    return node;
  });
  const one = (type: string): Node => {
    const found = nodes.filter((n) => n['@type'] === type);
    expect(found, `${type} on ${path} (${lang})`).toHaveLength(1);
    return found[0];
  };
  return { html, one, types: nodes.map((n) => n['@type'] as string) };
}

const crumbs = (list: Node) =>
  list.itemListElement.map((e: Node, i: number) => {
    expect([e['@type'], e.position]).toEqual(['ListItem', i + 1]);
    return [e.name, e.item];
  });

async function seeded() {
  const { data } = await gql(
    url,
    `{ products(take: 1) { id slug name category imageUrl shortDescriptionTr shortDescriptionEn }
    blogs(take: 1) { slug titleTr titleEn summaryTr summaryEn imageUrl date updatedAt } }`,
  );
  return { product: data.products[0], post: data.blogs[0] };
}

describe('JSON-LD and share cards on the server-rendered pages', () => {
  it('every public page, in both languages, has the organization as its footer shows it and complete share tags', async () => {
    const { product, post } = await seeded();
    const paths = [
      '/',
      '/solutions',
      '/solutions/engineering-services',
      '/products',
      `/products/${product.slug}`,
      '/resources',
      '/blog',
      `/blog/${post.slug}`,
    ];
    const descriptions = new Map<string, string>();
    for (const lang of LANGS) {
      for (const path of paths) {
        const { html, one } = await page(path, lang);
        const org = one('Organization');
        expect(org).toMatchObject({
          '@id': `${base}/#organization`,
          name: 'Enerji Teknoloji',
          url: base + inLang('/', lang),
          logo: `${base}/svg/logo.svg`,
        });
        // The same e-mail, phone and address as the footer of this very page.
        expect(html).toContain(`href="mailto:${org.email}"`);
        expect(html).toContain(`href="tel:${org.telephone.replace(/\s/g, '')}"`);
        expect(org.contactPoint).toMatchObject({ email: org.email, telephone: org.telephone, availableLanguage: ['tr', 'en'] });
        const footerAddress = decode(/<address[^>]*>([^<]*)<\/address>/.exec(html)![1]);
        for (const part of ['streetAddress', 'addressLocality', 'addressRegion']) expect(footerAddress, part).toContain(org.address[part]);
        expect(org.address.addressRegion).toBe(lang === 'tr' ? 'İstanbul' : 'Istanbul');
        expect(html).toContain(`>${org.description}<`);

        const title = decode(/<title>([^<]*)<\/title>/.exec(html)![1]);
        const description = meta(html, 'description');
        expect(description, `${path} (${lang}) description`).toMatch(/\S{3}/);
        descriptions.set(`${lang} ${path}`, description!);
        expect([meta(html, 'og:title'), meta(html, 'twitter:title')]).toEqual([title, title]);
        expect([meta(html, 'og:description'), meta(html, 'twitter:description')]).toEqual([description, description]);
        expect(meta(html, 'og:url')).toBe(base + inLang(path, lang));
        expect(meta(html, 'og:locale')).toBe(lang === 'tr' ? 'tr_TR' : 'en_US');
        expect(meta(html, 'og:image')).toMatch(new RegExp(`^${base}/.+\\.(jpg|png|webp)$`));
        expect(meta(html, 'twitter:image')).toBe(meta(html, 'og:image'));
        expect(meta(html, 'og:image:alt')).toMatch(/\S{3}/);
        expect(meta(html, 'twitter:image:alt')).toBe(meta(html, 'og:image:alt'));
        expect(meta(html, 'twitter:card')).toBe('summary_large_image');
      }
    }
    // A description of its own in each language.
    for (const path of paths) expect(descriptions.get(`en ${path}`), path).not.toBe(descriptions.get(`tr ${path}`));
  });

  it("a product page: Product and BreadcrumbList in the page's language; the share image is the product's", async () => {
    const { product: p } = await seeded();
    const path = `/products/${p.slug}`;
    const names = new Set<string>();
    for (const lang of LANGS) {
      const { html, one } = await page(path, lang, { host: 'evil.example' });
      const product = one('Product');
      const trail = crumbs(one('BreadcrumbList'));
      expect(product).toMatchObject({
        url: base + inLang(path, lang),
        name: p.name,
        description: lang === 'tr' ? p.shortDescriptionTr : p.shortDescriptionEn,
        image: [base + p.imageUrl],
        sku: p.slug,
        category: trail[2][0],
        brand: { '@type': 'Organization', '@id': `${base}/#organization`, name: 'Enerji Teknoloji' },
      });
      names.add(product.category);
      expect(trail).toEqual([
        [lang === 'tr' ? 'Ana Sayfa' : 'Home', base + inLang('/', lang)],
        [lang === 'tr' ? 'Ürünler' : 'Products', base + inLang('/products', lang)],
        [product.category, base + inLang(`/products?category=${p.category}`, lang)],
        [p.name, base + inLang(path, lang)],
      ]);
      expect([meta(html, 'og:type'), meta(html, 'og:image'), meta(html, 'og:image:alt')]).toEqual(['product', base + p.imageUrl, p.name]);
      expect(html).not.toContain('evil.example');
    }
    expect(names.size, 'the category in each language').toBe(2);
  });

  it('a blog post: BlogPosting with its dates and language, BreadcrumbList, article:* tags', async () => {
    const { post: b } = await seeded();
    const path = `/blog/${b.slug}`;
    const modified = later(b.updatedAt, b.date);
    for (const lang of LANGS) {
      const { html, one } = await page(path, lang);
      const title = lang === 'tr' ? b.titleTr : b.titleEn;
      const image = base + b.imageUrl;
      expect(one('BlogPosting')).toMatchObject({
        url: base + inLang(path, lang),
        mainEntityOfPage: base + inLang(path, lang),
        headline: title,
        description: lang === 'tr' ? b.summaryTr : b.summaryEn,
        image: [image],
        datePublished: b.date,
        dateModified: modified,
        inLanguage: lang,
        author: { '@id': `${base}/#organization` },
        publisher: { '@id': `${base}/#organization`, name: 'Enerji Teknoloji' },
      });
      expect(crumbs(one('BreadcrumbList'))).toEqual([
        [lang === 'tr' ? 'Ana Sayfa' : 'Home', base + inLang('/', lang)],
        ['Blog', base + inLang('/blog', lang)],
        [title, base + inLang(path, lang)],
      ]);
      expect([meta(html, 'og:type'), meta(html, 'article:published_time'), meta(html, 'article:modified_time')]).toEqual([
        'article',
        b.date,
        modified,
      ]);
      expect([meta(html, 'og:image'), meta(html, 'og:image:alt')]).toEqual([
        image,
        lang === 'tr' ? `${title} görseli` : `Image for ${title}`,
      ]);
    }
  });

  it('a solution page: BreadcrumbList Home / Solutions / the solution, and its own share image', async () => {
    const path = '/solutions/sustainability-services';
    const titles = new Set<string>();
    for (const lang of LANGS) {
      const { html, one, types } = await page(path, lang);
      const title = decode(/<title>([^<]*) \| Enerji Teknoloji<\/title>/.exec(html)![1]);
      titles.add(title);
      expect(crumbs(one('BreadcrumbList'))).toEqual([
        [lang === 'tr' ? 'Ana Sayfa' : 'Home', base + inLang('/', lang)],
        [lang === 'tr' ? 'Çözümler' : 'Solutions', base + inLang('/solutions', lang)],
        [title, base + inLang(path, lang)],
      ]);
      expect(types.sort()).toEqual(['BreadcrumbList', 'Organization']);
      expect(meta(html, 'og:image')).toBe(`${base}/img/solution-sustainability-services.jpg`);
    }
    expect(titles.size).toBe(2);
  });

  it('a name written to break out of the block comes out as the same text, the block intact and nothing run', async () => {
    const token = await loginToken(url, ADMIN.username, ADMIN.password);
    const name = 'Kaçış </script><script>alert(1)</script> <!-- x';
    const created = await gql(
      url,
      'mutation($input: ProductInput!) { createProduct(input: $input) { id slug } }',
      { input: { name, category: 'io', shortDescriptionTr: 'Kısa </SCRIPT > açıklama', shortDescriptionEn: 'Short' } },
      token,
    );
    expect(created.errors).toBeUndefined();
    const { id, slug } = created.data.createProduct;
    try {
      const { html, one } = await page(`/products/${slug}`, 'tr');
      expect(one('Product')).toMatchObject({ name, description: 'Kısa </SCRIPT > açıklama' });
      expect(crumbs(one('BreadcrumbList'))[3][0]).toBe(name);
      expect(html).not.toMatch(/<script>alert/i);
    } finally {
      await gql(url, 'mutation($id: Int!) { deleteProduct(id: $id) }', { id }, token);
    }
  });
});
