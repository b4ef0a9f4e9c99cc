import type { NormalizedCacheObject } from '@apollo/client';
import createEmotionCache from '@emotion/cache';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { preloadPage } from './app/page-routes';
import { Providers } from './app/Providers';
import { PAGE_DATA_ID, type PageData } from '../server/shared/ssr-contract';
import { RenderContext } from './components/render-context';
import { createBrowserClient } from './lib/apollo';
import { createI18n, DEFAULT_LANGUAGE, isLanguage, loadLanguage } from './lib/i18n';
import { setSiteTimeZone } from './lib/site-time';

// What the server rendered the page with (server/web/ssr.ts); a client-only page (the admin) has none.
const block = document.getElementById(PAGE_DATA_ID)?.textContent;
const data: Partial<PageData> = block ? (JSON.parse(block) as PageData) : {};
const lang = isLanguage(data.lang) ? data.lang : DEFAULT_LANGUAGE;
setSiteTimeZone(data.timeZone);

// A page rendered in another language than the visitor keeps is being fetched again (language-before-paint.js):
// hydrating it would only switch its language under React's feet.
const replaced = document.documentElement.hasAttribute('data-language-reload');

// The page's chunk and its language's texts are loaded before hydrating (the server preloads both), so the first
// render matches the server's HTML at once.
if (!replaced)
  void Promise.all([loadLanguage(lang), preloadPage(window.location.pathname, lang).catch(() => undefined)]).then(async ([texts]) => {
    // A page of islands (client/components/islands.tsx) is never hydrated whole.
    if (data.islands) {
      // Its own chunk, which the server preloads on such a page: other pages do not carry it.
      const { startIslands } = await import('./app/islands-client');
      return startIslands(data as PageData, createI18n(lang, texts), window.pageStartedBy ?? null);
    }
    hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <Providers
          client={createBrowserClient(data.state as NormalizedCacheObject | undefined)}
          i18n={createI18n(lang, texts)}
          emotionCache={createEmotionCache({ key: 'css' })}
        >
          <RenderContext.Provider
            value={{ status: 200, origin: data.publicUrl ?? window.location.origin, modules: new Set(), form: data.form }}
          >
            <BrowserRouter>
              <App />
            </BrowserRouter>
          </RenderContext.Provider>
        </Providers>
      </StrictMode>,
    );
  });
