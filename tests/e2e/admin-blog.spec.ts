// The blog round trip of the admin: create with a Turkish title and an image, see it on the site in both
// languages, edit it, the English "may be out of date" marker, delete it; a failed save keeps what was typed.
import sharp from 'sharp';
import { expect, holdOperations, open, openAfterEdit, signIn, test } from './fixtures';

async function png(color: string) {
  const buffer = await sharp({ create: { width: 64, height: 40, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name: `kapak-${color.slice(1)}.png`, mimeType: 'image/png', buffer };
}

test('a blog post round trip: create with a Turkish title and an image, see it in both languages, edit, out-of-date English, delete', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const titleTr = `Doğa Dostu Çözümler: Işık, İklim, Ölçüm ve Şebeke Üretimi ${stamp}`;
  const slug = `doga-dostu-cozumler-isik-iklim-olcum-ve-sebeke-uretimi-${stamp}`;
  const titleEn = `Nature Friendly Solutions ${stamp}`;
  await signIn(page);

  await page.goto('/admin/blogs');
  await expect(page).toHaveTitle('Blog Yazıları | Enerji Teknoloji Admin');
  await page.getByRole('link', { name: 'Yeni Blog Yazısı' }).first().click();
  await expect(page).toHaveURL(/\/admin\/blog\/new$/);
  await expect(page.getByLabel('Kategori')).toHaveValue('Genel');

  // Required fields are checked before anything is sent, with the texts the server would answer. A new post is a
  // draft unless published, and only publishing needs its image.
  const choice = page.getByTestId('publish-choice');
  await expect(choice.getByLabel('Taslak olarak kaydet')).toBeChecked();
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Bu alan gereklidir.').first()).toBeVisible();
  await expect(page.getByText(/görsel gereklidir/)).toHaveCount(0);
  await choice.getByLabel('Yayınla').check();
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(
    page.getByText('Yayınlanacak bir blog yazısı için görsel gereklidir. Görseli olmayan yazı taslak olarak kaydedilebilir.'),
  ).toBeVisible();

  await page.getByLabel('Başlık (TR)').fill(titleTr);
  await expect(page.getByLabel('Slug')).toHaveValue(slug);
  await page.getByLabel('Başlık (EN)').fill(titleEn);
  await page.getByLabel('Özet (TR)').fill('Enerji verisiyle doğaya saygılı çözümler üzerine kısa bir özet.');
  await page.getByLabel('Özet (EN)').fill('A short summary about nature friendly solutions built on energy data.');
  // HTML typed in the editors' source view, as an expert would.
  for (const [field, html] of [
    ['contentTr', '<h2>Giriş</h2><p>Türkçe içerik paragrafı.</p>'],
    ['contentEn', '<h2>Introduction</h2><p>English content paragraph.</p>'],
  ]) {
    await page.getByTestId(`editor-${field}`).getByRole('button', { name: 'HTML kaynağı' }).click();
    await page.getByTestId(`source-${field}`).fill(html);
  }
  await page
    .getByRole('region', { name: 'Görsel' })
    .getByLabel('Görsel')
    .setInputFiles(await png('#2f855a'));
  await expect(page.getByRole('img', { name: 'Seçilen görselin önizlemesi' })).toBeVisible();

  await holdOperations(page, /^Admin(Create|Update)Blog$/);
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByTestId('upload-progress')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kaydediliyor...' })).toBeDisabled();
  await expect(page.getByTestId('toast-success')).toContainText('Blog yazısı başarıyla oluşturuldu!');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.unrouteAll();

  // On the site at once (a new address: nothing kept), in English and in Turkish (the visitor's language; the admin
  // keeps its own).
  await open(page, `/blog/${slug}`, 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleEn);
  await open(page, `/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleTr);

  // Edit: new titles, the slug stays.
  await page.goto('/admin/blogs');
  const row = page.getByRole('row').filter({ hasText: titleTr });
  await expect(row).toContainText(titleEn);
  await expect(row).toContainText('Genel');
  await expect(row.getByRole('link', { name: `${titleTr}: sitede görüntüle` })).toHaveAttribute('href', `/blog/${slug}`);
  await row.getByRole('link', { name: `${titleTr}: düzenle` }).click();
  await expect(page).toHaveTitle('Blog Yazısını Düzenle | Enerji Teknoloji Admin');
  await expect(page.getByRole('img', { name: 'Mevcut görsel' })).toBeVisible();
  const newTitleTr = `Güncellenmiş Çözümler ${stamp}`;
  await page.getByLabel('Başlık (TR)').fill(newTitleTr);
  await page.getByLabel('Başlık (EN)').fill(`Updated Solutions ${stamp}`);
  await expect(page.getByLabel('Slug')).toHaveValue(slug);
  await page.getByRole('button', { name: 'Güncelle' }).click();
  await expect(page.getByTestId('toast-success')).toContainText('Blog yazısı başarıyla güncellendi!');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // An edit: the page kept before it may be served (STALE) for a few seconds while it is rendered again.
  await openAfterEdit(page, `/blog/${slug}`, (expect) => expect(page.getByRole('heading', { level: 1 })).toHaveText(newTitleTr));

  // Only the Turkish summary changes: its English is marked "may be out of date" when the post is reopened.
  await page.goto('/admin/blogs');
  await page
    .getByRole('row')
    .filter({ hasText: newTitleTr })
    .getByRole('link', { name: `${newTitleTr}: düzenle` })
    .click();
  await page.getByLabel('Özet (TR)').fill('Yalnızca Türkçe özet değişti.');
  await page.getByRole('button', { name: 'Güncelle' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/blogs');
  const changed = page.getByRole('row').filter({ hasText: newTitleTr });
  await expect(changed.getByTestId('english-outdated')).toHaveText('İngilizce güncel olmayabilir');
  await changed.getByRole('link', { name: `${newTitleTr}: düzenle` }).click();
  await expect(page.getByTestId('outdated-summary')).toContainText('İngilizcesi güncel olmayabilir');
  await expect(page.getByTestId('outdated-title')).toHaveCount(0);

  // Delete after confirming in the dialog; the page is gone from the site.
  await page.goto('/admin/blogs');
  await page
    .getByRole('row')
    .filter({ hasText: newTitleTr })
    .getByRole('button', { name: `${newTitleTr}: sil` })
    .click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Bu blog yazısını silmek istediğinizden emin misiniz?');
  await dialog.getByRole('button', { name: 'Sil' }).click();
  await expect(page.getByTestId('toast-success')).toContainText('Blog yazısı başarıyla silindi!');
  await expect(page.getByRole('row').filter({ hasText: newTitleTr })).toHaveCount(0);
  const gone = await page.goto(`/blog/${slug}`);
  expect(gone?.status()).toBe(404);
});

test('a failed save keeps what was typed: a taken slug is shown next to the slug field and the draft is offered after a reload', async ({
  page,
  request,
}) => {
  const taken = (await (await request.post('/graphql', { data: { query: '{ blogs(take: 1) { slug } }' } })).json()).data.blogs[0]
    .slug as string;
  const stamp = Date.now().toString(36);
  const titleTr = `Taslak Yazı ${stamp}`;
  await signIn(page);
  await page.goto('/admin/blog/new');
  await page.getByLabel('Başlık (TR)').fill(titleTr);
  await page.getByLabel('Başlık (EN)').fill(`Draft Post ${stamp}`);
  await page.getByLabel('Özet (TR)').fill('Taslak özeti.');
  await page.getByLabel('Özet (EN)').fill('Draft summary.');
  await page.getByLabel('İçerik (TR)').fill('Taslak içerik.');
  await page.getByLabel('İçerik (EN)').fill('Draft content.');
  await page.getByLabel('Slug').fill(taken);
  await page
    .getByRole('region', { name: 'Görsel' })
    .getByLabel('Görsel')
    .setInputFiles(await png('#3182ce'));
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByTestId('slug-error')).toHaveText('Bu slug başka bir kayıtta kullanılıyor.');
  await expect(page).toHaveURL(/\/admin\/blog\/new$/);
  await expect(page.getByLabel('Başlık (TR)')).toHaveValue(titleTr);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('admin_draft:blog:new') ?? '')).toContain(titleTr);

  // The browser asks before a reload loses unsaved changes: the editor agrees.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByTestId('draft-notice')).toBeVisible();
  await expect(page.getByLabel('Başlık (TR)')).toHaveValue('');
  await page.getByRole('button', { name: 'Taslağı geri yükle' }).click();
  await expect(page.getByTestId('draft-notice')).toHaveCount(0);
  await expect(page.getByLabel('Başlık (TR)')).toHaveValue(titleTr);
  await expect(page.getByLabel('İçerik (EN)')).toHaveText('Draft content.');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('admin_draft:blog:new') ?? '')).toContain('<p>Draft content.</p>');
  await expect(page.getByLabel('Slug')).toHaveValue(taken);

  // The slug follows the title again on request; with the image chosen again the save (a draft: it stays on its edit
  // page) succeeds and the browser's copy is gone.
  await page.getByRole('button', { name: 'Başlıktan yeniden oluştur' }).click();
  await expect(page.getByLabel('Slug')).toHaveValue(`taslak-yazi-${stamp}`);
  await page
    .getByRole('region', { name: 'Görsel' })
    .getByLabel('Görsel')
    .setInputFiles(await png('#3182ce'));
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByTestId('toast-success')).toContainText('Taslak kaydedildi');
  await expect(page).toHaveURL(/\/admin\/blog\/\d+$/);
  await page.goto('/admin/blog/new');
  await expect(page.getByLabel('Başlık (TR)')).toBeVisible();
  await expect(page.getByTestId('draft-notice')).toHaveCount(0);

  // Clean up through the list.
  await page.goto('/admin/blogs');
  await page.getByRole('button', { name: `${titleTr}: sil` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sil' }).click();
  await expect(page.getByTestId('toast-success')).toContainText('Blog yazısı başarıyla silindi!');
});

test('an unknown post id shows a not-found message with a way back', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/blog/99999999');
  await expect(page.getByTestId('blog-not-found')).toBeVisible();
  await page.getByRole('link', { name: 'Blog yazılarına dön' }).click();
  await expect(page).toHaveURL(/\/admin\/blogs$/);
});
