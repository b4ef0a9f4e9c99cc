import type { ApolloServerPlugin } from '@apollo/server';
import type { FormattedExecutionResult } from 'graphql';
import { LRUCache } from 'lru-cache';
import type { ContentVersion } from '../db/content-version.js';

/**
 * Answers repeated anonymous queries from memory until public content changes. Requests with an Authorization
 * header, mutations, and results with errors are never cached; neither is a result whose content changed
 * while it was being computed.
 */
export function publicQueryCache(contentVersion: ContentVersion): ApolloServerPlugin {
  const results = new LRUCache<string, FormattedExecutionResult>({
    max: 2000,
    // Bounds staleness when several server processes share one database (each sees only its own writes).
    ttl: 30_000,
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (r) => JSON.stringify(r).length + 1,
  });
  return {
    async requestDidStart({ request }) {
      if (request.http?.headers.get('authorization')) return;
      let key: string | undefined;
      let version = 0;
      return {
        async responseForOperation(ctx) {
          if (ctx.operation.operation !== 'query') return null;
          version = contentVersion.current;
          key = `${version}\n${ctx.operationName ?? ''}\n${ctx.source}\n${JSON.stringify(ctx.request.variables ?? {})}`;
          const hit = results.get(key);
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
