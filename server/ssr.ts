// Server-side rendering of public pages: the built client template plus the SSR bundle's render().
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RequestHandler } from 'express';
import type { GraphQLSchema } from 'graphql';
import { LRUCache } from 'lru-cache';
import { createContext } from './context.js';
import { requestLanguage } from './common/language.js';
import { projectRoot } from './paths.js';
import type { ServiceDeps } from './services.js';
import type { Language, RenderRequest, RenderResult } from './ssr-contract.js';

type Render = (request: RenderRequest) => Promise<RenderResult>;

interface RenderedPage {
  status: number;
  body: string;
  redirect?: string;
}

const NONCE = '%%CSP_NONCE%%';

function escapeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export async function createPageRenderer(deps: ServiceDeps, schema: GraphQLSchema): Promise<RequestHandler> {
  const templateFile = path.join(projectRoot, 'dist/client/index.html');
  const entryFile = path.join(projectRoot, 'dist/ssr/entry-server.js');
  if (!existsSync(templateFile) || !existsSync(entryFile)) {
    deps.log.warn('client build missing: run `npm run build`; pages answer 503');
    return (req, res, next) => (req.method === 'GET' ? res.status(503).send('Client not built: run npm run build') : next());
  }
  const template = readFileSync(templateFile, 'utf8');
  const { render } = (await import(pathToFileURL(entryFile).href)) as { render: Render };

  // Rendered pages, reused until public content changes (ContentVersion), for at most 30 s. The CSP
  // nonce differs per response, so pages are kept with a placeholder in its place.
  // The 30 s TTL bounds staleness when several server processes share one database (each sees only its own writes).
  const pages = new LRUCache<string, RenderedPage>({ max: 500, ttl: 30_000, maxSize: 64 * 1024 * 1024, sizeCalculation: (p) => p.body.length + 1 });

  const renderPage = async (url: string, origin: string, lang: Language): Promise<RenderedPage> => {
    const result = await render({ url, origin, lang, schema, context: () => createContext(deps, undefined) });
    if (result.redirect) return { status: result.status, redirect: result.redirect, body: '' };
    const state = `<script nonce="${NONCE}">window.__APOLLO_STATE__=${escapeJson(result.state)};window.__LANG__=${escapeJson(lang)}</script>`;
    const body = template
      .replace('<html lang="tr">', `<html lang="${lang}">`)
      .replace('<!--app-head-->', result.head)
      .replace('<!--app-html-->', result.html)
      .replace('<!--app-state-->', state);
    return { status: result.status, body };
  };

  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path.startsWith('/api/') || req.path.startsWith('/assets/') || req.path === '/graphql') return next();
    try {
      const lang = requestLanguage(req);
      const origin = `${req.protocol}://${req.get('host')}`;
      const version = deps.contentVersion.current;
      const key = `${version} ${lang} ${origin}${req.originalUrl}`;
      let page = pages.get(key);
      if (!page) {
        page = await renderPage(req.originalUrl, origin, lang);
        // Content changed while rendering: the page may mix old and new rows, so it is served but not kept.
        if (deps.contentVersion.current === version) pages.set(key, page);
      }
      if (page.redirect) return res.redirect(page.status, page.redirect);
      res
        .status(page.status)
        .set({ 'Content-Type': 'text/html; charset=utf-8', Vary: 'Cookie, Accept-Language', 'Cache-Control': 'no-cache' })
        .send(page.body.replace(NONCE, res.locals.cspNonce as string));
    } catch (error) {
      next(error);
    }
  };
}
