// The admin's rich-text editor: shows stored HTML, names its toolbar in the admin's language, edits the same value
// through the HTML source view, cleans what is pasted (scripts, handlers, styles, Word and Google Docs markup) and
// lets an image's alternative text be changed in place.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { useLibraryImagePicker } from '../../client/components/admin/media/use-library-image-picker';
import { RichTextEditor } from '../../client/components/admin/RichTextEditor';
import { isSafeHref, linkAttributes, normalizeHref } from '../../client/components/admin/rich-text-extensions';
import { cleanPastedHtml, stripEventHandlers } from '../../client/components/admin/rich-text-paste';
import { renderIn } from '../helpers/render';

afterEach(cleanup);

function Harness({ initial, seen }: { initial: string; seen: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <span id="label">İçerik (TR)</span>
      <RichTextEditor
        name="contentTr"
        labelledBy="label"
        lang="tr"
        value={value}
        onChange={(html) => {
          seen.push(html);
          setValue(html);
        }}
      />
    </>
  );
}

const editable = () => document.querySelector<HTMLElement>('.ProseMirror')!;

describe('rich-text editor', () => {
  it('shows the initial HTML, named by its label, without reporting a change', async () => {
    const seen: string[] = [];
    renderIn(
      'tr',
      <Harness
        initial={
          '<h2>Giriş</h2><p>Bir <strong>kalın</strong> söz ve <a href="https://example.com/">bağlantı</a>.</p><ul><li><p>madde</p></li></ul>'
        }
        seen={seen}
      />,
      { admin: true },
    );
    await waitFor(() => expect(editable()).toBeTruthy());
    expect(editable().querySelector('h2')?.textContent).toBe('Giriş');
    expect(editable().querySelector('strong')?.textContent).toBe('kalın');
    expect(editable().querySelector('a')?.getAttribute('href')).toBe('https://example.com/');
    expect(editable().querySelector('li')?.textContent).toBe('madde');
    expect(screen.getByRole('textbox', { name: 'İçerik (TR)' })).toBe(editable());
    expect(editable().getAttribute('lang')).toBe('tr');
    expect(seen).toEqual([]);
  });

  it('names the toolbar and its buttons in Turkish and in English', async () => {
    renderIn('tr', <Harness initial="<p>x</p>" seen={[]} />, { admin: true });
    const toolbar = await screen.findByRole('toolbar', { name: 'Biçimlendirme' });
    for (const name of [
      'Kalın',
      'İtalik',
      'Bağlantı',
      'Madde işaretli liste',
      'Numaralı liste',
      'Alıntı',
      'Tablo ekle',
      'Yatay çizgi',
      'Geri al',
      'Yinele',
      'HTML kaynağı',
    ]) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Kalın' }).getAttribute('title')).toBe('Kalın (Ctrl+B)');
    expect(screen.getByRole('button', { name: 'Kalın' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('combobox', { name: 'Metin türü' })).toBeTruthy();
    expect(toolbar.textContent).toContain('Başlık 2');
    // No picker given: no image button.
    expect(screen.queryByRole('button', { name: 'Görsel ekle' })).toBeNull();
    cleanup();
    renderIn('en', <Harness initial="<p>x</p>" seen={[]} />, { admin: true });
    await screen.findByRole('toolbar', { name: 'Formatting' });
    for (const name of [
      'Bold',
      'Italic',
      'Link',
      'Bulleted list',
      'Numbered list',
      'Quote',
      'Insert table',
      'Horizontal line',
      'Undo',
      'Redo',
      'HTML source',
    ]) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it('the source view shows the HTML and what is typed there is the value, in both views', async () => {
    const seen: string[] = [];
    renderIn('en', <Harness initial="<p>Hello <em>world</em></p>" seen={seen} />, { admin: true });
    fireEvent.click(await screen.findByRole('button', { name: 'HTML source' }));
    const source = await screen.findByTestId<HTMLTextAreaElement>('source-contentTr');
    expect(source.value).toBe('<p>Hello <em>world</em></p>');
    expect(screen.getByRole('button', { name: 'HTML source' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(source, { target: { value: '<h3>Title</h3><ol><li><p>one</p></li></ol>' } });
    expect(seen.at(-1)).toBe('<h3>Title</h3><ol><li><p>one</p></li></ol>');
    fireEvent.click(screen.getByRole('button', { name: 'HTML source' }));
    await waitFor(() => expect(screen.queryByTestId('source-contentTr')).toBeNull());
    expect(editable().querySelector('h3')?.textContent).toBe('Title');
    expect(editable().querySelector('ol li')?.textContent).toBe('one');
    // Back in the source: the editor's HTML, one block a line.
    fireEvent.click(screen.getByRole('button', { name: 'HTML source' }));
    expect(screen.getByTestId<HTMLTextAreaElement>('source-contentTr').value).toBe('<h3>Title</h3>\n<ol><li><p>one</p></li></ol>');
  });

  it('the bold button is a toggle: pressed for what is typed next, the stored HTML unchanged', async () => {
    const seen: string[] = [];
    renderIn('en', <Harness initial="<p>word</p>" seen={seen} />, { admin: true });
    await waitFor(() => expect(editable()).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true'));
    expect(seen).toEqual([]);
  });
});

/** A paste as the browser delivers it: the clipboard's HTML (and its text) on a paste event at the editable. */
function paste(html: string) {
  const data = new DataTransfer();
  data.setData('text/html', html);
  data.setData('text/plain', 'pasted');
  const event = new Event('paste', { bubbles: true, cancelable: true }) as ClipboardEvent;
  Object.defineProperty(event, 'clipboardData', { value: data });
  editable().dispatchEvent(event);
}

const wordClipboard = (name: string) => readFileSync(path.resolve(import.meta.dirname, `../fixtures/word/${name}.html`), 'utf8');

describe('a list pasted from Word', () => {
  // Word types each item's bullet ("·" in the Symbol font) or number in front of its text, between markers written
  // in three ways: Word for Windows, Word for Mac (closed comments) and Word 2003 (no mso-list:Ignore span).
  for (const source of ['windows-365', 'mac', 'word-2003']) {
    it(`becomes a real list without the typed bullets (${source})`, async () => {
      const seen: string[] = [];
      renderIn('tr', <Harness initial="" seen={seen} />, { admin: true });
      await waitFor(() => expect(editable()).toBeTruthy());
      paste(wordClipboard(source));
      await waitFor(() => expect(seen.length).toBeGreaterThan(0));
      const html = seen.at(-1)!;
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const items = (selector: string) => Array.from(doc.querySelectorAll(selector), (li) => li.firstElementChild?.textContent);
      expect(items('body > ul > li')).toEqual([
        'Modbus RTU ve TCP desteği',
        'Geniş sıcaklık aralığı (-40 °C – +85 °C)',
        'Uzaktan yazılım güncelleme',
      ]);
      // Word's second level, in the item before it.
      expect(items('body > ul > li > ul > li')).toEqual(['DIN ray montajı']);
      expect(items('body > ol > li')).toEqual(['Cihazı panoya yerleştirin.', 'Ağ kablosunu bağlayın.']);
      // The bullets and numbers are the list's now, not text; Word's styles, o:p and comments are gone as before.
      expect(doc.body.textContent).not.toMatch(/[·§]|\bo\u00a0|\d\.\u00a0/);
      expect(Array.from(doc.querySelectorAll('li'), (li) => li.textContent.trim()).every((text) => /^[A-ZÇĞİÖŞÜ]/.test(text))).toBe(true);
      expect(html).not.toMatch(/mso|o:p|style=|class=|supportLists|endif/i);
      expect(doc.querySelector('strong')?.textContent).toBe('Öne çıkan özellikler');
      // What follows the list is kept, a picture's VML comment included.
      expect(doc.body.lastElementChild?.textContent).toBe('Bağlantı şeması yukarıdadır.');
    });
  }
});

/** The media library's server: one image with its alternative text in both languages. */
function libraryClient() {
  const item = {
    __typename: 'MediaItem',
    id: 12,
    kind: 'image',
    url: '/asset/uploads/media/sayac.webp',
    storedName: 'sayac.webp',
    fileName: 'sayac.webp',
    size: 7690,
    mimeType: 'image/webp',
    width: 640,
    height: 480,
    altTr: 'Mavi sayaç panosu',
    altEn: 'Blue meter panel',
    focalX: null,
    focalY: null,
    usageCount: 0,
    createdAt: '2026-11-20T10:00:00Z',
    accept: ['image/webp'],
  };
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        observer.next({
          data: operation.operationName === 'AdminMediaItems' ? { __typename: 'Query', mediaItems: [item], mediaItemCount: 1 } : {},
        } as never);
        observer.complete();
      }),
  );
  return new ApolloClient({ link, cache: new InMemoryCache() });
}

/** An editor of one language with the forms' image button: the media library's picker. */
function PickerHarness({ lang, initial, seen }: { lang: 'tr' | 'en'; initial: string; seen: string[] }) {
  const [value, setValue] = useState(initial);
  const images = useLibraryImagePicker();
  return (
    <>
      <span id="label">{`İçerik (${lang.toUpperCase()})`}</span>
      <RichTextEditor
        name={`content${lang === 'tr' ? 'Tr' : 'En'}`}
        labelledBy="label"
        lang={lang}
        value={value}
        onChange={(html) => {
          seen.push(html);
          setValue(html);
        }}
        onPickImage={images.pick}
      />
      {images.dialog}
    </>
  );
}

describe('an image from the library', () => {
  for (const [lang, alt] of [
    ['en', 'Blue meter panel'],
    ['tr', 'Mavi sayaç panosu'],
  ] as const) {
    it(`is inserted with the library's alternative text of the field's language (${lang})`, async () => {
      const seen: string[] = [];
      renderIn(
        'tr',
        <ApolloProvider client={libraryClient()}>
          <PickerHarness lang={lang} initial="<p>Metin</p>" seen={seen} />
        </ApolloProvider>,
        { admin: true },
      );
      fireEvent.click(await screen.findByRole('button', { name: 'Görsel ekle' }));
      const picker = await screen.findByTestId('media-picker');
      fireEvent.click(await within(picker).findByTestId('media-tile'));
      fireEvent.click(within(picker).getByTestId('media-choose'));
      await waitFor(() => expect(seen.at(-1)).toContain('<img'));
      expect(seen.at(-1)).toContain(`src="/asset/uploads/media/sayac.webp" alt="${alt}"`);
      // Selected once inserted: its text is shown, to be read and changed in place.
      expect((await screen.findByTestId<HTMLInputElement>('editor-image-alt')).value).toBe(alt);
    });
  }

  it("has its alternative text changed in place while selected, in the editor's language", async () => {
    const seen: string[] = [];
    renderIn(
      'en',
      <ApolloProvider client={libraryClient()}>
        <PickerHarness lang="tr" initial="<p>Metin</p>" seen={seen} />
      </ApolloProvider>,
      { admin: true },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Insert image' }));
    const picker = await screen.findByTestId('media-picker');
    fireEvent.click(await within(picker).findByTestId('media-tile'));
    fireEvent.click(within(picker).getByTestId('media-choose'));
    const field = await screen.findByLabelText<HTMLInputElement>('Image alternative text (TR)');
    expect(field.getAttribute('lang')).toBe('tr');
    fireEvent.change(field, { target: { value: 'Sayaç panosunun önden görünüşü' } });
    expect(seen.at(-1)).toContain('alt="Sayaç panosunun önden görünüşü"');
    // Still selected: the field stays for the next keystroke and reads what was typed.
    fireEvent.change(screen.getByTestId('editor-image-alt'), { target: { value: '' } });
    expect(seen.at(-1)).toMatch(/<img src="\/asset\/uploads\/media\/sayac\.webp" alt="">/);
    expect(screen.getByTestId<HTMLInputElement>('editor-image-alt').value).toBe('');
    // Enter goes back to the text with the image still selected (the field stays with it).
    fireEvent.keyDown(screen.getByTestId('editor-image-alt'), { key: 'Enter' });
    expect(screen.getByTestId('editor-image-alt')).toBeTruthy();
  });
});

describe('paste cleaning', () => {
  it('drops scripts, styles, comments, handlers, classes, styles and javascript: links, keeps the structure', () => {
    const html = cleanPastedHtml(`<html><head><style>p{color:red}</style><script>alert(1)</script></head><body>
      <!--StartFragment--><h2 class="x" style="color:red" onclick="alert(1)">Title</h2>
      <p>Text <a href="javascript:alert(1)" onmouseover="alert(2)">bad</a> <a href="https://example.com/a">good</a></p>
      <img src="x" onerror="alert(3)" alt="pic"><script>alert(4)</script>
      <table><tr><td colspan="2" style="width:10px">cell</td></tr></table><!--EndFragment--></body></html>`);
    expect(html).not.toMatch(/script|alert|onerror|onclick|onmouseover|style|class|javascript:|StartFragment/i);
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<a href="https://example.com/a">good</a>');
    expect(html).toContain('<a>bad</a>');
    expect(html).toContain('<img src="x" alt="pic">');
    expect(html).toContain('<td colspan="2">cell</td>');
  });

  it('Google Docs: the docs-internal-guid <b> wrapper is not bold; bold and italic spans stay bold and italic', () => {
    const html = cleanPastedHtml(
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1234"><p dir="ltr"><span style="font-weight:400">plain </span><span style="font-weight:700">strong</span> <span style="font-style:italic">slanted</span></p><ul><li dir="ltr"><p><span>item</span></p></li></ul></b>',
    );
    expect(html).not.toContain('<b');
    expect(html).not.toContain('docs-internal-guid');
    expect(html).toContain('<span>plain </span>');
    expect(html).toContain('<strong>strong</strong>');
    expect(html).toContain('<em>slanted</em>');
    expect(html).toContain('<ul><li><p><span>item</span></p></li></ul>');
  });

  it('Word: conditional comments, o:p and font go; list paragraphs become lists', () => {
    const html = cleanPastedHtml(`<!--[if gte mso 9]><xml><o:OfficeDocumentSettings></o:OfficeDocumentSettings></xml><![endif]-->
      <p class=MsoNormal><b>Bold</b> <font face="Arial">text</font><o:p></o:p></p>
      <p class=MsoListParagraphCxSpFirst style='mso-list:l0 level1 lfo1'><![if !supportLists]><span style='mso-list:Ignore'>·<span>&nbsp;</span></span><![endif]>first</p>
      <p class=MsoListParagraphCxSpLast style='mso-list:l0 level1 lfo1'><![if !supportLists]><span style='mso-list:Ignore'>·<span>&nbsp;</span></span><![endif]>second</p>
      <p class=MsoListParagraphCxSpFirst style='mso-list:l1 level1 lfo2'><span style='mso-list:Ignore'>1.<span>&nbsp;</span></span>one</p>`);
    expect(html).not.toMatch(/mso|xml|o:p|font|Office|class|style|supportLists/i);
    expect(html).toContain('<p><b>Bold</b> text</p>');
    expect(html).toMatch(/<ul><li>first<\/li><li>second<\/li><\/ul>\s*<ol><li>one<\/li><\/ol>/);
  });

  it('link addresses: only http(s), mailto, tel and this site; external ones open in a new tab', () => {
    expect(isSafeHref('javascript:alert(1)')).toBe(false);
    expect(isSafeHref(' JaVaScRiPt:alert(1)')).toBe(false);
    expect(isSafeHref('data:text/html,x')).toBe(false);
    expect(isSafeHref('//evil.example')).toBe(false);
    expect(isSafeHref('https://example.com')).toBe(true);
    expect(isSafeHref('/urunler')).toBe(true);
    expect(isSafeHref('mailto:a@b.c')).toBe(true);
    expect(normalizeHref('example.com/x')).toBe('https://example.com/x');
    expect(normalizeHref('javascript:alert(1)')).toBe('javascript:alert(1)');
    expect(linkAttributes('https://other.example/x', 'site.example')).toEqual({
      href: 'https://other.example/x',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(linkAttributes('https://site.example/x', 'site.example')).toEqual({ href: 'https://site.example/x', target: null, rel: null });
    expect(linkAttributes('/blog', 'site.example')).toEqual({ href: '/blog', target: null, rel: null });
  });
});

describe('event handlers are removed as text, before any parser', () => {
  it('in every quoting, next to > in values, and nowhere but in tags', () => {
    expect(stripEventHandlers('<img src=x onerror=alert(1)>')).toBe('<img src=x>');
    expect(stripEventHandlers('<img alt="a > b" onerror="alert(1)" src="y">')).toBe('<img alt="a > b" src="y">');
    expect(stripEventHandlers("<p ONCLICK='x()' class=a onmouseover=y()>on=1 onclick=text</p>")).toBe('<p class=a>on=1 onclick=text</p>');
    expect(stripEventHandlers('<svg/onload=alert(1)>')).toBe('<svg>');
    expect(stripEventHandlers('<details open ontoggle>x</details>')).toBe('<details open>x</details>');
  });
});
