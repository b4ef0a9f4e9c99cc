import type { NormalizedCacheObject } from '@apollo/client';
import createEmotionCache from '@emotion/cache';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { preloadPage } from './app/pages';
import { Providers } from './app/Providers';
import { RenderContext } from './components/render-context';
import { createBrowserClient } from './lib/apollo';
import { createI18n, DEFAULT_LANGUAGE, isLanguage } from './lib/i18n';

declare global {
  interface Window {
    __APOLLO_STATE__?: NormalizedCacheObject;
    __LANG__?: string;
    __PUBLIC_URL__?: string;
  }
}

const lang = isLanguage(window.__LANG__) ? window.__LANG__ : DEFAULT_LANGUAGE;

// The page's chunk is loaded before hydrating, so the first render matches the server's HTML at once.
void preloadPage(window.location.pathname).finally(() => {
  hydrateRoot(
    document.getElementById('root')!,
    <StrictMode>
      <Providers
        client={createBrowserClient(window.__APOLLO_STATE__)}
        i18n={createI18n(lang)}
        emotionCache={createEmotionCache({ key: 'css' })}
      >
        <RenderContext.Provider value={{ status: 200, origin: window.__PUBLIC_URL__ ?? window.location.origin, modules: new Set() }}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </RenderContext.Provider>
      </Providers>
    </StrictMode>,
  );
});
