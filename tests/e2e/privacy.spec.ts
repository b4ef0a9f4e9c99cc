// The privacy notice (KVKK) the consent boxes link to: reached from every page's footer, in both languages, at its
// Turkish address too, and readable without the page's script.
import { axeViolations } from './colleagues';
import { expect, open, test } from './fixtures';

test('the privacy notice: from the footer, in Turkish and English, at /gizlilik too, axe clean (390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/products', 'tr');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Gizlilik ve KVKK' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gizlilik ve Kişisel Verilerin Korunması Aydınlatma Metni');
  await expect(page.getByRole('heading', { name: 'Ne kadar süre saklıyoruz?' })).toBeVisible();
  await expect(page).toHaveTitle(/Gizlilik ve Kişisel Verilerin Korunması/);
  expect(await axeViolations(page)).toEqual([]);

  await open(page, '/privacy', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Notice on the Protection of Personal Data');
  await expect(page.getByText('Quote requests are kept for two years')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('privacy-390-en.png'), fullPage: true });

  const alias = await page.goto('/gizlilik');
  expect(alias?.status()).toBe(200);
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });
  test('the privacy notice is the server’s page', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gizlilik ve Kişisel Verilerin Korunması Aydınlatma Metni');
    await expect(page.getByRole('heading', { name: 'Haklarınız' })).toBeVisible();
  });
});
