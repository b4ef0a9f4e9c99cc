import { Migration } from '@mikro-orm/migrations';

// When a contact message's sender consented to the privacy notice (the site's form asks for it); null for messages
// sent before it was asked, and by callers of the old POST /mail that send none.
export class Migration20261130000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "contact_message" add column "consent_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "contact_message" drop column "consent_at";`);
  }
}
