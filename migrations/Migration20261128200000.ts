import { Migration } from '@mikro-orm/migrations';

// Each administrator is a person: an e-mail address (one account per address), a name shown in the back office and
// the back office's language, kept with the account so that it follows the person to every device.
export class Migration20261128200000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "admin_user" add column "email" varchar(254) null, add column "display_name" varchar(100) null, add column "language" text check ("language" in ('tr', 'en')) not null default 'tr';`,
    );
    this.addSql(`alter table "admin_user" add constraint "admin_user_email_unique" unique ("email");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "admin_user" drop constraint "admin_user_email_unique";`);
    this.addSql(`alter table "admin_user" drop column "email", drop column "display_name", drop column "language";`);
  }
}
