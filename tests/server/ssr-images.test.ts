// As the server renders it: every public image a <picture> of AVIF and WebP copies with sizes and
// the original's width and height (no layout shift), lazy except the page's LCP image, which <head> preloads.
import { seedBlogs } from '../../server/seed/data/blogs.data.js';
import { describe, expect, inject, it } from 'vitest';
import { gql } from '../helpers/graphql.js';

const url = inject('serverUrl');

const page = async (path: string) => {
  const res = await fetch(url + path);
  expect(res.status, path).toBe(200);
  const html = await res.text();
  const end = html.indexOf('</head>');
  return { head: html.slice(0, end), body: html.slice(end) };
};
/** An attribute of a tag, whatever the case React wrote its name in (fetchPriority, imageSrcSet...). */
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
const tags = (html: string, name: string) => [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map((m) => m[0]);
const pictures = (html: string) =>
  [...html.matchAll(/<picture\b[^>]*>([\s\S]*?)<\/picture>/g)].map((m) => ({
    sources: tags(m[1], 'source'),
    img: tags(m[1], 'img')[0],
  }));
const imagePreloads = (head: string) =>
  tags(head, 'link').filter((t) => attr(t, 'rel') === 'preload' && attr(t, 'as') === 'image' && attr(t, 'imagesrcset'));

/** Every <img> of the page is in a <picture> with its size; the given ones load at once with high priority, the rest lazily. */
function expectImages(body: string, eager: RegExp) {
  const all = pictures(body);
  expect(all.length).toBeGreaterThan(0);
  const rasters = tags(body, 'img').filter((t) => !attr(t, 'src')!.endsWith('.svg'));
  expect(rasters.length, 'an image outside a <picture>').toBe(all.length);
  for (const { img, sources } of all) {
    expect(Number(attr(img, 'width')), img).toBeGreaterThan(0);
    expect(Number(attr(img, 'height')), img).toBeGreaterThan(0);
    const lcp = eager.test(attr(img, 'src')!);
    expect([attr(img, 'loading'), attr(img, 'fetchpriority')], img).toEqual(lcp ? ['eager', 'high'] : ['lazy', undefined]);
    const typed = sources.filter((s) => attr(s, 'type'));
    expect(
      typed.map((s) => attr(s, 'type')),
      img,
    ).toEqual(expect.arrayContaining(['image/avif', 'image/webp']));
    for (const s of typed) expect(attr(s, 'srcset'), s).toMatch(/\.w\d+\.(avif|webp) \d+w$/);
    for (const s of typed) expect(attr(s, 'sizes'), s).toBeTruthy();
  }
  expect(all.filter(({ img }) => eager.test(attr(img, 'src')!))).toHaveLength(1);
}

describe('server-rendered images', () => {
  it('home: the first banner slide is preloaded from <head> with high priority, per screen; every other image is lazy', async () => {
    const { head, body } = await page('/');
    const preloads = imagePreloads(head);
    const phone = preloads.find((t) => attr(t, 'media') === '(max-width: 767px)')!;
    const wide = preloads.find((t) => attr(t, 'media') === '(min-width: 768px)')!;
    for (const [link, name] of [
      [phone, 'banner-1-m'],
      [wide, 'banner-1'],
    ] as const) {
      expect(link, name).toBeTruthy();
      expect([attr(link, 'fetchpriority'), attr(link, 'type'), attr(link, 'imagesizes')]).toEqual(['high', 'image/avif', '100vw']);
      expect(attr(link, 'imagesrcset')).toMatch(
        new RegExp(`^/img/${name}\\.w320\\.avif 320w, .*/img/${name}\\.w${name === 'banner-1' ? 1920 : 800}\\.avif \\d+w$`),
      );
    }
    expectImages(body, /^\/img\/banner-1\.jpg$/);
  });

  it('a product page: the product image is the preloaded one, with copies of its upload', async () => {
    const { data } = await gql(url, '{ products(take: 1) { slug imageInfo { url width height } } }');
    const [product] = data.products;
    const { head, body } = await page(`/products/${product.slug}`);
    const [main] = pictures(body).filter(({ img }) => attr(img, 'src') === product.imageInfo.url);
    expect([attr(main.img, 'width'), attr(main.img, 'height')]).toEqual([
      String(product.imageInfo.width),
      String(product.imageInfo.height),
    ]);
    expect(attr(main.sources[0], 'srcset')).toContain(product.imageInfo.url.replace(/\.jpg$/, '.w320.avif 320w'));
    expect(imagePreloads(head).map((t) => attr(t, 'imagesrcset'))).toContain(attr(main.sources[0], 'srcset'));
    expectImages(body, new RegExp(`^${product.imageInfo.url}$`));
  });

  it('a blog post: its image is preloaded, the recent posts beside it load lazily', async () => {
    // A seeded post (its picture has copies): other test files add posts of their own to this server meanwhile.
    const seeded = new Set(seedBlogs.map((b) => b.slug));
    const { data } = await gql(url, '{ blogs(take: 100) { slug imageUrl } }');
    const post = data.blogs.find((b: { slug: string }) => seeded.has(b.slug));
    const { head, body } = await page(`/blog/${post.slug}`);
    expect(imagePreloads(head).some((t) => attr(t, 'imagesrcset')!.includes(post.imageUrl.replace(/\.[a-z]+$/, '.w320.avif')))).toBe(true);
    expectImages(body, new RegExp(`^${post.imageUrl}$`));
    expect(pictures(body).length).toBeGreaterThan(3);
  });

  it('the blog list and resources pages: the banner is the preloaded image, the cards lazy', async () => {
    for (const [path, banner] of [
      ['/blog', 'banner-1'],
      ['/resources', 'banner-3'],
      ['/products', 'banner-2'],
      ['/solutions', 'solutions'],
    ]) {
      const { head, body } = await page(path);
      expect(
        imagePreloads(head).some((t) => attr(t, 'imagesrcset')!.includes(`/img/${banner}`)),
        path,
      ).toBe(true);
      expectImages(body, new RegExp(`^/img/${banner}\\.jpg$`));
    }
  });
});
