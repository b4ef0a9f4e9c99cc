import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { system, withoutGlobalStyles } from './theme';

// Global styles come from the stylesheet every page links (server/web/page-styles.ts), not from a <style> per page.
const providerSystem = withoutGlobalStyles(system);

export interface ProvidersProps {
  client: ApolloClient;
  i18n: I18n;
  emotionCache: EmotionCache;
  children: ReactNode;
}

export function Providers({ client, i18n, emotionCache, children }: ProvidersProps) {
  return (
    <CacheProvider value={emotionCache}>
      <ChakraProvider value={providerSystem}>
        <ApolloProvider client={client}>
          <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        </ApolloProvider>
      </ChakraProvider>
    </CacheProvider>
  );
}
