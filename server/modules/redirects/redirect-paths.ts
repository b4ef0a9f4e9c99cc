// The rules of redirect addresses, shared by the admin's redirects, the renames and the lookup of each request:
// what a path may be, how it is normalized, and where a redirect may lead (this site only: no open redirect).

/** The longest address kept (a product's slug is at most 200 characters). */
export const MAX_PATH_LENGTH = 500;

/** The public addresses of the records whose renames leave a redirect behind. */
export const PRODUCT_PATH = '/products/';
export const BLOG_PATH = '/blog/';

/**
 * First path segments that are never redirected: the back office, the APIs, the built files and the files served as
 * they are (site images, icons, uploads). A redirect there would hijack an application path or a file, not an old page.
 */
const RESERVED_SEGMENTS = new Set(['admin', 'api', 'graphql', 'graphiql-assets', 'assets', 'healthz', 'img', 'svg', 'asset']);

/** Control characters and whitespace: browsers drop tabs and newlines from URLs (`/\t/evil.example` is `//evil.example`). */
// eslint-disable-next-line no-control-regex -- control characters are what is refused
const UNSAFE = /[\u0000-\u0020\u007f-\u009f\u2028\u2029]/;

/** A stable placeholder origin: a target that resolves to any other host leaves the site. */
const SITE = 'http://site.invalid';

/** A full address (`https://host/…`): accepted only when its host is this site's. */
const FULL_ADDRESS = /^https?:\/\//i;

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

/** A query in the form sources are kept and requests compared in: its parameters sorted, encoded one way. */
export function queryKey(search: string): string {
  const params = new URLSearchParams(search);
  params.sort();
  return params.toString();
}

/**
 * The keys a request for `pathWithQuery` is looked up by, most specific first: its path with its query (a source of
 * the old site such as `/urun.asp?id=12`), then its path alone.
 */
export function sourceKeys(pathWithQuery: string): string[] {
  const plain = pathWithQuery.replace(/#.*$/, '');
  const queryAt = plain.indexOf('?');
  const path = lookupKey(queryAt < 0 ? plain : plain.slice(0, queryAt));
  const query = queryAt < 0 ? '' : queryKey(plain.slice(queryAt + 1));
  return query ? [`${path}?${query}`, path] : [path];
}

/** Whether a source names a query (the query is then the old address's, not passed on). */
export const sourceHasQuery = (source: string) => source.includes('?');

/**
 * The path, query and fragment of a full address of this site (`http://localhost:3000/eski` → `/eski`), null for a
 * full address of any other host, `text` as it is when it is no full address. `hosts`: this site's (host:port).
 */
function onThisSite(text: string, hosts: readonly string[]): string | null {
  if (!FULL_ADDRESS.test(text)) return text;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.username || url.password || !hosts.includes(url.host.toLowerCase())) return null;
  return url.pathname + url.search + url.hash;
}

/** The host (host:port, lower-case, default port left out) of an origin or address, as URL.host writes it. */
export function hostOf(address: string): string | null {
  try {
    return new URL(address.includes('//') ? address : `http://${address}`).host.toLowerCase() || null;
  } catch {
    return null;
  }
}

/**
 * A source as typed, or what is wrong with it; normalized as requests are looked up: the path (decoded, no trailing
 * slash) and, when it has one, the query (parameters sorted). A full address of this site counts as its path.
 */
export function checkSource(raw: string, hosts: readonly string[] = []): { path: string } | { problem: PathProblem } {
  const typed = raw.trim();
  if (!typed) return { problem: 'REQUIRED' };
  if (typed.length > MAX_PATH_LENGTH) return { problem: 'TOO_LONG' };
  const text = onThisSite(typed, hosts);
  if (text === null) return { problem: 'INVALID_PATH' };
  // A path of this site: no scheme or host, no fragment (never sent by browsers), no backslash, no dot segments
  // (browsers resolve them away, so such a source could never be asked for).
  if (!text.startsWith('/') || text.startsWith('//') || /[\\#]/.test(text) || UNSAFE.test(text)) return { problem: 'INVALID_PATH' };
  const queryAt = text.indexOf('?');
  const pathname = queryAt < 0 ? text : text.slice(0, queryAt);
  if (pathname.split('/').some((segment) => segment === '.' || segment === '..')) return { problem: 'INVALID_PATH' };
  const [path] = sourceKeys(pathname) as [string];
  if (path === '/') return { problem: 'RESERVED_PATH' };
  if (RESERVED_SEGMENTS.has(path.split('/')[1].toLowerCase())) return { problem: 'RESERVED_PATH' };
  const query = queryAt < 0 ? '' : queryKey(text.slice(queryAt + 1));
  const source = query ? `${path}?${query}` : path;
  if (source.length > MAX_PATH_LENGTH) return { problem: 'TOO_LONG' };
  return { path: source };
}

/**
 * A target as typed, or what is wrong with it: a path of this very site with its query and fragment, as the URL
 * parser normalizes it (dot segments, `%2e` included, resolved; percent-encoded, so the Location header holds only
 * ASCII). The normalized path must still be one of this site: `/.//evil.example` becomes `//evil.example`, which a
 * browser reads as another host. A full address of this site counts as its path.
 */
export function checkTarget(raw: string, hosts: readonly string[] = []): { path: string } | { problem: PathProblem } {
  const typed = raw.trim();
  if (!typed) return { problem: 'REQUIRED' };
  if (typed.length > MAX_PATH_LENGTH) return { problem: 'TOO_LONG' };
  const text = onThisSite(typed, hosts);
  if (text === null) return { problem: 'OFF_SITE' };
  if (!text.startsWith('/')) return { problem: text.startsWith('\\') || /^[a-z][a-z0-9+.-]*:/i.test(text) ? 'OFF_SITE' : 'INVALID_PATH' };
  // `//host` and `/\host` are another site to a browser.
  if (text.startsWith('//') || text.includes('\\') || UNSAFE.test(text)) return { problem: 'OFF_SITE' };
  const path = normalizedOnSite(text);
  if (path === null) return { problem: 'OFF_SITE' };
  if (path.length > MAX_PATH_LENGTH) return { problem: 'TOO_LONG' };
  return { path };
}

/**
 * `text` as the URL parser resolves it against this site, when it stays there; null when it, or the normalized form
 * read again (as a browser reads the Location header), leads anywhere else.
 */
function normalizedOnSite(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text, SITE);
  } catch {
    return null;
  }
  if (url.origin !== SITE) return null;
  const path = url.pathname + url.search + url.hash;
  if (path.startsWith('//')) return null;
  let again: URL;
  try {
    again = new URL(path, SITE);
  } catch {
    return null;
  }
  return again.origin === SITE && again.href === url.href ? path : null;
}

/** A stored target that is still safe to send as a Location (rows written before a rule existed are checked again). */
export function servableTarget(stored: string): string | null {
  const checked = checkTarget(stored);
  return 'path' in checked ? checked.path : null;
}

/** The Location of a redirect: its target, with the request's query kept (`?lang=en`) before the target's fragment. */
export function locationOf(target: string, search: string): string {
  if (!search) return target;
  const hashAt = target.indexOf('#');
  const [base, hash] = hashAt < 0 ? [target, ''] : [target.slice(0, hashAt), target.slice(hashAt)];
  return `${base}${base.includes('?') ? '&' : '?'}${search}${hash}`;
}
