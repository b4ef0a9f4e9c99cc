// The public pages before and without their scripts (JavaScript disabled): the header's menus and the phone's menu
// reach the six product categories, the site search from the header answers, the language switch shows the site
// in the other language and keeps it, and the contact form is answered by the server, in both languages.
import { gql, loginToken } from '../helpers/graphql';
import { ADMIN } from '../helpers/server';
import { expect, test } from './fixtures';

const CATEGORIES = ['gateway', 'energy', 'amr', 'control', 'io', 'network'];

test.use({ javaScriptEnabled: false });

test.describe('without scripts', () => {
  test('desktop: the products dropdown reaches every category, and the solutions one its pages (tr, en)', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const [lang, products, solutions] of [
      ['tr', 'Ürünler', 'Çözümler'],
      ['en', 'Products', 'Solutions'],
    ] as const) {
      // The visitor's choice (the language switch's cookie): the site's links carry no language of their own.
      await context.addCookies([{ name: 'language', value: lang, url: baseURL! }]);
      await page.goto('/blog');
      const nav = page.locator('header nav').first();
      const item = nav.locator('[data-nav="urunler"]');
      await expect(item.locator(`a[href="/products?category=${CATEGORIES[0]}"]`)).toBeHidden();
      await item.locator('summary').click();
      for (const category of CATEGORIES) await expect(item.locator(`a[href="/products?category=${category}"]`)).toBeVisible();
      await item.locator('a[href="/products?category=io"]').click();
      await expect(page).toHaveURL(/\/products\?category=io/);
      await expect(page.locator('[data-category="io"]')).toHaveAttribute('aria-pressed', 'true');
      await expect(nav.getByText(products, { exact: true }).first()).toBeVisible();

      await nav.locator('[data-nav="cozumler"] summary').click();
      await nav.locator('a[href="/solutions/engineering-services"]').click();
      await expect(page).toHaveURL(/\/solutions\/engineering-services/);
      await expect(nav.getByText(solutions, { exact: true }).first()).toBeVisible();
    }
  });

  test("phone: the menu opens, its products group lists every category and leads to one; the header's search answers", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/products/ea-120-din-rail-energy-meter');
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeHidden();
    await page.getByTestId('menu-toggle').click();
    await expect(menu).toBeVisible();
    await menu.locator('summary', { hasText: 'Ürünler' }).click();
    for (const category of CATEGORIES) await expect(menu.locator(`a[href="/products?category=${category}"]`)).toBeVisible();
    await menu.locator('a[href="/products?category=amr"]').click();
    await expect(page).toHaveURL(/\/products\?category=amr$/);

    // The search field opens with the menu on a phone: a GET form, answered by the server.
    await page.getByTestId('menu-toggle').click();
    const search = page.locator('header form[role="search"]:visible').first();
    await search.getByRole('searchbox').fill('modem');
    await search.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/search\?q=modem/);
    await expect(page.getByRole('link', { name: /AMR-200/ }).first()).toBeVisible();
  });

  test("a product's specification tabs: each is a link to the page with its table shown (tr, en)", async ({ page, context, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const lang of ['tr', 'en']) {
      await context.addCookies([{ name: 'language', value: lang, url: baseURL! }]);
      await page.goto('/products/ea-120-din-rail-energy-meter');
      const tabs = page.getByTestId('spec-tabs').getByRole('tab');
      const count = await tabs.count();
      expect(count).toBeGreaterThan(1);
      for (let i = count - 1; i >= 0; i--) {
        const title = (await tabs.nth(i).innerText()).trim();
        await tabs.nth(i).click();
        await expect(page).toHaveURL(/\?spec=[^&#]+#product-specs$/);
        await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
        // One table shown, the chosen group's (its caption names it).
        const shown = page.getByTestId('spec-tabs').getByRole('tabpanel');
        await expect(shown).toHaveCount(1);
        await expect(shown.locator('caption')).toHaveText(title);
      }
    }
  });

  test("the comparison: a card's button opens it with that product, others are added from it and taken out by links (tr, en)", async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [lang, remove, one] of [
      ['tr', 'Karşılaştırmadan çıkar', 'bir ürün daha ekleyin'],
      ['en', 'Remove from comparison', 'Add one more product'],
    ] as const) {
      await context.addCookies([{ name: 'language', value: lang, url: baseURL! }]);
      await page.goto('/products?category=energy');
      const card = page.getByTestId('product-card').first();
      const first = await card.locator('a[href^="/products/"]').first().getAttribute('href');
      await card.getByTestId('compare-toggle').click();
      const slug = first!.split('/').pop()!;
      await expect(page).toHaveURL(new RegExp(`/products/compare\\?slugs=${slug}$`));
      await expect(page.getByTestId('compare-product')).toHaveCount(1);
      await expect(page.getByText(one)).toBeVisible();

      // Its page offers the other products: a GET form that keeps the ones compared.
      const add = page.getByTestId('compare-add');
      const choices = add.locator('select[name="slugs"] option:not([disabled])');
      const other = (await choices.nth(0).getAttribute('value'))!;
      expect(other).not.toBe(slug);
      await add.locator('select').selectOption(other);
      await add.getByRole('button').click();
      await expect(page).toHaveURL(new RegExp(`slugs=${slug}&slugs=${other}$`));
      await expect(page.getByTestId('compare-product')).toHaveCount(2);
      await expect(page.getByTestId('compare-table')).toBeVisible();
      // "Only the differences" needs the script: not offered without it.
      await expect(page.getByTestId('differences-only')).toBeHidden();

      await page
        .getByTestId('compare-product')
        .first()
        .getByRole('link', { name: new RegExp(remove) })
        .click();
      await expect(page).toHaveURL(new RegExp(`/products/compare\\?slugs=${other}$`));
      await expect(page.getByTestId('compare-product')).toHaveCount(1);
    }
  });

  test("the resources page's tabs: each is a link to its list", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/resources');
    for (const [tab, name] of [
      ['documents', 'Dokümanlar'],
      ['applications', 'Uygulamalar'],
      ['blog', 'Blog'],
    ] as const) {
      await page.getByTestId(`resources-tab-${tab}`).click();
      await expect(page).toHaveURL(new RegExp(`/resources\\?tab=${tab}$`));
      await expect(page.getByTestId(`resources-tab-${tab}`)).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tab', { selected: true })).toHaveText(name);
      await expect(page.getByRole('tabpanel')).toHaveCount(1);
    }
  });

  test('the language switch: links that show the page in the other language and keep it on the next page', async ({ page, context }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/products?category=energy');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await page.getByTestId('language-switcher').click();
    await page.getByTestId('lang-en').click();
    await expect(page).toHaveURL(/\/products\?category=energy&lang=en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('language-switcher')).toHaveText(/EN/);
    expect((await context.cookies()).find((c) => c.name === 'language')?.value).toBe('en');
    // Kept: a page without ?lang is English now.
    await page.goto('/blog');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Blog/);

    await page.getByTestId('language-switcher').click();
    await expect(page.getByTestId('lang-en')).toHaveAttribute('aria-current', 'true');
    await page.getByTestId('lang-tr').click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    // Only addresses of this site: anything else comes back to the home page.
    await page.goto('/language/en?next=//evil.example/x');
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/\?lang=en$/);
  });

  for (const [lang, t] of [
    [
      'tr',
      {
        name: 'Ad Soyad',
        email: 'E-posta',
        subject: 'Konu / Mesajınız',
        send: 'Gönder',
        required: ['Ad soyad gereklidir', 'E-posta gereklidir', 'Konu alanı boş bırakılamaz'],
        invalid: 'Lütfen geçerli bir e-posta adresi girin',
        success: 'Mesajınız başarıyla gönderildi!',
      },
    ],
    [
      'en',
      {
        name: 'Full Name',
        email: 'E-mail',
        subject: 'Subject / Your message',
        send: 'Send',
        required: ['Full name is required', 'Email is required', 'Subject field cannot be empty'],
        invalid: 'Please enter a valid email',
        success: 'Your message has been sent successfully!',
      },
    ],
  ] as const) {
    test(`the contact form (${lang}): the server answers with the spec's field errors, keeps what was typed, then the success text`, async ({
      page,
      context,
      baseURL,
      consoleErrors,
    }) => {
      await context.addCookies([{ name: 'language', value: lang, url: baseURL! }]);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/#contact');
      const form = page.locator('#contact form');
      await form.getByRole('button', { name: t.send }).click();
      for (const message of t.required) await expect(form.getByText(message)).toBeVisible();

      const subject = `Betiksiz ${lang} ${Date.now()} — şebeke ölçümü\nikinci satır`;
      await form.getByLabel(t.name).fill('Ayşe Yılmaz');
      await form.getByLabel(t.email).fill('not-an-email');
      await form.getByLabel(t.subject).fill(subject);
      const refused = page.waitForResponse((r) => r.url().endsWith('/mail'));
      await form.getByRole('button', { name: t.send }).click();
      expect((await refused).status()).toBe(400);
      await expect(form.getByText(t.invalid)).toBeVisible();
      await expect(form.getByText(t.required[0])).toHaveCount(0);
      // What was typed is kept, exactly.
      await expect(form.getByLabel(t.name)).toHaveValue('Ayşe Yılmaz');
      await expect(form.getByLabel(t.subject)).toHaveValue(subject);

      await form.getByLabel(t.email).fill('ayse@example.com');
      await form.getByRole('checkbox').check();
      await form.getByRole('button', { name: t.send }).click();
      // Redirected after the post: a reload sends nothing again.
      await expect(page).toHaveURL(/\/\?contact=sent#contact$/);
      await expect(page.getByTestId('contact-status')).toHaveText(t.success);
      await expect(form.getByLabel(t.name)).toHaveValue('');

      const token = await loginToken(baseURL!, ADMIN.username, ADMIN.password);
      const { data } = await gql(baseURL!, '{ contactMessages(take: 20) { name email subject sourcePage } }', {}, token);
      const sent = data.contactMessages.filter((m: { subject: string }) => m.subject === subject);
      expect(sent).toEqual([{ name: 'Ayşe Yılmaz', email: 'ayse@example.com', subject, sourcePage: '/' }]);
      // The browser reports each refused send (400) itself: those two errors are this test's doing.
      const refusals = consoleErrors.filter((e) => /status of 400/.test(e));
      expect(refusals).toHaveLength(2);
      consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !refusals.includes(e)));
    });
  }
});
