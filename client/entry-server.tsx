import { ApolloClient, ApolloLink, type DocumentNode, type OperationVariables } from '@apollo/client';
import { SchemaLink } from '@apollo/client/link/schema';
import { wrapperSymbol } from '@apollo/client/react/internal';
import { prerenderStatic } from '@apollo/client/react/ssr';
import createEmotionCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { StrictMode, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { tap } from 'rxjs';
import { setSiteTimeZone } from './lib/site-time';
import type { RenderRequest, RenderResult } from '../server/shared/ssr-contract';
import { App } from './app/App';
import { pageHasIslands, preloadAllPages } from './app/page-routes';
import { Providers } from './app/Providers';
import { system } from './app/theme';
import { loadAllDeferred } from './components/deferred';
import { InIsland, IslandLive, islandEndTag, islandIdPrefix, islandNamed, islandStartTag, type IslandSlot } from './components/islands';
import { RenderContext, type RenderInfo } from './components/render-context';
import { createCache } from './lib/apollo';
import { createI18n, LANGUAGE_MODULES, resourcesFrom } from './lib/i18n';

await preloadAllPages();
// After the pages: loading them declared their deferred parts (client/components/deferred.tsx).
await loadAllDeferred();

/** Both languages' public texts, those only some pages load included (client/lib/page-texts.ts): the server renders either. */
const texts = resourcesFrom(import.meta.glob('./locales/*/*.json', { eager: true, import: 'default' }));

/** The module the browser starts a page of islands with, as Vite's manifest names it. */
const ISLANDS_CLIENT = 'app/islands-client.tsx';

/** React 19 hoists <title>, <meta> and <link> to the start of a body-only render: they belong in <head>. */
const HOISTED = /^(?:<title>[\s\S]*?<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/;

interface Operation {
  query: DocumentNode;
  variables: OperationVariables;
}

/**
 * Keeps the page's operations (run first next time) and every error they had, for the server to judge (a page
 * showing an error state is no page).
 */
function record(operations: Operation[], errors: unknown[]): ApolloLink {
  return new ApolloLink((operation, forward) => {
    operations.push({ query: operation.query, variables: operation.variables });
    return forward(operation).pipe(
      tap({
        next: (result) => void (result.errors && errors.push(...result.errors)),
        error: (error: unknown) => void errors.push(error),
      }),
    );
  });
}

/** One render, or undefined when a query of the page was not in the cache (it then rendered a loading state). */
function renderIfComplete(client: ApolloClient, tree: ReactElement): string | undefined {
  let complete = true;
  // Apollo's hook wrappers (as prerenderStatic installs its own): see each query's result as the page gets it.
  const hooks = (client as unknown as { queryManager: Record<symbol, unknown> }).queryManager;
  hooks[wrapperSymbol] = {
    useQuery: (useQuery: (...args: unknown[]) => { loading: boolean }) =>
      function useQueryNotingCompletion(...args: unknown[]) {
        const result = useQuery(...args);
        if (result.loading) complete = false;
        return result;
      },
  };
  try {
    const html = renderToString(tree);
    return complete ? html : undefined;
  } finally {
    delete hooks[wrapperSymbol];
  }
}

export async function render({ url, lang, timeZone, schema, context, origin, prefetch = [], form }: RenderRequest): Promise<RenderResult> {
  // One zone per server process (its setting): the same for every render.
  setSiteTimeZone(timeZone);
  const errors: unknown[] = [];
  const operations: Operation[] = [];
  const link = ApolloLink.from([record(operations, errors), new SchemaLink({ schema, context })]);
  const client = new ApolloClient({ ssrMode: true, link, cache: createCache() });
  // What the last render of this page asked for, asked at once: the render then finds its data in one pass instead of
  // one pass per level of queries (an operation it no longer needs only costs its query; a new one a pass).
  await Promise.all((prefetch as Operation[]).map((op) => client.query(op).catch(() => undefined)));
  const emotionCache = createEmotionCache({ key: 'css' });
  const emotionServer = createEmotionServer(emotionCache);
  // The page's language bundle is preloaded with its chunks: the browser needs it before hydrating.
  const info: RenderInfo = { status: 200, origin, modules: new Set([LANGUAGE_MODULES[lang]]), form };
  // A page of islands notes each island its render meets (client/components/islands.tsx), afresh on every pass.
  const islandPage = pageHasIslands(new URL(url, 'http://site').pathname);
  if (islandPage) info.islands = [];
  // The islands' side in the browser, preloaded with the page's chunks (client/entry-client.tsx imports it on such a page).
  const islandModules = islandPage ? [ISLANDS_CLIENT] : [];
  const i18n = createI18n(lang, texts);
  const tree = (
    <StrictMode>
      <Providers client={client} i18n={i18n} emotionCache={emotionCache}>
        <RenderContext.Provider value={info}>
          <StaticRouter location={url}>
            <App />
          </StaticRouter>
        </RenderContext.Provider>
      </Providers>
    </StrictMode>
  );
  // Pages are loaded (above), so nothing suspends. With every query answered beforehand, one renderToString is the
  // page; otherwise (a first render, or a page that now asks for more) Apollo re-runs it until the data is there.
  let passes = 1;
  let result = prefetch.length ? renderIfComplete(client, tree) : undefined;
  if (result === undefined) {
    Object.assign(info, { status: 200, redirect: undefined });
    info.modules.clear();
    info.modules.add(LANGUAGE_MODULES[lang]);
    passes = 0;
    ({ result } = await prerenderStatic({
      tree,
      renderFunction: (element) => {
        passes++;
        if (info.islands) info.islands.length = 0;
        return renderToString(element);
      },
    }));
  }
  const islands = info.islands ? [...info.islands] : undefined;
  let islandsHoisted = '';
  if (islands && !info.redirect) {
    ({ html: result, hoisted: islandsHoisted } = renderIslands(result, islands, (island) => (
      <Providers client={client} i18n={i18n} emotionCache={emotionCache}>
        <RenderContext.Provider value={{ ...info, islands: undefined, islandPage: true }}>
          <StaticRouter location={url}>{island}</StaticRouter>
        </RenderContext.Provider>
      </Providers>
    )));
  }
  const modules = [...info.modules, ...islandModules];
  if (info.redirect)
    return { html: '', head: '', state: null, status: info.status, redirect: info.redirect, modules, errors, operations, passes };
  const pageHoisted = result.match(HOISTED)?.[0] ?? '';
  const html = result.slice(pageHoisted.length);
  // An island's hoisted tags are the page's too (its render met the same image): each once.
  const islandTags = (islandsHoisted.match(/<title>[\s\S]*?<\/title>|<(?:meta|link) [^>]*\/?>/g) ?? []).filter(
    (tag) => !pageHoisted.includes(tag),
  );
  const hoisted = pageHoisted + [...new Set(islandTags)].join('');
  const styles = emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html));
  return { html, head: hoisted + styles, state: client.extract(), status: info.status, modules, errors, operations, passes, islands };
}

