import { Migration } from '@mikro-orm/migrations';

// Versions say whether a spreadsheet import saved them: the version history shows an import apart from an edit.
export class Migration20261128120000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "content_revision" add column "imported" boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "content_revision" drop column "imported";`);
  }
}
