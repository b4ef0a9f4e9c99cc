// The editor's schema: what it can hold is what the server's sanitizer keeps (h2–h4, paragraphs, bold, italic,
// links, lists, quotes, tables, images, rules, line breaks), so what is typed is what is published.
import type { Extensions } from '@tiptap/core';
import { Image } from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { StarterKit } from '@tiptap/starter-kit';

const ALLOWED_SCHEME = /^(?:https?|mailto|tel):/i;
const ANY_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** An address a link may point to: http(s), mailto, tel, or one on this site (/…, #…); never javascript: and the like. */
export function isSafeHref(href: string): boolean {
  const value = href.trim();
  if (!value || /[\s<>"]/.test(value)) return false;
  if (value.startsWith('//')) return false;
  return ALLOWED_SCHEME.test(value) || (!ANY_SCHEME.test(value) && /^[/#]/.test(value));
}

/** What was typed in the link dialog as an address: a bare host ("example.com/x") gets https://. */
export function normalizeHref(typed: string): string {
  const value = typed.trim();
  if (!value || ANY_SCHEME.test(value) || /^[/#]/.test(value)) return value;
  return `https://${value}`;
}

/** Links to another host open in a new tab, without giving it a handle on this one. */
export function linkAttributes(href: string, currentHost = typeof location === 'undefined' ? '' : location.host) {
  let external = false;
  if (/^https?:\/\//i.test(href)) {
    try {
      external = new URL(href).host !== currentHost;
    } catch {
      external = false;
    }
  }
  return external ? { href, target: '_blank', rel: 'noopener noreferrer' } : { href, target: null, rel: null };
}

export function richTextExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      codeBlock: false,
      code: false,
      strike: false,
      underline: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: ['http', 'https', 'mailto', 'tel'],
        // Each link gets its own target/rel (linkAttributes), not the extension's blanket _blank.
        HTMLAttributes: { target: null, rel: null, class: null },
        isAllowedUri: (url) => isSafeHref(url),
        shouldAutoLink: (url) => isSafeHref(url),
      },
    }),
    TableKit.configure({ table: { resizable: false } }),
    Image.configure({ inline: false, allowBase64: false }),
  ];
}
