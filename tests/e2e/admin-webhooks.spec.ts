// The webhooks screen: a private target is refused under its field; a webhook is added with a generated secret,
// called when a product is created (its log shows the call delivered with the answer's first bytes) and by a test call
// from its log, edited with its secret kept, and deleted after the confirm dialog. In Turkish and English, on a phone
// and a desktop, with no axe violation.
import { gql, loginToken } from '../helpers/graphql';
import { ADMIN } from '../helpers/server';
import { LONG_ANSWER, receiver } from '../helpers/webhook-receiver';
import { adminInEnglish, expect, expectNoHorizontalScroll, signIn, test } from './fixtures';
import { axeViolations } from './colleagues';

const TEXTS = {
  tr: {
    title: 'Webhook’lar',
    url: 'Adres (URL)',
    add: 'Ekle',
    save: 'Kaydet',
    generate: 'Oluştur',
    created: 'Oluşturuldu',
    published: 'Yayımlandı',
    refused: 'özel, yerel (loopback) veya bağlantı-yerel',
    addedToast: 'Webhook başarıyla eklendi!',
    savedToast: 'Webhook başarıyla kaydedildi!',
    deletedToast: 'Webhook başarıyla silindi!',
    signed: 'Kayıtlı',
    log: 'Gönderim kaydı',
    delivered: 'İletildi',
    editTitle: 'Webhook’u Düzenle',
    secretKept: 'Bir anahtar kayıtlı',
    showAll: 'Tamamını göster',
    test: 'Deneme çağrısı gönder',
    testedToast: 'Deneme çağrısı sıraya alındı',
    ping: 'Deneme çağrısı',
    question: 'Bu webhook’u silmek istediğinizden emin misiniz?',
    confirm: 'Sil',
    deleteSuffix: 'sil',
    editSuffix: 'düzenle',
  },
  en: {
    title: 'Webhooks',
    url: 'Address (URL)',
    add: 'Add',
    save: 'Save',
    generate: 'Generate',
    created: 'Created',
    published: 'Published',
    refused: 'private, loopback or link-local',
    addedToast: 'Webhook added!',
    savedToast: 'Webhook saved!',
    deletedToast: 'Webhook deleted!',
    signed: 'Set',
    log: 'Delivery log',
    delivered: 'Delivered',
    editTitle: 'Edit Webhook',
    secretKept: 'A secret is set',
    showAll: 'Show all',
    test: 'Send a test call',
    testedToast: 'Test call queued',
    ping: 'Test call',
    question: 'Are you sure you want to delete this webhook?',
    confirm: 'Delete',
    deleteSuffix: 'delete',
    editSuffix: 'edit',
  },
} as const;

/** A draft product made through the API: its creation is the event the webhook hears (a draft is on no public list). */
async function draftProduct(baseURL: string, stamp: string): Promise<() => Promise<void>> {
  const token = await loginToken(baseURL, ADMIN.username, ADMIN.password);
  const input = {
    name: `Webhook Taslağı ${stamp}`,
    slug: `webhook-taslak-${stamp}`,
    category: 'io',
    shortDescriptionTr: 'Kısa',
    shortDescriptionEn: 'Short',
    draft: true,
  };
  const { data } = await gql(baseURL, 'mutation($input: ProductInput!) { createProduct(input: $input) { id } }', { input }, token);
  return async () => void (await gql(baseURL, 'mutation($id: Int!) { deleteProduct(id: $id) }', { id: data.createProduct.id }, token));
}

