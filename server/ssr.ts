// Server-side rendering of public pages: the built client template plus the SSR bundle's render().
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RequestHandler } from 'express';
import type { GraphQLSchema } from 'graphql';
import { createContext } from './context.js';
import { requestLanguage } from './common/language.js';
import { projectRoot } from './paths.js';
import type { ServiceDeps } from './services.js';
import type { RenderRequest, RenderResult } from './ssr-contract.js';

type Render = (request: RenderRequest) => Promise<RenderResult>;

export function escapeJson(value: unknown): string {
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

  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path.startsWith('/api/') || req.path.startsWith('/assets/') || req.path === '/graphql') return next();
    try {
      const lang = requestLanguage(req);
      const result = await render({
        url: req.originalUrl,
        origin: `${req.protocol}://${req.get('host')}`,
        lang,
        schema,
        context: () => createContext(deps, undefined),
      });
      if (result.redirect) return res.redirect(result.status, result.redirect);
      const nonce = res.locals.cspNonce as string;
      const state = `<script nonce="${nonce}">window.__APOLLO_STATE__=${escapeJson(result.state)};window.__LANG__=${escapeJson(lang)}</script>`;
      const page = template
        .replace('<html lang="tr">', `<html lang="${lang}">`)
        .replace('<!--app-head-->', result.head)
        .replace('<!--app-html-->', result.html)
        .replace('<!--app-state-->', state);
      res.status(result.status).set({ 'Content-Type': 'text/html; charset=utf-8', Vary: 'Cookie, Accept-Language', 'Cache-Control': 'no-cache' }).send(page);
    } catch (error) {
      next(error);
    }
  };
}
