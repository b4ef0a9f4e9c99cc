import { gql, loginToken } from '../helpers/graphql';
import { ADMIN } from '../helpers/server';
import { expect, open, test } from './fixtures';

const TEXTS = {
  tr: {
    name: 'Ad Soyad',
    email: 'E-posta',
    subject: 'Konu / Mesajınız',
    send: 'Gönder',
    sending: 'Gönderiliyor...',
    required: ['Ad soyad gereklidir', 'E-posta gereklidir', 'Konu alanı boş bırakılamaz'],
    consent: "Mesajınızı alabilmemiz için Aydınlatma Metni'ni onaylamanız gerekir",
    invalid: 'Lütfen geçerli bir e-posta adresi girin',
    success: 'Mesajınız başarıyla gönderildi!',
  },
  en: {
    name: 'Full Name',
    email: 'E-mail',
    subject: 'Subject / Your message',
    send: 'Send',
    sending: 'Sending...',
    required: ['Full name is required', 'Email is required', 'Subject field cannot be empty'],
    consent: 'Please accept the privacy notice so that we can take your message',
    invalid: 'Please enter a valid email',
    success: 'Your message has been sent successfully!',
  },
} as const;

for (const lang of ['tr', 'en'] as const) {
  test(`contact form (${lang}): the spec's validation messages, then Sending... and success; the message is stored`, async ({
    page,
    baseURL,
  }) => {
    const t = TEXTS[lang];
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/#contact', lang);
    const form = page.locator('#contact form');
    await form.getByRole('button', { name: t.send }).click();
    for (const message of t.required) await expect(form.getByText(message)).toBeVisible();
    // Nothing is kept without consent to the privacy notice, which the box links to.
    await expect(form.getByText(t.consent)).toBeVisible();
    await expect(form.getByRole('link', { name: lang === 'tr' ? 'Aydınlatma Metni' : 'privacy notice' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(form.getByLabel(t.name)).toBeFocused();

    const subject = `E2E ${lang} ${Date.now()} — şebeke ölçümü`;
    await form.getByLabel(t.name).fill('Ayşe Yılmaz');
    await form.getByLabel(t.email).fill('not-an-email');
    await form.getByLabel(t.subject).fill(subject);
    await form.getByRole('button', { name: t.send }).click();
    await expect(form.getByText(t.invalid)).toBeVisible();
    await expect(form.getByText(t.required[0])).toHaveCount(0);

    await form.getByLabel(t.email).fill('ayse@example.com');
    await form.getByRole('checkbox').check();
    // Hold the request so the submitting state can be seen.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/graphql', async (route) => {
      await held;
      await route.continue();
    });
    await form.getByRole('button', { name: t.send }).click();
    await expect(form.getByRole('button', { name: t.sending })).toBeDisabled();
    release();
    await expect(page.getByTestId('contact-status')).toHaveText(t.success);
    await expect(form.getByLabel(t.name)).toHaveValue('');
    await expect(form.getByLabel(t.subject)).toHaveValue('');
    await expect(form.getByRole('checkbox')).not.toBeChecked();
    await page.unroute('**/graphql');

    const token = await loginToken(baseURL!, ADMIN.username, ADMIN.password);
    const { data } = await gql(baseURL!, '{ contactMessages(take: 5) { name email subject phone } }', {}, token);
    expect(data.contactMessages).toContainEqual(expect.objectContaining({ name: 'Ayşe Yılmaz', email: 'ayse@example.com', subject }));
  });
}

test("contact form: a failed connection shows the spec's error text and keeps what was typed", async ({ page, consoleErrors }) => {
  await open(page, '/#contact', 'en');
  const form = page.locator('#contact form');
  await form.getByLabel('Full Name').fill('Jane Doe');
  await form.getByLabel('E-mail').fill('jane@example.com');
  await form.getByLabel('Subject / Your message').fill('Offline');
  await form.getByRole('checkbox').check();
  await page.route('**/graphql', (route) => route.abort());
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Connection error. Please try again later.');
  await expect(form.getByLabel('Full Name')).toHaveValue('Jane Doe');
  // The browser reports the aborted request itself; that one error is this test's doing.
  const own = consoleErrors.filter((e) => /Failed to load resource|ERR_FAILED/.test(e));
  expect(own.length).toBeLessThanOrEqual(1);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !own.includes(e)));
});
