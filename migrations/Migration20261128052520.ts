import { Migration } from '@mikro-orm/migrations';

// Contact messages get a state (new, read, handled) and the page they were sent from. Messages from before are marked
// read: they have been on the inbox's list all along, and as "new" they would bury the messages that really are. Their
// page is unknown (null). The form used to put its own name in the phone field ("Web sitesi iletişim formu" /
// "Website contact form"): no phone, and now told by the page, so it is cleared.
export class Migration20261128052520 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "contact_message" add column "source_page" varchar(2000) null, add column "status" text check ("status" in ('new', 'read', 'handled')) not null default 'new';`,
    );
    this.addSql(`update "contact_message" set "status" = 'read';`);
    this.addSql(`update "contact_message" set "phone" = '' where "phone" in ('Web sitesi iletişim formu', 'Website contact form');`);
    this.addSql(`create index "contact_message_status_created_at_id_index" on "contact_message" ("status", "created_at", "id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "contact_message_status_created_at_id_index";`);
    this.addSql(`alter table "contact_message" drop column "source_page", drop column "status";`);
  }
}
