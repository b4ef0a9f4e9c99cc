import { Migration } from '@mikro-orm/migrations';

// Review before publishing: each record's review steps (its conversation), and the mails they send.
export class Migration20261129042521 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "review_event" ("id" serial primary key, "entity_type" text check ("entity_type" in ('PRODUCT', 'BLOG', 'DOCUMENT', 'APPLICATION')) not null, "item_id" int not null, "step" text check ("step" in ('REQUESTED', 'CHANGES_REQUESTED', 'APPROVED')) not null, "note" text null, "publish_at" timestamptz null, "admin_id" int null, "admin_name" varchar(100) null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "review_event_step_id_index" on "review_event" ("step", "id");`);
    this.addSql(`create index "review_event_entity_type_item_id_id_index" on "review_event" ("entity_type", "item_id", "id");`);

    this.addSql(`alter table "account_mail" drop constraint if exists "account_mail_kind_check";`);

    this.addSql(
      `alter table "account_mail" add constraint "account_mail_kind_check" check("kind" in ('invite', 'reset', 'review_requested', 'changes_requested'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "review_event" cascade;`);

    this.addSql(`alter table "account_mail" drop constraint if exists "account_mail_kind_check";`);

    this.addSql(`alter table "account_mail" add constraint "account_mail_kind_check" check("kind" in ('invite', 'reset'));`);
  }
}
