import type { NormalizedCacheObject } from '@apollo/client';
import createEmotionCache from '@emotion/cache';
import { StrictMode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { createBrowserClient } from './app/apollo';
import { createI18n, DEFAULT_LANGUAGE, isLanguage, rememberLanguage, storedLanguage } from './app/i18n';
import { Providers } from './app/Providers';
import { RenderContext } from './components/render-context';

declare global {
  interface Window {
    __APOLLO_STATE__?: NormalizedCacheObject;
    __LANG__?: string;
  }
}

/** After hydration: marks the page interactive, and the language kept in localStorage wins over the server's guess. */
function LanguageRestore() {
  const { i18n } = useTranslation();
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    const stored = storedLanguage();
    if (stored && stored !== i18n.language) {
      void i18n.changeLanguage(stored);
      rememberLanguage(stored);
    }
  }, [i18n]);
  return null;
}

const lang = isLanguage(window.__LANG__) ? window.__LANG__ : DEFAULT_LANGUAGE;

hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <Providers
      client={createBrowserClient(window.__APOLLO_STATE__)}
      i18n={createI18n(lang)}
      emotionCache={createEmotionCache({ key: 'css' })}
    >
      <RenderContext.Provider value={{ status: 200, origin: window.location.origin }}>
        <BrowserRouter>
          <LanguageRestore />
          <App />
        </BrowserRouter>
      </RenderContext.Provider>
    </Providers>
  </StrictMode>,
);
