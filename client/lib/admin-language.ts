// The admin's own language, apart from the visitor's: chosen with the admin's switcher and kept under its own key
// (never the site's `language` key or cookie, which previewing or browsing the site in English sets). Turkish until
// the admin chooses; never guessed from the browser.
import { isLanguage, type Language } from '../../server/shared/ssr-contract';

export const ADMIN_LANGUAGE_STORAGE_KEY = 'admin-language';
export const DEFAULT_ADMIN_LANGUAGE: Language = 'tr';

let current: Language = DEFAULT_ADMIN_LANGUAGE;

/** The language the admin chose last in this browser, Turkish when none (or storage is unavailable). */
export function storedAdminLanguage(): Language {
  try {
    const value = localStorage.getItem(ADMIN_LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_ADMIN_LANGUAGE;
  } catch {
    return DEFAULT_ADMIN_LANGUAGE;
  }
}

export function rememberAdminLanguage(lng: Language): void {
  try {
    localStorage.setItem(ADMIN_LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // Storage may be disabled: the choice then lasts as long as the page.
  }
}

/**
 * The language the admin's screens are shown in right now: what the admin's formatting (dates, sizes) follows when a
 * caller names none. Kept in step by the admin's i18next instance (client/app/admin/admin-i18n.ts).
 */
export function adminLanguage(): Language {
  return current;
}

export function setAdminLanguage(lng: string): void {
  if (isLanguage(lng)) current = lng;
}
