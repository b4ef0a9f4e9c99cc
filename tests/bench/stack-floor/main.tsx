// The smallest page the fixed stack can make (`npm run size -- --floor`): hydration by react-dom, one query through
// Apollo Client's cache, i18next texts, react-router routes and links, Chakra's styled system (its base config and
// one recipe) on Emotion. No site code. What this weighs is the floor under any public page's initial JavaScript.
import { ApolloClient, HttpLink, InMemoryCache, gql } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { Box, Button, ChakraProvider, createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { buttonRecipe } from '@chakra-ui/react/theme';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router';

const system = createSystem(defaultBaseConfig, defineConfig({ theme: { recipes: { button: buttonRecipe } } }));
const client = new ApolloClient({ link: new HttpLink({ uri: '/graphql' }), cache: new InMemoryCache() });
const i18n = createInstance();
void i18n
  .use(initReactI18next)
  .init({ lng: 'tr', resources: { tr: { common: { hello: 'Merhaba' } } }, defaultNS: 'common', initAsync: false });
const QUERY = gql`
  query Floor {
    products {
      id
      name
    }
  }
`;

function Page() {
  const { t } = useTranslation();
  const { data } = useQuery<{ products: Array<{ id: number; name: string }> }>(QUERY);
  return (
    <Box p="4">
      <Button colorPalette="blue">{t('hello')}</Button>
      {data?.products.map((p) => (
        <Link key={p.id} to={`/products/${p.id}`}>
          {p.name}
        </Link>
      ))}
    </Box>
  );
}

hydrateRoot(
  document.getElementById('root')!,
  <CacheProvider value={createCache({ key: 'css' })}>
    <ChakraProvider value={system}>
      <ApolloProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <BrowserRouter>
            <Routes>
              <Route path="*" element={<Page />} />
            </Routes>
          </BrowserRouter>
        </I18nextProvider>
      </ApolloProvider>
    </ChakraProvider>
  </CacheProvider>,
);
