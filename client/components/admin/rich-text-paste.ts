// What a paste from Word, Google Docs or a web page leaves before the editor's schema reads it: no scripts, styles,
// comments (Word's conditional ones included), handlers, classes or foreign tags; bold and italic that those
// programs express only as inline styles become <strong>/<em> first, so dropping the styles keeps them.

/** Attributes the editor's schema reads; everything else (on*, style, class, id, data-*, lang…) goes. */
const KEPT_ATTRIBUTES = new Set(['href', 'src', 'alt', 'title', 'colspan', 'rowspan', 'width', 'height', 'start', 'target']);
const DROPPED_ELEMENTS = 'script, style, meta, link, title, noscript, template, iframe, frame, object, embed, svg, math, xml, head, form, button, input, select, textarea';
const UNSAFE_URL = /^\s*(?:javascript|vbscript|data|file):/i;
const WORD_CONDITIONAL = /<!--\[if[\s\S]*?<!\[endif\]-->/gi;

/** A start tag, quoted attribute values (which may hold '>') included. */
const START_TAG = /<[a-z][^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*>/gi;
const HANDLER_ATTRIBUTE = /[\s/]on[a-z]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?(?=[\s/>])/gi;

/**
 * The markup without on* handler attributes, removed as text before any parser sees them: Chromium reports every
 * handler of a page's Content-Security-Policy as a violation even while parsing into an inert document.
 */
export function stripEventHandlers(html: string): string {
  return html.replace(START_TAG, (tag) => tag.replace(HANDLER_ATTRIBUTE, ''));
}

const styleOf = (el: Element, property: string) =>
  (el.getAttribute('style') ?? '').toLowerCase().match(new RegExp(`(?:^|;)\\s*${property}\\s*:\\s*([^;]+)`))?.[1]?.trim() ?? '';
const isBoldWeight = (weight: string) => /^(bold|bolder|[6-9]00)$/.test(weight);

function unwrap(el: Element) {
  el.replaceWith(...Array.from(el.childNodes));
}

function wrapChildren(el: Element, tag: string) {
  const wrapper = el.ownerDocument.createElement(tag);
  wrapper.append(...Array.from(el.childNodes));
  el.append(wrapper);
}

/** Word's lists are paragraphs with an mso-list style and a typed bullet: they become real lists (one level). */
function wordLists(body: HTMLElement) {
  const listOf = (el: Element | null) => (el?.tagName === 'P' ? /mso-list\s*:\s*(l\d+)/i.exec(el.getAttribute('style') ?? '')?.[1] : undefined);
  for (const first of Array.from(body.querySelectorAll('p'))) {
    const id = listOf(first);
    if (!first.isConnected || !id || listOf(first.previousElementSibling) === id) continue;
    const items: Element[] = [];
    for (let el: Element | null = first; el && listOf(el) === id; el = el.nextElementSibling) items.push(el);
    const marker = items[0]!.querySelector('span[style*="mso-list"]')?.textContent?.trim() ?? '';
    const list = body.ownerDocument.createElement(/^(\d+|[a-z]|[ivxlc]+)[.)]/i.test(marker) ? 'ol' : 'ul');
    first.before(list);
    for (const item of items) {
      item.querySelectorAll('span[style*="mso-list"]').forEach((span) => {
        if (/mso-list\s*:\s*ignore/i.test(span.getAttribute('style') ?? '')) span.remove();
      });
      const li = body.ownerDocument.createElement('li');
      li.append(...Array.from(item.childNodes));
      list.append(li);
      item.remove();
    }
  }
}

/** The pasted HTML made harmless and plain; the schema then keeps headings, lists, links, tables, bold and italic. */
export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(stripEventHandlers(html.replace(WORD_CONDITIONAL, '')), 'text/html');
  const body = doc.body;
  body.querySelectorAll(DROPPED_ELEMENTS).forEach((el) => el.remove());
  const walker = doc.createTreeWalker(body, 128 /* NodeFilter.SHOW_COMMENT */);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  comments.forEach((comment) => comment.parentNode?.removeChild(comment));
  wordLists(body);

  for (const el of Array.from(body.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    // Google Docs wraps the whole clipboard in <b style="font-weight:normal" id="docs-internal-guid-…">.
    if ((tag === 'b' || tag === 'strong') && /^(normal|[1-4]00)$/.test(styleOf(el, 'font-weight'))) {
      unwrap(el);
      continue;
    }
    if (!/^(h[1-6]|th|b|strong)$/.test(tag) && isBoldWeight(styleOf(el, 'font-weight'))) wrapChildren(el, 'strong');
    if (styleOf(el, 'font-style') === 'italic' && tag !== 'em' && tag !== 'i') wrapChildren(el, 'em');
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (!KEPT_ATTRIBUTES.has(name) || ((name === 'href' || name === 'src') && UNSAFE_URL.test(attr.value))) el.removeAttribute(attr.name);
    }
    // Namespaced Office tags (o:p, w:sdt…) and <font> carry no meaning of their own.
    if (tag.includes(':') || tag === 'font') unwrap(el);
  }
  return body.innerHTML;
}
