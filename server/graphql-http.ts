// The HTTP side of GraphQL: Apollo Server's request pipeline behind an Express handler (in place of
// @as-integrations/express5, whose whole job this is), so that a public query's answer can be kept compressed in the
// response cache and sent again from the front of the chain (server/common/response-cache.ts).
import { HeaderMap, type ApolloServer } from '@apollo/server';
import type { RequestHandler } from 'express';
import { CACHE_HEADER } from './common/public-query-cache.js';
import { createContext, type AppContext } from './context.js';
import type { ServiceDeps } from './services.js';

export function graphqlHttp(apollo: ApolloServer<AppContext>, deps: ServiceDeps): RequestHandler {
  return async (req, res, next) => {
    try {
      const headers = new HeaderMap();
      for (const [name, value] of Object.entries(req.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      const context = createContext(deps, req.headers.authorization, req.ip);
      const queryAt = req.url.indexOf('?');
      const response = await apollo.executeHTTPGraphQLRequest({
        httpGraphQLRequest: { method: req.method.toUpperCase(), headers, search: queryAt >= 0 ? req.url.slice(queryAt) : '', body: req.body },
        context: async () => context,
      });
      for (const [name, value] of response.headers) res.setHeader(name, value);
      res.statusCode = response.status ?? 200;
      if (response.body.kind === 'complete') {
        const cache = res.locals.responseCache;
        // The query cache plugin says whether this answer is public and current (server/common/public-query-cache.ts).
        if (!cache || !context.answer.public || res.statusCode !== 200) return void res.send(response.body.string);
        const stored = await cache.make(res, response.body.string, { cacheHeader: CACHE_HEADER, headers: { 'cache-control': 'no-cache' } });
        cache.keep(res, stored);
        return cache.send(req, res, stored, response.headers.get(CACHE_HEADER) === 'HIT' ? 'HIT' : 'MISS');
      }
      for await (const chunk of response.body.asyncIterator) res.write(chunk);
      res.end();
    } catch (error) {
      next(error);
    }
  };
}
