// Server-side rendering of public pages: the built client template plus the SSR bundle's render().
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RequestHandler, Response } from 'express';
import type { GraphQLSchema } from 'graphql';
import { createContext } from './context.js';
import { ContentCache } from './common/content-cache.js';
import { UNAVAILABLE_RETRY_SECONDS } from './common/errors.js';
import { requestLanguage } from './common/language.js';
import { isDatabaseUnavailable } from './db/availability.js';
import { projectRoot } from './paths.js';
import type { ServiceDeps } from './services.js';
import type { ClientServerEntry, Language } from './ssr-contract.js';
import { chunkLinks, loadTemplate, type SplitPage } from './ssr-template.js';
import { unavailablePage } from './unavailable-page.js';

interface RenderedPage extends SplitPage {
  status: number;
  redirect?: string;
  /** Why the page could not be rendered (never kept). */
  errors?: unknown[];
}

/** Response header: the page came from memory (HIT), was rendered (MISS), or is an earlier copy served because rendering failed (STALE). */
export const PAGE_CACHE_HEADER = 'x-page-cache';

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

  // Rendered pages by language and URL (server/common/content-cache.ts: current content only, one render per page
  // and version however many visitors ask, the last good copy kept for when rendering fails). The CSP nonce
  // differs per response, so pages are kept in two pieces around it.
  const pages = new ContentCache<RenderedPage>(deps.contentVersion, {
    max: 500, maxBytes: 64 * 1024 * 1024, ttlMs: 30_000, sizeOf: (p) => p.before.length + p.after.length,
  });

  const renderPage = async (url: string, lang: Language): Promise<RenderedPage> => {
    const result = await render({ url, origin, lang, schema, context: () => createContext(deps, undefined) });
    if (result.errors.length) return { status: 500, before: '', after: '', errors: result.errors };
    if (result.redirect) return { status: result.status, redirect: result.redirect, before: '', after: '' };
    const page = template.fill({
      lang: `<html lang="${lang}">`,
      head: preloads(result.modules) + result.head,
      html: result.html,
      stateOpen: '<script nonce="',
      stateRest: `">window.__APOLLO_STATE__=${escapeJson(result.state)};window.__LANG__=${escapeJson(lang)};window.__PUBLIC_URL__=${escapeJson(origin)}</script>`,
    });
    return { status: result.status, ...page };
  };

  const send = (res: Response, page: RenderedPage, cache: 'HIT' | 'MISS' | 'STALE') => {
    res.set(PAGE_CACHE_HEADER, cache);
    if (page.redirect) return res.redirect(page.status, page.redirect);
    res
      .status(page.status)
      .set({ 'Content-Type': 'text/html; charset=utf-8', Vary: 'Cookie', 'Cache-Control': 'no-cache' })
      .send(page.before + (res.locals.cspNonce as string) + page.after);
  };

  /** A page that could not be rendered: its last good copy, else a page saying so (503 when the database is down). */
  const sendFailure = (res: Response, key: string, lang: Language, errors: unknown[]) => {
    const unavailable = errors.some(isDatabaseUnavailable);
    if (unavailable) deps.log.warn({ page: key }, 'page not rendered: database unavailable');
    else deps.log.error({ page: key, err: errors[0] }, 'page render failed');
    const stale = pages.lastGood(key);
    if (stale) return send(res, stale, 'STALE');
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
      if (cached) return send(res, cached, 'HIT');
      const page = await pages.get(key, () => renderPage(req.originalUrl, lang), (p) => !p.errors);
      if (page.errors) return sendFailure(res, key, lang, page.errors);
      send(res, page, 'MISS');
    } catch (error) {
      sendFailure(res, key, lang, [error]);
    }
  };
}
