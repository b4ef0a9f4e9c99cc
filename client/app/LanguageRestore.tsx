import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, rememberLanguage, storedLanguage, switchLanguage } from '../lib/i18n';

/**
 * After hydration: settles the visitor's language. `?lang=` in the URL is a choice and
 * is remembered; otherwise the choice kept in localStorage (spec) wins over what the server rendered.
 * Part of the tree on the server too, so React's generated ids match on both sides.
 * Under /admin a `?lang=` is the admin preview's language, no visitor's choice (the admin has its own: AdminApp).
 */
export function LanguageRestore() {
  const { i18n } = useTranslation();
  useEffect(() => {
    const fromUrl = window.location.pathname.startsWith('/admin') ? null : new URLSearchParams(window.location.search).get('lang');
    const chosen = isLanguage(fromUrl) ? fromUrl : storedLanguage();
    if (!chosen) return;
    if (chosen !== i18n.language) void switchLanguage(i18n, chosen);
    rememberLanguage(chosen);
  }, [i18n]);
  return null;
}
