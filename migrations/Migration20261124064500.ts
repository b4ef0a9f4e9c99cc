import { Migration } from '@mikro-orm/migrations';

// Drafts: content from before drafts existed stays published, since the time it was created.
export class Migration20261124064500 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "product" add column "published_at" timestamptz null default now();`);
    this.addSql(`update "product" set "published_at" = "created_at";`);
    this.addSql(`alter table "blog" add column "published_at" timestamptz null default now();`);
    this.addSql(`update "blog" set "published_at" = "created_at";`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "product" drop column "published_at";`);
    this.addSql(`alter table "blog" drop column "published_at";`);
  }
}
