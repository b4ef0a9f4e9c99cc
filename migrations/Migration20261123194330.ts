import { Migration } from '@mikro-orm/migrations';

export class Migration20261123194330 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "application" add column "icon_width" int null, add column "icon_height" int null, add column "icon_animated" boolean null;`,
    );

    this.addSql(
      `alter table "blog" add column "image_width" int null, add column "image_height" int null, add column "image_animated" boolean null;`,
    );

    this.addSql(
      `alter table "document" add column "cover_image_width" int null, add column "cover_image_height" int null, add column "cover_image_animated" boolean null;`,
    );

    this.addSql(
      `alter table "product" add column "image_width" int null, add column "image_height" int null, add column "image_animated" boolean null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "application" drop column "icon_width", drop column "icon_height", drop column "icon_animated";`);

    this.addSql(`alter table "blog" drop column "image_width", drop column "image_height", drop column "image_animated";`);

    this.addSql(
      `alter table "document" drop column "cover_image_width", drop column "cover_image_height", drop column "cover_image_animated";`,
    );

    this.addSql(`alter table "product" drop column "image_width", drop column "image_height", drop column "image_animated";`);
  }
}
