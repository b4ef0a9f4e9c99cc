import { Migration } from '@mikro-orm/migrations';

// Search: one row per record and language (server/modules/search/). pg_trgm ships with PostgreSQL's
// contrib and with PGlite (loaded by server/db/embedded.ts). The rows are filled at start-up when the table is empty.
export class Migration20261124071743 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create type "search_kind" as enum ('product', 'blog', 'document');`);
    this.addSql(
      `create table "search_entry" ("kind" "search_kind" not null, "ref_id" int not null, "language" varchar(2) not null, "title" text not null, "body" text not null, "tsv" tsvector not null, "folded" text not null, constraint "search_entry_pkey" primary key ("kind", "ref_id", "language"));`,
    );
    this.addSql(`create index "search_entry_folded_index" on "search_entry" using gin ("folded" gin_trgm_ops);`);
    this.addSql(`create index "search_entry_tsv_index" on "search_entry" using gin ("tsv");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "search_entry" cascade;`);
    this.addSql(`drop type "search_kind";`);
  }
}
