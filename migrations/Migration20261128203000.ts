import { Migration } from '@mikro-orm/migrations';

// A person sees their sign-ins (browser, address, last use) and ends those they do not recognise.
export class Migration20261128203000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "admin_session" add column "last_seen_at" timestamptz null, add column "user_agent" varchar(400) null, add column "ip" varchar(64) null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "admin_session" drop column "last_seen_at", drop column "user_agent", drop column "ip";`);
  }
}
