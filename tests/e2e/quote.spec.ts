// A buyer's quote request from the catalogue: products added from a card and a product page on a phone, the header's
// count, quantities changed on /quote, the request sent with consent and its reference shown, in Turkish and English;
// the same with JavaScript disabled (the server answers the form); stored as sent, for the team to follow up.
import type { Locator, Page } from '@playwright/test';
import { gql, loginToken } from '../helpers/graphql';
import { ADMIN } from '../helpers/server';
import { axeViolations } from './colleagues';
import { expect, expectNoHorizontalScroll, open, test } from './fixtures';

const GATEWAY = { slug: 'egw-410-iiot-gateway', name: 'EGW-410 IIoT Gateway' };
const METER = { slug: 'ea-120-din-rail-energy-meter', name: 'EA-120 DIN-Rail Energy Meter' };
const RTU = { slug: 'ert-300-rtu', name: 'ERT-300 RTU' };

const TEXTS = {
  tr: {
    add: 'Teklif iste',
    datasheet: 'Ürün Bilgi Formu (PDF)',
    quantity: 'Adet',
    fields: { fullName: 'Ad Soyad', company: 'Firma', email: 'E-posta', phone: 'Telefon', country: 'Ülke' },
    consent: 'Aydınlatma Metni',
    submit: 'Teklif isteğini gönder',
    reference: 'Referans numaranız',
    required: 'Ad soyad gereklidir',
    consentRequired: "Teklif isteğinizi alabilmemiz için Aydınlatma Metni'ni onaylamanız gerekir",
  },
  en: {
    add: 'Request a quote',
    datasheet: 'Datasheet (PDF)',
    quantity: 'Quantity',
    fields: { fullName: 'Full name', company: 'Company', email: 'E-mail', phone: 'Phone', country: 'Country' },
    consent: 'privacy notice',
    submit: 'Send the quote request',
    reference: 'Your reference',
    required: 'Full name is required',
    consentRequired: 'Please accept the privacy notice so that we can take your request',
  },
} as const;

