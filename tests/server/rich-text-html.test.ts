// @vitest-environment happy-dom
// What the admin's visual editor produces survives the server's sanitizer unchanged in meaning (headings, marks,
// links with their target, lists, quotes, tables with spans, images, rules, breaks), and nothing it could be fed
// through the HTML source view gets past it (scripts, handlers, styles, javascript: URLs).
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../server/common/html.js';

/** Markup as the editor writes it (TipTap's getHTML), one piece of each kind. */
const EDITOR_OUTPUT = [
  '<h2>Başlık</h2><h3>Alt başlık</h3><h4>Küçük başlık</h4>',
  '<p>Bir <strong>kalın</strong>, <em>italik</em>, <b>b</b>, <i>i</i> söz<br>yeni satır</p>',
  '<p><a target="_blank" rel="noopener noreferrer" href="https://example.com/x">dış</a> <a href="/urunler">iç</a></p>',
  '<ul><li><p>madde</p></li></ul><ol><li><p>bir</p></li></ol>',
  '<blockquote><p>alıntı</p></blockquote>',
  '<table style="min-width: 75px"><colgroup><col style="min-width: 25px"></colgroup><tbody>' +
    '<tr><th colspan="2" rowspan="1"><p>Başlık</p></th></tr><tr><td colspan="1" rowspan="2"><p>hücre</p></td><td><p>2</p></td></tr></tbody></table>',
  '<table><thead><tr><th>h</th></tr></thead><tbody><tr><td>d</td></tr></tbody></table>',
  '<img src="/asset/uploads/media/a.webp" alt="Panel" width="640" height="480">',
  '<hr>',
].join('');

describe('the sanitizer keeps what the rich-text editor writes', () => {
  const clean = sanitizeRichText(EDITOR_OUTPUT);
  const doc = new DOMParser().parseFromString(clean, 'text/html');

  it('keeps every element the toolbar makes', () => {
    for (const tag of [
      'h2',
      'h3',
      'h4',
      'p',
      'strong',
      'b',
      'em',
      'i',
      'br',
      'a',
      'ul',
      'ol',
      'li',
      'blockquote',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'img',
      'hr',
    ]) {
      expect(doc.querySelector(tag), tag).not.toBeNull();
    }
  });

  it("keeps links, cell spans and image attributes; drops the editor's inline widths", () => {
    const external = doc.querySelector('a[href="https://example.com/x"]')!;
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(doc.querySelector('a[href="/urunler"]')).not.toBeNull();
    expect(doc.querySelector('th')!.getAttribute('colspan')).toBe('2');
    expect(doc.querySelector('td')!.getAttribute('rowspan')).toBe('2');
    const img = doc.querySelector('img')!;
    expect([img.getAttribute('src'), img.getAttribute('alt'), img.getAttribute('width'), img.getAttribute('height')]).toEqual([
      '/asset/uploads/media/a.webp',
      'Panel',
      '640',
      '480',
    ]);
    expect(clean).not.toContain('style=');
  });

  it('what the source view could be given does not get through', () => {
    const hostile = sanitizeRichText(
      '<p style="color:red" onclick="x()">a</p><script>x()</script><img src=x onerror="x()">' +
        '<a href="javascript:x()">j</a><a href=" JaVaScRiPt:x()">k</a><img src="javascript:x()"><iframe src="https://e.x"></iframe><h2 onmouseover="x()">h</h2>',
    );
    expect(hostile).not.toMatch(/script|onclick|onerror|onmouseover|style|javascript|iframe/i);
    expect(hostile).toContain('<p>a</p>');
    expect(hostile).toContain('<h2>h</h2>');
  });
});
