// Server-side rendering of public pages: the built client template plus the SSR bundle's render().
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RequestHandler } from 'express';
import type { GraphQLSchema } from 'graphql';
import { LRUCache } from 'lru-cache';
import { createContext } from './context.js';
import { requestLanguage } from './common/language.js';
import { projectRoot } from './paths.js';
import type { ServiceDeps } from './services.js';
import type { ClientServerEntry, Language } from './ssr-contract.js';
import { chunkLinks, loadTemplate, type SplitPage } from './ssr-template.js';


interface RenderedPage extends SplitPage {
  status: number;
  redirect?: string;
}

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

  // Rendered pages, reused until public content changes (ContentVersion), for at most 30 s. The CSP
  // nonce differs per response, so pages are kept in two pieces around it.
  // The 30 s TTL bounds staleness when several server processes share one database (each sees only its own writes).
  const pages = new LRUCache<string, RenderedPage>({ max: 500, ttl: 30_000, maxSize: 64 * 1024 * 1024, sizeCalculation: (p) => p.before.length + p.after.length + 1 });

  const renderPage = async (url: string, lang: Language): Promise<RenderedPage> => {
    const result = await render({ url, origin, lang, schema, context: () => createContext(deps, undefined) });
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

  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path.startsWith('/api/') || req.path.startsWith('/assets/') || req.path === '/graphql') return next();
    try {
      const lang = requestLanguage(req);
      const version = deps.contentVersion.current;
      const key = `${version} ${lang} ${req.originalUrl}`;
      let page = pages.get(key);
      if (!page) {
        page = await renderPage(req.originalUrl, lang);
        // Content changed while rendering: the page may mix old and new rows, so it is served but not kept.
        if (deps.contentVersion.current === version) pages.set(key, page);
      }
      if (page.redirect) return res.redirect(page.status, page.redirect);
      res
        .status(page.status)
        .set({ 'Content-Type': 'text/html; charset=utf-8', Vary: 'Cookie', 'Cache-Control': 'no-cache' })
        .send(page.before + (res.locals.cspNonce as string) + page.after);
    } catch (error) {
      next(error);
    }
  };
}
