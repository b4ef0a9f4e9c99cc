import { Entity, Index, PrimaryKey } from '@mikro-orm/core';

/**
 * The words the search index holds (folded, four letters or more: search-text.ts), once each: the dictionary near
 * misses are corrected against. A query that finds nothing is tried again with each word's most similar
 * dictionary words ('modbuss' → 'modbus'), found by trigram similarity on this short list rather than on every
 * record's text. Written by server/modules/search/search-index.ts with the entries, in the same transaction.
 */
@Entity()
@Index({
  name: 'search_word_word_index',
  expression: 'create index "search_word_word_index" on "search_word" using gin ("word" gin_trgm_ops) with (fastupdate = off)',
})
export class SearchWord {
  /** Derived from the records, written by SQL in their saves: neither content the caches track nor an admin's write. */
  static readonly publicContent = false;
  static readonly audited = false;

  @PrimaryKey({ type: 'text' })
  word!: string;
}
