// The HTTP side of GraphQL: Apollo Server's request pipeline behind an Express handler (in place of
// @as-integrations/express5, whose whole job this is), so that a public query's answer can be kept compressed in the
// response cache and sent again from the front of the chain (server/cache/response-cache.ts).
import { HeaderMap, type ApolloServer } from '@apollo/server';
import type { RequestHandler } from 'express';
import { ANONYMOUS_CONCURRENCY, ClientConcurrency } from '../throttle/client-concurrency.js';
import { CACHE_HEADER } from './public-query-cache.js';
import { trackReads } from '../cache/read-tracking.js';
import { clientKey } from '../throttle/throttle.js';
import { createContext, type AppContext } from '../modules/context.js';
import { paramsOfSearch, searchOfParams, type TrustedDocuments } from './persisted.js';
import type { ServiceDeps } from '../modules/services.js';

const NOT_FOUND = JSON.stringify({ errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] });
const BUSY_RETRY_SECONDS = 1;
const BUSY = JSON.stringify({
  errors: [
    { message: 'Too many requests at once; try again shortly', extensions: { code: 'TOO_MANY_ATTEMPTS', retryAfter: BUSY_RETRY_SECONDS } },
  ],
});

export function graphqlHttp(apollo: ApolloServer<AppContext>, deps: ServiceDeps, trusted: TrustedDocuments): RequestHandler {
  const anonymous = new ClientConcurrency(ANONYMOUS_CONCURRENCY);
  return async (req, res, next) => {
    let release: (() => void) | null = null;
    try {
      const queryAt = req.url.indexOf('?');
      let search = queryAt >= 0 ? req.url.slice(queryAt) : '';
      let body: unknown = req.body;
      // A trusted document's hash becomes its text (server/graphql/persisted.ts).
      const sent = req.method === 'GET' ? paramsOfSearch(search) : body;
      if (sent && typeof sent === 'object' && !Array.isArray(sent) && 'extensions' in sent) {
        const resolved = trusted.resolve(sent);
        if ('notFound' in resolved) return void res.status(200).type('application/json').send(NOT_FOUND);
        if (req.method === 'GET') search = searchOfParams(resolved.params);
        else body = resolved.params;
      }
      const headers = new HeaderMap();
      for (const [name, value] of Object.entries(req.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      const context = createContext(deps, {
        authorization: req.headers.authorization,
        ip: req.ip,
        via: 'graphql',
        host: req.headers.host,
        userAgent: req.headers['user-agent'],
      });
      // An integrator's token has its own budget (server/modules/tokens/token-rate-limit.ts). A token that cannot be checked now (the database is away) counts as anonymous here: the operation then meets
      // the same failure inside Apollo, which answers it as a GraphQL error (SERVICE_UNAVAILABLE), not as a REST one.
      if (!context.token || !(await context.principal().catch(() => null))) {
        release = await anonymous.enter(clientKey(req.ip));
        if (!release) return void res.status(429).set('Retry-After', String(BUSY_RETRY_SECONDS)).type('application/json').send(BUSY);
      }
      const execute = () =>
        apollo.executeHTTPGraphQLRequest({
          httpGraphQLRequest: { method: req.method.toUpperCase(), headers, search, body },
          context: () => Promise.resolve(context),
        });
      // What it reads is kept with a public answer (server/cache/read-tracking.ts): entered again here, since the
      // body parsers' stream events may have run the chain outside the front's tracking.
      const reads = res.locals.responseReads;
      const response = await (reads ? trackReads(reads, execute) : execute());
      for (const [name, value] of response.headers) res.setHeader(name, value);
      // The media type follows the request's Accept: caches on the way keep each client's answer apart.
      res.vary('Accept');
      res.statusCode = response.status ?? 200;
      if (response.body.kind === 'complete') {
        const cache = res.locals.responseCache;
        // The query cache plugin says whether this answer is public and current (server/graphql/public-query-cache.ts).
        if (!cache || !context.answer.public || res.statusCode !== 200) return void res.send(response.body.string);
        const stored = await cache.make(res, response.body.string, {
          cacheHeader: CACHE_HEADER,
          headers: { 'cache-control': 'no-cache' },
          // A GET's answer may be kept by a CDN; caches keep no answer to a POST.
          shared: req.method === 'GET',
        });
        cache.keep(res, stored);
        return cache.send(req, res, stored, response.headers.get(CACHE_HEADER) === 'HIT' ? 'HIT' : 'MISS');
      }
      for await (const chunk of response.body.asyncIterator) res.write(chunk);
      res.end();
    } catch (error) {
      next(error);
    } finally {
      release?.();
    }
  };
}
