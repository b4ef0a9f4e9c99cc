// Server-side rendering of public pages: the built client template plus the SSR bundle's render().
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request, RequestHandler, Response } from 'express';
import type { GraphQLSchema } from 'graphql';
import { LRUCache } from 'lru-cache';
import { createContext } from '../modules/context.js';
import type { ResponseCache, StoredResponse } from '../cache/response-cache.js';
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_SECONDS } from '../common/errors.js';
import { requestLanguage } from '../common/language.js';
import { projectRoot } from '../common/paths.js';
import type { ServiceDeps } from '../modules/services.js';
import { PAGE_DATA_ID, type ClientServerEntry, type FormAnswer, type Language, type PageData } from '../shared/ssr-contract.js';
import { ClientConcurrency, IN_PROCESS_ADDRESS, UNCACHED_PAGE_CONCURRENCY } from '../throttle/client-concurrency.js';
import { clientKey } from '../throttle/throttle.js';
import { loadTemplate, pageChunks } from './ssr-template.js';
import { unavailablePage } from './unavailable-page.js';

/**
 * Response header: the page came from memory (HIT), was rendered for this request (MISS), or is a previous copy
 * (STALE): kept before an edit and being rendered again in the background (server/cache/content-cache.ts), or its last
 * good copy, served because rendering failed or would have kept the visitor waiting longer than STALE_AFTER_MS.
 */
export const PAGE_CACHE_HEADER = 'x-page-cache';

/**
 * How long a visitor waits for a page to be rendered again after an edit before getting its previous copy. Rendering
 * takes well under this unless the server has more to render than CPU to do it (tests/bench/load.ts).
 */
const STALE_AFTER_MS = 2_000;

declare module 'express-serve-static-core' {
  interface Locals {
    /** A form sent without the page's script and not taken: the page to render around it again, and the status. */
    pageAnswer?: { url: string; status: number; form: FormAnswer };
  }
}

