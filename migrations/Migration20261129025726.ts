import { Migration } from '@mikro-orm/migrations';

// Roles: what each person may do in the back office; every account until now was an administrator.
export class Migration20261129025726 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "admin_user" add column "role" text check ("role" in ('ADMINISTRATOR', 'EDITOR', 'AUTHOR', 'TRANSLATOR')) not null default 'ADMINISTRATOR';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "admin_user" drop column "role";`);
  }
}
