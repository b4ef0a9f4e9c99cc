import { Migration } from '@mikro-orm/migrations';

export class Migration20261123155456 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "contact_message" add column "receipt" uuid not null default gen_random_uuid(), add column "mail_attempts" int not null default 0, add column "mail_next_attempt_at" timestamptz null, add column "mailed_at" timestamptz null;`,
    );
    this.addSql(`alter table "contact_message" add constraint "contact_message_receipt_unique" unique ("receipt");`);
    this.addSql(
      `create index "contact_message_mail_status_mail_next_attempt_at_index" on "contact_message" ("mail_status", "mail_next_attempt_at");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "contact_message" drop constraint "contact_message_receipt_unique";`);
    this.addSql(`drop index "contact_message_mail_status_mail_next_attempt_at_index";`);
    this.addSql(
      `alter table "contact_message" drop column "receipt", drop column "mail_attempts", drop column "mail_next_attempt_at", drop column "mailed_at";`,
    );
  }
}
