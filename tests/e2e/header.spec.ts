import { expect, expectNoHorizontalScroll, open, test } from './fixtures';

const activeEntry = (page: import('@playwright/test').Page) =>
  page.locator('header nav[aria-label] [aria-current="true"], header [data-nav][aria-current="true"]').first();

test.describe('header', () => {
  test('desktop: five entries, dropdowns server-rendered with at most 6 products per category, keyboard operable', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const html = await (await fetch(`${baseURL}/`)).text();
    // The products dropdown is in the server's HTML: every category link and its product links.
    for (const category of ['gateway', 'energy', 'amr', 'control', 'io', 'network'])
      expect(html).toContain(`href="/products?category=${category}"`);
    await open(page, '/');
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    for (const name of ['Hakkımızda', 'Çözümler', 'Ürünler', 'Kaynaklar']) await expect(nav.getByText(name, { exact: true })).toBeVisible();
    await expect(page.locator('header').getByRole('link', { name: 'İletişim' })).toBeVisible();

    const productsItem = nav.locator('[data-nav="urunler"]');
    await productsItem.locator('summary').focus();
    await page.keyboard.press('Enter');
    // A disclosure (<details>): its summary opens the panel, with or without the page's script.
    const panel = productsItem.locator('details > div');
    await expect(panel).toBeVisible();
    const groups = panel.locator('ul');
    await expect(groups).toHaveCount(6);
    for (let i = 0; i < 6; i++) expect(await groups.nth(i).getByRole('link').count()).toBeLessThanOrEqual(1 + 6);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    const solutions = nav.locator('[data-nav="cozumler"]');
    await solutions.hover();
    await expect(solutions.getByRole('link', { name: 'Akıllı Enerji Yönetimi' })).toBeVisible();
    await solutions.getByRole('link', { name: 'Akıllı Enerji Yönetimi' }).click();
    await expect(page).toHaveURL(/\/solutions\/smart-energy-management$/);
    await expect(activeEntry(page)).toHaveText('Çözümler');

    const resources = nav.locator('[data-nav="kaynaklar"]');
    await resources.locator('summary').click();
    for (const name of ['Blog', 'Uygulamalar', 'Dokümanlar']) await expect(resources.getByRole('link', { name })).toBeVisible();
    await resources.getByRole('link', { name: 'Dokümanlar' }).click();
    await expect(page).toHaveURL(/\/resources\?tab=documents$/);
    await expect(activeEntry(page)).toHaveText('Kaynaklar');
  });

  test('home: the active entry follows the scroll position; the logo scrolls smoothly back to the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/');
    await expect(page.locator('header nav[aria-label] [aria-current="true"], header [data-nav][aria-current="true"]')).toHaveCount(0);
    for (const [section, label] of [
      ['about', 'Hakkımızda'],
      ['solutions', 'Çözümler'],
      ['products', 'Ürünler'],
      ['contact', 'İletişim'],
    ] as const) {
      await page.locator(`#${section}`).evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 100));
      await expect(activeEntry(page)).toHaveText(label);
    }
    await page.getByTestId('logo').click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveURL(/\/(\?lang=tr)?$/);

    await open(page, '/blog');
    await page.getByTestId('logo').click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('from another page, a section of the home page is brought under the header and stays there (375, 1280)', async ({ page }) => {
    // The home page's sections come with a part loaded after the page (and the contact form with one inside it), and
    // sections above are laid out lazily: the jump must land on the section once all of that has settled.
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 860 });
      await open(page, '/products', 'en');
      if (width < 1024) {
        await page.getByTestId('menu-toggle').click();
        await page.locator('#mobile-menu').getByRole('link', { name: 'Contact' }).click();
      } else {
        await page.locator('header').getByRole('link', { name: 'Contact' }).click();
      }
      await expect(page).toHaveURL(/\/#contact$/);
      await expect(page.locator('#contact form')).toBeVisible();
      const headerBottom = await page.locator('header').evaluate((el) => el.getBoundingClientRect().bottom);
      await expect
        .poll(() => page.locator('#contact').evaluate((el) => el.getBoundingClientRect().top))
        .toBeGreaterThanOrEqual(headerBottom - 1);
      // Once the smooth scroll has come to rest (two readings alike), the section stays under the header.
      const topOfContact = () => page.locator('#contact').evaluate((el) => el.getBoundingClientRect().top);
      let previous = Number.NaN;
      await expect
        .poll(async () => {
          const now = await topOfContact();
          const resting = now === previous;
          previous = now;
          return resting;
        })
        .toBe(true);
      const top = await topOfContact();
      expect(top, 'the section under the header').toBeGreaterThanOrEqual(headerBottom - 1);
      expect(top).toBeLessThan(headerBottom + 40);
    }
  });

  test('below 1024px a compact menu toggles; resources expands in place', async ({ page }) => {
    for (const width of [375, 768]) {
      await page.setViewportSize({ width, height: 800 });
      await open(page, '/', 'en');
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
      await page.getByTestId('menu-toggle').click();
      const menu = page.locator('#mobile-menu');
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Applications' })).toBeHidden();
      await menu.locator('summary', { hasText: 'Resources' }).click();
      await expect(menu.getByRole('link', { name: 'Applications' })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expect(page.getByTestId('menu-toggle')).toHaveAttribute('aria-label', 'Close menu');
      await page.getByTestId('menu-toggle').click();
      await expect(menu).toBeHidden();
      await page.getByTestId('menu-toggle').click();
      await menu.getByRole('link', { name: 'Contact' }).click();
      await expect(page.locator('#mobile-menu')).toBeHidden();
      await expect(page).toHaveURL(/#contact$/);
    }
  });

  test('below 1024px the menu browses products: categories and their products, every entry in one type size', async ({ page, baseURL }) => {
    const { data } = await (
      await fetch(`${baseURL}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ productMenu { category products { slug name } } }' }),
      })
    ).json();
    const energy = data.productMenu.find((group: { category: string }) => group.category === 'energy');
    for (const width of [390, 1000]) {
      await page.setViewportSize({ width, height: 800 });
      await open(page, '/blog');
      await page.getByTestId('menu-toggle').click();
      const menu = page.locator('#mobile-menu');
      const category = menu.getByRole('link', { name: 'Enerji İzleme ve Analizörler' });
      await expect(category).toBeHidden();
      await menu.locator('summary', { hasText: 'Ürünler' }).click();
      await expect(category).toBeVisible();
      await expect(category).toHaveAttribute('href', '/products?category=energy');
      expect(await menu.locator('a[href^="/products?category="]').count()).toBe(data.productMenu.length);
      const product = menu.getByRole('link', { name: energy.products[0].name, exact: true });
      await expect(product).toBeVisible();
      await expect(product).toHaveAttribute('href', `/products/${energy.products[0].slug}`);
      await menu.locator('summary', { hasText: 'Kaynaklar' }).click();
      // Every entry, top level or nested, link or button: one font size.
      const sizes = await menu.locator('a, summary').evaluateAll((els) => [...new Set(els.map((el) => getComputedStyle(el).fontSize))]);
      expect(sizes).toHaveLength(1);
      await expectNoHorizontalScroll(page);
      await category.click();
      await expect(page).toHaveURL(/\/products\?category=energy$/);
      await expect(page.locator('#mobile-menu')).toBeHidden();
      await expect(page.locator('[data-category="energy"]')).toHaveAttribute('aria-pressed', 'true');
    }
  });
});
