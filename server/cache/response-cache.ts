// Whole HTTP answers to anonymous reads (pages, REST reads, GraphQL queries), kept compressed with their headers
// and ETag until public content changes (after an edit, a few seconds more while they are made again in the
// background: server/cache/revalidation.ts), and served from the front of the middleware chain: a repeated read costs
// a key lookup and one write, not Express's chain, Apollo's pipeline or React. What may be kept is decided by the
// code that produced the answer (server/web/ssr.ts, server/modules/route-kit.ts, server/graphql/http.ts), never here.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import type { ContentVersion } from './content-version.js';
import { ContentCache } from './content-cache.js';
import { acceptedEncoding, encodeBody, encodedSize, type EncodedBody } from './encoded-body.js';
import { Revalidation, type Replay } from './revalidation.js';
import { currentReads, ReadSet, trackReads } from './read-tracking.js';
import { shareOrNot, sharedHeaders, type SharedCaching } from './shared-caching.js';

export interface StoredResponse {
  status: number;
  /** Headers to send with it (lower-case names); never Set-Cookie, Date, lengths or encodings. */
  headers: Record<string, string>;
  body: EncodedBody;
  etag: string;
  /** The header that tells a kept answer (HIT, or STALE while it is made again) from a computed one (MISS), e.g. x-page-cache. */
  cacheHeader: string;
  /** Server-Timing of the computation, sent only with the response that computed it. */
  timing?: string;
  /** Why it could not be made: such an answer is never kept or sent as is. */
  errors?: unknown[];
  /** Public: shared caches (a CDN) may keep it, filed under its surrogate keys. */
  shared?: boolean;
}

export interface MakeOptions {
  cacheHeader: string;
  /** Default: the response's status. */
  status?: number;
  /** Content headers of the answer, over those already set on the response (security headers). */
  headers?: Record<string, string>;
  timing?: string;
  /**
   * Public content, the same for every visitor: browsers ask again each time (max-age=0, answered 304 by its ETag),
   * shared caches keep it (s-maxage) under the keys of what it read, purged on every change of those
   * (server/modules/cdn).
   */
  shared?: boolean;
}

/** Headers that describe one response, not the content: never kept. */
const PER_RESPONSE = new Set([
  'set-cookie',
  'date',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'server-timing',
  'etag',
]);

const LANGUAGE_COOKIE = /(?:^|;\s*)language=(tr|en)(?:;|$)/;
/** The request headers a kept GraphQL answer depends on (see graphqlVariant), sent again when it is made again. */
const REPLAYED_HEADERS = ['accept', 'content-type', 'apollo-require-preflight', 'x-apollo-operation-name'] as const;
/** A GraphQL query posted as JSON is read at the front up to this size (larger ones are never kept). */
const MAX_KEYED_BODY = 64 * 1024;

/** The language a request reads in, as server/common/language.ts decides it (part of every key: kept answers may differ by it). */
function languageOf(req: IncomingMessage, search: string): string {
  const lang = search && new URLSearchParams(search).get('lang');
  if (lang === 'tr' || lang === 'en') return lang;
  return LANGUAGE_COOKIE.exec(req.headers.cookie ?? '')?.[1] ?? 'tr';
}

/**
 * What else Apollo answers a GraphQL request by: Accept picks the response's media type (application/json or
 * application/graphql-response+json, or 406), and on a GET the content type and the CSRF headers decide between the
 * answer and a refusal. Kept answers are told apart by all of them, as sent (whitespace aside).
 */
function graphqlVariant(req: IncomingMessage): string {
  const header = (name: string) => String(req.headers[name] ?? '').replace(/\s+/g, '');
  const preflight = header('apollo-require-preflight') || header('x-apollo-operation-name') ? 'preflight' : '-';
  return `accept=${header('accept')} type=${header('content-type')} ${preflight}`;
}

