import { Migration } from '@mikro-orm/migrations';

// Version history: one row per saved version of a product or blog post.
export class Migration20261124073317 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "revision_kind" as enum ('product', 'blog');`);
    this.addSql(
      `create table "content_revision" ("id" serial primary key, "kind" "revision_kind" not null, "item_id" int not null, "number" int not null, "created_at" timestamptz not null default now(), "admin_id" int null, "admin_username" varchar(64) null, "via" varchar(16) not null, "changed_fields" jsonb not null, "restored_from" int null, "snapshot" jsonb not null);`,
    );
    this.addSql(
      `alter table "content_revision" add constraint "content_revision_kind_item_id_number_unique" unique ("kind", "item_id", "number");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "content_revision" cascade;`);

    this.addSql(`drop type "revision_kind";`);
  }
}
