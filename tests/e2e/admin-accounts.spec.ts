// A team in the browser, on this worker's server, which mails to a real SMTP server (tests/e2e/global-setup.ts): an
// administrator invites a colleague; the colleague opens the mailed link on a phone, chooses a username and password,
// sets up two-factor sign-in (its codes computed here from the key the page shows), signs out and back in with a code;
// the audit log names them. A passkey is added on the profile with Chromium's virtual authenticator and signs in
// without a password. A forgotten password is reset through the mailed link. A forged token sent to the admin leads to
// the sign-in page, which says the session has expired. Both languages, a phone's and a desktop's width, no axe violation.
import type { BrowserContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { gql, loginToken } from '../helpers/graphql';
import { linkIn, MailDir } from '../helpers/mailbox';
import { ADMIN } from '../helpers/server';
import { baseUrl, expect as baseExpect, test } from './fixtures';
import { axeViolations } from './colleagues';

const PASSWORD = 'mavi kedi tavanda uyuyor';
/** Each new context fetches and compiles the admin's chunk afresh: seconds on a busy machine. */
const expect = baseExpect.configure({ timeout: 15_000 });
const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

/** The mails this worker's server sent (tests/e2e/global-setup.ts). */
const mailbox = new MailDir(process.env.E2E_MAIL_DIR!);
/** The site's own address (PUBLIC_URL's default, localhost): passkeys need a host name, not an IP address. */
const site = () => baseUrl().replace('127.0.0.1', 'localhost');

test.describe.configure({ mode: 'serial' });

async function newDevice(browser: import('@playwright/test').Browser, width: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: site(), locale: 'tr-TR', viewport: { width, height: 900 } });
  return { context, page: await context.newPage() };
}

async function signInWithPassword(page: Page, username: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Kullanıcı adı').fill(username);
  await page.getByLabel('Şifre').fill(password);
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
}

