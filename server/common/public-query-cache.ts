import type { ApolloServerPlugin } from '@apollo/server';
import type { FormattedExecutionResult } from 'graphql';
import { LRUCache } from 'lru-cache';
import type { AppContext } from '../context.js';
import type { ContentVersion } from '../db/content-version.js';

/** Response header saying whether a cacheable query was answered from memory (HIT) or computed (MISS). */
export const CACHE_HEADER = 'x-query-cache';

/**
 * Answers repeated anonymous queries from memory until public content changes. Requests of a signed-in
 * administrator, mutations, and results with errors are never cached; neither is a result whose content changed
 * while it was being computed. A token that names no administrator (junk, expired, revoked) counts as anonymous:
 * otherwise any Authorization header would be a way around the cache.
 */
export function publicQueryCache(contentVersion: ContentVersion): ApolloServerPlugin<AppContext> {
  const results = new LRUCache<string, FormattedExecutionResult>({
    max: 2000,
    // Bounds staleness when several server processes share one database (each sees only its own writes).
    ttl: 30_000,
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (r) => JSON.stringify(r).length + 1,
  });
  return {
    async requestDidStart({ request, contextValue }) {
      // The lookup is memoized per request: resolvers asking for the admin reuse it.
      if (request.http?.headers.get('authorization') && (await contextValue.admin().catch(() => 'unknown'))) return;
      let key: string | undefined;
      let version = 0;
      return {
        async responseForOperation(ctx) {
          if (ctx.operation.operation !== 'query') return null;
          version = contentVersion.current;
          key = `${version}\n${ctx.operationName ?? ''}\n${ctx.source}\n${JSON.stringify(ctx.request.variables ?? {})}`;
          const hit = results.get(key);
          ctx.response.http.headers.set(CACHE_HEADER, hit ? 'HIT' : 'MISS');
          return hit ? { http: ctx.response.http, body: { kind: 'single', singleResult: hit } } : null;
        },
        async willSendResponse(ctx) {
          const body = ctx.response.body;
          if (!key || body.kind !== 'single' || body.singleResult.errors) return;
          if (contentVersion.current === version) results.set(key, body.singleResult);
        },
      };
    },
  };
}
