// Dates and times in the admin's language whatever the browser's (English here): the Turkish admin schedules a post
// typed as dd.MM.yyyy HH:mm on the site's clock, refuses a text that is no date, picks a day from a Turkish
// calendar; and no form page of the admin shows a browser's own date, time or file widget.
import AxeBuilder from '@axe-core/playwright';
import { gql, loginToken } from '../helpers/graphql';
import { ADMIN } from '../helpers/server';
import { expect, signIn, test } from './fixtures';

test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

const ZONE = 'Europe/Istanbul';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function draftPost(baseURL: string, token: string) {
  const body = new FormData();
  body.append('type', 'blog');
  body.append('file', new Blob([PNG], { type: 'image/png' }), 'gorsel.png');
  const upload = await fetch(`${baseURL}/api/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body });
  expect(upload.status).toBe(201);
  const { filename } = (await upload.json()) as { filename: string };
  const slug = `tarih-${Date.now().toString(36)}`;
  const res = await gql(
    baseURL,
    'mutation($i: BlogInput!) { createBlog(input: $i) { id } }',
    {
      i: {
        titleTr: `Tarih yazısı ${slug}`,
        titleEn: `Date post ${slug}`,
        slug,
        summaryTr: 'Özet',
        summaryEn: 'Summary',
        contentTr: '<p>İçerik</p>',
        contentEn: '<p>Content</p>',
        image: filename,
        draft: true,
      },
    },
    token,
  );
  expect(res.errors).toBeUndefined();
  return res.data.createBlog.id as number;
}

test("the Turkish admin schedules a post typed as dd.MM.yyyy HH:mm, on the site's clock, under an English browser", async ({
  page,
  baseURL,
}) => {
  const token = await loginToken(baseURL!, ADMIN.username, ADMIN.password);
  const id = await draftPost(baseURL!, token);
  await signIn(page);
  await page.goto(`/admin/blog/${id}`);
  const panel = page.getByTestId('publish-panel');
  const input = panel.getByLabel(`Yayın zamanı (${ZONE} saatiyle)`);
  await expect(input).toHaveAttribute('type', 'text');
  await expect(input).toHaveValue(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
  // Room for what is typed: the calendar's control (Chakra's recipe makes it full width) must not squeeze it.
  expect((await input.boundingBox())!.width).toBeGreaterThan(120);
  await expect(panel.getByTestId('publishAt-zone')).toHaveText(`Biçim: gg.aa.yyyy ss:dd · saat dilimi: ${ZONE}`);

  // Not a date: said next to the field, in Turkish, and nothing is sent.
  await input.fill('31.02.2031 10:00');
  await panel.getByRole('button', { name: 'Zamanla' }).click();
  await expect(panel.getByTestId('publishAt-error')).toHaveText('Geçerli bir tarih ve saat girin (gg.aa.yyyy ss:dd).');

  // The calendar speaks Turkish (month names) and keeps the typed time.
  await input.fill('15.06.2031 14:30');
  await panel.getByRole('button', { name: 'Takvimi aç' }).click();
  const calendar = page.locator('[data-scope="date-picker"][data-part="content"]');
  await expect(calendar).toBeVisible();
  await expect(calendar).toContainText('Haziran 2031');
  const { violations } = await new AxeBuilder({ page })
    .include('[data-testid="publish-panel"]')
    .include('[data-scope="date-picker"][data-part="content"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(
    violations.map(
      (v) =>
        `${v.id} (${v.impact}) ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    ),
  ).toEqual([]);
  await calendar.locator('[data-part="table-cell-trigger"]:not([data-outside-range])').getByText('20', { exact: true }).click();
  await expect(input).toHaveValue('20.06.2031 14:30');

  await input.fill('15.06.2031 14:30');
  await panel.getByRole('button', { name: 'Zamanla' }).click();
  await expect(page.getByTestId('toast-success').filter({ hasText: 'Yayın zamanlandı' })).toContainText(`15.06.2031 14:30 (${ZONE})`);
  await expect(panel.getByTestId('publication-status')).toHaveText(`Zamanlanmış: 15.06.2031 14:30 (${ZONE})`);
  const { data } = await gql(baseURL!, 'query($id: Int!) { blog(id: $id) { publishedAt } }', { id }, token);
  // Istanbul is UTC+3 all year: 14:30 there is 11:30 UTC, whatever zone the browser is in.
  expect(data.blog.publishedAt).toBe('2031-06-15T11:30:00.000Z');
});

test('no form page of the admin shows a browser date, time or file widget', async ({ page, baseURL }) => {
  const token = await loginToken(baseURL!, ADMIN.username, ADMIN.password);
  const post = await draftPost(baseURL!, token);
  const { data } = await gql(baseURL!, '{ products(take: 1) { id } }');
  await signIn(page);
  const pages = ['product/new', `product/${data.products[0].id}`, 'blog/new', `blog/${post}`, 'document', 'application', 'audit'];
  for (const path of pages) {
    await page.goto(`/admin/${path}`);
    await expect(page.locator('main form, main [role="search"]').first()).toBeVisible();
    await expect(
      page.locator('input[type="date"], input[type="datetime-local"], input[type="time"], input[type="month"], input[type="week"]'),
      path,
    ).toHaveCount(0);
    // A file input may stay for the picker and its label, visually hidden (clipped to nothing); never shown.
    const shownFileInputs = await page.locator('input[type="file"]').evaluateAll(
      (inputs) =>
        inputs.filter((el) => {
          const box = el.getBoundingClientRect();
          const style = getComputedStyle(el);
          return (
            box.width > 1 &&
            box.height > 1 &&
            style.visibility !== 'hidden' &&
            style.display !== 'none' &&
            !/rect\(0px,? 0px,? 0px,? 0px\)/.test(style.clip)
          );
        }).length,
    );
    expect(shownFileInputs, path).toBe(0);
  }
  // The audit filters' days read in Turkish, named with the zone.
  await page.goto('/admin/audit');
  const from = page.getByLabel('Başlangıç tarihi');
  await from.fill('01.06.2026');
  await expect(page).toHaveURL(/[?&]from=2026-06-01/);
  await expect(page.getByTestId('from-zone')).toContainText(ZONE);
});
