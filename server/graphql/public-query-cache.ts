import type { ApolloServerPlugin, GraphQLResponse } from '@apollo/server';
import { OperationTypeNode, type FormattedExecutionResult } from 'graphql';
import type { AppContext } from '../modules/context.js';
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
      // An integrator's token is never served from it either (it may read drafts).
      if (request.http?.headers.get('authorization') && (await contextValue.principal().catch(() => 'unknown'))) return;
      let key: string | undefined;
      let done: Finish<FormattedExecutionResult> | undefined;
      // The answer's end: kept for the next asker when public, or replaced by the last good one when the database is away.
      const keepAnswer = (response: GraphQLResponse, answerKey: string, finish: Finish<FormattedExecutionResult>) => {
        const body = response.body;
        if (body.kind !== 'single') return finish({}, false);
        const errors = body.singleResult.errors;
        const keep = !errors && !contextValue.answer.personal;
        finish(body.singleResult, keep);
        contextValue.answer.public = keep;
        const stale = errors?.some((e) => e.extensions?.code === 'SERVICE_UNAVAILABLE') ? results.lastGood(answerKey) : undefined;
        if (!stale) return;
        // Runs before the status plugin (server/app.ts), which then sees no error and leaves 200.
        response.body = { kind: 'single', singleResult: stale };
        response.http.headers.set(CACHE_HEADER, 'STALE');
      };
      return {
        async responseForOperation(ctx) {
          if (ctx.operation.operation !== OperationTypeNode.QUERY) return null;
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
        willSendResponse({ response }) {
          if (key && done) keepAnswer(response, key, done);
          return Promise.resolve();
        },
      };
    },
  };
}
