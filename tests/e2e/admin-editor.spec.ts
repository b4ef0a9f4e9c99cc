// The visual editor of the admin's rich texts, in a browser that speaks English while the admin speaks Turkish:
// a post written in both editors with the keyboard and the toolbar (heading, Ctrl+B, a bulleted list, a link through
// Ctrl+K) is published with that structure in both languages; a Word-like paste with a script and an onerror handler
// stores neither; axe finds nothing on the form at phone and desktop widths, where the two editors stack or sit side by side.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectNoHorizontalScroll, open, signIn, test } from './fixtures';

test.use({ locale: 'en-US', missingResources: /\/x$/ });

const editor = (page: Page, field: string) => page.getByTestId(`editor-${field}`);

/** Writes a heading, a sentence with a bold word, a two-item list and a linked word, as a person would. */
async function write(
  page: Page,
  field: string,
  texts: { heading: string; before: string; bold: string; items: [string, string]; link: string },
) {
  const box = editor(page, field);
  const area = box.locator('.ProseMirror');
  await area.click();
  await box.getByRole('combobox').selectOption('2');
  await page.keyboard.type(texts.heading);
  await page.keyboard.press('Enter');
  await page.keyboard.type(`${texts.before} `);
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type(texts.bold);
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('.');
  await page.keyboard.press('Enter');
  await box.getByRole('button', { name: 'Madde işaretli liste' }).click();
  await page.keyboard.type(texts.items[0]);
  await page.keyboard.press('Enter');
  await page.keyboard.type(texts.items[1]);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type(texts.link);
  // The word is its own paragraph: select it to the start of the line.
  await page.keyboard.press('Shift+Home');
  await page.keyboard.press('ControlOrMeta+k');
  const dialog = page.getByRole('dialog', { name: 'Bağlantı' });
  await expect(dialog.getByLabel('Bağlantı adresi (URL)')).toBeFocused();
  await dialog.getByLabel('Bağlantı adresi (URL)').fill('example.com/kaynak');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(area.locator('h2')).toHaveText(texts.heading);
  await expect(area.locator('strong')).toHaveText(texts.bold);
  await expect(area.locator('ul > li')).toHaveText(texts.items);
  await expect(area.locator('a')).toHaveText(texts.link);
  await expect(box.getByRole('button', { name: 'Kalın' })).toHaveAttribute('aria-pressed', 'false');
}

