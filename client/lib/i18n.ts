import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, LANGUAGES, type Language } from '../../server/shared/ssr-contract';

export { isLanguage, LANGUAGES, type Language };
export const DEFAULT_LANGUAGE: Language = 'tr';
export const LANGUAGE_STORAGE_KEY = 'language';
export const LANGUAGE_COOKIE = 'language';

export { resourcesFrom } from './locale-resources';

/**
 * A language's public namespaces (`locales/<lng>/*.json`), each language its own chunk: a page loads the one it shows
 * (preloaded by the server, client/entry-server.tsx) and the other only when the visitor switches. The admin chunk
 * adds `locales/<lng>/admin/*.json` when it loads.
 */
const BUNDLES: Record<Language, () => Promise<{ default: Resource }>> = {
  tr: () => import('./locales-tr'),
  en: () => import('./locales-en'),
};
/** The bundles' source files (relative to client/), as Vite's manifest names their chunks. */
export const LANGUAGE_MODULES: Record<Language, string> = { tr: 'lib/locales-tr.ts', en: 'lib/locales-en.ts' };

export const loadLanguage = (lng: Language): Promise<Resource> => BUNDLES[lng]().then((bundle) => bundle.default);

/** One instance per render on the server, one for the page in the browser; synchronous init with what it is given. */
export function createI18n(lng: Language, resources: Resource): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng,
    resources,
    // Spec: a missing text shows its key, never the other language's text.
    fallbackLng: false,
    defaultNS: 'common',
    ns: Object.keys(resources[lng] ?? {}),
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** Adds namespaces loaded later (the admin chunk's) to a running instance, once. */
export function addResources(instance: I18n, resources: Resource): void {
  for (const [lng, namespaces] of Object.entries(resources)) {
    for (const [ns, texts] of Object.entries(namespaces)) {
      if (!instance.hasResourceBundle(lng, ns)) instance.addResourceBundle(lng, ns, texts);
    }
  }
}

/** Shows the site in `lng`, loading its texts first if this page has not yet. */
export async function switchLanguage(instance: I18n, lng: Language): Promise<void> {
  if (!instance.hasResourceBundle(lng, instance.options.defaultNS as string)) addResources(instance, await loadLanguage(lng));
  await instance.changeLanguage(lng);
}

/** Remembers the choice in localStorage (spec) and a cookie (so the server renders it next time). */
export function rememberLanguage(lng: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // Storage may be disabled; the cookie still carries the choice.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${lng}; path=/; max-age=31536000; samesite=lax`;
  document.documentElement.lang = lng;
}
