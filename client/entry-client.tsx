import type { NormalizedCacheObject } from '@apollo/client';
import createEmotionCache from '@emotion/cache';
import { StrictMode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { preloadPage } from './app/pages';
import { Providers } from './app/Providers';
import { RenderContext } from './components/render-context';
import { createBrowserClient } from './lib/apollo';
import { createI18n, DEFAULT_LANGUAGE, isLanguage, rememberLanguage, storedLanguage } from './lib/i18n';

declare global {
  interface Window {
    __APOLLO_STATE__?: NormalizedCacheObject;
    __LANG__?: string;
    __PUBLIC_URL__?: string;
  }
}

/**
 * After hydration: marks the page interactive and settles the language. `?lang=` in the URL is a choice and
 * is remembered; otherwise the choice kept in localStorage (spec) wins over what the server rendered.
 */
function LanguageRestore() {
  const { i18n } = useTranslation();
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    const fromUrl = new URLSearchParams(window.location.search).get('lang');
    const chosen = isLanguage(fromUrl) ? fromUrl : storedLanguage();
    if (!chosen) return;
    if (chosen !== i18n.language) void i18n.changeLanguage(chosen);
    rememberLanguage(chosen);
  }, [i18n]);
  return null;
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
            <LanguageRestore />
            <App />
          </BrowserRouter>
        </RenderContext.Provider>
      </Providers>
    </StrictMode>,
  );
});
