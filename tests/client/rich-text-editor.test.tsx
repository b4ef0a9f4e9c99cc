// The admin's rich-text editor: shows stored HTML, names its toolbar in the admin's language, edits the same value
// through the HTML source view, and cleans what is pasted (scripts, handlers, styles, Word and Google Docs markup).
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
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
      <RichTextEditor name="contentTr" labelledBy="label" lang="tr" value={value} onChange={(html) => { seen.push(html); setValue(html); }} />
    </>
  );
}

const editable = () => document.querySelector<HTMLElement>('.ProseMirror')!;

describe('rich-text editor', () => {
  it('shows the initial HTML, named by its label, without reporting a change', async () => {
    const seen: string[] = [];
    renderIn('tr', <Harness initial={'<h2>Giriş</h2><p>Bir <strong>kalın</strong> söz ve <a href="https://example.com/">bağlantı</a>.</p><ul><li><p>madde</p></li></ul>'} seen={seen} />, { admin: true });
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
    for (const name of ['Kalın', 'İtalik', 'Bağlantı', 'Madde işaretli liste', 'Numaralı liste', 'Alıntı', 'Tablo ekle', 'Yatay çizgi', 'Geri al', 'Yinele', 'HTML kaynağı']) {
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
    for (const name of ['Bold', 'Italic', 'Link', 'Bulleted list', 'Numbered list', 'Quote', 'Insert table', 'Horizontal line', 'Undo', 'Redo', 'HTML source']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it('the source view shows the HTML and what is typed there is the value, in both views', async () => {
    const seen: string[] = [];
    renderIn('en', <Harness initial="<p>Hello <em>world</em></p>" seen={seen} />, { admin: true });
    fireEvent.click(await screen.findByRole('button', { name: 'HTML source' }));
    const source = await screen.findByTestId('source-contentTr') as HTMLTextAreaElement;
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
    expect((screen.getByTestId('source-contentTr') as HTMLTextAreaElement).value).toBe('<h3>Title</h3>\n<ol><li><p>one</p></li></ol>');
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
    const html = cleanPastedHtml('<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1234"><p dir="ltr"><span style="font-weight:400">plain </span><span style="font-weight:700">strong</span> <span style="font-style:italic">slanted</span></p><ul><li dir="ltr"><p><span>item</span></p></li></ul></b>');
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
    expect(linkAttributes('https://other.example/x', 'site.example')).toEqual({ href: 'https://other.example/x', target: '_blank', rel: 'noopener noreferrer' });
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
