// The admin's language is the admin's own: its own stored setting (Turkish until chosen, never the browser's), changed
// only by the admin's switcher; the site's switcher (a visitor's, or the one in the preview's header) leaves it alone.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseAdminLanguage, createAdminI18n } from '../../client/app/admin/admin-i18n';
import { adminSystem } from '../../client/app/admin/admin-theme';
import { LanguageChoiceContext, LanguageSwitcher, type LanguageChoice } from '../../client/components/LanguageSwitcher';
import { ADMIN_LANGUAGE_STORAGE_KEY, rememberAdminLanguage } from '../../client/lib/admin-language';
import { createI18n, LANGUAGE_STORAGE_KEY } from '../../client/lib/i18n';
import { publicTexts } from '../helpers/render';
import { MemoryRouter } from 'react-router';

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.cookie = 'language=; max-age=0; path=/';
});

function switchTo(i18n: I18n, lng: 'tr' | 'en', choice?: LanguageChoice) {
  // Always inside the router: its links come back to the page they are on.
  const switcher = (
    <MemoryRouter>
      <LanguageSwitcher />
    </MemoryRouter>
  );
  render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={adminSystem}>
        {choice ? <LanguageChoiceContext.Provider value={choice}>{switcher}</LanguageChoiceContext.Provider> : switcher}
      </ChakraProvider>
    </I18nextProvider>,
  );
  fireEvent.click(screen.getByTestId('language-switcher'));
  fireEvent.click(screen.getByTestId(`lang-${lng}`));
  cleanup();
}

describe("the admin's language", () => {
  it('is Turkish until the admin chooses, whatever the visitor chose and the browser says', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    document.cookie = 'language=en; path=/';
    expect(navigator.language).toMatch(/^en/);
    expect(createAdminI18n().language).toBe('tr');
  });

  it('is the one the admin chose last, kept under its own key', () => {
    rememberAdminLanguage('en');
    expect(localStorage.getItem(ADMIN_LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    expect(createAdminI18n().language).toBe('en');
  });

  it("the site's switcher (a visitor's) changes the visitor's language and leaves the admin's alone", () => {
    const admin = createAdminI18n();
    const site = createI18n('tr', publicTexts);
    switchTo(site, 'en');
    expect(site.language).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(localStorage.getItem(ADMIN_LANGUAGE_STORAGE_KEY)).toBeNull();
    expect(admin.language).toBe('tr');
    expect(createAdminI18n().language).toBe('tr');
  });

  it("the admin's switcher (the choice its shell gives) changes the admin's language only", () => {
    const admin = createAdminI18n();
    switchTo(admin, 'en', chooseAdminLanguage);
    expect(admin.language).toBe('en');
    expect(localStorage.getItem(ADMIN_LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
    expect(document.cookie).not.toMatch(/language=en/);
  });
});
