import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import type { DocumentNode } from 'graphql';
import { from, mergeMap } from 'rxjs';
import { typePolicies } from './cache-identities';
import { clearSession, sessionToken } from './session';

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
  return token ? { headers: { ...(prev.headers as Record<string, string> | undefined), authorization: `Bearer ${token}` } } : {};
});

/** The one place a refused token (expired, revoked, password changed) ends the session, whatever the screen. */
const refusedToken = new ErrorLink(({ error, operation }) => {
  const sentToken = !!(operation.getContext().headers as Record<string, string> | undefined)?.authorization;
  if (sentToken && CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED'))
    clearSession('refused');
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

const HTTP = { uri: '/graphql', headers: { 'apollo-require-preflight': 'true' } };

/** Whether an operation's variables hold a file (the Upload scalar), which only a multipart request can send. */
function holdsFile(value: unknown): boolean {
  if (typeof Blob !== 'undefined' && value instanceof Blob) return true;
  if (Array.isArray(value)) return value.some(holdsFile);
  return !!value && typeof value === 'object' && Object.values(value).some(holdsFile);
}

let uploadLink: Promise<ApolloLink> | undefined;
/** Operations with files go through the multipart link, loaded when the first one is sent (client/lib/upload-link.ts). */
const uploads = new ApolloLink((operation, forward) =>
  from((uploadLink ??= import('./upload-link').then((m) => m.createUploadLink(HTTP)))).pipe(
    mergeMap((link) => link.request(operation, forward)),
  ),
);

/** Browser client: restores what the server rendered. */
export function createBrowserClient(state: NormalizedCacheObject | undefined): ApolloClient {
  const http = ApolloLink.split((operation) => holdsFile(operation.variables), uploads, new HttpLink(HTTP));
  return new ApolloClient({
    link: ApolloLink.from([refusedToken, auth, trustedDocuments, http]),
    cache: createCache().restore(state ?? {}),
  });
}