for (const lang of ['tr', 'en'] as const) {
  for (const width of [390, 1280]) {
    test(`webhooks at ${width}px (${lang}): private target refused, added with a generated secret, called, logged, edited and deleted; no axe violation`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const text = TEXTS[lang];
      const stamp = `${lang}${width}${Date.now().toString(36)}`;
      const target = await receiver();
      let cleanUp: (() => Promise<void>) | undefined;
      try {
        await page.setViewportSize({ width, height: 900 });
        await signIn(page);
        if (lang === 'en') await adminInEnglish(page);
        await page.getByRole('navigation').getByRole('link', { name: text.title }).click();
        await expect(page).toHaveURL(/\/admin\/webhooks$/);
        await expect(page.locator('main h1')).toHaveText(text.title);
        await expect(page).toHaveTitle(`${text.title} | Enerji Teknoloji Admin`);

        // The cloud metadata address is refused, under its field, and nothing is added.
        const form = page.locator('form').filter({ has: page.getByTestId('events-product') });
        await page.getByLabel(text.url).fill('http://169.254.169.254/latest/meta-data/');
        await form.getByTestId('events-product').getByLabel('product.created').check();
        await expect(form.getByTestId('events-product')).toContainText(text.created);
        await page.getByRole('button', { name: text.generate }).click();
        await expect(page.getByLabel(/İmza anahtarı|Signing secret/)).toHaveValue(/^[0-9a-f]{64}$/);
        await page.getByRole('button', { name: text.add }).click();
        await expect(page.getByTestId('url-error')).toContainText(text.refused);
        await expect(page.getByTestId('record').filter({ hasText: '169.254.169.254' })).toHaveCount(0);

        // Added: listed with its events, its secret only said to be set.
        const url = `http://127.0.0.1:${target.port}/e2e/${stamp}`;
        await page.getByLabel(text.url).fill(url);
        await page.getByRole('button', { name: text.add }).click();
        await expect(page.getByTestId('toast-success').filter({ hasText: text.addedToast })).toBeVisible();
        const row = page.getByTestId('record').filter({ hasText: url });
        await expect(row).toContainText('product.created');
        await expect(row).toContainText(text.signed);
        await expect(page.getByLabel(text.url)).toHaveValue('');

        // A product created: the call arrives, and the log shows it delivered with the answer's first bytes.
        cleanUp = await draftProduct(baseURL!, stamp);
        await expect.poll(() => target.calls.length, { timeout: 10_000 }).toBe(1);
        await row.getByRole('button', { name: new RegExp(text.log, 'i') }).click();
        const log = page.getByTestId('webhook-deliveries');
        const call = log.getByTestId('record').filter({ hasText: 'product.created' });
        await expect(call.getByTestId('delivery-status')).toHaveText(text.delivered, { timeout: 10_000 });
        await expect(call.getByTestId('delivery-http')).toHaveText('HTTP 200');
        // The answer's first 512 bytes, cut short in the row until opened.
        await expect(call.getByTestId('delivery-response')).toHaveText(`${LONG_ANSWER.slice(0, 120)}…`);
        await call.getByRole('button', { name: text.showAll }).click();
        await expect(call.getByTestId('delivery-response')).toHaveText(LONG_ANSWER.slice(0, 512));
        // A test call from the log: it arrives, and the log shows it delivered.
        await log.getByRole('button', { name: text.test }).click();
        await expect(page.getByTestId('toast-success').filter({ hasText: text.testedToast })).toBeVisible();
        await expect.poll(() => target.calls.map((c) => c.body.event), { timeout: 10_000 }).toEqual(['product.created', 'webhook.ping']);
        const ping = log.getByTestId('record').filter({ hasText: 'webhook.ping' });
        await expect(ping).toContainText(text.ping);
        await expect(ping.getByTestId('delivery-status')).toHaveText(text.delivered, { timeout: 10_000 });
        await expectNoHorizontalScroll(page);
        await expect(page.locator('.chakra-spinner')).toHaveCount(0);
        expect(await axeViolations(page)).toEqual([]);
        if (process.env.SCREENSHOT_DIR)
          await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/admin-webhooks-${lang}-${width}.png`, fullPage: true });

        // Edited: the form says a secret is set and keeps it when left empty.
        await row.getByRole('button', { name: `${url}: ${text.editSuffix}` }).click();
        await expect(form.getByRole('heading', { level: 2 })).toHaveText(text.editTitle);
        await expect(form).toContainText(text.secretKept);
        await form.getByTestId('events-blog').getByLabel('blog.published').check();
        await expect(form.getByTestId('events-blog')).toContainText(text.published);
        await page.getByRole('button', { name: text.save }).click();
        await expect(page.getByTestId('toast-success').filter({ hasText: text.savedToast })).toBeVisible();
        await expect(row).toContainText('blog.published');
        await expect(row).toContainText(text.signed);

        // Deleted after the confirm dialog, which names it.
        await row.getByRole('button', { name: `${url}: ${text.deleteSuffix}` }).click();
        const dialog = page.getByRole('alertdialog');
        await expect(dialog).toContainText(text.question);
        await expect(dialog.getByTestId('confirm-subject')).toHaveText(url);
        await dialog.getByRole('button', { name: text.confirm }).click();
        await expect(page.getByTestId('toast-success').filter({ hasText: text.deletedToast })).toBeVisible();
        await expect(page.getByTestId('record').filter({ hasText: url })).toHaveCount(0);
        await expect(log).toHaveCount(0);
      } finally {
        await cleanUp?.();
        await target.close();
      }
    });
  }
}