/** Weak: the one tag stands for the body in every encoding it is sent in (identity, gzip, brotli). */
const etagOf = (body: Buffer) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/** If-None-Match's weak comparison (RFC 9110 13.1.2): the tags match whatever their W/ prefixes. */
function notModified(req: IncomingMessage, etag: string): boolean {
  const header = req.headers['if-none-match'];
  const opaque = etag.replace(/^W\//, '');
  return !!header && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

declare module 'express-serve-static-core' {
  interface Locals {
    /** This anonymous read's key in the response cache (set at the front); the producer stores its answer under it. */
    responseKey?: string;
    /** The content version when it arrived: an answer computed across a change of content is not kept. */
    responseVersion?: number;
    /** The cache to keep its answer in. */
    responseCache?: ResponseCache;
    /** What computing its answer read (server/cache/read-tracking.ts), kept with the answer. */
    responseReads?: ReadSet;
    /** Made in the background to replace a stale answer (server/cache/revalidation.ts): nobody waits for it. */
    responseRevalidation?: boolean;
  }
}

export class ResponseCache {
  private readonly entries: ContentCache<StoredResponse>;
  private readonly revalidation: Revalidation;

  constructor(
    private readonly contentVersion: ContentVersion,
    private readonly sharing: SharedCaching = { maxAgeSeconds: 60, staleSeconds: 60 },
  ) {
    this.entries = new ContentCache<StoredResponse>(contentVersion, {
      max: 2000,
      maxBytes: 96 * 1024 * 1024,
      ttlMs: 30_000,
      sizeOf: (r) => encodedSize(r.body),
    });
    this.revalidation = new Revalidation(this.entries, contentVersion, (req, res, key) => this.mark(res, key, true));
    // Each background request records what it reads, as a visitor's does (see front).
  }

  /** Where answers are made again in the background: the app behind the front. */
  revalidateThrough(app: (req: IncomingMessage, res: ServerResponse) => void): void {
    this.revalidation.through(app);
  }

  /** The shared store, for producers that compute through it (single flight, previous copy when late or failing). */
  get store(): ContentCache<StoredResponse> {
    return this.entries;
  }

  /** Makes a keepable answer: the body compressed once, its ETag, the response's content headers. */
  async make(res: Response, body: string | Buffer, options: MakeOptions): Promise<StoredResponse> {
    const encoded = await encodeBody(body);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries({ ...res.getHeaders(), ...options.headers })) {
      if (value !== undefined && !PER_RESPONSE.has(name))
        headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    const { cacheHeader, timing, shared } = options;
    // What the computation read: the request's own set when the producer made it outside the tracking (GraphQL).
    if (shared) Object.assign(headers, sharedHeaders(this.sharing, (currentReads() ?? res.locals.responseReads)?.reads ?? null));
    const status = options.status ?? res.statusCode;
    return { status, headers, body: encoded, etag: etagOf(encoded.identity), cacheHeader, timing, shared };
  }

  /** Sends a kept answer: 304 when the client has it, else the best encoding it accepts. */
  send(req: IncomingMessage, res: ServerResponse, stored: StoredResponse, state: 'HIT' | 'MISS' | 'STALE'): void {
    for (const name in stored.headers) res.setHeader(name, stored.headers[name]);
    res.setHeader(stored.cacheHeader, state);
    res.setHeader('etag', stored.etag);
    const vary = new Set((stored.headers.vary ?? '').split(',').map((name) => name.trim()));
    if (stored.shared) {
      const url = req.url ?? '/';
      const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
      for (const name of shareOrNot(res, search, languageOf(req, search), state === 'STALE')) vary.add(name);
    }
    vary.add('Accept-Encoding');
    vary.delete('');
    res.setHeader('vary', [...vary].join(', '));
    if (notModified(req, stored.etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
    const encoding = acceptedEncoding(req);
    const body = stored.body[encoding];
    if (encoding !== 'identity') res.setHeader('content-encoding', encoding);
    res.setHeader('content-length', body.length);
    res.statusCode = stored.status;
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** Stores an answer under the request's key, when the front gave it one. */
  keep(res: Response, stored: StoredResponse): void {
    if (res.locals.responseKey)
      this.entries.set(res.locals.responseKey, stored, res.locals.responseVersion!, res.locals.responseReads?.reads ?? null);
  }

  /**
   * For a JSON read given a key at the front: its 200 answer is kept and sent compressed with an ETag. The caller
   * (server/modules/route-kit.ts) decides the read is public: only anonymous requests get a key.
   */
  static keepJson(req: Request, res: Response, cacheHeader: string): void {
    const cache = res.locals.responseCache;
    if (!cache || !res.locals.responseKey) return;
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      if (res.statusCode !== 200) return json(body);
      const headers = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' };
      cache.make(res, JSON.stringify(body), { cacheHeader, headers, shared: true }).then(
        (stored) => {
          cache.keep(res, stored);
          cache.send(req, res, stored, 'MISS');
        },
        (error: unknown) => res.destroy(error as Error),
      );
      return res;
    };
  }

  /**
   * The front, before Express: an anonymous GET/HEAD, or a GraphQL query POSTed as JSON, gets its key, and a kept
   * answer is sent at once; otherwise `next` goes on to the app with the key in res.locals. Requests with an
   * Authorization header go on without a key: their producers decide (a junk token counts as anonymous there).
   */
  front(req: IncomingMessage, res: ServerResponse & { locals?: Record<string, unknown> }, next: () => void): void {
    if (req.headers.authorization || !this.contentVersion.cachesEnabled) return next();
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
    const lang = languageOf(req, queryAt < 0 ? '' : url.slice(queryAt));
    const variant = pathname === '/graphql' ? ` ${graphqlVariant(req)}` : '';
    // Asked again in the background with only what the key depends on: never a visitor's other cookies.
    const replay = (method: Replay['method'], payload?: string): Replay => {
      const headers: Record<string, string> = LANGUAGE_COOKIE.test(req.headers.cookie ?? '') ? { cookie: `language=${lang}` } : {};
      for (const name of REPLAYED_HEADERS) if (typeof req.headers[name] === 'string') headers[name] = req.headers[name];
      return { method, url, headers, payload };
    };
    if (req.method === 'GET' || req.method === 'HEAD')
      return this.serveOrMark(req, res, next, `GET ${lang}${variant} ${url}`, () => replay('GET'));
    if (req.method !== 'POST' || pathname !== '/graphql' || !req.headers['content-type']?.startsWith('application/json')) return next();
    const length = Number(req.headers['content-length']);
    if (!(length > 0 && length <= MAX_KEYED_BODY)) return next();
    readBody(req, length).then(
      (raw) => {
        try {
          // The body parsers downstream see the body as read and leave this alone.
          (req as IncomingMessage & { body?: unknown }).body = JSON.parse(raw);
        } catch {
          res.writeHead(400, { 'content-type': 'application/json; charset=utf-8' });
          return res.end(
            JSON.stringify({ errors: [{ message: 'The request body is not valid JSON', extensions: { code: 'BAD_REQUEST' } }] }),
          );
        }
        this.serveOrMark(req, res, next, `POST ${lang}${variant} /graphql ${raw}`, () => replay('POST', raw));
      },
      () => res.destroy(),
    );
  }

  /**
   * Sends the key's kept answer, current (HIT) or, for a few seconds after an edit, stale (STALE: made again at once in
   * the background); otherwise gives the request its key and goes on.
   */
  private serveOrMark(req: IncomingMessage, res: ServerResponse, next: () => void, key: string, replay: () => Replay): void {
    const kept = this.entries.servable(key);
    this.revalidation.remember(key, replay);
    if (kept) {
      this.send(req, res, kept.value, kept.stale ? 'STALE' : 'HIT');
      return this.revalidation.served(key, kept.stale);
    }
    trackReads(this.mark(res, key, false), next);
  }

  /** Gives the request its key; answers the set its reads are recorded in (the caller runs the app inside it). */
  private mark(res: ServerResponse & { locals?: Record<string, unknown> }, key: string, revalidation: boolean): ReadSet {
    const locals = (res.locals ??= Object.create(null) as Record<string, unknown>);
    const reads = new ReadSet();
    locals.responseKey = key;
    locals.responseVersion = this.contentVersion.current;
    locals.responseCache = this;
    locals.responseRevalidation = revalidation;
    locals.responseReads = reads;
    return reads;
  }
}

/** The whole body of a request announced as `length` bytes (the body parsers downstream then see it as read). */
function readBody(req: IncomingMessage, length: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > length) req.destroy();
      else chunks.push(chunk);
    });
    req.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.once('error', reject);
  });
}
