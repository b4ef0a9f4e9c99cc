import { ADMIN } from '../helpers/server';
import { expect, test } from './fixtures';

test('admin sign-in: protected pages redirect, a wrong password shows the spec text, the right one opens the dashboard', async ({ page, consoleErrors }) => {
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Yönetici Girişi' })).toBeVisible();

  await page.getByLabel('Kullanıcı adı').fill(ADMIN.username);
  await page.getByLabel('Şifre').fill('wrong-password');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByRole('alert')).toHaveText('Geçersiz kullanıcı adı veya şifre');

  await page.getByLabel('Şifre').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByTestId('count-products')).toHaveText(/^\d+$/);
  expect(Number(await page.getByTestId('count-products').textContent())).toBeGreaterThanOrEqual(18);
  const token = await page.evaluate(() => localStorage.getItem('admin_token'));
  expect(token).toBeTruthy();

  await page.getByRole('button', { name: 'Çıkış Yap' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
  // Logout ended the sign-in on the server: the old token is refused.
  const me = await page.request.post('/graphql', { data: { query: '{ me { username } }' }, headers: { authorization: `Bearer ${token}` } });
  expect((await me.json()).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  // The failed sign-in is the one expected error: the browser logs the GraphQL error response? It must not.
  expect(consoleErrors).toEqual([]);
});
