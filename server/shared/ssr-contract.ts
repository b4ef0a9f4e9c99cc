// The contract between the server and client/entry-server.tsx (types only; shared by both builds).
import type { GraphQLSchema } from 'graphql';
import type { ContactAnswer } from './contact-form.js';
import type { QuoteAnswer } from './quote-form.js';

export const LANGUAGES = ['tr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/**
 * The language switch that works without the page's script: `/language/en?next=/products/x` remembers the choice
 * (the `language` cookie) and sends the visitor back to the page in it (server/web/language-switch.ts).
 */
export const LANGUAGE_SWITCH_PATH = '/language';

/** The id of the page's JSON block holding PageData (read by the browser before it hydrates). */
export const PAGE_DATA_ID = 'page-data';

/**
 * A form sent without the page's script and not taken (a refusal, or the quote form's products added or removed): the
 * page is rendered again around it, by the form's name.
 */
export interface FormAnswer {
  contact?: ContactAnswer;
  quote?: QuoteAnswer;
}

/** What the browser needs to hydrate a server-rendered page. */
export interface PageData {
  /** Apollo's cache as the render left it. */
  state: unknown;
  lang: Language;
  /** PUBLIC_URL. */
  publicUrl: string;
  /** SITE_TIME_ZONE: the zone every time is entered and shown in (the browser's own is never used). */
  timeZone: string;
  /** A form sent without the page's script, not taken: shown again with what was typed and its problems. */
  form?: FormAnswer;
  /** A page of islands: each island's name and props, by its key (client/components/islands.tsx). */
  islands?: Array<{ name: string; props: Record<string, unknown> }>;
}

export interface RenderRequest {
  url: string;
  /** PUBLIC_URL: scheme and host of the site, for canonical and alternate links. */
  origin: string;
  lang: Language;
  /** SITE_TIME_ZONE. */
  timeZone: string;
  schema: GraphQLSchema;
  context: () => object;
  /**
   * The GraphQL operations an earlier render of the same page ran (its `operations`): run before rendering, they
   * let the render find its data at once instead of discovering it pass by pass.
   */
  prefetch?: readonly unknown[];
  /** A form sent without the page's script, not taken: rendered with what was typed and its problems. */
  form?: FormAnswer;
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
  /** The GraphQL operations the render ran (opaque to the server: handed back as `prefetch`). */
  operations: unknown[];
  /** How many times the tree was rendered (1 when `prefetch` had every query the page asks). */
  passes: number;
  /** A page of islands: each island's name and props, by its key. */
  islands?: Array<{ name: string; props: Record<string, unknown> }>;
}

/** Kinds of content whose changes date the pages showing them. */
export type ContentKind = 'product' | 'blogPost' | 'application' | 'document';

/** A slug or query value, and when the page it selects last changed (ISO 8601) if that is known. */
export interface Dated {
  value: string;
  lastmod?: string;
}

/** The sitemap's content: slugs and categories with their dates, and the newest change of each kind of content. */
export interface SitemapContent {
  product: Dated[];
  blogPost: Dated[];
  category: Dated[];
  newest: Partial<Record<ContentKind, string>>;
}

/** A page of the sitemap: its canonical path and, when it has a meaningful one, its last change (ISO 8601). */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** What the server bundle (client/entry-server.tsx) exports. */
export interface ClientServerEntry {
  render(request: RenderRequest): Promise<RenderResult>;
  /** Every indexable page (canonical path) with its <lastmod>, when it has a meaningful one. */
  sitemapEntries(content: SitemapContent): SitemapEntry[];
  /** The URL of a path in a language (Turkish: as it is; English: `?lang=en`). */
  withLanguage(path: string, lang: Language): string;
  /** The CSS every page shares (Chakra's reset, tokens and global styles), linked as one stylesheet. */
  globalStyles(): string;
  /** Where the site's own permanent redirect sends a path (`/urunler/x` → `/products/x`), or null when it sends none. */
  ownRedirectOf(pathname: string): string | null;
  /** The older paths the site answers with a permanent redirect to `pathname` (`/products/x` ← `/urunler/x`). */
  ownRedirectsTo(pathname: string): string[];
  /** The not-found page's paths, where every unknown address is sent. */
  notFoundPaths(): string[];
}
