import { expect, test } from './fixtures';

test('home page shows the seeded products in Turkish and switches to English, surviving a reload', async ({ page, consoleErrors }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByRole('heading', { name: 'Ürünlerimiz' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'EGW-410 IIoT Gateway' })).toBeVisible();
  await expect(page.getByText('IIoT Ağ Geçitleri / RTU').first()).toBeVisible();
  // The language buttons only work once React has hydrated the server's HTML.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

  await page.getByTestId('lang-en').click();
  await expect(page.getByRole('heading', { name: 'Our Products' })).toBeVisible();
  await expect(page.getByText('IIoT Gateways / RTU').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Our Products' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByTestId('lang-tr').click();
  await expect(page.getByRole('heading', { name: 'Ürünlerimiz' })).toBeVisible();

  // Hydration used the server's data: no GraphQL request, and the admin chunk was never downloaded.
  expect(requests.filter((u) => u.includes('/graphql'))).toEqual([]);
  expect(requests.filter((u) => /AdminApp/.test(u))).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('the mobile menu opens and closes below 1024px', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const toggle = page.getByRole('button', { name: 'Menüyü aç' });
  await expect(toggle).toBeVisible();
  await toggle.click();
  await expect(page.locator('#mobile-menu')).toBeVisible();
  await page.getByRole('button', { name: 'Menüyü kapat' }).click();
  await expect(page.locator('#mobile-menu')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
