import { Migration } from '@mikro-orm/migrations';

// Documents and applications get drafts: visitors see one from its publication time on, as products and posts. Every
// one until now was seen from its creation. A document's site-search entry follows its publication, as a post's does.
export class Migration20261129070000 extends Migration {
  override async up(): Promise<void> {
    for (const table of ['document', 'application']) {
      this.addSql(`alter table "${table}" add column "published_at" timestamptz null default now();`);
      this.addSql(`update "${table}" set "published_at" = "created_at";`);
    }
    this.addSql(
      `update "search_entry" e set "visible_from" = d."published_at" from "document" d where e."kind" = 'document' and e."ref_id" = d."id";`,
    );
    this.addSql(`create trigger "document_search_visibility" after update of "published_at" on "document" for each row
      when (old."published_at" is distinct from new."published_at") execute function "search_entry_visibility"('document');`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "document_search_visibility" on "document";`);
    this.addSql(`update "search_entry" set "visible_from" = '-infinity' where "kind" = 'document';`);
    for (const table of ['document', 'application']) this.addSql(`alter table "${table}" drop column "published_at";`);
  }
}
