import { Migration } from '@mikro-orm/migrations';

// The sales addresses of quote requests by product category, which the administrator sets (server/modules/quotes).
export class Migration20261130000100 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "quote_route" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "category" text check ("category" in ('gateway', 'energy', 'amr', 'control', 'io', 'network')) not null, "mail_to" varchar(254) not null);`,
    );
    this.addSql(`alter table "quote_route" add constraint "quote_route_category_unique" unique ("category");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "quote_route" cascade;`);
  }
}
