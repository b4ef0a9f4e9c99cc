import { Migration } from '@mikro-orm/migrations';

// The media library: a row for every stored file, and records' image fields linked to theirs. Files a record names
// get their row here (sizes and pixel sizes read from the store at the next start, server/files/media-library.ts).
export class Migration20261126145449 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "media_kind" as enum ('image', 'file');`);
    this.addSql(
      `create table "media_item" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "kind" "media_kind" not null, "store" varchar(40) not null, "stored_name" varchar(200) not null, "file_name" varchar(255) not null, "size" int not null default 0, "mime_type" varchar(150) not null default 'application/octet-stream', "width" int null, "height" int null, "animated" boolean not null default false, "alt_tr" varchar(300) not null default '', "alt_en" varchar(300) not null default '', "focal_x" double precision null, "focal_y" double precision null);`,
    );
    this.addSql(`create index "media_item_created_at_id_index" on "media_item" ("created_at", "id");`);
    this.addSql(`alter table "media_item" add constraint "media_item_store_stored_name_unique" unique ("store", "stored_name");`);

    this.addSql(`alter table "document" add column "cover_image_media_id" int null;`);
    this.addSql(
      `alter table "document" add constraint "document_cover_image_media_id_foreign" foreign key ("cover_image_media_id") references "media_item" ("id") on update cascade on delete set null;`,
    );
    this.addSql(`create index "document_cover_image_media_id_index" on "document" ("cover_image_media_id");`);

    this.addSql(`alter table "blog" add column "image_media_id" int null;`);
    this.addSql(
      `alter table "blog" add constraint "blog_image_media_id_foreign" foreign key ("image_media_id") references "media_item" ("id") on update cascade on delete set null;`,
    );
    this.addSql(`create index "blog_image_media_id_index" on "blog" ("image_media_id");`);

    this.addSql(`alter table "application" add column "icon_media_id" int null;`);
    this.addSql(
      `alter table "application" add constraint "application_icon_media_id_foreign" foreign key ("icon_media_id") references "media_item" ("id") on update cascade on delete set null;`,
    );
    this.addSql(`create index "application_icon_media_id_index" on "application" ("icon_media_id");`);

    this.addSql(`alter table "product" add column "image_media_id" int null;`);
    this.addSql(
      `alter table "product" add constraint "product_image_media_id_foreign" foreign key ("image_media_id") references "media_item" ("id") on update cascade on delete set null;`,
    );
    this.addSql(`create index "product_image_media_id_index" on "product" ("image_media_id");`);

    // Existing files: images by the name a record's field holds, files with what their record kept of them.
    for (const [table, column, store] of [
      ['product', 'image', 'products'],
      ['blog', 'image', 'blogs'],
      ['document', 'cover_image', 'images'],
      ['application', 'icon', 'images'],
    ]) {
      this.addSql(`insert into "media_item" (kind, store, stored_name, file_name, width, height, size, mime_type)
        select distinct on ("${column}") 'image', '${store}', "${column}", "${column}", "${column}_width", "${column}_height", 0, '' from "${table}"
        where "${column}" is not null on conflict do nothing;`);
      this.addSql(
        `update "${table}" as t set "${column}_media_id" = m.id from "media_item" as m where m.store = '${store}' and m.stored_name = t."${column}";`,
      );
    }
    for (const [table, prefix, store] of [
      ['document', 'file_tr', 'documentsTr'],
      ['document', 'file_en', 'documentsEn'],
      ['application', 'file', 'applications'],
      ['product_file', 'file', 'productFiles'],
    ]) {
      this.addSql(`insert into "media_item" (kind, store, stored_name, file_name, size, mime_type)
        select distinct on ("${prefix}_stored_name") 'file', '${store}', "${prefix}_stored_name", "${prefix}_original_name", "${prefix}_size", "${prefix}_mime_type" from "${table}"
        where "${prefix}_stored_name" is not null on conflict do nothing;`);
    }
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "document" drop constraint "document_cover_image_media_id_foreign";`);

    this.addSql(`alter table "blog" drop constraint "blog_image_media_id_foreign";`);

    this.addSql(`alter table "application" drop constraint "application_icon_media_id_foreign";`);

    this.addSql(`alter table "product" drop constraint "product_image_media_id_foreign";`);

    this.addSql(`drop table if exists "media_item" cascade;`);

    this.addSql(`drop index "application_icon_media_id_index";`);
    this.addSql(`alter table "application" drop column "icon_media_id";`);

    this.addSql(`drop index "blog_image_media_id_index";`);
    this.addSql(`alter table "blog" drop column "image_media_id";`);

    this.addSql(`drop index "document_cover_image_media_id_index";`);
    this.addSql(`alter table "document" drop column "cover_image_media_id";`);

    this.addSql(`drop index "product_image_media_id_index";`);
    this.addSql(`alter table "product" drop column "image_media_id";`);

    this.addSql(`drop type "media_kind";`);
  }
}