test('a colleague is invited by mail, joins on a phone, sets up two-factor sign-in and signs in with a code', async ({ browser }) => {
  test.setTimeout(120_000);
  // The administrator invites, at a desktop's width.
  const admin = await newDevice(browser, 1280);
  await signInWithPassword(admin.page, ADMIN.username, ADMIN.password);
  await expect(admin.page).toHaveURL(/\/admin\/dashboard$/, { timeout: 20_000 });
  await admin.page.getByRole('link', { name: 'Kullanıcılar' }).click();
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Kullanıcılar' })).toBeVisible();
  expect(await axeViolations(admin.page)).toEqual([]);
  await admin.page.getByRole('button', { name: 'Kullanıcı davet et' }).click();
  const dialog = admin.page.getByRole('dialog');
  await dialog.getByLabel('E-posta').fill('ayse.kaya@example.com');
  await dialog.getByLabel('Ad soyad').fill('Ayşe Kaya');
  await dialog.getByLabel('Dil').selectOption('en');
  expect(await axeViolations(admin.page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Davet gönder' }).click();
  await expect(admin.page.getByText('ayse.kaya@example.com adresine davet gönderildi.')).toBeVisible();
  const invited = admin.page.getByTestId('user').filter({ hasText: 'Ayşe Kaya' });
  await expect(invited.getByTestId('user-status')).toHaveText('Davet edildi');

  // The mail, in her language, with its link.
  const mail = await mailbox.latest('ayse.kaya@example.com');
  expect(mail.subject).toBe('You are invited to the Enerji Teknoloji back office');
  const link = linkIn(mail, 'invite');

  // She opens it on her phone: a guessable password is refused in place, then she joins.
  const phone = await newDevice(browser, 390);
  await phone.page.goto(link.slice(link.indexOf('/admin/')));
  await expect(phone.page.getByText('ayse.kaya@example.com adresine gönderilen davetle')).toBeVisible();
  expect(await axeViolations(phone.page)).toEqual([]);
  await phone.page.getByLabel('Kullanıcı adı').fill('ayse');
  await phone.page.getByLabel('Yeni şifre', { exact: true }).fill('password1234');
  await phone.page.getByLabel('Yeni şifre (tekrar)').fill('password1234');
  await phone.page.getByRole('button', { name: 'Hesabımı aç' }).click();
  await expect(phone.page.getByTestId('password-error')).toBeVisible();
  await phone.page.getByLabel('Yeni şifre', { exact: true }).fill(PASSWORD);
  await phone.page.getByLabel('Yeni şifre (tekrar)').fill(PASSWORD);
  await phone.page.getByRole('button', { name: 'Hesabımı aç' }).click();
  // Signed in, in her own language.
  await expect(phone.page).toHaveURL(/\/admin\/dashboard$/, { timeout: 20_000 });
  await expect(phone.page.locator('main h1')).toHaveText('Dashboard');

  // Two-factor sign-in from her profile: the key as the page shows it, a code computed from it.
  await phone.page.goto('/admin/profile');
  await phone.page.getByRole('button', { name: 'Set up' }).click();
  const secret = ((await phone.page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(phone.page.getByTestId('totp-qr')).toBeVisible();
  expect(await axeViolations(phone.page)).toEqual([]);
  await phone.page.getByLabel('Verification code').fill(codeFor(secret));
  await phone.page.getByRole('button', { name: 'Turn on' }).click();
  await expect(phone.page.getByTestId('recovery-codes').locator('code')).toHaveCount(10);
  await phone.page.getByRole('button', { name: 'I have saved the codes' }).click();
  await expect(phone.page.getByTestId('two-factor-state')).toHaveText('On');

  // Signed out, then back in: the password, then the code (the next time step's: the one used is spent).
  await phone.page.getByRole('button', { name: 'Log out' }).click();
  await expect(phone.page).toHaveURL(/\/admin\/login$/);
  await phone.page.getByLabel('Username').fill('ayse');
  await phone.page.getByLabel('Password').fill(PASSWORD);
  await phone.page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(phone.page.getByRole('heading', { name: 'Two-factor verification' })).toBeVisible({ timeout: 20_000 });
  expect(await axeViolations(phone.page)).toEqual([]);
  await phone.page.getByLabel('Verification code').fill('000000' === codeFor(secret, 1) ? '111111' : '000000');
  await phone.page.getByRole('button', { name: 'Verify' }).click();
  await expect(phone.page.getByRole('alert')).toHaveText('The verification code is wrong or was already used.');
  await phone.page.getByLabel('Verification code').fill(codeFor(secret, 1));
  await phone.page.getByRole('button', { name: 'Verify' }).click();
  await expect(phone.page).toHaveURL(/\/admin\/dashboard$/, { timeout: 20_000 });

  // The administrator's list shows her active, with two-factor sign-in on; the audit log names her.
  await admin.page.reload();
  await expect(invited.getByTestId('user-status')).toHaveText('Etkin');
  await expect(invited.getByTestId('user-two-factor')).toHaveText('İki adımlı doğrulama açık');
  const token = await loginToken(baseUrl(), ADMIN.username, ADMIN.password);
  const entries = (await gql(baseUrl(), '{ auditEntries(take: 50) { adminUsername action } }', {}, token)).data.auditEntries as Array<{
    adminUsername: string;
    action: string;
  }>;
  expect(entries.filter((e) => e.adminUsername === 'ayse').map((e) => e.action)).toEqual(
    expect.arrayContaining(['join', 'two_factor', 'login', 'login_failed', 'logout']),
  );
  await phone.context.close();
  await admin.context.close();
});

test('a passkey added on the profile signs in without a password (virtual authenticator)', async ({ browser }) => {
  const { context, page } = await newDevice(browser, 1280);
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  await signInWithPassword(page, ADMIN.username, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 20_000 });
  await page.goto('/admin/profile');
  await page.getByLabel('Geçiş anahtarının adı').fill('Test dizüstü');
  await page.getByRole('button', { name: 'Geçiş anahtarı ekle' }).click();
  await expect(page.getByTestId('passkey')).toHaveText(/Test dizüstü/);
  await page.getByRole('button', { name: 'Çıkış Yap', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByRole('button', { name: 'Geçiş anahtarı kullan' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 20_000 });
  await context.close();
});

test('a forgotten password is reset through the mailed link', async ({ browser }) => {
  const token = await loginToken(baseUrl(), ADMIN.username, ADMIN.password);
  await gql(baseUrl(), 'mutation { updateMyProfile(input: { email: "yonetici@example.com" }) { id } }', {}, token);
  for (const [width, lang] of [
    [390, 'tr'],
    [1280, 'en'],
  ] as const) {
    const { context, page } = await newDevice(browser, width);
    await page.goto('/admin/login');
    if (lang === 'en') {
      await page.getByTestId('language-switcher').click();
      await page.getByTestId('lang-en').click();
    }
    await page.getByRole('link', { name: lang === 'tr' ? 'Şifremi unuttum' : 'Forgot password' }).click();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel(lang === 'tr' ? 'E-posta' : 'E-mail').fill('yonetici@example.com');
    await page.getByRole('button', { name: lang === 'tr' ? 'Bağlantı gönder' : 'Send link' }).click();
    await expect(page.getByTestId('reset-sent')).toBeVisible();
    const link = linkIn(await mailbox.latest('yonetici@example.com', lang === 'tr' ? 1 : 2), 'reset-password');
    await page.goto(link.slice(link.indexOf('/admin/')));
    const newPassword = lang === 'tr' ? 'yeni bir şifre seçtim bugün' : ADMIN.password;
    await page.getByLabel(lang === 'tr' ? 'Yeni şifre' : 'New password', { exact: true }).fill(newPassword);
    await page.getByLabel(lang === 'tr' ? 'Yeni şifre (tekrar)' : 'New password (again)').fill(newPassword);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: lang === 'tr' ? 'Şifreyi kaydet' : 'Save password' }).click();
    await expect(page.getByTestId('reset-done')).toBeVisible();
    // The link is spent.
    await page.goto(link.slice(link.indexOf('/admin/')));
    await expect(page.getByRole('alert')).toHaveText(
      lang === 'tr'
        ? 'Bu bağlantı daha önce kullanıldı. Yeni bir bağlantı isteyin.'
        : 'This link has already been used. Ask for a new one.',
    );
    await context.close();
  }
  // The last reset put the usual password back; the address goes too (the profile's test expects none).
  const again = await loginToken(baseUrl(), ADMIN.username, ADMIN.password);
  await gql(baseUrl(), 'mutation { updateMyProfile(input: { email: "" }) { id } }', {}, again);
});

test('a forged token sent to the back office leads to the sign-in page, which says the session has expired', async ({ browser }) => {
  const { context, page } = await newDevice(browser, 390);
  await page.goto('/admin/login');
  await page.evaluate(() => localStorage.setItem('admin_token', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwidmVyIjowfQ.forged'));
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByTestId('session-expired')).toHaveText('Oturumunuzun süresi doldu, lütfen tekrar giriş yapın.');
  await context.close();
});
