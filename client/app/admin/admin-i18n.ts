// The admin's own i18next instance: its texts in the admin's language (lib/admin-language.ts), whatever language the
// site around it is shown in. Previewing or browsing the site in English changes the site's instance, never this one.
import type { i18n as I18n } from 'i18next';
import type { LanguageChoice } from '../../components/LanguageSwitcher';
import { rememberAdminLanguage, setAdminLanguage, storedAdminLanguage } from '../../lib/admin-language';
import { createI18n, switchLanguage, type Language } from '../../lib/i18n';
import { resourcesFrom } from '../../lib/locale-resources';

/**
 * Admin namespaces (`locales/<lng>/admin/*.json`) travel with the admin chunk, with both languages' site texts: the
 * public pages load only their own language, while admin forms show Turkish and English labels side by side and the
 * preview shows the site in either. The texts only some pages load (lib/page-texts.ts) are left to those pages, in
 * the preview too: imported here as well, they would be shared by the admin chunk and the pages' chunks, and the
 * bundler would then wrap each in a namespace object with its runtime split out of the entry, on every public page.
 */
export const adminResources = resourcesFrom({
  ...import.meta.glob(
    [
      '../../locales/*/*.json',
      '!../../locales/*/{solution-details,compare,quote,privacy,home,contact,resources,search-page,applications,documents,server-pages,mail}.json',
    ],
    { eager: true, import: 'default' },
  ),
  ...import.meta.glob('../../locales/*/admin/*.json', { eager: true, import: 'default' }),
});

/** The admin's instance, in the language the admin chose last (Turkish until then). */
export function createAdminI18n(lng: Language = storedAdminLanguage()): I18n {
  const instance = createI18n(lng, adminResources);
  setAdminLanguage(instance.language);
  // Before the screens re-render: their dates and sizes (lib/format.ts) follow the admin's language too.
  instance.on('languageChanged', setAdminLanguage);
  return instance;
}

/** The site as the preview shows it, in `lng`: an instance apart from the admin's, with both languages' texts. */
export function createPreviewI18n(lng: Language): I18n {
  return createI18n(lng, adminResources);
}

/** The admin's switcher chooses the admin's language only: the visitor's stays as it was. */
export const chooseAdminLanguage: LanguageChoice = (i18n, lng) => {
  void switchLanguage(i18n, lng);
  rememberAdminLanguage(lng);
};
