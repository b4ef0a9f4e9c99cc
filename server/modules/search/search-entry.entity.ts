import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { registerEnumType } from 'type-graphql';

/** What a search result is: its page (or file) differs by kind. */
export enum SearchKind {
  product = 'product',
  blog = 'blog',
  document = 'document',
}
registerEnumType(SearchKind, { name: 'SearchKind', description: 'The kind of content a search result is' });

/**
 * One record's searchable text in one language (issue 10): written by server/modules/search/search-index.ts in the
 * transaction of each save, read by search.service.ts. `tsv` holds the language's stems (title weighted A, body B)
 * and the folded words ('simple', C and D); `folded` the record's distinct folded words for trigram near misses.
 * Only raw SQL writes these rows, so no change set of this entity reaches the content version (the record's own does).
 */
@Entity()
@Index({ name: 'search_entry_tsv_index', expression: 'create index "search_entry_tsv_index" on "search_entry" using gin ("tsv")' })
@Index({
  name: 'search_entry_folded_index',
  expression: 'create index "search_entry_folded_index" on "search_entry" using gin ("folded" gin_trgm_ops)',
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

  @Property({ type: 'text', lazy: true })
  folded!: string;
}
