import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';

/**
 * Apollo's cache-control plugin, on unless disabled, works out an answer's HTTP caching from hints on the schema's
 * fields by hooking the resolution of every field of every operation. The schema gives no hints, so its verdict was
 * always `Cache-Control: no-store` (public answers are kept and marked by the response cache instead,
 * server/graphql/http.ts): the same header, set once per answer, without the per-field hooks.
 */
const noStoreAnswers: ApolloServerPlugin = {
  requestDidStart() {
    return Promise.resolve({
      willSendResponse({ response }) {
        if (!response.http.headers.has('cache-control')) response.http.headers.set('cache-control', 'no-store');
        return Promise.resolve();
      },
    });
  },
};

/** Last among the plugins, where Apollo put its own: every other plugin has had its say about the answer. */
export const cacheControlPlugins: ApolloServerPlugin[] = [ApolloServerPluginCacheControlDisabled(), noStoreAnswers];
