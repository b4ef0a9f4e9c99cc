import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, LANGUAGES, type Language } from '../../server/ssr-contract';

export { isLanguage, LANGUAGES, type Language };
export const DEFAULT_LANGUAGE: Language = 'tr';
export const LANGUAGE_STORAGE_KEY = 'language';
export const LANGUAGE_COOKIE = 'language';

type Files = Record<string, Record<string, unknown>>;

/** `locales/<lng>/<ns>.json` → { lng: { ns: texts } }: a namespace is a pair of files, found by convention. */
export function resourcesFrom(files: Files): Resource {
  const resources: Resource = {};
  for (const [file, texts] of Object.entries(files)) {
    const match = file.match(/locales\/(\w+)\/(?:admin\/)?([\w-]+)\.json$/);
    if (!match) continue;
    const [, lng, ns] = match as unknown as [string, string, string];
    (resources[lng] ??= {})[ns] = texts;
  }
  return resources;
}

/** Public namespaces travel with the entry; the admin chunk adds `locales/<lng>/admin/*.json` when it loads. */
const publicResources = resourcesFrom(import.meta.glob('../locales/*/*.json', { eager: true, import: 'default' }));

/** One instance per render on the server, one for the page in the browser; synchronous init. */
export function createI18n(lng: Language): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng,
    resources: publicResources,
    // Spec: a missing text shows its key, never the other language's text.
    fallbackLng: false,
    defaultNS: 'common',
    ns: Object.keys(publicResources[DEFAULT_LANGUAGE] ?? {}),
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

export function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}
