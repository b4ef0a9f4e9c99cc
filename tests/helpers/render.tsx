// Renders client components as the site does: i18n in a language, the Chakra system, a router.
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { adminSystem } from '../../client/app/admin/admin-theme';
import { system } from '../../client/app/theme';
import { createAdminI18n } from '../../client/app/admin/admin-i18n';
import { createI18n, resourcesFrom, type Language } from '../../client/lib/i18n';

/** Both languages' public texts, as the server has them. */
export const publicTexts = resourcesFrom(import.meta.glob('../../client/locales/*/*.json', { eager: true, import: 'default' }));

/** `admin` renders with the admin's own instance (its texts, and the admin's language for dates and sizes), as AdminApp does. */
export function renderIn(lng: Language, ui: ReactNode, { admin = false } = {}) {
  const i18n = admin ? createAdminI18n(lng) : createI18n(lng, publicTexts);
  return render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={admin ? adminSystem : system}>
        <MemoryRouter>{ui}</MemoryRouter>
      </ChakraProvider>
    </I18nextProvider>,
  );
}
