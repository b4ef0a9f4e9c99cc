import { ApolloClient, ApolloLink } from '@apollo/client';
import { SchemaLink } from '@apollo/client/link/schema';
import { prerenderStatic } from '@apollo/client/react/ssr';
import createEmotionCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { tap } from 'rxjs';
import type { RenderRequest, RenderResult } from '../server/ssr-contract';
import { App } from './app/App';
import { preloadAllPages } from './app/pages';
import { Providers } from './app/Providers';
import { RenderContext, type RenderInfo } from './components/render-context';
import { createCache } from './lib/apollo';
import { createI18n } from './lib/i18n';

await preloadAllPages();

/** React 19 hoists <title>, <meta> and <link> to the start of a body-only render: they belong in <head>. */
const HOISTED = /^(?:<title>[\s\S]*?<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/;

/** Keeps every error of the page's operations for the server to judge (a page showing an error state is no page). */
function recordErrors(errors: unknown[]): ApolloLink {
  return new ApolloLink((operation, forward) => forward(operation).pipe(tap({
    next: (result) => void (result.errors && errors.push(...result.errors)),
    error: (error: unknown) => void errors.push(error),
  })));
}

export async function render({ url, lang, schema, context, origin }: RenderRequest): Promise<RenderResult> {
  const errors: unknown[] = [];
  const link = ApolloLink.from([recordErrors(errors), new SchemaLink({ schema, context })]);
  const client = new ApolloClient({ ssrMode: true, link, cache: createCache() });
  const emotionCache = createEmotionCache({ key: 'css' });
  const emotionServer = createEmotionServer(emotionCache);
  const info: RenderInfo = { status: 200, origin, modules: new Set() };
  const tree = (
    <StrictMode>
      <Providers client={client} i18n={createI18n(lang)} emotionCache={emotionCache}>
        <RenderContext.Provider value={info}>
          <StaticRouter location={url}>
            <App />
          </StaticRouter>
        </RenderContext.Provider>
      </Providers>
    </StrictMode>
  );
  // Pages are loaded (above), so nothing suspends: renderToString, re-run by Apollo until the data is there.
  const { result } = await prerenderStatic({ tree, renderFunction: renderToString });
  const modules = [...info.modules];
  if (info.redirect) return { html: '', head: '', state: null, status: info.status, redirect: info.redirect, modules, errors };
  const hoisted = result.match(HOISTED)?.[0] ?? '';
  const html = result.slice(hoisted.length);
  const styles = emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html));
  return { html, head: hoisted + styles, state: client.extract(), status: info.status, modules, errors };
}

export { sitemapPaths, withLanguage } from './config/paths';
