import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// A product page and a post are pages of islands (client/components/islands.tsx): nothing of their script loads until
// the visitor touches the page, and then only the parts used become live, each a root of its own; the rest stays the
// server's HTML.

/** The islands whose roots have hydrated, by name. */
const liveIslands = (page: Page) =>
  page.locator('[data-island-live]').evaluateAll((boxes) => boxes.map((b) => (b as HTMLElement).dataset.island));

/** The scripts the page requested, by path. */
function scriptsOf(page: Page): string[] {
  const loaded: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') loaded.push(new URL(r.url()).pathname);
  });
  return loaded;
}

test.describe('pages of islands', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a product page: no script until touched, then the tab tapped first is answered by its island alone (tr)', async ({
    page,
    request,
  }) => {
    const { data } = await (
      await request.post('/graphql', { data: { query: '{ products(take: 30) { slug name specGroups { nameTr } } }' } })
    ).json();
    const product = (data.products as Array<{ slug: string; name: string; specGroups: Array<{ nameTr: string }> }>).find(
      (p) => p.specGroups.length > 1,
    )!;
    const scripts = scriptsOf(page);
    await page.goto(`/products/${product.slug}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    // Only the two classic scripts (language-before-paint, boot-after-paint).
    expect(scripts.filter((s) => !/\/assets\/(language-before-paint|boot-after-paint)-[\w]+\.js$/.test(s))).toEqual([]);
    await expect(page.locator('[data-island]')).not.toHaveCount(0);
    expect(await liveIslands(page)).toEqual([]);

    // The first tap starts the page's script; held meanwhile, it is answered once the tabs' island is live.
    const tabs = page.getByTestId('spec-tabs');
    const second = tabs.getByRole('tab', { name: product.specGroups[1].nameTr });
    await second.tap();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(`/products/${product.slug}`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const live = await liveIslands(page);
    expect(live).toContain('specTabs');
    // The header and the page around the islands were not hydrated: the header waits to be touched.
    expect(live).not.toContain('header');
    expect(await page.locator('[data-island="header"]').getAttribute('data-island-live')).toBeNull();

    // The comparison's button is live with the page's script: pressed, the bar shows the product.
    await page.getByTestId('compare-toggle').tap();
    await expect(page.getByTestId('compare-bar')).toContainText(product.name);

    // The header becomes live when touched: its menu opens at once (a <details>), and its script closes it on Escape.
    const menu = page.locator('details:has([data-testid="menu-toggle"])');
    await page.getByTestId('menu-toggle').tap();
    await expect(menu).toHaveAttribute('open', '');
    await expect(page.locator('[data-island="header"]')).toHaveAttribute('data-island-live', '');
    await page.getByTestId('menu-toggle').focus();
    await page.keyboard.press('Escape');
    await expect(menu).not.toHaveAttribute('open');
  });

  test('a post is read without script; its language switch and links lead to pages the server renders (en)', async ({ page, request }) => {
    const { data } = await (await request.post('/graphql', { data: { query: '{ blogs(take: 1) { slug titleTr titleEn } }' } })).json();
    const post = (data.blogs as Array<{ slug: string; titleTr: string; titleEn: string }>)[0];
    const scripts = scriptsOf(page);
    await page.goto(`/blog/${post.slug}`);
    await page.waitForLoadState('networkidle');
    expect(scripts).toHaveLength(2);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.titleTr);

    // The language switch, touched: the header's island goes live and the link brings the post in English.
    await page.getByTestId('language-switcher').tap();
    await page.getByTestId('lang-en').tap();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.titleEn);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    // A new page: none of its islands is live until touched.
    await page.waitForLoadState('networkidle');
    expect(await liveIslands(page)).toEqual([]);
  });
});

test('?lang= on a page of islands is a choice kept before any script starts: the next page is in it', async ({
  page,
  context,
  request,
}) => {
  const { data } = await (await request.post('/graphql', { data: { query: '{ blogs(take: 1) { slug } }' } })).json();
  const slug = (data.blogs as Array<{ slug: string }>)[0].slug;
  await page.goto(`/blog/${slug}?lang=en`);
  await page.waitForLoadState('networkidle');
  expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
  expect((await context.cookies()).find((c) => c.name === 'language')?.value).toBe('en');
  await page.goto('/products');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Products/);
});

test.describe('the home page of islands', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("nothing starts for a reader until the banner's first move, which its island makes; a carousel once on screen; the contact form when touched (tr)", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const banner = page.locator('[data-island="banner"]');
    // The countdown to the first move runs without the page's script.
    await expect
      .poll(() => page.getByTestId('banner-progress').evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).a))
      .toBeGreaterThan(0);
    for (const island of ['banner', 'header', 'productCarousel', 'blogCarousel', 'contactForm'])
      expect(await page.locator(`[data-island="${island}"]`).getAttribute('data-island-live'), island).toBeNull();
    expect(
      await page.evaluate(
        () => performance.getEntriesByType('resource').filter((r) => r.name.includes('/assets/') && r.name.endsWith('.js')).length,
      ),
    ).toBe(0);
    await expect(banner.getByRole('button', { name: /1\. slayta git/ })).toHaveAttribute('aria-current', 'true');

    await page.clock.fastForward(10_000);
    await expect(banner).toHaveAttribute('data-island-live', '');
    await expect(banner.getByRole('button', { name: /2\. slayta git/ })).toHaveAttribute('aria-current', 'true');
    // Here the header's active entry follows the scroll: live with the page's script.
    await expect(page.locator('[data-island="header"]')).toHaveAttribute('data-island-live', '');
    // Below the first screen: the server's HTML until it comes on screen.
    for (const island of ['productCarousel', 'blogCarousel', 'contactForm'])
      expect(await page.locator(`[data-island="${island}"]`).getAttribute('data-island-live'), island).toBeNull();

    const carousel = page.locator('[data-island="productCarousel"]');
    await carousel.getByRole('button', { name: 'Sonraki' }).scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute('data-island-live', '');
    const first = carousel.locator('.swiper-slide').first();
    const before = (await first.boundingBox())!.x;
    await carousel.getByRole('button', { name: 'Sonraki' }).tap();
    await expect.poll(async () => (await first.boundingBox())!.x).not.toBe(before);

    // Sent empty: the form's island answers with the spec's field errors, in place.
    const form = page.locator('#contact form');
    await form.scrollIntoViewIfNeeded();
    expect(await page.locator('[data-island="contactForm"]').getAttribute('data-island-live')).toBeNull();
    await form.getByRole('button', { name: 'Gönder' }).tap();
    await expect(form.getByText('Ad soyad gereklidir')).toBeVisible();
    await expect(page.locator('[data-island="contactForm"]')).toHaveAttribute('data-island-live', '');
    await expect(page).toHaveURL('/');
  });
});
