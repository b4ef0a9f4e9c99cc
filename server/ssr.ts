// Server-side rendering of public pages: the built client template plus the SSR bundle's render().
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request, RequestHandler, Response } from 'express';
import type { GraphQLSchema } from 'graphql';
import { createContext } from './context.js';
import { ContentCache } from './common/content-cache.js';
import { encodeBody, encodedSize, sendEncoded, type EncodedBody } from './common/encoded-body.js';
import { UNAVAILABLE_RETRY_SECONDS } from './common/errors.js';
import { requestLanguage } from './common/language.js';
import { isDatabaseUnavailable } from './db/availability.js';
import { projectRoot } from './paths.js';
import type { ServiceDeps } from './services.js';
import { PAGE_DATA_ID, type ClientServerEntry, type Language, type PageData } from './ssr-contract.js';
import { chunkLinks, loadTemplate } from './ssr-template.js';
import { unavailablePage } from './unavailable-page.js';

interface RenderedPage {
  status: number;
  redirect?: string;
  /** The HTML, compressed once. */
  body?: EncodedBody;
  /** Why the page could not be rendered (never kept). */
  errors?: unknown[];
  /** The GraphQL operations its render ran: the next render of the page runs them first (RenderRequest.prefetch). */
  operations?: unknown[];
  /** Server-Timing of its render (sent with the response that rendered it). */
  timing?: string;
}

/**
 * Response header: the page came from memory (HIT), was rendered for this request (MISS), or is its last good copy
 * (STALE), served because rendering failed or would have kept the visitor waiting longer than STALE_AFTER_MS.
 */
export const PAGE_CACHE_HEADER = 'x-page-cache';

/**
 * How long a visitor waits for a page to be rendered again after an edit before getting its previous copy. Rendering
 * takes well under this unless the server has more to render than CPU to do it (tests/bench/load.ts).
 */
const STALE_AFTER_MS = 2_000;

function escapeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const templateFile = path.join(projectRoot, 'dist/client/index.html');
const entryFile = path.join(projectRoot, 'dist/ssr/entry-server.js');

/** The client's server bundle, or null when the client has not been built. */
export async function loadClientEntry(): Promise<ClientServerEntry | null> {
  if (!existsSync(templateFile) || !existsSync(entryFile)) return null;
  return (await import(pathToFileURL(entryFile).href)) as ClientServerEntry;
}

export function createPageRenderer(deps: ServiceDeps, schema: GraphQLSchema, entry: ClientServerEntry | null): RequestHandler {
  if (!entry) {
    deps.log.warn('client build missing: run `npm run build`; pages answer 503');
    return (req, res, next) => (req.method === 'GET' ? res.status(503).send('Client not built: run npm run build') : next());
  }
  const { render } = entry;
  const template = loadTemplate(templateFile);
  const preloads = chunkLinks(path.join(projectRoot, 'dist/client/.vite/manifest.json'));
  const origin = deps.config.publicUrl;

  // Rendered pages by language and URL (server/common/content-cache.ts: current content only, one render of a page at
  // a time however many visitors ask, the last good copy kept for when rendering fails or falls behind). A page holds
  // no per-response part (its data is a JSON block, not a script needing a nonce), so it is compressed once.
  const pages = new ContentCache<RenderedPage>(deps.contentVersion, {
    max: 500, maxBytes: 64 * 1024 * 1024, ttlMs: 30_000, sizeOf: (p) => (p.body ? encodedSize(p.body) : 0),
  });

  const renderPage = async (url: string, lang: Language, prefetch: unknown[] | undefined): Promise<RenderedPage> => {
    const started = performance.now();
    const result = await render({ url, origin, lang, schema, context: () => createContext(deps, undefined), prefetch });
    if (result.errors.length) return { status: 500, errors: result.errors };
    if (result.redirect) return { status: result.status, redirect: result.redirect };
    const data: PageData = { state: result.state, lang, publicUrl: origin };
    const html = template.fill({
      lang: `<html lang="${lang}">`,
      head: preloads(result.modules) + result.head,
      html: result.html,
      state: `<script type="application/json" id="${PAGE_DATA_ID}">${escapeJson(data)}</script>`,
    });
    const body = await encodeBody(html);
    const timing = `render;dur=${(performance.now() - started).toFixed(1)};desc="${result.passes} pass${result.passes === 1 ? '' : 'es'}"`;
    return { status: result.status, body, operations: result.operations, timing };
  };

  const send = (req: Request, res: Response, page: RenderedPage, cache: 'HIT' | 'MISS' | 'STALE') => {
    res.set(PAGE_CACHE_HEADER, cache);
    if (cache === 'MISS' && page.timing) res.set('Server-Timing', page.timing);
    if (page.redirect) return res.redirect(page.status, page.redirect);
    res.status(page.status).set({ 'Content-Type': 'text/html; charset=utf-8', Vary: 'Cookie', 'Cache-Control': 'no-cache' });
    sendEncoded(req, res, page.body!);
  };

  /** A page that could not be rendered: its last good copy, else a page saying so (503 when the database is down). */
  const sendFailure = (req: Request, res: Response, key: string, lang: Language, errors: unknown[]) => {
    const unavailable = errors.some(isDatabaseUnavailable);
    if (unavailable) deps.log.warn({ page: key }, 'page not rendered: database unavailable');
    else deps.log.error({ page: key, err: errors[0] }, 'page render failed');
    const stale = pages.lastGood(key);
    if (stale) return send(req, res, stale, 'STALE');
    res
      .status(unavailable ? 503 : 500)
      .set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': String(UNAVAILABLE_RETRY_SECONDS) })
      .send(unavailablePage(lang));
  };

  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path.startsWith('/api/') || req.path.startsWith('/assets/') || req.path === '/graphql') return next();
    const lang = requestLanguage(req);
    const key = `${lang} ${req.originalUrl}`;
    try {
      const cached = pages.fresh(key);
      if (cached) return send(req, res, cached, 'HIT');
      const rerender = () => renderPage(req.originalUrl, lang, pages.lastGood(key)?.operations);
      const { value: page, stale } = await pages.get(key, rerender, (p) => !p.errors, STALE_AFTER_MS);
      if (page.errors) return sendFailure(req, res, key, lang, page.errors);
      send(req, res, page, stale ? 'STALE' : 'MISS');
    } catch (error) {
      sendFailure(req, res, key, lang, [error]);
    }
  };
}
