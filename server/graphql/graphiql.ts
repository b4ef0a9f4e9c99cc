// GraphiQL for integrators: a browser opening /graphql gets our own build of it (client/graphiql), served from this
// origin. Apollo's landing page (disabled in server/app.ts) would load its IDE from Apollo's CDN, which the site's
// Content-Security-Policy refuses and a closed network cannot reach.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Router, type Request } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { Logger } from 'pino';
import { projectRoot } from '../common/paths.js';

/** Where client/graphiql/vite.config.ts puts the page's hashed files (its `assetsDir`), below the build folder. */
export const GRAPHIQL_ASSETS = '/graphiql-assets';

/**
 * Parameters of a GraphQL GET request (a persisted query sends `extensions` alone): with any of them the request is
 * an operation for Apollo, whatever the client accepts.
 */
const OPERATION_PARAMS = ['query', 'extensions', 'operationName', 'variables'];

const carriesOperation = (req: Request) => OPERATION_PARAMS.some((name) => Object.hasOwn(req.query, name));

/**
 * Apollo's own rule for its landing page: a GET whose Accept prefers HTML to every GraphQL response type. A browser's
 * navigation does (text/html first, the rest through a lower-quality wildcard); curl (any type) and API clients do not.
 */
const prefersHtml = (req: Request) =>
  req.accepts(['application/json', 'application/graphql-response+json', 'multipart/mixed', 'text/html']) === 'text/html';

/**
 * GET /graphql for browsers, and the page's files. Mounted before Apollo's middleware; everything else passes on.
 * `buildDir` is where `npm run build` puts the page (client/graphiql/vite.config.ts).
 */
export function graphiqlRoutes(log: Logger, buildDir = path.join(projectRoot, 'dist/graphiql')): Router {
  const router = Router();
  const indexFile = path.join(buildDir, 'index.html');
  const html = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  if (!html) log.warn('GraphiQL build missing: run `npm run build`; GET /graphql in a browser answers 503');

  router.get('/graphql', (req, res, next) => {
    if (carriesOperation(req)) return next();
    // Without an operation this URL is the page for browsers and Apollo's JSON for the rest: caches keep them apart.
    res.vary('Accept');
    if (!prefersHtml(req)) return next();
    if (!html) return res.status(503).type('text/plain').send('GraphiQL is not built: run `npm run build`, then restart the server.\n');
    // The site's Content-Security-Policy (helmet, server/app.ts) stands as it is: the page's scripts, monaco's workers
    // and its requests are all this origin's, and nothing of it evaluates strings as code.
    // The HTML names the current hashed files: revalidated on every visit, so a new build shows at once.
    res.set('Cache-Control', 'no-cache').type('html').send(html);
  });

  // Hashed names: a file never changes, so it is kept a year. Compressed at build time (brotli or gzip).
  router.use(
    GRAPHIQL_ASSETS,
    expressStaticGzip(path.join(buildDir, GRAPHIQL_ASSETS), {
      enableBrotli: true,
      orderPreference: ['br'],
      index: false,
      serveStatic: { immutable: true, maxAge: '1y', fallthrough: false },
    }),
  );
  return router;
}
