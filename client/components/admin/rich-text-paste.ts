// What a paste from Word, Google Docs or a web page leaves before the editor's schema reads it: no scripts, styles,
// comments (Word's conditional ones included), handlers, classes or foreign tags; bold and italic that those
// programs express only as inline styles become <strong>/<em> first, so dropping the styles keeps them.

/** Attributes the editor's schema reads; everything else (on*, style, class, id, data-*, lang…) goes. */
const KEPT_ATTRIBUTES = new Set(['href', 'src', 'alt', 'title', 'colspan', 'rowspan', 'width', 'height', 'start', 'target']);
const DROPPED_ELEMENTS =
  'script, style, meta, link, title, noscript, template, iframe, frame, object, embed, svg, math, xml, head, form, button, input, select, textarea';
const UNSAFE_URL = /^\s*(?:javascript|vbscript|data|file):/i;
/**
 * Word's downlevel-hidden blocks (`<!--[if gte mso 9]><xml>…<![endif]-->`: settings, VML shapes). Not the
 * downlevel-revealed markers (`<!--[if !supportLists]-->`, closed at once), which a lazy match from their start would
 * take, with everything up to the next hidden block's end, as one block.
 */
const WORD_CONDITIONAL = /<!--\[if[^\]]*\]>[\s\S]*?<!\[endif\]-->/gi;

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
  (el.getAttribute('style') ?? '')
    .toLowerCase()
    .match(new RegExp(`(?:^|;)\\s*${property}\\s*:\\s*([^;]+)`))?.[1]
    ?.trim() ?? '';
const isBoldWeight = (weight: string) => /^(bold|bolder|[6-9]00)$/.test(weight);

function unwrap(el: Element) {
  el.replaceWith(...Array.from(el.childNodes));
}

function wrapChildren(el: Element, tag: string) {
  const wrapper = el.ownerDocument.createElement(tag);
  wrapper.append(...Array.from(el.childNodes));
  el.append(wrapper);
}

/** A Word list paragraph's list (`l0`) and level (1 for the outermost); none for any other element. */
function wordListItem(el: Element | null): { id: string; level: number } | undefined {
  if (el?.tagName !== 'P') return undefined;
  const m = /mso-list\s*:\s*(l\d+)(?:\s+level(\d+))?/i.exec(el.getAttribute('style') ?? '');
  return m ? { id: m[1].toLowerCase(), level: Number(m[2] ?? 1) } : undefined;
}

/**
 * A typed marker, a bullet (Symbol's "·", Courier's "o", Wingdings' "§"…) or a number ("1.", "a)"), standing alone
 * in its text or followed by a no-break space, as Word types them.
 */
const TYPED_MARKER = /^[\s\u00a0]*(?:[·•▪◦§o\uf0b7\uf0a7\uf0d8-]|\(?(?:\d+|[a-z]|[ivxlcdm]+)[.)])(?:[\s\u00a0]*$|[ \t]*\u00a0[\s\u00a0]*)/i;
const BLANK = /^[\s\u00a0]*$/;
const NUMBERED = /^\(?(\d+|[a-z]|[ivxlcdm]+)[.)]/i;

/**
 * Takes the bullet or number Word types before a list paragraph's text for programs that know no lists, and answers
 * it. Word puts it between `[if !supportLists]` and `[endif]` markers (written `<![if …]>` or `<!--[if …]-->`: both
 * are comments once parsed) and in a span styled `mso-list:Ignore`; some versions only one of the two. A paragraph
 * with neither still starts with the typed marker ("·" in the Symbol font, "1.") and spaces: those go too.
 */
function takeListMarker(item: Element): string {
  const doc = item.ownerDocument;
  const comments: Comment[] = [];
  const walker = doc.createTreeWalker(item, 128 /* NodeFilter.SHOW_COMMENT */);
  while (walker.nextNode()) comments.push(walker.currentNode as Comment);
  let marker = '';
  const start = comments.findIndex((c) => /^\s*\[if !supportLists\]/i.test(c.data));
  const end = comments.findIndex((c, i) => i > start && /^\s*\[endif\]/i.test(c.data));
  if (start >= 0 && end > start) {
    const range = doc.createRange();
    range.setStartAfter(comments[start]);
    range.setEndBefore(comments[end]);
    marker = range.toString();
    range.deleteContents();
  }
  item.querySelectorAll('span[style*="mso-list"]').forEach((span) => {
    if (!/mso-list\s*:\s*ignore/i.test(span.getAttribute('style') ?? '')) return;
    marker ||= span.textContent ?? '';
    span.remove();
  });
  if (!marker.trim()) {
    const texts: Text[] = [];
    const textWalker = doc.createTreeWalker(item, 4 /* NodeFilter.SHOW_TEXT */);
    while (textWalker.nextNode()) texts.push(textWalker.currentNode as Text);
    const i = texts.findIndex((text) => !BLANK.test(text.data));
    const typed = texts[i]?.data.match(TYPED_MARKER)?.[0];
    if (typed) {
      marker = typed;
      texts[i].data = texts[i].data.slice(typed.length);
      // The spaces Word puts after it in a span of their own.
      for (let j = i + 1; !texts[i].data && j < texts.length && BLANK.test(texts[j].data); j++) texts[j].data = '';
    }
  }
  return marker.replace(/[\s\u00a0]+/g, ' ').trim();
}

/**
 * Word's lists are paragraphs with an mso-list style (list and level) and a typed marker: they become real lists, a
 * numbered marker an <ol>, any other a <ul>, deeper levels nested in the item before them.
 */
function wordLists(body: HTMLElement) {
  const doc = body.ownerDocument;
  for (const first of Array.from(body.querySelectorAll('p'))) {
    const head = wordListItem(first);
    if (!first.isConnected || !head || wordListItem(first.previousElementSibling)?.id === head.id) continue;
    const items: Element[] = [];
    for (let el: Element | null = first; el && wordListItem(el)?.id === head.id; el = el.nextElementSibling) items.push(el);
    const open: { list: HTMLElement; level: number }[] = [];
    for (const item of items) {
      const { level } = wordListItem(item)!;
      const marker = takeListMarker(item);
      while (open.length > 1 && open.at(-1)!.level > level) open.pop();
      if (!open.length || open.at(-1)!.level < level) {
        const list = doc.createElement(NUMBERED.test(marker) ? 'ol' : 'ul');
        const parent = open.at(-1)?.list.lastElementChild;
        if (parent) parent.append(list);
        else if (open.length) open.at(-1)!.list.append(list);
        else first.before(list);
        open.push({ list, level });
      }
      const li = doc.createElement('li');
      li.append(...Array.from(item.childNodes));
      open.at(-1)!.list.append(li);
      item.remove();
    }
  }
}

/** The pasted HTML made harmless and plain; the schema then keeps headings, lists, links, tables, bold and italic. */
export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(stripEventHandlers(html.replace(WORD_CONDITIONAL, '')), 'text/html');
  const body = doc.body;
  body.querySelectorAll(DROPPED_ELEMENTS).forEach((el) => el.remove());
  // Before the comments go: Word's list markers are found between two of them.
  wordLists(body);
  const walker = doc.createTreeWalker(body, 128 /* NodeFilter.SHOW_COMMENT */);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  comments.forEach((comment) => comment.parentNode?.removeChild(comment));

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
