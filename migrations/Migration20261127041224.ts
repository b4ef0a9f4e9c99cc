import { Migration } from '@mikro-orm/migrations';

// Redirects: old addresses (renamed products and posts, the old site's pages) and where they lead now.
export class Migration20261127041224 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "redirect" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "from_path" varchar(500) not null, "to_path" varchar(500) not null, "permanent" boolean not null default true, "automatic" boolean not null default false);`,
    );
    this.addSql(`alter table "redirect" add constraint "redirect_from_path_unique" unique ("from_path");`);
    this.addSql(`create index "redirect_to_path_index" on "redirect" ("to_path");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "redirect" cascade;`);
  }
}
