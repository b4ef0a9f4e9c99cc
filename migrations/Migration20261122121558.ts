import { Migration } from '@mikro-orm/migrations';

export class Migration20261122121558 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "application" add column "english_outdated" jsonb not null default '[]';`);

    this.addSql(`alter table "blog" add column "english_outdated" jsonb not null default '[]';`);

    this.addSql(`alter table "document" add column "english_outdated" jsonb not null default '[]';`);

    this.addSql(`alter table "product" add column "english_outdated" jsonb not null default '[]';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "application" drop column "english_outdated";`);

    this.addSql(`alter table "blog" drop column "english_outdated";`);

    this.addSql(`alter table "document" drop column "english_outdated";`);

    this.addSql(`alter table "product" drop column "english_outdated";`);
  }
}
