import { Migration } from '@mikro-orm/migrations';

// Near misses by edit distance: a typo inside a word ('analzor', 'gatway') leaves too few trigrams in common with the
// word meant for trigram similarity alone, so the dictionary is also searched by Levenshtein distance. fuzzystrmatch
// ships with PostgreSQL's contrib (a trusted extension) and with PGlite (loaded by server/db/embedded.ts).
export class Migration20261125171500 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists fuzzystrmatch;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop extension if exists fuzzystrmatch;`);
  }
}
