import { ApolloClient, ApolloLink, CombinedGraphQLErrors, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import type { DocumentNode } from 'graphql';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { typePolicies } from './cache-identities';
import { clearSession, sessionToken } from './session';
import { uploadFetch } from './upload-fetch';

export function createCache(): InMemoryCache {
  return new InMemoryCache({ typePolicies });
}

/**
 * The admin's screens (its preview of the site's pages included) read as the administrator; the site's own pages read
 * as any visitor, even in a signed-in administrator's browser: drafts show only in the admin.
 */
const onAdminScreen = () => typeof window !== 'undefined' && window.location.pathname.startsWith('/admin');

/** Sends the admin token when there is one, from the admin's screens. */
const auth = new SetContextLink((prev) => {
  const token = onAdminScreen() ? sessionToken() : null;
  return token ? { headers: { ...prev.headers, authorization: `Bearer ${token}` } } : {};
});

/** The one place a refused token (expired, revoked, password changed) ends the session, whatever the screen. */
const refusedToken = new ErrorLink(({ error, operation }) => {
  const sentToken = !!(operation.getContext().headers as Record<string, string> | undefined)?.authorization;
  if (sentToken && CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) clearSession();
});

/**
 * The site's operations go out as the hashes graphql-codegen made of them at build time (codegen.ts), queries over
 * GET: short requests that browsers and caches can keep. The server knows the documents (server/graphql/persisted.ts).
 */
const trustedDocuments = new PersistedQueryLink({
  generateHash: (document: DocumentNode) => {
    const hash = (document as DocumentNode & { __meta__?: { sha256Hash?: string } }).__meta__?.sha256Hash;
    if (!hash) throw new Error('A GraphQL document without a build-time hash: run npm run codegen');
    return hash;
  },
  useGETForHashedQueries: true,
});

/** Browser client: restores what the server rendered. */
export function createBrowserClient(state: NormalizedCacheObject | undefined): ApolloClient {
  const http = new UploadHttpLink({ uri: '/graphql', headers: { 'apollo-require-preflight': 'true' }, fetch: uploadFetch });
  return new ApolloClient({
    link: ApolloLink.from([refusedToken, auth, trustedDocuments, http]),
    cache: createCache().restore(state ?? {}),
  });
}
