import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enCommon from '../locales/en/common.json';
import enHome from '../locales/en/home.json';
import trCommon from '../locales/tr/common.json';
import trHome from '../locales/tr/home.json';

import { isLanguage, LANGUAGES, type Language } from '../../server/ssr-contract';

export { isLanguage, LANGUAGES, type Language };
export const DEFAULT_LANGUAGE: Language = 'tr';
export const LANGUAGE_STORAGE_KEY = 'language';

/** Public namespaces are bundled; the admin chunk adds its own when it loads. */
const resources = {
  tr: { common: trCommon, home: trHome },
  en: { common: enCommon, home: enHome },
};

/** One instance per render on the server, one for the page in the browser; synchronous init. */
export function createI18n(lng: Language): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng,
    resources,
    fallbackLng: false,
    defaultNS: 'common',
    ns: ['common', 'home'],
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** Remembers the choice in localStorage (spec) and a cookie (so the server renders it next time). */
export function rememberLanguage(lng: Language): void {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  document.cookie = `language=${lng}; path=/; max-age=31536000; samesite=lax`;
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

/** Picks the text of the current language; English falls back to Turkish when empty. */
export function localized(lng: string, tr: string, en: string | null | undefined): string {
  return lng === 'en' && en ? en : tr;
}
