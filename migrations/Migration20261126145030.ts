import { Migration } from '@mikro-orm/migrations';

// Products and posts may carry their own search-engine title and description per language; null: the page derives them.
export class Migration20261126145030 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "blog" add column "seo_title_tr" varchar(200) null, add column "seo_title_en" varchar(200) null, add column "seo_description_tr" varchar(500) null, add column "seo_description_en" varchar(500) null;`,
    );

    this.addSql(
      `alter table "product" add column "seo_title_tr" varchar(200) null, add column "seo_title_en" varchar(200) null, add column "seo_description_tr" varchar(500) null, add column "seo_description_en" varchar(500) null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "blog" drop column "seo_title_tr", drop column "seo_title_en", drop column "seo_description_tr", drop column "seo_description_en";`,
    );

    this.addSql(
      `alter table "product" drop column "seo_title_tr", drop column "seo_title_en", drop column "seo_description_tr", drop column "seo_description_en";`,
    );
  }
}
