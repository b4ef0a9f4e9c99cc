import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, rememberLanguage, storedLanguage } from '../lib/i18n';

/**
 * After hydration: marks the page interactive and settles the language. `?lang=` in the URL is a choice and
 * is remembered; otherwise the choice kept in localStorage (spec) wins over what the server rendered.
 * Part of the tree on the server too, so React's generated ids match on both sides.
 */
export function LanguageRestore() {
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
