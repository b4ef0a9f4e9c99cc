import AxeBuilder from '@axe-core/playwright';
import { adminInEnglish, expect, open, signIn, sitemapPaths, test } from './fixtures';

/** Every distinct public screen: the sitemap's routes (one product, one post) plus the not-found page. */
async function screens(baseURL: string): Promise<string[]> {
  const seen = new Set<string>();
  const paths = (await sitemapPaths(baseURL)).filter((p) => {
    const shape = p.replace(/^\/(products|blog)\/[^?]+/, '/$1/:slug').replace(/\?category=.*/, '?category=');
    if (seen.has(shape)) return false;
    seen.add(shape);
    return true;
  });
  return [...paths, '/sayfa-bulunamadi', '/products/no-such-product'];
}

// Each language once and each width once (as for the admin below): the whole matrix doubles the time for little more.
for (const [width, lang] of [
  [375, 'tr'],
  [1280, 'en'],
] as const) {
  test(`axe finds no violation on any public screen at ${width}px (${lang})`, async ({ page, baseURL }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    const report: string[] = [];
    for (const path of await screens(baseURL!)) {
      await open(page, path, lang);
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      for (const v of violations)
        report.push(
          `${path}: ${v.id} (${v.impact}) ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(', ')}`,
        );
    }
    expect(report).toEqual([]);
  });
}

/** Every admin screen: lists, empty forms, and the edit form of one record of each kind. */
const ADMIN_SCREENS = [
  'dashboard',
  'blogs',
  'blog/new',
  'products',
  'product/new',
  'documents',
  'document',
  'applications',
  'application',
  'messages',
  'audit',
  'redirects',
  'webhooks',
];

for (const [width, lang] of [
  [375, 'tr'],
  [1280, 'en'],
] as const) {
  test(`axe finds no violation on any admin screen at ${width}px (${lang})`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page);
    if (lang === 'en') await adminInEnglish(page);
    const edits: string[] = [];
    for (const [list, form] of [
      ['blogs', 'blog'],
      ['products', 'product'],
      ['documents', 'document'],
      ['applications', 'application'],
    ]) {
      await page.goto(`/admin/${list}`);
      const href = await page.locator(`[data-testid="record"] a[href^="/admin/${form}/"]`).first().getAttribute('href');
      edits.push(href!.replace('/admin/', ''));
    }
    // The version history of the post and the product just found.
    edits.push(...edits.filter((edit) => /^(blog|product)\//.test(edit)).map((edit) => `${edit}/versions`));
    const report: string[] = [];
    for (const screen of [...ADMIN_SCREENS, ...edits]) {
      await page.goto(`/admin/${screen}`);
      await expect(page.locator('main h1')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.chakra-spinner')).toHaveCount(0);
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      for (const v of violations)
        report.push(
          `${screen}: ${v.id} (${v.impact}) ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(', ')}`,
        );
    }
    expect(report).toEqual([]);
  });
}

test('menus, tabs and carousels work from the keyboard; focus is visible', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, '/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'İçeriğe geç' });
  await expect(skip).toBeFocused();
  const outline = await skip.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe('none');
  // Tab through the header until the solutions dropdown button, open it with Enter.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.getAttribute('aria-label')?.startsWith('Çözümler'))) break;
  }
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveText('Akıllı Enerji Yönetimi');
  await page.keyboard.press('Escape');
  await expect(page.locator('header [data-nav="cozumler"] a[href="/solutions/smart-energy-management"]')).toBeHidden();
  await expect(page.getByLabel('Çözümler alt menüsü')).toBeFocused();
  await expect(page.locator('header [data-nav="cozumler"] details')).not.toHaveAttribute('open');
});

test('a product page at 390px: every tap target is at least 24×24 px (WCAG 2.2 target size), download links included', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/products/ea-120-din-rail-energy-meter');
  const downloads = page.getByTestId('files-table').getByRole('link');
  await expect(downloads.first()).toBeVisible();
  // Links and buttons outside running text (where the criterion excuses them), measured as laid out; the skip link
  // is a 1 px box until focused.
  const small = await page.locator('a, button, summary, input, select, textarea, [role="button"], [role="tab"]').evaluateAll((els) =>
    els
      // Laid out and shown: a closed disclosure's content (the phone's menu) keeps boxes the visitor never sees.
      .filter((el) => el.checkVisibility() && !(el.tagName === 'A' && el.parentElement?.closest('p')))
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 1 && (box.width < 24 || box.height < 24))
      .map(
        ({ el, box }) =>
          `${el.tagName.toLowerCase()} "${el.getAttribute('aria-label') ?? el.textContent?.trim()}" ${Math.round(box.width)}×${Math.round(box.height)}`,
      ),
  );
  expect(small).toEqual([]);
  const { violations } = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
  expect(violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
});
