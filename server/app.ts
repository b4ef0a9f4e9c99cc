import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { GraphQLError, GraphQLFormattedError, GraphQLSchema } from 'graphql';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import helmet from 'helmet';
import inject from 'light-my-request';
import { ERROR_STATUS, errorCode, publicError, retryStatusPlugin, setRetryAfter } from './common/errors.js';
import { publicQueryCache } from './graphql/public-query-cache.js';
import { invalidCharactersPlugin } from './common/validation.js';
import { downloadHeaders, serveStoredObjects } from './files/object-serving.js';
import { isImageKind, MAX_UPLOAD_BYTES, UPLOAD_KINDS, type UploadKind } from './files/storage.js';
import { refuseAnonymousUploads } from './rest/upload-guard.js';
import { serveVariants, SITE_IMAGE_COPIES, uploadedImageCopies } from './images/variant-serving.js';
import type { AppContext } from './modules/context.js';
import { closeIfBodyUnread } from './modules/route-kit.js';
import { compressSmallBodies } from './cache/encoded-body.js';
import { ResponseCache } from './cache/response-cache.js';
import { graphqlHttp } from './graphql/http.js';
import { TrustedDocuments } from './graphql/persisted.js';
import type { DatabaseHealth } from './db/availability.js';
import { graphiqlRoutes } from './graphql/graphiql.js';
import { graphqlLimits } from './graphql/limits.js';
import { cacheControlPlugins } from './graphql/no-store.js';
import { auditOperationPlugin } from './modules/audit/audit-operation.plugin.js';
import { mountRest } from './rest/mount.js';
import { projectRoot } from './common/paths.js';
import type { ServiceDeps } from './modules/services.js';
import { seoRoutes } from './web/sitemap.js';
import { sharedStylesheet } from './web/page-styles.js';
import { createPageRenderer, loadClientEntry } from './web/ssr.js';
import { languageSwitch } from './web/language-switch.js';
import { IN_PROCESS_ADDRESS } from './throttle/client-concurrency.js';
import { apiTokenRateLimit } from './modules/tokens/token-rate-limit.js';

/** Codes a client may see as they are: the services' own (common/errors.ts) and Apollo's for a request it refused. */
const KNOWN_CODES = new Set<string>([
  ...Object.keys(ERROR_STATUS),
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'OPERATION_RESOLUTION_FAILURE',
]);

export interface AppHandle {
  app: express.Express;
  /** What the HTTP server calls: health checks and kept answers first, everything else through the app. */
  handler: (req: IncomingMessage, res: ServerResponse) => void;
  stop(): Promise<void>;
}

