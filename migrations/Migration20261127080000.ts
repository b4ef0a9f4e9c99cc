import { Migration } from '@mikro-orm/migrations';

// Webhooks: integrators' addresses with their events and secrets, and the outbox of their calls (also their log).
export class Migration20261127080000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "webhook" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "url" varchar(2000) not null, "events" text[] not null, "secret" varchar(200) not null);`,
    );
    this.addSql(
      `create table "webhook_delivery" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "webhook_id" int not null, "delivery_id" uuid not null default gen_random_uuid(), "event" varchar(40) not null, "kind" varchar(20) not null, "record_id" int not null, "slug" varchar(255) null, "body" text not null, "status" varchar(16) not null default 'pending', "attempts" int not null default 0, "next_attempt_at" timestamptz null, "last_attempt_at" timestamptz null, "delivered_at" timestamptz null, "response_status" int null, "response_preview" text null, "error" varchar(500) null);`,
    );
    this.addSql(`alter table "webhook_delivery" add constraint "webhook_delivery_delivery_id_unique" unique ("delivery_id");`);
    this.addSql(`create index "webhook_delivery_status_next_attempt_at_index" on "webhook_delivery" ("status", "next_attempt_at");`);
    this.addSql(`create index "webhook_delivery_webhook_id_index" on "webhook_delivery" ("webhook_id");`);
    this.addSql(
      `alter table "webhook_delivery" add constraint "webhook_delivery_webhook_id_foreign" foreign key ("webhook_id") references "webhook" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "webhook_delivery" cascade;`);
    this.addSql(`drop table if exists "webhook" cascade;`);
  }
}
