// In the browser: the signed-in name in the header opens the profile; a person sets their name and the back office's
// language (applied at once, and at the next sign-in on another device), sees that device's session and ends it, and
// changes their password: a wrong current password, a guessable new one and a mistyped repeat are each said under
// their field; then signs out everywhere. At a phone's and a desktop's width, no axe violation. Everything is put back
// afterwards (this worker's other tests sign in as the same person).
import type { Browser } from '@playwright/test';
import { gql, loginToken } from '../helpers/graphql';
import { ADMIN } from '../helpers/server';
import { expect, signIn, test } from './fixtures';
import { axeViolations } from './colleagues';

const NEW_PASSWORD = 'mavi kedi tavanda uyuyor';

/** The account as the other tests expect it: Turkish, no display name, the usual password. */
async function putBack(baseURL: string) {
  const password = await loginToken(baseURL, ADMIN.username, ADMIN.password).then(
    () => ADMIN.password,
    () => NEW_PASSWORD,
  );
  const token = await loginToken(baseURL, ADMIN.username, password);
  await gql(
    baseURL,
    'mutation($input: MyProfileInput!) { updateMyProfile(input: $input) { id } }',
    { input: { displayName: '', language: 'tr' } },
    token,
  );
  if (password !== ADMIN.password)
    await gql(
      baseURL,
      'mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }',
      { c: password, n: ADMIN.password },
      token,
    );
}

/** Ends every sign-in of the account (the tests before this one in the worker leave theirs open for 12 hours). */
async function noSessionsLeft(baseURL: string) {
  const token = await loginToken(baseURL, ADMIN.username, ADMIN.password);
  await gql(baseURL, 'mutation { revokeOtherSessions logout }', {}, token);
}

/** Signs in on a device of its own (a new browser context) and returns its page. */
async function otherDevice(browser: Browser, baseURL: string, password = ADMIN.password) {
  const context = await browser.newContext({ baseURL, locale: 'tr-TR' });
  const page = await context.newPage();
  await page.goto('/admin/login');
  await page.getByLabel('Kullanıcı adı').fill(ADMIN.username);
  await page.getByLabel('Şifre').fill(password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 20_000 });
  return { page, close: () => context.close() };
}

for (const width of [390, 1280]) {
  test(`the profile at ${width}px: name and language kept on the account, a password changed with the rules said in place`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    try {
      await page.setViewportSize({ width, height: 900 });
      await noSessionsLeft(baseURL!);
      await signIn(page);
      await page.getByTestId('admin-user').click();
      await expect(page).toHaveURL(/\/admin\/profile$/);
      await expect(page.locator('main h1')).toHaveText('Profilim');
      await expect(page.getByLabel('Kullanıcı adı')).toHaveValue(ADMIN.username);
      await expect(page.locator('.chakra-spinner')).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
      if (process.env.SCREENSHOT_DIR)
        await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/admin-profile-tr-${width}.png`, fullPage: true });

      // Name and language: the back office turns English at once and names the person.
      await page.getByLabel('Görünen ad').fill('Ayşe Kaya');
      await page.getByLabel('Yönetim paneli dili').selectOption('en');
      await page.getByRole('button', { name: 'Kaydet' }).click();
      await expect(page.getByTestId('toast-success').filter({ hasText: 'Your profile was saved.' })).toBeVisible();
      await expect(page.locator('main h1')).toHaveText('My profile');
      await page.reload();
      await expect(page.getByTestId('admin-user')).toHaveText('Signed in as Ayşe Kaya');

      // Another device opens the back office in English at sign-in, whatever its sign-in page was shown in.
      const device = await otherDevice(browser, baseURL!);
      await expect(device.page.locator('main h1')).toHaveText('Dashboard');

      // Its session is listed after this one, and ended here after a confirm dialog: that device is signed out.
      await page.reload();
      const sessions = page.getByTestId('session');
      await expect(sessions).toHaveCount(2);
      await expect(sessions.first()).toContainText('This session');
      await expect(sessions.nth(1)).toContainText('Chrome');
      await sessions
        .nth(1)
        .getByRole('button', { name: /^End the session of / })
        .click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText('that device will need to sign in again');
      await dialog.getByRole('button', { name: 'End' }).click();
      await expect(page.getByTestId('toast-success').filter({ hasText: 'The session was ended.' })).toBeVisible();
      await expect(sessions).toHaveCount(1);
      await device.page.goto('/admin/products');
      await expect(device.page).toHaveURL(/\/admin\/login$/, { timeout: 20_000 });
      await device.close();

      // The password: each refusal under its field, nothing changed.
      const form = page.getByRole('form', { name: 'Change password' });
      await form.getByLabel('Current password').fill('not-the-password');
      await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await form.getByLabel('New password (again)').fill(NEW_PASSWORD);
      await form.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByTestId('currentPassword-error')).toHaveText('The current password is wrong.');
      await form.getByLabel('Current password').fill(ADMIN.password);
      await form.getByLabel('New password', { exact: true }).fill('password1234');
      await form.getByLabel('New password (again)').fill('password1234');
      await form.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByTestId('newPassword-error')).toContainText('This password is easy to guess');
      await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await form.getByLabel('New password (again)').fill(`${NEW_PASSWORD}!`);
      await form.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByTestId('repeat-error')).toHaveText('The new passwords do not match.');
      expect(await axeViolations(page)).toEqual([]);
      if (process.env.SCREENSHOT_DIR)
        await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/admin-profile-en-${width}.png`, fullPage: true });

      // Changed: this device goes on.
      await form.getByLabel('New password (again)').fill(NEW_PASSWORD);
      await form.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByTestId('toast-success').filter({ hasText: 'Your password was changed.' })).toBeVisible();
      await expect(form.getByLabel('Current password')).toHaveValue('');
      await page.goto('/admin/dashboard');
      await expect(page.locator('main h1')).toHaveText('Dashboard');

      // Signed out everywhere, this device included.
      await page.goto('/admin/profile');
      await page.getByRole('button', { name: 'Sign out everywhere' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out everywhere' }).click();
      await expect(page).toHaveURL(/\/admin\/login$/);
    } finally {
      await putBack(baseURL!);
    }
  });
}