/** Presses a "request a quote" button until it says so: the first tap starts the page's script. */
async function addToQuote(button: Locator, told: Locator) {
  await expect(async () => {
    await button.click();
    await expect(told).not.toBeEmpty({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

async function fillPerson(page: Page, lang: 'tr' | 'en', email: string) {
  const t = TEXTS[lang];
  const form = page.getByRole('form');
  await form.getByLabel(t.fields.fullName).fill('Deniz Alıcı');
  await form.getByLabel(t.fields.company).fill('Alım Enerji Ltd.');
  await form.getByLabel(t.fields.email).fill(email);
  await form.getByLabel(t.fields.phone).fill('+90 312 555 00 00');
  await form.getByLabel(t.fields.country).fill('Türkiye');
  await form.getByTestId('quote-consent').check();
}

async function stored(baseURL: string, email: string) {
  const token = await loginToken(baseURL, ADMIN.username, ADMIN.password);
  const { data } = await gql(
    baseURL,
    `query($s: String) { quoteRequests(take: 5, search: $s) { reference language downloads lines { productSlug quantity note } } }`,
    { s: email },
    token,
  );
  return data.quoteRequests as Array<{
    reference: string;
    language: string;
    downloads: string[];
    lines: Array<{ productSlug: string; quantity: number }>;
  }>;
}

test.describe('with scripts', () => {
  for (const [lang, width] of [
    ['tr', 390],
    ['en', 1280],
  ] as const) {
    test(`a buyer adds two products, changes a quantity and sends the request (${lang}, ${width} px)`, async ({ page, baseURL }) => {
      const t = TEXTS[lang];
      const email = `alici-${lang}-${Date.now()}@example.com`;
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`/products?category=gateway&lang=${lang}`);
      const card = page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name: GATEWAY.name }) });
      await addToQuote(card.getByTestId('quote-add'), card.getByTestId('quote-told'));
      const count = page.locator('[data-quote-count]');
      await expect(count).toHaveAttribute('data-quote-count', '1');

      await page.goto(`/products/${METER.slug}?lang=${lang}`);
      // The header's count is this browser's, shown before any script of the page.
      await expect(count).toHaveAttribute('data-quote-count', '1');
      // A datasheet downloaded before asking is named on the request (this tab's session, no cookie).
      await Promise.all([page.waitForEvent('download'), page.getByTestId('datasheet-link').click()]);
      const button = page.getByRole('button', { name: t.add });
      await addToQuote(button, page.getByTestId('quote-told').first());
      await expect(count).toHaveAttribute('data-quote-count', '2');
      await expect(count).toBeVisible();

      await page.getByTestId('quote-link').click();
      await expect(page).toHaveURL(/\/quote$/);
      const lines = page.getByTestId('quote-line');
      await expect(lines).toHaveCount(2);
      await expect(lines.nth(0)).toContainText(GATEWAY.name);
      await expect(lines.nth(1)).toContainText(METER.name);
      await lines.nth(0).getByLabel(t.quantity).fill('25');
      await expectNoHorizontalScroll(page);

      // Nothing is sent without consent and the required fields: each problem said at its field, no dialog.
      page.on('dialog', (dialog) => {
        throw new Error(`native dialog: ${dialog.message()}`);
      });
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.getByText(t.required)).toBeVisible();
      await expect(page.getByText(t.consentRequired)).toBeVisible();
      await expect(page.getByLabel(t.fields.fullName)).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`quote-${lang}-${width}.png`), fullPage: true });

      await fillPerson(page, lang, email);
      await page.getByRole('button', { name: t.submit }).click();
      const sent = page.getByTestId('quote-reference');
      await expect(sent).toContainText(new RegExp(`${t.reference}: TKL-\\d{4}-\\d{6}`));
      const reference = /TKL-\d{4}-\d{6}/.exec((await sent.textContent())!)![0];
      await expect(count).toBeHidden();

      const [request] = await stored(baseURL!, email);
      expect(request).toMatchObject({ reference, language: lang, downloads: [`${METER.name}: ${t.datasheet}`] });
      expect(request.lines.map((l) => [l.productSlug, l.quantity])).toEqual([
        [GATEWAY.slug, 25],
        [METER.slug, 1],
      ]);
    });
  }
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('a buyer asks from a product page, adds a second product on /quote, and sends the request (tr, 390 px)', async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    const email = `betiksiz-${Date.now()}@example.com`;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/products/${RTU.slug}`);
    await page.getByRole('button', { name: 'Teklif iste' }).click();
    await expect(page).toHaveURL(new RegExp(`/quote\\?slugs=${RTU.slug}$`));
    await expect(page.getByTestId('quote-line')).toHaveCount(1);

    await page.getByTestId('quote-add-select').selectOption(METER.slug);
    await page.getByTestId('quote-add-submit').click();
    const lines = page.getByTestId('quote-line');
    await expect(lines).toHaveCount(2);
    await lines.nth(1).getByLabel('Adet').fill('40');
    // Sent without consent: the server answers with the page, everything typed kept.
    await page.getByRole('form').getByLabel('Ad Soyad').fill('Betiksiz Alıcı');
    await page.getByRole('button', { name: 'Teklif isteğini gönder' }).click();
    await expect(page.getByText(TEXTS.tr.consentRequired)).toBeVisible();
    // The browser reports the refused send (400) itself: this test's doing.
    expect(consoleErrors.filter((e) => /status of 400/.test(e))).toHaveLength(1);
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/status of 400/.test(e)));
    await expect(page.getByRole('form').getByLabel('Ad Soyad')).toHaveValue('Betiksiz Alıcı');
    await expect(page.getByTestId('quote-line').nth(1).getByLabel('Adet')).toHaveValue('40');

    await fillPerson(page, 'tr', email);
    await page.getByRole('button', { name: 'Teklif isteğini gönder' }).click();
    await expect(page.getByTestId('quote-reference')).toContainText(/Referans numaranız: TKL-\d{4}-\d{6}/);
    const [request] = await stored(baseURL!, email);
    expect(request.lines.map((l) => [l.productSlug, l.quantity])).toEqual([
      [RTU.slug, 1],
      [METER.slug, 40],
    ]);
  });
});

test('the header offers the quote list on every page, the privacy notice opens from the consent (en)', async ({ page }) => {
  await open(page, '/quote', 'en');
  await expect(page.getByTestId('quote-empty')).toContainText('Your quote list is empty');
  const [notice] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: 'privacy notice' }).click()]);
  await expect(notice.getByRole('heading', { level: 1 })).toBeVisible();
  await notice.close();
});
