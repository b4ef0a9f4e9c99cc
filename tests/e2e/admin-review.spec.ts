// Review before publishing in the browser, on this worker's server: an author (joined through the mailed invitation)
// sends her draft post for review with a note at a desktop's width; an editor, on a phone, finds it on the dashboard,
// approves it, and the post is on the site. Both see the conversation; no axe violation. A document goes the same way,
// drafted by the author in the browser on a phone.
import { gql } from '../helpers/graphql';
import { form, pngBlob, rest } from '../helpers/rest';
import { baseUrl, expect as baseExpect, test } from './fixtures';
import { axeViolations, colleague, signInAs } from './colleagues';

const expect = baseExpect.configure({ timeout: 15_000 });

test('an author asks for review, an editor approves on a phone, the post is public', async ({ browser }) => {
  test.setTimeout(120_000);
  const authorToken = await colleague('AUTHOR', 'kontrol-author');
  await colleague('EDITOR', 'kontrol-editor');
  // Her draft, with its image (what a post needs to be published).
  const image = (await rest(baseUrl(), 'POST', '/api/upload', form({ type: 'blog', file: [pngBlob(), 'kapak.png'] }), authorToken)).json
    .filename;
  const input = {
    image,
    titleTr: 'İncelenen yazı',
    titleEn: 'Reviewed post',
    summaryTr: 'Özet',
    summaryEn: 'Summary',
    contentTr: '<p>İçerik</p>',
    contentEn: '<p>Content</p>',
  };
  const created = await gql(baseUrl(), 'mutation($i: BlogInput!) { createBlog(input: $i) { id slug status } }', { i: input }, authorToken);
  const post = created.data.createBlog as { id: number; slug: string; status: string };
  expect(post.status).toBe('DRAFT');

  const author = await signInAs(browser, 'kontrol-author', 1280);
  await author.page.goto(`/admin/blog/${post.id}`);
  const panel = author.page.getByTestId('review-panel');
  await panel.getByLabel('Editöre not (isteğe bağlı)').fill('Kapak görseli yeni.');
  expect(await axeViolations(author.page)).toEqual([]);
  await panel.getByRole('button', { name: 'İncelemeye gönder' }).click();
  await expect(author.page.getByText('Taslak incelemeye gönderildi.')).toBeVisible();
  await expect(panel.getByTestId('review-state')).toHaveText('İnceleme bekliyor');
  await author.context.close();

  const editor = await signInAs(browser, 'kontrol-editor', 390);
  const queue = editor.page.getByTestId('review-queue');
  await expect(queue).toContainText('Kapak görseli yeni.');
  expect(await axeViolations(editor.page)).toEqual([]);
  await queue.getByRole('link', { name: 'İncelenen yazı' }).click();
  const review = editor.page.getByTestId('review-panel');
  await expect(review).toContainText('kontrol-author incelemeye gönderdi');
  expect(await axeViolations(editor.page)).toEqual([]);
  await review.getByRole('button', { name: 'Onayla ve yayınla' }).click();
  await expect(editor.page.getByText('Onaylandı ve yayınlandı.')).toBeVisible();
  await expect(review.getByTestId('review-state')).toHaveText('Onaylandı');
  await expect(editor.page.getByTestId('publish-panel')).toContainText('Yayında');
  // The version history shows the conversation beside the versions.
  await editor.page.goto(`/admin/blog/${post.id}/versions`);
  await expect(editor.page.getByTestId('review-panel')).toContainText('kontrol-editor onayladı');
  await editor.context.close();

  const page = await fetch(`${baseUrl()}/blog/${post.slug}`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('İncelenen yazı');
});

test('an author drafts a document on a phone and asks for review; an editor approves it; visitors then see it', async ({ browser }) => {
  test.setTimeout(120_000);
  await colleague('AUTHOR', 'belge-author');
  await colleague('EDITOR', 'belge-editor');
  const name = `Yazarın belgesi ${Date.now().toString(36)}`;
  const onSite = async () => (await (await fetch(`${baseUrl()}/resources?tab=documents`)).text()).includes(name);

  const author = await signInAs(browser, 'belge-author', 390);
  await author.page.goto('/admin/document/new');
  // An author is offered no choice: what she makes is a draft.
  await expect(author.page.getByTestId('publish-choice')).toHaveCount(0);
  await author.page.getByLabel('Doküman adı (TR)').fill(name);
  await author.page
    .getByLabel('Türkçe dosya')
    .setInputFiles({ name: 'taslak.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await author.page.getByRole('button', { name: 'Kaydet' }).click();
  // A new draft stays on its edit page, where it is sent for review.
  await expect(author.page).toHaveURL(/\/admin\/document\/\d+$/);
  await expect(author.page.getByTestId('publish-panel')).toContainText('Taslak');
  const panel = author.page.getByTestId('review-panel');
  await panel.getByLabel('Editöre not (isteğe bağlı)').fill('Sürüm numarası doğru mu?');
  expect(await axeViolations(author.page)).toEqual([]);
  await panel.getByRole('button', { name: 'İncelemeye gönder' }).click();
  await expect(panel.getByTestId('review-state')).toHaveText('İnceleme bekliyor');
  await author.context.close();
  expect(await onSite()).toBe(false);

  const editor = await signInAs(browser, 'belge-editor', 1280);
  const queue = editor.page.getByTestId('review-queue');
  await expect(queue).toContainText('Sürüm numarası doğru mu?');
  await queue.getByRole('link', { name }).click();
  await expect(editor.page).toHaveURL(/\/admin\/document\/\d+$/);
  await editor.page.getByTestId('review-panel').getByRole('button', { name: 'Onayla ve yayınla' }).click();
  await expect(editor.page.getByText('Onaylandı ve yayınlandı.')).toBeVisible();
  await expect(editor.page.getByTestId('publish-panel')).toContainText('Yayında');
  expect(await axeViolations(editor.page)).toEqual([]);
  await editor.context.close();

  // Within seconds: a list kept before may be served while it is made again.
  await expect.poll(onSite, { timeout: 15_000 }).toBe(true);
});
