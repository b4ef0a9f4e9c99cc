import { Migration } from '@mikro-orm/migrations';

// Share-card images of products and posts: a media library item each, or none (the record's own image).
export class Migration20261126160000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "product" add column "share_image_media_id" int null;`);
    this.addSql(
      `alter table "product" add constraint "product_share_image_media_id_foreign" foreign key ("share_image_media_id") references "media_item" ("id") on update cascade on delete set null;`,
    );
    this.addSql(`create index "product_share_image_media_id_index" on "product" ("share_image_media_id");`);

    this.addSql(`alter table "blog" add column "share_image_media_id" int null;`);
    this.addSql(
      `alter table "blog" add constraint "blog_share_image_media_id_foreign" foreign key ("share_image_media_id") references "media_item" ("id") on update cascade on delete set null;`,
    );
    this.addSql(`create index "blog_share_image_media_id_index" on "blog" ("share_image_media_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "product" drop constraint "product_share_image_media_id_foreign";`);
    this.addSql(`drop index "product_share_image_media_id_index";`);
    this.addSql(`alter table "product" drop column "share_image_media_id";`);

    this.addSql(`alter table "blog" drop constraint "blog_share_image_media_id_foreign";`);
    this.addSql(`drop index "blog_share_image_media_id_index";`);
    this.addSql(`alter table "blog" drop column "share_image_media_id";`);
  }
}
