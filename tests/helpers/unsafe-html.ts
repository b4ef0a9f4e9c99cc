// What "clean" stored rich text means, checked on a parsed DOM (happy-dom), not with patterns: no element,
// attribute, URL or comment through which a browser could run script.
import { Window } from 'happy-dom';

const XHTML = 'http://www.w3.org/1999/xhtml';
const FORBIDDEN_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'param',
  'base',
  'meta',
  'link',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'isindex',
  'svg',
  'math',
  'template',
  'noscript',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
  'title',
  'portal',
  'video',
  'audio',
  'source',
  'track',
  'marquee',
]);
const FORBIDDEN_ATTRIBUTES = new Set([
  'style',
  'srcdoc',
  'background',
  'dynsrc',
  'lowsrc',
  'formaction',
  'action',
  'http-equiv',
  'xmlns',
  'is',
]);
const URL_ATTRIBUTES = new Set(['href', 'src', 'cite', 'poster', 'data', 'longdesc', 'ping', 'codebase']);
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

const window = new Window({
  settings: {
    disableJavaScriptFileLoading: true,
    navigation: { disableMainFrameNavigation: true, disableChildFrameNavigation: true, disableChildPageNavigation: true },
  },
});
/** Frees the parser's window (call once, after the last check). */
export const closeHtmlChecker = () => window.happyDOM.close();

/** What in `html`, parsed as a browser parses a page's body, could run script: empty when clean. */
export function unsafeParts(html: string): string[] {
  const doc = new window.DOMParser().parseFromString(`<!doctype html><html><head></head><body>${html}</body></html>`, 'text/html');
  const found: string[] = [];
  if (doc.head.childNodes.length) found.push('content moved into <head>');
  // From <html> itself: a payload's <body onload> lands on the page's own body.
  const walker = doc.createTreeWalker(doc.documentElement, 0x1 | 0x80 /* elements and comments */);
  for (let node: typeof walker.currentNode | null = walker.currentNode; node; node = walker.nextNode()) {
    if (node.nodeType === 8) {
      found.push('comment');
      continue;
    }
    const el = node as unknown as { localName: string; namespaceURI: string; attributes: Iterable<{ name: string; value: string }> };
    if (el.namespaceURI !== XHTML) found.push(`<${el.localName}> in ${el.namespaceURI}`);
    if (FORBIDDEN_TAGS.has(el.localName)) found.push(`<${el.localName}>`);
    for (const { name, value } of el.attributes) {
      const lower = name.toLowerCase();
      if (lower.startsWith('on') || FORBIDDEN_ATTRIBUTES.has(lower) || lower.includes(':')) found.push(`${el.localName}[${name}]`);
      if (URL_ATTRIBUTES.has(lower)) {
        // The WHATWG URL parser drops tabs, newlines and leading controls as a browser does; entities are decoded.
        const protocol = new URL(value, 'https://site.example/blog/post').protocol;
        if (!SAFE_PROTOCOLS.has(protocol)) found.push(`${el.localName}[${name}] with ${protocol}`);
      }
    }
  }
  return found;
}
