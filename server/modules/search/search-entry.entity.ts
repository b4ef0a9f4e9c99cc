import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { registerEnumType } from 'type-graphql';

/** What an entry indexes: a search result's page (or file) differs by kind. */
export enum SearchKind {
  product = 'product',
  blog = 'blog',
  document = 'document',
  /** Never a site search result (entries never visible): indexed for the admin's list search alone. */
  application = 'application',
}

/** The kinds the site search answers with (GraphQL's SearchKind). */
export const SiteSearchKind = { product: SearchKind.product, blog: SearchKind.blog, document: SearchKind.document } as const;
registerEnumType(SiteSearchKind, { name: 'SearchKind', description: 'The kind of content a search result is' });

/**
 * One record's searchable text in one language: written by server/modules/search/search-index.ts in the
 * transaction of each save, read by search.service.ts. `tsv` holds the language's stems (title weighted A, body B)
 * and the folded words ('simple', C and D); `title_tsv` the title's part of it alone (the records whose titles hold
 * every word are ranked first: search.service.ts); `folded` the record's distinct folded words (what the near-miss
 * dictionary, search-word.entity.ts, is made of).
 * The text search indexes are one per language (partial): a search reads its language's entries only.
 * Only raw SQL writes these rows, so no change set of this entity reaches the content version (the record's own does).
 */
@Entity()
@Index({
  name: 'search_entry_tsv_tr_index',
  expression: `create index "search_entry_tsv_tr_index" on "search_entry" using gin ("tsv") with (fastupdate = off) where "language" = 'tr'`,
})
@Index({
  name: 'search_entry_tsv_en_index',
  expression: `create index "search_entry_tsv_en_index" on "search_entry" using gin ("tsv") with (fastupdate = off) where "language" = 'en'`,
})
@Index({
  name: 'search_entry_title_tsv_tr_index',
  expression: `create index "search_entry_title_tsv_tr_index" on "search_entry" using gin ("title_tsv") with (fastupdate = off) where "language" = 'tr'`,
})
@Index({
  name: 'search_entry_title_tsv_en_index',
  expression: `create index "search_entry_title_tsv_en_index" on "search_entry" using gin ("title_tsv") with (fastupdate = off) where "language" = 'en'`,
})
export class SearchEntry {
  /** Derived from the records, written by SQL in their saves: neither content the caches track nor an admin's write. */
  static readonly publicContent = false;
  static readonly audited = false;

  @Enum({ items: () => SearchKind, primary: true, nativeEnumName: 'search_kind' })
  kind!: SearchKind;

  @PrimaryKey({ type: 'integer' })
  refId!: number;

  @PrimaryKey({ length: 2 })
  language!: string;

  @Property({ type: 'text' })
  title!: string;

  @Property({ type: 'text' })
  body!: string;

  @Property({ columnType: 'tsvector', lazy: true })
  tsv!: string;

  @Property({ columnType: 'tsvector', lazy: true })
  titleTsv!: string;

  @Property({ type: 'text', lazy: true })
  folded!: string;

  /**
   * When visitors may find it: the product's or post's publishedAt (null: a draft), minus infinity for a document,
   * null (never) for an application.
   * Written with the entry; a trigger on product and blog follows every later change of publishedAt (a publish,
   * unpublish or schedule flushes the record alone), so the rule of server/common/publication.ts applies here too.
   */
  @Property({ type: 'datetime', nullable: true, lazy: true })
  visibleFrom!: Date | null;
}
