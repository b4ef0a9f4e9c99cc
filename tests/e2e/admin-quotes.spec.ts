// A quote request in the back office: listed with its state, opened whole (who asks, the products with quantities),
// moved to QUOTED with an assignee and an internal note, on a desktop in Turkish and on a phone in English.
import { gql, loginToken } from '../helpers/graphql';
import { ADMIN } from '../helpers/server';
import { axeViolations } from './colleagues';
import { expect, signIn, test } from './fixtures';

const REQUEST = 'mutation($input: QuoteRequestInput!) { requestQuote(input: $input) { reference } }';

test('a quote request is listed, opened whole, and moved to QUOTED with an assignee and a note (tr 1280 px, en 390 px)', async ({
  page,
  baseURL,
}) => {
  const company = `E2E Teklif ${Date.now()}`;
  const { data, errors } = await gql(baseURL!, REQUEST, {
    input: {
      fullName: 'Deniz Kaya',
      company,
      email: 'deniz@example.com',
      phone: '+90 312 555 00 00',
      country: 'Türkiye',
      city: 'Ankara',
      message: 'Proje için fiyat ve teslim süresi.',
      consent: true,
      language: 'tr',
      items: [
        { productSlug: 'egw-410-iiot-gateway', quantity: 12, note: 'Modemli' },
        { productSlug: 'ea-120-din-rail-energy-meter', quantity: 250 },
      ],
    },
  });
  expect(errors).toBeUndefined();
  const reference = data.requestQuote.reference as string;

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'Teklif talepleri' }).click();
  await expect(page).toHaveURL(/\/admin\/quotes$/);
  const row = page.locator('tbody tr').filter({ hasText: reference });
  await expect(row).toContainText(company);
  await expect(row).toContainText('2 ürün, 262 adet');
  await expect(row.getByTestId('quote-status')).toHaveText('Yeni');

  await row.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Teklif talebi ${reference}`);
  await expect(page.getByTestId('quote-person')).toContainText('deniz@example.com');
  const lines = page.getByTestId('quote-lines');
  await expect(lines.getByRole('row').nth(1)).toContainText('EGW-410 IIoT Gateway');
  await expect(lines.getByRole('row').nth(1)).toContainText('12');
  await expect(lines.getByRole('row').nth(1)).toContainText('Modemli');
  await expect(lines.getByRole('row').nth(2)).toContainText('250');

  const followUp = page.getByTestId('quote-follow-up');
  await followUp.getByLabel('Durum').selectOption('QUOTED');
  await followUp.getByRole('button', { name: 'Bana ata' }).click();
  await expect(followUp.getByTestId('quote-assignee')).toHaveText('admin');
  await followUp.getByLabel('İç not').fill('Fiyat listesi 28 Kasım’da gönderildi.');
  await followUp.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Talep güncellendi.')).toBeVisible();
  await expect(followUp.getByTestId('quote-status')).toHaveText('Teklif verildi');
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('quote-1280-tr.png'), fullPage: true });

  // The list says so, and keeps it under its state.
  await page.goto('/admin/quotes?status=QUOTED');
  await expect(page.locator('tbody tr').filter({ hasText: reference }).getByTestId('quote-status')).toHaveText('Teklif verildi');

  // A phone, in English: the request reads whole, the note kept.
  await page.setViewportSize({ width: 390, height: 844 });
  // The administrator's own choice of language (the admin's switcher keeps it so).
  await page.evaluate(() => localStorage.setItem('admin-language', 'en'));
  await page.goto('/admin/quotes');
  await page.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Quote request ${reference}`);
  await expect(page.getByTestId('quote-follow-up').getByLabel('Internal note')).toHaveValue('Fiyat listesi 28 Kasım’da gönderildi.');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('quote-390-en.png'), fullPage: true });
});

test("the administrator sets a category's sales address; an invalid one is refused at its field (tr 1280 px)", async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await page.goto('/admin/quotes');
  const routes = page.getByTestId('quote-routes');
  const io = routes.getByLabel('Giriş/Çıkış Modülleri');
  await io.fill('g/c-satis');
  await routes.getByRole('button', { name: 'Adresleri kaydet' }).click();
  await expect(routes.getByText('Geçerli bir e-posta adresi girin')).toBeVisible();
  await expect(io).toBeFocused();
  await io.fill('gc-satis@example.com');
  await routes.getByRole('button', { name: 'Adresleri kaydet' }).click();
  await expect(page.getByText('Satış adresleri kaydedildi.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await routes.screenshot({ path: test.info().outputPath('quote-routes-1280-tr.png') });
  const token = await loginToken(baseURL!, ADMIN.username, ADMIN.password);
  const { data } = await gql(baseURL!, '{ quoteRoutes { category mailTo } }', {}, token);
  expect(data.quoteRoutes).toEqual([{ category: 'io', mailTo: 'gc-satis@example.com' }]);
  // Emptied again, for the other tests of this server.
  await io.fill('');
  await routes.getByRole('button', { name: 'Adresleri kaydet' }).click();
  await expect(page.getByText('Satış adresleri kaydedildi.').first()).toBeVisible();
});