/**
 * Each island of a page rendered again in a root of its own (as the browser will hydrate it: client/app/islands-client.tsx,
 * the same tree and ids), put in place of its render within the page.
 */
function renderIslands(
  page: string,
  islands: IslandSlot[],
  wrap: (island: ReactElement) => ReactElement,
): { html: string; hoisted: string } {
  let html = page;
  let hoisted = '';
  islands.forEach(({ name, props }, key) => {
    const Component = islandNamed(name)?.loaded();
    if (!Component) throw new Error(`Island "${name}" is not loaded`);
    const rendered = renderToString(
      wrap(
        <InIsland.Provider value>
          <Component {...props} />
          <IslandLive />
        </InIsland.Provider>,
      ),
      { identifierPrefix: islandIdPrefix(key) },
    );
    // What React hoists (an image's preload link) leads an island's render as it leads the page's: for the head.
    const lead = rendered.match(HOISTED)?.[0] ?? '';
    hoisted += lead;
    const own = rendered.slice(lead.length);
    const startTag = islandStartTag(name, key);
    const start = html.indexOf(startTag);
    const end = html.indexOf(islandEndTag(key), start);
    if (start < 0 || end < 0) throw new Error(`Island "${name}" (${key}) not found in the page's HTML`);
    html = html.slice(0, start + startTag.length) + own + html.slice(end);
  });
  return { html, hoisted };
}

/** Chakra's reset, design tokens and global CSS, as ChakraProvider would write them: one stylesheet for every page. */
export function globalStyles(): string {
  const cache = createEmotionCache({ key: 'css' });
  const server = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <ChakraProvider value={system}>{null}</ChakraProvider>
    </CacheProvider>,
  );
  return server
    .extractCriticalToChunks(html)
    .styles.map((chunk) => chunk.css)
    .join('');
}

export { sitemapEntries, withLanguage } from './config/paths';
export { notFoundPaths, ownRedirectOf, ownRedirectsTo } from './config/site-redirects';
