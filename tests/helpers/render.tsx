// Renders client components as the site does: i18n in a language, the Chakra system, a router.
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { system } from '../../client/app/theme';
import { createI18n, type Language } from '../../client/lib/i18n';

export function renderIn(lng: Language, ui: ReactNode) {
  return render(
    <I18nextProvider i18n={createI18n(lng)}>
      <ChakraProvider value={system}>
        <MemoryRouter>{ui}</MemoryRouter>
      </ChakraProvider>
    </I18nextProvider>,
  );
}
