// The admin's language is the admin's own: previewing a page in English or visiting the site in English (the
// visitor's language) leaves the admin in Turkish, after a reload too; the admin's own switcher changes the admin
// only, and that choice survives a reload without changing the language the site is shown in.
import { gql } from '../helpers/graphql';
import { expect, signIn, test } from './fixtures';

test.use({ locale: 'en-US' });

const stored = (page: import('@playwright/test').Page) =>
  page.evaluate(() => ({ visitor: localStorage.getItem('language'), admin: localStorage.getItem('admin-language') }));

async function expectTurkishAdmin(page: import('@playwright/test').Page) {
  await expect(page.locator('main h1')).toHaveText('Gösterge Paneli');
  await expect(page.getByTestId('language-switcher')).toHaveText(/TR/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
}

test('previewing and visiting the site in English leave the admin in Turkish, after a reload too', async ({ page, baseURL }) => {
  const { data } = await gql(baseURL!, '{ products(take: 1) { id name shortDescriptionEn } }');
  const product = data.products[0] as { id: number; name: string; shortDescriptionEn: string };
  await signIn(page);
  await expectTurkishAdmin(page);

  // A preview in English: the site's page in English, the admin's bar still Turkish.
  await page.goto(`/admin/preview/products/${product.id}`);
  const preview = page.getByTestId('preview');
  await page.getByTestId('preview-lang-en').click();
  await expect(preview.getByText(product.shortDescriptionEn).first()).toBeVisible();
  await expect(preview.getByRole('complementary', { name: 'Önizleme' })).toBeVisible();
  // The site's own switcher in the preview's header chooses the preview's language, nobody's setting.
  await preview.getByTestId('language-switcher').first().click();
  await preview.getByTestId('lang-tr').first().click();
  await expect(page).toHaveURL(/\?lang=tr$/);
  await preview.getByTestId('language-switcher').first().click();
  await preview.getByTestId('lang-en').first().click();
  await expect(page).toHaveURL(/\?lang=en$/);
  await page.reload();
  await expect(preview.getByText(product.shortDescriptionEn).first()).toBeVisible();
  await preview.getByRole('link', { name: 'Düzenlemeye dön' }).click();
  await expect(page).toHaveURL(/\/admin\/product\/\d+$/);
  await page.goto('/admin/dashboard');
  await expectTurkishAdmin(page);
  await page.reload();
  await expectTurkishAdmin(page);
  expect((await stored(page)).admin).toBeNull();

  // The site from the admin's link, switched to English by its own switcher: the visitor's language.
  await page.getByRole('link', { name: 'Ana siteye git' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByTestId('language-switcher').click();
  await page.getByTestId('lang-en').click();
  await expect(page.getByRole('heading', { name: 'About Us', level: 2 })).toBeVisible();
  expect(await stored(page)).toEqual({ visitor: 'en', admin: null });

  await page.goto('/admin/dashboard');
  await expectTurkishAdmin(page);
  await page.reload();
  await expectTurkishAdmin(page);
  // The visitor's choice is still English.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test("the admin's own switcher changes the admin only, and its choice survives a reload", async ({ page }) => {
  await signIn(page);
  await page.getByTestId('language-switcher').click();
  await page.getByTestId('lang-en').click();
  await expect(page.locator('main h1')).toHaveText('Dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await stored(page)).toEqual({ visitor: null, admin: 'en' });
  await page.reload();
  await expect(page.locator('main h1')).toHaveText('Dashboard');
  await expect(page.getByTestId('language-switcher')).toHaveText(/EN/);

  // The site is still shown in the visitor's language, Turkish by default.
  await page.getByRole('link', { name: 'Go to the main site' }).click();
  await expect(page.getByRole('heading', { name: 'Hakkımızda', level: 2 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
});
