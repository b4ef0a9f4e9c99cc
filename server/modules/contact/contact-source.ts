// Where a contact message was sent from: the page's path on this site (the form sends it), or an address elsewhere
// (the old REST call from another site's form, known by its Referer header). Kept without what identifies nobody's
// page: no fragment, no user name or password of an address.

/** The longest page address kept (a path and query of a long search are well inside it). */
export const MAX_SOURCE_PAGE_LENGTH = 2000;

/**
 * `value` as kept: a path on this site ('/products/ea-300?lang=en'), or an http(s) address elsewhere; undefined when it
 * is neither (the caller decides whether that is an error), null when empty.
 */
export function normalizeSourcePage(value: string | null | undefined): string | null | undefined {
  const text = value?.trim() ?? '';
  if (!text) return null;
  // A path of this site ('//host' would be another site's address without its scheme).
  if (text.startsWith('/') && !text.startsWith('//')) {
    try {
      const url = new URL(text, 'http://site.invalid');
      return `${url.pathname}${url.search}`;
    } catch {
      return undefined;
    }
  }
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return `${url.origin}${url.pathname}${url.search}`;
  } catch {
    return undefined;
  }
}
