import { Migration } from '@mikro-orm/migrations';

// The CDN's purges: an outbox of the keys each change touched, POSTed to CDN_PURGE_URL (server/modules/cdn).
export class Migration20261129104215 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "cdn_purge" ("id" serial primary key, "keys" jsonb not null, "status" varchar(16) not null default 'pending', "attempts" int not null default 0, "next_attempt_at" timestamptz null, "created_at" timestamptz not null default now(), "error" varchar(500) null);`,
    );
    this.addSql(`create index "cdn_purge_status_next_attempt_at_index" on "cdn_purge" ("status", "next_attempt_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "cdn_purge" cascade;`);
  }
}