/** A paste as the browser delivers it from Word: HTML on the clipboard, with a script and a handler in it. */
async function pasteHtml(area: Locator, html: string) {
  // Focused, not clicked: the caret stays where the typing left it (a click lands wherever the layout puts the text).
  await area.focus();
  await area.evaluate((el, pasted) => {
    const data = new DataTransfer();
    data.setData('text/html', pasted);
    data.setData('text/plain', 'pasted');
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
}

const WORD_FRAGMENT = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{color:red}</style></head><body>
<!--StartFragment--><p class=MsoNormal style='margin:0;font-family:Calibri'><b>Word kalın</b> <span style='color:red'>metin</span><o:p></o:p></p>
<script>window.__pasted = 'script'</script><img src=x onerror="window.__pasted = 'onerror'" alt="Word görseli"><!--EndFragment--></body></html>`;

async function png() {
  return {
    name: 'editor.png',
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 64, height: 40, channels: 3, background: '#2b6cb0' } })
      .png()
      .toBuffer(),
  };
}

test('a post written in both editors keeps its heading, bold word, list and link on the site; a pasted script and onerror are not stored', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const titleTr = `Editör Yazısı ${stamp}`;
  await signIn(page);
  await page.goto('/admin/blog/new');
  // Turkish admin, whatever the browser's language.
  await expect(editor(page, 'contentTr').getByRole('toolbar', { name: 'Biçimlendirme' })).toBeVisible();
  await expect(page.getByText('HTML kullanılabilir')).toHaveCount(0);
  await page.getByLabel('Başlık (TR)').fill(titleTr);
  await page.getByLabel('Başlık (EN)').fill(`Editor Post ${stamp}`);
  await page.getByLabel('Özet (TR)').fill('Görsel editörle yazılmış bir yazı.');
  await page.getByLabel('Özet (EN)').fill('A post written with the visual editor.');

  await write(page, 'contentTr', {
    heading: 'Giriş',
    before: 'Bu bir',
    bold: 'kalın',
    items: ['birinci madde', 'ikinci madde'],
    link: 'Kaynak',
  });
  await write(page, 'contentEn', {
    heading: 'Introduction',
    before: 'This is a',
    bold: 'bold',
    items: ['first item', 'second item'],
    link: 'Source',
  });

  const english = editor(page, 'contentEn').locator('.ProseMirror');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await pasteHtml(english, WORD_FRAGMENT);
  await expect(english.locator('b, strong').filter({ hasText: 'Word kalın' })).toHaveCount(1);
  await expect(english.locator('img[alt="Word görseli"]')).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { __pasted?: string }).__pasted)).toBeUndefined();
  await expect(english.locator('[onerror], [style], script, [class*="Mso"]')).toHaveCount(0);

  // The source view shows the same document as HTML, and edits there are the field's value.
  await editor(page, 'contentTr').getByRole('button', { name: 'HTML kaynağı' }).click();
  const source = page.getByTestId('source-contentTr');
  await expect(source).toBeFocused();
  await expect(source).toHaveValue(/^<h2>Giriş<\/h2>\n<p>Bu bir <strong>kalın<\/strong>\.<\/p>\n<ul>/);
  await expect(source).toHaveValue(/<a target="_blank" rel="noopener noreferrer" href="https:\/\/example\.com\/kaynak">Kaynak<\/a>/);
  await source.fill(`${await source.inputValue()}\n<p>Kaynaktan eklenen paragraf.</p>`);
  await editor(page, 'contentTr').getByRole('button', { name: 'HTML kaynağı' }).click();
  await expect(editor(page, 'contentTr').locator('.ProseMirror p').last()).toHaveText('Kaynaktan eklenen paragraf.');

  await page
    .getByRole('region', { name: 'Görsel' })
    .getByLabel('Görsel')
    .setInputFiles(await png());
  await page.getByTestId('publish-choice').getByLabel('Yayınla').check();
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByTestId('toast-success')).toContainText('Blog yazısı başarıyla oluşturuldu!');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  const slug = `editor-yazisi-${stamp}`;
  // English first: a visit in English leaves the admin's own language as it was (the clean-up below reads Turkish).
  for (const [lang, t] of [
    ['en', { heading: 'Introduction', bold: 'bold', items: ['first item', 'second item'], link: 'Source' }],
    ['tr', { heading: 'Giriş', bold: 'kalın', items: ['birinci madde', 'ikinci madde'], link: 'Kaynak' }],
  ] as const) {
    await open(page, `/blog/${slug}`, lang);
    const content = page.getByTestId('blog-content');
    await expect(content.locator('h2')).toHaveText(t.heading);
    await expect(content.locator('strong').first()).toHaveText(t.bold);
    await expect(content.locator('ul > li')).toHaveText([...t.items]);
    const link = content.getByRole('link', { name: t.link });
    await expect(link).toHaveAttribute('href', 'https://example.com/kaynak');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    if (lang === 'en') {
      await expect(content.locator('img[alt="Word görseli"]')).toHaveCount(1);
      await expect(content).toContainText('Word kalın');
    }
  }

  // What the server stored, as the page's HTML carries it (the content and its serialized query data): neither the script nor the handler.
  const html = await (await request.get(`/blog/${slug}?lang=en`)).text();
  expect(html).toContain('Word görseli');
  expect(html).not.toContain('onerror');
  expect(html).not.toContain('__pasted');
  expect(html).not.toMatch(/<script>window/);

  // Clean up through the list.
  await page.goto('/admin/blogs');
  await page.getByRole('button', { name: `${titleTr}: sil` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sil' }).click();
  await expect(page.getByTestId('toast-success')).toContainText('Blog yazısı başarıyla silindi!');
});

for (const width of [390, 1280]) {
  test(`the blog form with its editors passes axe at ${width}px; the languages ${width < 768 ? 'stack' : 'sit side by side'}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page);
    await page.goto('/admin/blog/new');
    const [tr, en] = [editor(page, 'contentTr'), editor(page, 'contentEn')];
    await expect(tr.locator('.ProseMirror')).toBeVisible();
    // A table, to check its row and column actions too.
    await tr.locator('.ProseMirror').click();
    await tr.getByRole('button', { name: 'Tablo ekle' }).click();
    await expect(tr.locator('.ProseMirror table tr')).toHaveCount(3);
    await expect(tr.locator('.ProseMirror table th')).toHaveCount(3);
    // The cursor is in the first header cell; Tab moves along the row.
    for (const header of ['Model', 'Güç', 'Fiyat']) {
      await page.keyboard.type(header);
      await page.keyboard.press('Tab');
    }
    await expect(tr.locator('.ProseMirror table th')).toHaveText(['Model', 'Güç', 'Fiyat']);
    await tr.getByRole('button', { name: 'Satır ekle' }).click();
    await expect(tr.locator('.ProseMirror table tr')).toHaveCount(4);
    await expect(tr.locator('.ProseMirror')).toBeFocused();
    const [a, b] = [await tr.boundingBox(), await en.boundingBox()];
    if (width < 768) expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
    else expect(Math.abs(b!.y - a!.y)).toBeLessThan(40);
    await expectNoHorizontalScroll(page);
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    expect(
      violations.map(
        (v) =>
          `${v.id} (${v.impact}) ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(', ')}`,
      ),
    ).toEqual([]);
    // The link dialog too.
    await page.keyboard.press('ControlOrMeta+k');
    await expect(page.getByRole('dialog', { name: 'Bağlantı' })).toBeVisible();
    const dialog = await new AxeBuilder({ page })
      .include('[role="dialog"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(dialog.violations.map((v) => v.id)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(tr.locator('.ProseMirror')).toBeFocused();
  });
}
