import { Migration } from '@mikro-orm/migrations';

// Quote requests from the catalogue: the request, its lines as asked, its mails (server/modules/quotes).
export class Migration20261129183524 extends Migration {
  override async up(): Promise<void> {
    // The references' numbers (TKL-2026-000123), never reused, even by a request whose transaction failed.
    this.addSql(`create sequence if not exists "quote_reference_seq";`);
    this.addSql(
      `create table "quote_request" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "reference" varchar(20) not null, "full_name" varchar(200) not null, "company" varchar(200) not null, "email" varchar(254) not null, "phone" varchar(100) not null, "country" varchar(100) not null, "city" varchar(100) not null, "message" text not null, "language" text check ("language" in ('tr', 'en')) not null, "consent_at" timestamptz not null, "status" text check ("status" in ('NEW', 'IN_PROGRESS', 'QUOTED', 'WON', 'LOST')) not null default 'NEW', "assignee_id" int null, "internal_note" text not null default '', "anonymised_at" timestamptz null, "downloads" jsonb not null, "receipt" uuid not null default gen_random_uuid());`,
    );
    this.addSql(`alter table "quote_request" add constraint "quote_request_reference_unique" unique ("reference");`);
    this.addSql(`alter table "quote_request" add constraint "quote_request_receipt_unique" unique ("receipt");`);
    this.addSql(`create index "quote_request_status_created_at_id_index" on "quote_request" ("status", "created_at", "id");`);
    this.addSql(`create index "quote_request_created_at_id_index" on "quote_request" ("created_at", "id");`);

    this.addSql(
      `create table "quote_mail" ("id" serial primary key, "request_id" int not null, "kind" text check ("kind" in ('sales', 'confirmation')) not null, "recipient" varchar(254) not null, "reply_to" varchar(254) null, "subject" varchar(300) not null, "body" text not null, "mail_status" varchar(16) not null default 'pending', "mail_attempts" int not null default 0, "mail_next_attempt_at" timestamptz null, "mailed_at" timestamptz null, "mail_error" text null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "quote_mail_request_id_index" on "quote_mail" ("request_id");`);
    this.addSql(
      `create index "quote_mail_mail_status_mail_next_attempt_at_index" on "quote_mail" ("mail_status", "mail_next_attempt_at");`,
    );

    this.addSql(
      `create table "quote_line" ("id" serial primary key, "request_id" int not null, "position" int not null, "product_id" int null, "product_slug" varchar(200) not null, "product_name" varchar(200) not null, "quantity" int not null, "note" varchar(1000) not null, "datasheet_name" varchar(255) null, "datasheet_url" varchar(255) null);`,
    );
    this.addSql(`create index "quote_line_request_id_index" on "quote_line" ("request_id");`);

    this.addSql(
      `alter table "quote_mail" add constraint "quote_mail_request_id_foreign" foreign key ("request_id") references "quote_request" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "quote_line" add constraint "quote_line_request_id_foreign" foreign key ("request_id") references "quote_request" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "quote_mail" drop constraint "quote_mail_request_id_foreign";`);

    this.addSql(`alter table "quote_line" drop constraint "quote_line_request_id_foreign";`);

    this.addSql(`drop table if exists "quote_request" cascade;`);

    this.addSql(`drop table if exists "quote_mail" cascade;`);

    this.addSql(`drop table if exists "quote_line" cascade;`);

    this.addSql(`drop sequence if exists "quote_reference_seq";`);
  }
}
