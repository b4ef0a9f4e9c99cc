import { Migration } from '@mikro-orm/migrations';

// Each version keeps its English "may be out of date" marks: restoring a version brings its Turkish and English back
// together, and with them whether that English was written against that Turkish. Versions kept before have none (null).
export class Migration20261125170000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "content_revision" add column "english_outdated" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "content_revision" drop column "english_outdated";`);
  }
}
