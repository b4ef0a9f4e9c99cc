import { ADMIN } from '../helpers/server';
import { expect, GRAPHQL_URL, operationName, signIn, test } from './fixtures';

test('admin sign-in: protected pages redirect, a wrong password shows the spec text, the right one opens the dashboard', async ({
  page,
  consoleErrors,
}) => {
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

for (const [lang, expired] of [
  ['tr', 'Oturumunuzun süresi doldu, lütfen tekrar giriş yapın.'],
  ['en', 'Your session has expired, please sign in again.'],
] as const) {
  test(`a refused token (expired, revoked, forged) is found when the admin loads: no screen, the sign-in page says the session expired (${lang})`, async ({
    page,
  }) => {
    await page.goto('/admin/login');
    // The admin's language as its switcher keeps it (apart from the site's).
    await page.evaluate((lng) => {
      localStorage.setItem('admin-language', lng);
      localStorage.setItem('admin_token', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.forged');
      localStorage.setItem('admin_user', JSON.stringify({ id: 1, username: 'admin' }));
    }, lang);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (GRAPHQL_URL.test(request.url())) asked.push(operationName(request) ?? '?');
    });
    await page.goto('/admin/products');
    // The admin's chunk, then the server's answer about the token: slower than a page on a busy machine.
    await expect(page).toHaveURL(/\/admin\/login$/, { timeout: 20_000 });
    await expect(page.getByTestId('session-expired')).toHaveText(expired);
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
    // The shell asked who is signed in before showing any screen: no list was asked for, none shown.
    expect(asked).toEqual(['AdminMe']);
    if (process.env.SCREENSHOT_DIR)
      await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/admin-session-expired-${lang}.png`, fullPage: true });
    // Said until the next try; a sign-in that works leads on as ever.
    await page.getByLabel(lang === 'tr' ? 'Kullanıcı adı' : 'Username').fill(ADMIN.username);
    await page.getByLabel(lang === 'tr' ? 'Şifre' : 'Password').fill(ADMIN.password);
    await page.getByRole('button', { name: lang === 'tr' ? 'Giriş Yap' : 'Sign in' }).click();
    await expect(page.getByTestId('session-expired')).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 20_000 });
  });
}

test('a logout leads to the sign-in page without saying the session expired', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Çıkış Yap' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Yönetici Girişi' })).toBeVisible();
  await expect(page.getByTestId('session-expired')).toHaveCount(0);
});

test('the admin speaks Turkish by default whatever the browser prefers, with the brand and "Admin" in the title', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, locale: 'en-US', extraHTTPHeaders: { 'accept-language': 'en-US,en;q=0.9' } });
  const page = await context.newPage();
  await page.goto('/admin/login');
  // A new context: the admin's chunk is fetched and compiled afresh, slow on a busy machine.
  await expect(page.getByRole('heading', { name: 'Yönetici Girişi' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveTitle('Yönetici Girişi | Enerji Teknoloji Admin');
  await page.getByLabel('Kullanıcı adı').fill(ADMIN.username);
  await page.getByLabel('Şifre').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveTitle('Gösterge Paneli | Enerji Teknoloji Admin');
  await expect(page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'Gösterge Paneli' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByTestId('admin-user')).toHaveText(`Oturum: ${ADMIN.username}`);
  await context.close();
});
