// Trusted documents: the site's own operations, hashed at build time by graphql-codegen
// (client/graphql/persisted-documents.json for public pages, client/graphql/admin/ for the back office), are sent as their hash alone (the automatic persisted queries
// protocol, queries over GET so browsers and caches can keep them). The server runs the document it knows for the
// hash; an unknown hash is PERSISTED_QUERY_NOT_FOUND, after which a client may send the full text like any
// integrator, under the same limits (server/graphql/limits.ts). Nothing is registered at run time.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../common/paths.js';

export const TRUSTED_DOCUMENTS_FILES = ['client/graphql/persisted-documents.json', 'client/graphql/admin/persisted-documents.json'].map(
  (file) => path.join(projectRoot, file),
);

export interface GraphQLParams {
  query?: unknown;
  extensions?: unknown;
  [name: string]: unknown;
}

interface PersistedExtensions {
  persistedQuery?: { sha256Hash?: unknown };
  [name: string]: unknown;
}

export type Resolution = { params: GraphQLParams } | { notFound: true };

export class TrustedDocuments {
  private readonly byHash: Map<string, string>;

  constructor(files = TRUSTED_DOCUMENTS_FILES) {
    const manifests = files.map((file) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
    this.byHash = new Map(
      manifests.flatMap((manifest) => Object.entries(manifest)).map(([hash, doc]) => [hash.replace(/^sha256:/, ''), doc]),
    );
  }

  get size(): number {
    return this.byHash.size;
  }

  /**
   * The request's parameters with the document of its hash put in; unchanged when it has none. A request sending
   * both (a client's retry after PERSISTED_QUERY_NOT_FOUND) runs its text like any other.
   */
  resolve(params: GraphQLParams): Resolution {
    const sent = params.extensions as PersistedExtensions | undefined;
    if (!sent || typeof sent !== 'object' || !sent.persistedQuery) return { params };
    const hash = sent.persistedQuery.sha256Hash;
    const { persistedQuery: _, ...extensions } = sent;
    const { extensions: __, ...rest }: GraphQLParams = params;
    if (Object.keys(extensions).length) rest.extensions = extensions;
    if (typeof params.query === 'string' && params.query) return { params: rest };
    const query = typeof hash === 'string' ? this.byHash.get(hash.replace(/^sha256:/, '')) : undefined;
    return query ? { params: { ...rest, query } } : { notFound: true };
  }
}

/** GET parameters in and out of a query string (variables and extensions are JSON there). */
export function paramsOfSearch(search: string): GraphQLParams {
  const found = new URLSearchParams(search);
  const params: GraphQLParams = {};
  for (const [name, value] of found) {
    if (name === 'variables' || name === 'extensions') {
      try {
        params[name] = JSON.parse(value);
      } catch {
        params[name] = value;
      }
    } else params[name] = value;
  }
  return params;
}

export function searchOfParams(params: GraphQLParams): string {
  const out = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) out.set(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return `?${out.toString()}`;
}