/** The back office and its previews: never kept by a shared cache. */
const ADMIN_PATH = /^\/admin(?:[/?#]|$)/;

/** When a client whose renders are all taken may ask again (seconds): a render takes tens of milliseconds. */
const BUSY_RETRY_SECONDS = 1;

/** A render refused because its client has as many under way and waiting as it may (UNCACHED_PAGE_CONCURRENCY). */
class RendersBusy extends Error {}

function escapeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const EMPTY = { identity: Buffer.alloc(0), gzip: Buffer.alloc(0), br: Buffer.alloc(0) };

const templateFile = path.join(projectRoot, 'dist/client/index.html');
const entryFile = path.join(projectRoot, 'dist/ssr/entry-server.js');

/** The client's server bundle, or null when the client has not been built. */
export async function loadClientEntry(): Promise<ClientServerEntry | null> {
  if (!existsSync(templateFile) || !existsSync(entryFile)) return null;
  return (await import(pathToFileURL(entryFile).href)) as ClientServerEntry;
}

/** `stylesheets`: links every page carries in its <head> (server/web/page-styles.ts). */
export function createPageRenderer(
  deps: ServiceDeps,
  schema: GraphQLSchema,
  entry: ClientServerEntry | null,
  responses: ResponseCache,
  stylesheets = '',
): RequestHandler {
  if (!entry) {
    deps.log.warn('client build missing: run `npm run build`; pages answer 503');
    return (req, res, next) => (req.method === 'GET' ? res.status(503).send('Client not built: run npm run build') : next());
  }
  const render = entry.render.bind(entry);
  const template = loadTemplate(templateFile);
  const chunksOf = pageChunks(path.join(projectRoot, 'dist/client/.vite/manifest.json'));
  const origin = deps.config.publicUrl;
  const timeZone = deps.config.timeZone;

  // Rendered pages are kept in the response cache (server/cache/response-cache.ts), whose front answers them again;
  // here, one render of a page at a time however many visitors ask, and the last good copy for when rendering fails
  // or falls behind. A page holds no per-response part (its data is a JSON block, not a script needing a nonce).
  const pages = responses.store;
  // Which GraphQL operations each page ran last time: its next render runs them first and renders once. Known even
  // with RESPONSE_CACHE=off, as after any edit: it describes the page, not its content.
  const pageOperations = new LRUCache<string, unknown[]>({ max: 5000 });
  // A public page is shared (a CDN keeps it: ResponseCache.send adds Vary: Cookie when the cookie chose its language);
  // the admin's is each administrator's own.
  const PAGE_HEADERS = { 'content-type': 'text/html; charset=utf-8' };
  const OWN_PAGE_HEADERS = { ...PAGE_HEADERS, vary: 'Cookie', 'cache-control': 'no-cache' };
  const ANSWER_HEADERS = { ...PAGE_HEADERS, 'cache-control': 'no-store' };
  // Renders per client, as anonymous GraphQL requests are limited (server/graphql/http.ts): one client asking for
  // page after page that no kept copy answers (a new query string each time) cannot take the CPU from everyone else,
  // whose kept pages the front of the chain answers meanwhile.
  const renders = new ClientConcurrency(UNCACHED_PAGE_CONCURRENCY);

  const renderPage = async (res: Response, key: string, url: string, lang: Language, form?: FormAnswer): Promise<StoredResponse> => {
    const started = performance.now();
    const prefetch = pageOperations.get(key);
    const result = await render({ url, origin, lang, timeZone, schema, context: () => createContext(deps), prefetch, form });
    if (result.errors.length)
      return { status: 500, headers: {}, body: EMPTY, etag: '', cacheHeader: PAGE_CACHE_HEADER, errors: result.errors };
    if (result.operations) pageOperations.set(key, result.operations);
    if (result.redirect) {
      return responses.make(res, '', {
        cacheHeader: PAGE_CACHE_HEADER,
        status: result.status,
        headers: { location: result.redirect, 'cache-control': 'no-cache' },
      });
    }
    const data: PageData = { state: result.state, lang, publicUrl: origin, timeZone, form, islands: result.islands };
    const chunks = chunksOf(result.modules);
    const html = template.fill({
      lang: `<html lang="${lang}">`,
      head: stylesheets + chunks.styles + result.head,
      html: result.html,
      // The admin is its script; a public page is whole without it.
      state: `<script type="application/json" id="${PAGE_DATA_ID}">${escapeJson(data)}</script>${ADMIN_PATH.test(url) ? chunks.modulesNow : chunks.modules}`,
    });
    const timing = `render;dur=${(performance.now() - started).toFixed(1)};desc="${result.passes} pass${result.passes === 1 ? '' : 'es'}"`;
    // A page answering a visitor's form holds what they typed: theirs alone, never kept.
    if (form) return responses.make(res, html, { cacheHeader: PAGE_CACHE_HEADER, headers: ANSWER_HEADERS, timing });
    const shared = !ADMIN_PATH.test(url);
    const headers = shared ? PAGE_HEADERS : OWN_PAGE_HEADERS;
    return responses.make(res, html, { cacheHeader: PAGE_CACHE_HEADER, status: result.status, headers, timing, shared });
  };

  const send = (req: Request, res: Response, page: StoredResponse, cache: 'HIT' | 'MISS' | 'STALE') => {
    if (cache === 'MISS' && page.timing) res.setHeader('Server-Timing', page.timing);
    responses.send(req, res, page, cache);
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

  /** 429 with Retry-After: this client has as many pages being rendered and waiting as it may. Made once: a flood gets it often. */
  const busyPages = new Map<Language, string>();
  const sendBusy = (res: Response, lang: Language) => {
    if (!busyPages.has(lang)) busyPages.set(lang, unavailablePage(lang, 'busy'));
    res
      .status(429)
      .set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': String(BUSY_RETRY_SECONDS) })
      .send(busyPages.get(lang));
  };

  return async (req, res, next) => {
    // A form sent without the page's script and not taken (the contact and quote forms' routes):
    // its page again, with what was typed and its problems, in the status of the refusal.
    const formAnswer = res.locals.pageAnswer;
    if (req.method === 'POST' && formAnswer) {
      const lang = requestLanguage(req);
      try {
        const page = await renderPage(res, `POST ${lang} ${formAnswer.url}`, formAnswer.url, lang, formAnswer.form);
        if (page.errors) return sendFailure(req, res, '', lang, page.errors);
        return send(req, res, { ...page, status: formAnswer.status }, 'MISS');
      } catch (error) {
        return sendFailure(req, res, '', lang, [error]);
      }
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path.startsWith('/api/') || req.path.startsWith('/assets/') || req.path === '/graphql') return next();
    const lang = requestLanguage(req);
    // The front of the chain (server/cache/response-cache.ts) sends a kept page under this same key.
    const key = `GET ${lang} ${req.originalUrl}`;
    // Made again in the background (server/cache/revalidation.ts): computed, not answered stale, however long it takes.
    const background = !!res.locals.responseRevalidation;
    // What the server asks of itself is no client's.
    const client = background || req.socket.remoteAddress === IN_PROCESS_ADDRESS ? null : clientKey(req.ip);
    let refusedHere = false;
    // Counted only when a render starts: a request that joins one under way for the same page costs nothing more.
    const rerender = async () => {
      const release = client === null ? () => undefined : await renders.enter(client);
      if (!release) {
        refusedHere = true;
        throw new RendersBusy();
      }
      try {
        return await renderPage(res, key, req.originalUrl, lang);
      } finally {
        release();
      }
    };
    const answer = () => pages.get(key, rerender, (p) => !p.errors, background ? undefined : STALE_AFTER_MS, !background);
    try {
      let answered: Awaited<ReturnType<typeof answer>>;
      try {
        answered = await answer();
      } catch (error) {
        if (!(error instanceof RendersBusy) || refusedHere) throw error;
        // This request joined another client's render of the page, which was refused: it renders in its own turn
        // (once that render is forgotten, after the pending callbacks).
        await new Promise((resolve) => setImmediate(resolve));
        answered = await answer();
      }
      const { value: page, stale } = answered;
      if (page.errors) return sendFailure(req, res, key, lang, page.errors);
      send(req, res, page, stale ? 'STALE' : 'MISS');
    } catch (error) {
      if (error instanceof RendersBusy) return sendBusy(res, lang);
      sendFailure(req, res, key, lang, [error]);
    }
  };
}
