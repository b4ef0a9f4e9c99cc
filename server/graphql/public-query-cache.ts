import type { ApolloServerPlugin } from '@apollo/server';
import type { FormattedExecutionResult } from 'graphql';
import type { AppContext } from './context.js';
import type { ContentVersion } from '../cache/content-version.js';
import { ContentCache, type Finish } from '../cache/content-cache.js';

/**
 * Response header: a cacheable query answered from memory (HIT), computed (MISS), or answered with its last good
 * result because the database could not be reached (STALE).
 */
export const CACHE_HEADER = 'x-query-cache';

/**
 * Answers repeated anonymous queries from memory until public content changes (server/cache/content-cache.ts:
 * identical queries arriving together are computed once). Requests of a signed-in administrator, mutations, and
 * results with errors are never cached; neither is a result whose content changed while it was being computed. A
 * token that names no administrator (junk, expired, revoked) counts as anonymous: otherwise any Authorization
 * header would be a way around the cache. When the database cannot be reached, a query answered before gets its
 * last good result.
 */
export function publicQueryCache(contentVersion: ContentVersion): ApolloServerPlugin<AppContext> {
  const results = new ContentCache<FormattedExecutionResult>(contentVersion, {
    max: 2000,
    maxBytes: 32 * 1024 * 1024,
    ttlMs: 30_000,
    sizeOf: (r) => JSON.stringify(r).length,
  });
  return {
    async requestDidStart({ request, contextValue }) {
      // The lookup is memoized per request: resolvers asking for the admin reuse it.
      if (request.http?.headers.get('authorization') && (await contextValue.admin().catch(() => 'unknown'))) return;
      let key: string | undefined;
      let done: Finish<FormattedExecutionResult> | undefined;
      return {
        async responseForOperation(ctx) {
          if (ctx.operation.operation !== 'query') return null;
          key = `${ctx.operationName ?? ''}\n${ctx.source}\n${JSON.stringify(ctx.request.variables ?? {})}`;
          const hit = results.fresh(key) ?? (await results.inFlight(key));
          ctx.response.http.headers.set(CACHE_HEADER, hit ? 'HIT' : 'MISS');
          if (hit) {
            contextValue.answer.public = true;
            return { http: ctx.response.http, body: { kind: 'single', singleResult: hit } };
          }
          done = results.start(key);
          return null;
        },
        async willSendResponse(ctx) {
          const body = ctx.response.body;
          if (!key || !done) return;
          if (body.kind !== 'single') {
            done({}, false);
            return;
          }
          const errors = body.singleResult.errors;
          done(body.singleResult, !errors);
          contextValue.answer.public = !errors;
          const stale = errors?.some((e) => e.extensions?.code === 'SERVICE_UNAVAILABLE') ? results.lastGood(key) : undefined;
          if (!stale) return;
          // Runs before the status plugin (server/app.ts), which then sees no error and leaves 200.
          ctx.response.body = { kind: 'single', singleResult: stale };
          ctx.response.http.headers.set(CACHE_HEADER, 'STALE');
        },
      };
    },
  };
}
