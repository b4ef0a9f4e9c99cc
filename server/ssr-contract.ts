// The contract between the server and client/entry-server.tsx (types only; shared by both builds).
import type { GraphQLSchema } from 'graphql';

export const LANGUAGES = ['tr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

export interface RenderRequest {
  url: string;
  /** PUBLIC_URL: scheme and host of the site, for canonical and alternate links. */
  origin: string;
  lang: Language;
  schema: GraphQLSchema;
  context: () => object;
}

export interface RenderResult {
  html: string;
  head: string;
  state: unknown;
  status: number;
  redirect?: string;
  /** Source files (relative to client/) of the page chunks the render used: their JS and CSS are preloaded. */
  modules: string[];
  /** Errors of the page's GraphQL operations, as thrown: a page rendered with any is neither kept nor served. */
  errors: unknown[];
}

/** What the server bundle (client/entry-server.tsx) exports. */
export interface ClientServerEntry {
  render(request: RenderRequest): Promise<RenderResult>;
  sitemapPaths(content: { product: string[]; blogPost: string[]; category: string[] }): string[];
  /** The URL of a path in a language (Turkish: as it is; English: `?lang=en`). */
  withLanguage(path: string, lang: Language): string;
}
