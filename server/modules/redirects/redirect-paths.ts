// The rules of redirect addresses, shared by the admin's redirects, the renames and the lookup of each request:
// what a path may be, how it is normalized, and where a redirect may lead (this site only: no open redirect).

/** The longest address kept (a product's slug is at most 200 characters). */
export const MAX_PATH_LENGTH = 500;

/** The public addresses of the records whose renames leave a redirect behind. */
export const PRODUCT_PATH = '/products/';
export const BLOG_PATH = '/blog/';

/**
 * First path segments that are never redirected: the back office, the APIs and the built files. A redirect there
 * would hijack an application path, not an old page.
 */
const RESERVED_SEGMENTS = new Set(['admin', 'api', 'graphql', 'graphiql-assets', 'assets', 'healthz']);

/** Control characters and whitespace: browsers drop tabs and newlines from URLs (`/\t/evil.example` is `//evil.example`). */
const UNSAFE = /[\u0000-\u0020\u007f-\u009f\u2028\u2029]/;

/** A stable placeholder origin: a target that resolves to any other host leaves the site. */
const SITE = 'http://site.invalid';

export type PathProblem = 'REQUIRED' | 'TOO_LONG' | 'INVALID_PATH' | 'OFF_SITE' | 'RESERVED_PATH';

/** decodeURI that leaves a malformed escape as it is (such a request can then only match the same text). */
function decoded(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * The form addresses are compared in: percent-escapes of non-reserved characters decoded (`/%C3%BCr%C3%BCn` and
 * `/ürün` are one address), trailing slashes dropped (except the root's). Applied to stored sources and to requests.
 */
export function lookupKey(pathname: string): string {
  const path = decoded(pathname);
  const trimmed = path.replace(/\/+$/, '');
  return trimmed || '/';
}

/** The path of a target without its query and fragment: what a chain check compares with sources. */
export const pathOfTarget = (target: string) => lookupKey(target.replace(/[?#].*$/, ''));

/** A source path as typed, or what is wrong with it; normalized as requests are looked up. */
export function checkSource(raw: string): { path: string } | { problem: PathProblem } {
  const text = raw.trim();
  if (!text) return { problem: 'REQUIRED' };
  if (text.length > MAX_PATH_LENGTH) return { problem: 'TOO_LONG' };
  // A path of this site: no scheme or host, no query or fragment, no backslash, no dot segments (browsers resolve
  // them away, so such a source could never be asked for).
  if (!text.startsWith('/') || text.startsWith('//') || /[\\?#]/.test(text) || UNSAFE.test(text)) return { problem: 'INVALID_PATH' };
  if (text.split('/').some((segment) => segment === '.' || segment === '..')) return { problem: 'INVALID_PATH' };
  const path = lookupKey(text);
  if (path === '/') return { problem: 'RESERVED_PATH' };
  if (RESERVED_SEGMENTS.has(path.split('/')[1]!.toLowerCase())) return { problem: 'RESERVED_PATH' };
  return { path };
}

/**
 * A target as typed, or what is wrong with it: a path of this very site (one leading slash, no scheme, host or
 * backslash), with its query and fragment; kept as the URL parser serializes it (percent-encoded, so the Location
 * header holds only ASCII).
 */
export function checkTarget(raw: string): { path: string } | { problem: PathProblem } {
  const text = raw.trim();
  if (!text) return { problem: 'REQUIRED' };
  if (text.length > MAX_PATH_LENGTH) return { problem: 'TOO_LONG' };
  if (!text.startsWith('/')) return { problem: text.startsWith('\\') || /^[a-z][a-z0-9+.-]*:/i.test(text) ? 'OFF_SITE' : 'INVALID_PATH' };
  // `//host` and `/\host` are another site to a browser.
  if (text.startsWith('//') || text.includes('\\') || UNSAFE.test(text)) return { problem: 'OFF_SITE' };
  let url: URL;
  try {
    url = new URL(text, SITE);
  } catch {
    return { problem: 'INVALID_PATH' };
  }
  // However the parser read it, it must have stayed on this site.
  if (url.origin !== SITE) return { problem: 'OFF_SITE' };
  const path = url.pathname + url.search + url.hash;
  if (path.length > MAX_PATH_LENGTH) return { problem: 'TOO_LONG' };
  return { path };
}

/** The Location of a redirect: its target, with the request's query kept (`?lang=en`) before the target's fragment. */
export function locationOf(target: string, search: string): string {
  if (!search) return target;
  const hashAt = target.indexOf('#');
  const [base, hash] = hashAt < 0 ? [target, ''] : [target.slice(0, hashAt), target.slice(hashAt)];
  return `${base}${base.includes('?') ? '&' : '?'}${search}${hash}`;
}
