import { ApolloClient, ApolloLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { ADMIN_TOKEN_KEY } from './session';

export function createCache(): InMemoryCache {
  return new InMemoryCache();
}

/** Browser client: restores what the server rendered, sends the admin token when there is one. */
export function createBrowserClient(state: NormalizedCacheObject | undefined): ApolloClient {
  const auth = new SetContextLink((prev) => {
    const token = localStorage.getItem(ADMIN_TOKEN_KEY);
    return token ? { headers: { ...prev.headers, authorization: `Bearer ${token}` } } : {};
  });
  const http = new UploadHttpLink({ uri: '/graphql', headers: { 'apollo-require-preflight': 'true' } });
  return new ApolloClient({
    link: ApolloLink.from([auth, http]),
    cache: createCache().restore(state ?? {}),
  });
}
