// What the back-office specs share: an axe run with the rules every admin screen is held to, and colleagues with a
// role who joined through the mailed invitation as a person would (the calls its page makes) and sign in in a
// browser of their own.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { gql, loginToken } from '../helpers/graphql';
import { linkIn, MailDir } from '../helpers/mailbox';
import { ADMIN } from '../helpers/server';
import { baseUrl, expect } from './fixtures';

/** Every colleague's password. */
export const COLLEAGUE_PASSWORD = 'mavi kedi tavanda uyuyor';

/** The WCAG 2.1 A/AA and best-practice violations on the page, each with (at most three of) the elements at fault. */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}) ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(', ')}`,
  );
}

/** A colleague with `role`, invited by the administrator and joined through the mailed link; their session's token. */
export async function colleague(role: string, username: string, language: 'tr' | 'en' = 'tr'): Promise<string> {
  const mailbox = new MailDir(process.env.E2E_MAIL_DIR!);
  const admin = await loginToken(baseUrl(), ADMIN.username, ADMIN.password);
  const email = `${username}@example.com`;
  const invited = await gql(
    baseUrl(),
    'mutation($i: InviteAdminUserInput!) { inviteAdminUser(input: $i) { id } }',
    { i: { email, displayName: username, role, language } },
    admin,
  );
  expect(invited.errors).toBeUndefined();
  const link = linkIn(await mailbox.latest(email), 'invite');
  const joined = await gql(
    baseUrl(),
    'mutation($t: String!, $u: String!, $p: String!) { acceptInvite(token: $t, username: $u, password: $p) { token } }',
    { t: link.slice(link.lastIndexOf('/') + 1), u: username, p: COLLEAGUE_PASSWORD },
  );
  expect(joined.errors).toBeUndefined();
  return joined.data.acceptInvite.token as string;
}

/** A colleague signed in through the sign-in page, in a browser of their own at `width`. */
export async function signInAs(browser: Browser, username: string, width: number) {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'tr-TR', viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto('/admin/login');
  await page.getByLabel('Kullanıcı adı').fill(username);
  await page.getByLabel('Şifre').fill(COLLEAGUE_PASSWORD);
  await page.getByRole('button', { name: 'Giriş Yap', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 20_000 });
  return { context, page };
}
