import { Migration } from '@mikro-orm/migrations';

// Search at 10,000 products: the title's own text search vector (title matches are ranked first), one text
// search index per language, a dictionary of words for near misses, and when each entry becomes visible (its record's
// published_at, kept by a trigger when only that changes), so a search reads no other table. The index is emptied:
// start-up rebuilds an empty index from the records (under the start lock, server/start.ts), the new columns and the
// dictionary filled by the same statements as every save.
export class Migration20261124100427 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`delete from "search_entry";`);
    this.addSql(`drop index "search_entry_tsv_index";`);
    // Near misses are corrected against a dictionary of the index's words (search_word) instead of compared with
    // every entry's words. The text search indexes have no pending list (fastupdate off): saves write an entry at a
    // time, and every search would read the list until a vacuum merged it.
    this.addSql(`drop index "search_entry_folded_index";`);
    this.addSql(`create table "search_word" ("word" text not null, constraint "search_word_pkey" primary key ("word"));`);
    this.addSql(`create index "search_word_word_index" on "search_word" using gin ("word" gin_trgm_ops) with (fastupdate = off);`);

    this.addSql(`alter table "search_entry" add column "title_tsv" tsvector not null, add column "visible_from" timestamptz null;`);
    this.addSql(`create or replace function "search_entry_visibility"() returns trigger language plpgsql as $$
      begin
        update "search_entry" set "visible_from" = new."published_at" where "kind" = tg_argv[0]::"search_kind" and "ref_id" = new."id";
        return null;
      end $$;`);
    for (const table of ['product', 'blog']) {
      this.addSql(`create trigger "${table}_search_visibility" after update of "published_at" on "${table}" for each row
        when (old."published_at" is distinct from new."published_at") execute function "search_entry_visibility"('${table}');`);
    }
    this.addSql(
      `create index "search_entry_title_tsv_en_index" on "search_entry" using gin ("title_tsv") with (fastupdate = off) where "language" = 'en';`,
    );
    this.addSql(
      `create index "search_entry_title_tsv_tr_index" on "search_entry" using gin ("title_tsv") with (fastupdate = off) where "language" = 'tr';`,
    );
    this.addSql(
      `create index "search_entry_tsv_en_index" on "search_entry" using gin ("tsv") with (fastupdate = off) where "language" = 'en';`,
    );
    this.addSql(
      `create index "search_entry_tsv_tr_index" on "search_entry" using gin ("tsv") with (fastupdate = off) where "language" = 'tr';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "search_entry";`);
    this.addSql(`drop index "search_entry_title_tsv_en_index";`);
    this.addSql(`drop index "search_entry_title_tsv_tr_index";`);
    this.addSql(`drop index "search_entry_tsv_en_index";`);
    this.addSql(`drop index "search_entry_tsv_tr_index";`);
    for (const table of ['product', 'blog']) this.addSql(`drop trigger if exists "${table}_search_visibility" on "${table}";`);
    this.addSql(`drop function if exists "search_entry_visibility"();`);
    this.addSql(`alter table "search_entry" drop column "title_tsv", drop column "visible_from";`);

    this.addSql(`drop table if exists "search_word" cascade;`);
    this.addSql(`create index "search_entry_folded_index" on "search_entry" using gin ("folded" gin_trgm_ops);`);
    this.addSql(`create index "search_entry_tsv_index" on "search_entry" using gin ("tsv");`);
  }
}
