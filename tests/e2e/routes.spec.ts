import { expect, expectNoHorizontalScroll, LANGS, open, sitemapPaths, test, WIDTHS } from './fixtures';

/** One path per route of the route table (all four solutions), from the site's own sitemap. */
async function routePaths(baseURL: string): Promise<string[]> {
  const seen = new Set<string>();
  return (await sitemapPaths(baseURL)).filter((path) => {
    const shape = path.startsWith('/solutions/') ? path : path.replace(/^\/(products|blog)\/[^?]+/, '/$1/:slug').replace(/=.*$/, '=');
    if (seen.has(shape)) return false;
    seen.add(shape);
    return true;
  });
}

// Every width, each language at a phone's width and at two others (the whole matrix is twice the time on CI's two
// cores for little more: an overflow shows at the narrowest width first, and longer words are the language's).
const CASES: Array<[(typeof LANGS)[number], (typeof WIDTHS)[number]]> = [
  ['tr', 375],
  ['en', 375],
  ['en', 768],
  ['tr', 1024],
  ['en', 1280],
];
for (const [lang, width] of CASES) {
  test(`every public route renders in ${lang} at ${width}px: 200, one h1, branded title, no sideways scroll`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height: 900 });
    const paths = await routePaths(baseURL!);
    expect(paths).toEqual(expect.arrayContaining(['/', '/solutions', '/products', '/resources', '/blog']));
    expect(paths.filter((p) => p.startsWith('/solutions/'))).toHaveLength(4);
    for (const path of paths) {
      const response = await open(page, path, lang);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('h1'), path).toHaveCount(1);
      await expect(page.locator('h1'), path).toBeVisible();
      await expect(page).toHaveTitle(/ \| Enerji Teknoloji$/);
      await expectNoHorizontalScroll(page);
    }
  });
}

test('aliases show the same page with the canonical link of the main path; old paths redirect', async ({ page, baseURL }) => {
  const port = new URL(baseURL!).port;
  for (const [alias, canonical] of [
    ['/cozumler', '/solutions'],
    ['/cozumler/engineering-services', '/solutions/engineering-services'],
    ['/kaynaklar', '/resources'],
  ]) {
    const response = await open(page, alias);
    expect(response?.status()).toBe(200);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `http://localhost:${port}${canonical}`);
  }
  // The /cozumler list links its cards to /cozumler/{slug}.
  await open(page, '/cozumler');
  await expect(page.getByRole('link', { name: /İncele: Mühendislik Hizmetleri/ })).toHaveAttribute(
    'href',
    '/cozumler/engineering-services',
  );

  await open(page, '/urunler');
  await expect(page).toHaveURL(/\/products\?lang=tr$/);
  const first = (await sitemapPaths(baseURL!)).find((p) => /^\/products\/[^?]+$/.test(p))!;
  await open(page, first.replace('/products/', '/urunler/'));
  await expect(page).toHaveURL(new RegExp(`${first}\\?lang=tr$`));
});

test('unknown paths go to /sayfa-bulunamadi (404), in both languages', async ({ page }) => {
  const response = await page.goto('/bu/sayfa/yok');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL(/\/sayfa-bulunamadi$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sayfa bulunamadı');
  await open(page, '/sayfa-bulunamadi', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  // Client-side navigation to an unknown path ends there too.
  await page.evaluate(() => {
    history.pushState({}, '', '/nowhere');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/sayfa-bulunamadi$/);
});

test('unknown solution, product and post show their not-found texts with a 404', async ({ page }) => {
  let response = await open(page, '/solutions/no-such-area', 'en');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Solution not found.');
  response = await open(page, '/products/no-such-product');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Aradığınız ürün mevcut değil veya kaldırılmış olabilir.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Ürünler/ }).last()).toBeVisible();
  response = await open(page, '/blog/no-such-post');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Blog bulunamadı.')).toBeVisible();
});
