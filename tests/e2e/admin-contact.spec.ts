import { readFile } from 'node:fs/promises';
import { expect, open, signIn, test } from './fixtures';

/** A CSV cell as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break. */
const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

test('contact inbox: a message sent on the site is listed first, opens whole, and is in the CSV export', async ({ page }) => {
  const stamp = `${Date.now()}`;
  const subject = `E2E gelen kutusu ${stamp}: şebeke ölçümü için "teklif", lütfen dönüş yapın; bu metin altmış karakterden uzundur.`;
  const email = `inbox-${stamp}@example.com`;

  await open(page, '/#contact', 'tr');
  const form = page.locator('#contact form');
  await form.getByLabel('Ad Soyad').fill('Çağrı Öztürk');
  await form.getByLabel('E-posta').fill(email);
  await form.getByLabel('Konu / Mesajınız').fill(subject);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Gönder' }).click();
  await expect(page.getByTestId('contact-status')).toHaveText('Mesajınız başarıyla gönderildi!');

  await signIn(page);
  await expect(page.getByTestId('count-messages')).toHaveText(/^\d+$/);
  await page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'Mesajlar' }).click();
  await expect(page).toHaveURL(/\/admin\/messages$/);
  await expect(page).toHaveTitle('Gelen Mesajlar | Enerji Teknoloji Admin');
  for (const header of ['Ad Soyad', 'E-posta', 'Konu', 'Tarih ve saat (Europe/Istanbul)', 'E-posta durumu']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }

  // Newest first: the message just sent is the first row, its subject cut at 60 characters.
  const first = page.locator('tbody tr').first();
  const shortSubject = `${Array.from(subject).slice(0, 60).join('')}…`;
  await expect(first).toContainText('Çağrı Öztürk');
  await expect(first.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  await expect(first.getByRole('link', { name: shortSubject })).toBeVisible();
  await expect(first).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
  // The test server has no mail transport configured.
  await expect(first.getByTestId('mail-status')).toHaveText('E-posta ayarlanmamış');
  await expect(first.getByTestId('message-status')).toHaveText('Yeni');

  await first.getByRole('link', { name: shortSubject }).click();
  await expect(page).toHaveURL(/\/admin\/messages\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mesaj Ayrıntısı' })).toBeVisible();
  await expect(page.getByTestId('message-subject')).toHaveText(subject);
  await expect(page.getByTestId('contact-message')).toContainText('Çağrı Öztürk');
  // Where it was sent from: the page the form is on, not the form's name (and no phone row without a phone).
  await expect(page.getByTestId('message-source')).toHaveText('/?lang=tr');
  await expect(page.getByTestId('message-source')).toHaveAttribute('href', '/?lang=tr');
  await expect(page.getByTestId('contact-message')).not.toContainText('Web sitesi iletişim formu');
  await expect(page.getByTestId('contact-message')).not.toContainText('Telefon');
  // Opened, it is read; then handled.
  const state = page.getByTestId('contact-message').getByTestId('message-status');
  await expect(state).toHaveText('Okundu');
  await page.getByRole('button', { name: 'Ele alındı olarak işaretle' }).click();
  await expect(state).toHaveText('Ele alındı');
  await expect(page.getByTestId('toast-success')).toContainText('Mesaj “Ele alındı” olarak işaretlendi.');

  // Opened directly (a bookmark, a reload): found without the list in memory.
  await page.reload();
  await expect(page.getByTestId('message-subject')).toHaveText(subject);

  await page.getByRole('link', { name: 'Geri' }).click();
  await expect(page).toHaveURL(/\/admin\/messages$/);
  await expect(first.getByTestId('message-status')).toHaveText('Ele alındı');
  // Filtered by state: handled ones only, the choice in the address.
  await page.getByLabel('Durum', { exact: true }).selectOption('HANDLED');
  await expect(page).toHaveURL(/status=HANDLED/);
  await expect(page.locator('tbody tr').first()).toContainText('Çağrı Öztürk');
  await expect(page.locator('tbody').getByTestId('message-status').filter({ hasNotText: 'Ele alındı' })).toHaveCount(0);
  await page.getByLabel('Durum', { exact: true }).selectOption('NEW');
  await expect(page).toHaveURL(/status=NEW/);
  // New ones only, once the list has settled: their rows, or "no results" when every message sent so far is handled
  // (this one is).
  await expect(page.locator('tbody tr').or(page.getByText('Sonuç bulunamadı')).first()).toBeVisible();
  await expect(page.locator('tbody').getByTestId('message-status').filter({ hasNotText: 'Yeni' })).toHaveCount(0);
  await expect(page.getByText(email)).toHaveCount(0);
  await page.getByLabel('Durum', { exact: true }).selectOption('');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV Dışa Aktar' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...lines] = csv.split('\r\n');
  expect(header).toBe('No,Tarih,Durum,Ad Soyad,E-posta,Telefon,Gönderildiği sayfa,Konu,E-posta durumu');
  const row = lines.find((line) => line.includes(stamp));
  expect(row).toBeDefined();
  expect(row).toContain(`Ele alındı,Çağrı Öztürk,${email},,/?lang=tr,`);
  expect(row).toContain(csvCell(subject));

  // The workbook Turkish Excel opens as columns.
  const [workbook] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: "Excel'e Aktar (.xlsx)" }).click(),
  ]);
  expect(workbook.suggestedFilename()).toBe('contact-messages.xlsx');
  expect((await readFile(await workbook.path())).subarray(0, 2).toString('latin1')).toBe('PK');
});

test('contact inbox in English: the export header follows the language; a failed export says so', async ({ page, consoleErrors }) => {
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('admin-language', 'en'));
  await page.goto('/admin/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact messages' })).toBeVisible();
  await expect(page.locator('tbody tr').first()).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  expect(csv.split('\r\n')[0]).toBe('No.,Date,Status,Full name,Email,Phone,Sent from page,Subject,Mail status');

  await page.route('**/api/contact-messages.csv*', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(page.getByTestId('toast-error')).toContainText('The CSV file could not be downloaded.');
  // The browser logs the refused request itself; that one is this test's doing.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/status of 500/.test(e)));
});

test('an unknown message id says so', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/messages/999999999');
  await expect(page.getByRole('alert')).toHaveText('Mesaj bulunamadı.');
});