export async function createApp(deps: ServiceDeps, schema: GraphQLSchema): Promise<AppHandle> {
  const app = express();
  app.disable('x-powered-by');
  // req.ip (what the throttles count) is the socket's address unless TRUST_PROXY names the proxies to believe.
  app.set('trust proxy', deps.config.trustProxy);
  const { health } = deps;
  const { maxAgeSeconds, staleSeconds } = deps.config.features.cdn;
  const responses = new ResponseCache(deps.contentVersion, { maxAgeSeconds, staleSeconds });

  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // No inline script anywhere: a page's data is a JSON block (server/web/ssr.ts), not a script.
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(compression());
  app.use(compressSmallBodies());
  app.use(cookieParser());

  const limits = graphqlLimits({ production: deps.config.production });
  const apollo = new ApolloServer<AppContext>({
    schema,
    // Depth, aliases, tokens, cost and directives: refused before any resolver runs (server/graphql/limits.ts).
    validationRules: limits.validationRules,
    parseOptions: limits.parseOptions,
    allowBatchedHttpRequests: limits.allowBatchedHttpRequests,
    csrfPrevention: true,
    // Only the site's own documents are known by hash, from the build (server/graphql/persisted.ts): nothing is
    // registered at run time.
    persistedQueries: false,
    introspection: true,
    includeStacktraceInErrorResponses: false,
    // Shutdown is ours (server/start.ts): Apollo's own signal handler would re-raise the signal into it and hang.
    stopOnTerminationSignals: false,
    // The query cache may answer a failed query with its last good result: it runs before the status plugin.
    // Apollo's landing page loads from its CDN: browsers get our own GraphiQL instead (server/graphql/graphiql.ts).
    plugins: [
      ...limits.plugins,
      invalidCharactersPlugin(),
      publicQueryCache(deps.contentVersion),
      retryStatusPlugin(),
      auditOperationPlugin(),
      ApolloServerPluginLandingPageDisabled(),
      ...cacheControlPlugins,
    ],
    formatError: (formatted: GraphQLFormattedError, error: unknown) => {
      const code = formatted.extensions?.code as string | undefined;
      if (code && KNOWN_CODES.has(code)) {
        // Out of room is the machine's condition, not the client's: a line for whoever runs it, below error level.
        if (code === 'STORAGE_FULL') deps.log.warn({ err: error, path: formatted.path }, 'GraphQL: disk full');
        return formatted;
      }
      const exposed = publicError(error) as GraphQLError;
      if (errorCode(exposed) === 'SERVICE_UNAVAILABLE' || errorCode(exposed) === 'STORAGE_FULL') {
        deps.log.warn(
          { err: error, path: formatted.path },
          `GraphQL: ${errorCode(exposed) === 'STORAGE_FULL' ? 'disk full' : 'database unavailable'}`,
        );
        return { message: exposed.message, path: formatted.path, extensions: exposed.extensions };
      }
      deps.log.error({ err: error }, 'unexpected GraphQL error');
      return { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
    },
  });
  await apollo.start();
  app.use(graphiqlRoutes(deps.log));
  // Before GraphQL and REST: an integrator's token past its budget is refused before any work.
  app.use(apiTokenRateLimit(deps));
  app.use(
    '/graphql',
    refuseAnonymousUploads(deps),
    readUploads(graphqlUploadExpress({ maxFileSize: MAX_UPLOAD_BYTES, maxFiles: 5, maxFieldSize: 2_000_000 })),
    express.json({ limit: '2mb' }),
    graphqlHttp(apollo, deps, new TrustedDocuments()),
  );

  const strict = { fallthrough: false, index: false, dotfiles: 'deny', maxAge: '7d' } as const;
  for (const name of Object.keys(UPLOAD_KINDS) as UploadKind[]) {
    const kind = UPLOAD_KINDS[name];
    // Only cleaned images are shown inline; any other upload is a download the browser neither renders nor sniffs.
    const download = { ...strict, setHeaders: (res: express.Response, file: string) => res.set(downloadHeaders(file)) };
    if (!kind.url) continue;
    const dir = deps.storage.store.localPath(kind.dir);
    // From a bucket: streamed from it, copies included (server/files/object-serving.ts).
    if (!dir) app.use(kind.url, serveStoredObjects(deps.storage, name));
    // An image's AVIF/WebP copies (srcset) are served, or written on their first request, before the folder itself.
    else if (isImageKind(kind)) app.use(kind.url, serveVariants(uploadedImageCopies(dir)), express.static(dir, strict));
    else app.use(kind.url, express.static(dir, download));
  }
  app.use('/img', serveVariants(SITE_IMAGE_COPIES));
  app.use('/img', express.static(path.join(projectRoot, 'public/img'), strict));
  app.use('/svg', express.static(path.join(projectRoot, 'public/svg'), strict));
  app.use(mountRest(deps));
  const clientEntry = await loadClientEntry();
  const stylesheet = clientEntry ? await sharedStylesheet(clientEntry) : undefined;
  if (stylesheet) app.get(stylesheet.href, stylesheet.handler);
  // Compressed at build time (client/vite.config.ts): brotli or gzip as the browser accepts, never compressed here.
  app.use(
    '/assets',
    expressStaticGzip(path.join(projectRoot, 'dist/client/assets'), {
      enableBrotli: true,
      orderPreference: ['br'],
      index: false,
      serveStatic: { immutable: true, maxAge: '1y', fallthrough: false },
    }),
  );

  if (clientEntry) app.use(seoRoutes(deps, clientEntry));
  app.use(languageSwitch());
  app.use(createPageRenderer(deps, schema, clientEntry, responses, stylesheet?.link ?? ''));

  app.use(
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- Express knows an error handler by its four parameters
    (err: Error & { status?: number; statusCode?: number }, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      const exposed = (err.status ?? err.statusCode) ? err : publicError(err);
      if (errorCode(exposed) === 'SERVICE_UNAVAILABLE') {
        setRetryAfter(res, exposed);
        deps.log.warn({ err }, 'request failed: database unavailable');
        return res.status(ERROR_STATUS.SERVICE_UNAVAILABLE).json({ error: 'Service unavailable', code: 'SERVICE_UNAVAILABLE' });
      }
      // An image's copy written on its first request, on a full disk: a condition of the machine, not a fault of ours.
      if (errorCode(exposed) === 'STORAGE_FULL') {
        setRetryAfter(res, exposed);
        deps.log.warn({ err }, 'request failed: disk full');
        return res.status(ERROR_STATUS.STORAGE_FULL).json({ error: 'Insufficient storage', code: 'STORAGE_FULL' });
      }
      const status = err.status ?? err.statusCode ?? 500;
      if (status >= 500) deps.log.error({ err }, 'request failed');
      const code =
        status === 404 ? 'NOT_FOUND' : status === 413 ? 'PAYLOAD_TOO_LARGE' : status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST';
      res.status(status).json({ error: status === 404 ? 'Not found' : status >= 500 ? 'Internal server error' : err.message, code });
    },
  );

  // The app as a plain request listener (Express types its call as answering `any`; it answers nothing).
  const dispatch = (req: IncomingMessage, res: ServerResponse): void => {
    app(req, res);
  };
  // Before Express: monitors and repeated anonymous reads cost a lookup and a write, not the middleware chain.
  responses.revalidateThrough(dispatch);
  // A hand-made redirect may not take the address of a page the site answers: asked of the app itself, anonymously,
  // with HEAD (a file streamed into light-my-request's response never ends; the status is all that is wanted). The
  // client's routes say which older addresses the site redirects itself (`/urunler/x`) and where unknown ones go.
  await deps.redirects.useSite({
    pageStatus: async (path) => (await inject(dispatch, { method: 'HEAD', url: path, remoteAddress: IN_PROCESS_ADDRESS })).statusCode,
    ownRedirectOf: (pathname) => clientEntry?.ownRedirectOf(pathname) ?? null,
    ownRedirectsTo: (pathname) => clientEntry?.ownRedirectsTo(pathname) ?? [],
    notFoundPaths: () => clientEntry?.notFoundPaths() ?? [],
  });
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    if (req.url === '/healthz' || req.url?.startsWith('/healthz?')) return void sendHealth(health, res).catch(() => res.destroy());
    // Old addresses (renamed records, the old site's pages) before any kept or rendered page: a lookup in memory.
    if (deps.redirects.answer(req, res)) return;
    responses.front(req, res, () => dispatch(req, res));
  };
  return { app, handler, stop: () => apollo.stop() };
}

/**
 * graphql-upload passes busboy's errors on as they are (a malformed part header, a missing boundary): without a status
 * they would be 500s. The request is at fault: 400.
 */
function readUploads(uploads: express.RequestHandler): express.RequestHandler {
  return (req, res, next) =>
    uploads(req, res, (error?: unknown) => {
      if (!error) return next();
      if (error instanceof Error && !(error as { status?: number }).status) Object.assign(error, { status: 400, expose: true });
      // graphql-upload holds every answer back until the request is read to its end: one it refused before reading
      // (no boundary) never would be. Answer at once, and close the connection on the unread rest.
      delete (res as { send?: unknown }).send;
      closeIfBodyUnread(req, res);
      next(error);
    });
}

/** For monitors and load balancers: 503 while the database cannot be reached (kept pages may still be served). */
async function sendHealth(health: DatabaseHealth, res: ServerResponse): Promise<void> {
  const up = await health.check();
  res.writeHead(up ? 200 : 503, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end(JSON.stringify({ status: up ? 'ok' : 'unavailable', database: up ? 'ok' : 'unreachable' }));
}
