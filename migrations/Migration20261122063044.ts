import { Migration } from '@mikro-orm/migrations';

export class Migration20261122063044 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "product_category" as enum ('gateway', 'energy', 'amr', 'control', 'io', 'network');`);
    this.addSql(
      `create table "admin_user" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "username" varchar(64) not null, "password_hash" varchar(255) not null, "token_version" int not null default 0, "last_login_at" timestamptz null);`,
    );
    this.addSql(`alter table "admin_user" add constraint "admin_user_username_unique" unique ("username");`);

    this.addSql(
      `create table "application" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(255) not null, "description_tr" text not null default '', "description_en" text not null default '', "file_stored_name" varchar(200) not null, "file_original_name" varchar(255) not null, "file_size" int not null, "file_mime_type" varchar(150) not null, "icon" varchar(200) null, "version" varchar(20) not null default 'v1.0');`,
    );

    this.addSql(
      `create table "blog" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "title_tr" varchar(255) not null, "title_en" varchar(255) not null, "slug" varchar(255) not null, "summary_tr" text not null, "summary_en" text not null, "content_tr" text not null, "content_en" text not null, "image" varchar(200) null, "category" varchar(100) not null default 'Genel', "date" timestamptz not null default now());`,
    );
    this.addSql(`alter table "blog" add constraint "blog_slug_unique" unique ("slug");`);
    this.addSql(`create index "blog_date_index" on "blog" ("date");`);

    this.addSql(
      `create table "contact_message" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(200) not null, "email" varchar(254) not null, "phone" varchar(100) not null default '', "subject" text not null, "mail_status" text check ("mail_status" in ('pending', 'sent', 'failed', 'not_configured')) not null default 'pending', "mail_error" text null);`,
    );

    this.addSql(
      `create table "document" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name_tr" varchar(255) not null, "name_en" varchar(255) not null default '', "description_tr" text not null default '', "description_en" text not null default '', "file_tr_stored_name" varchar(200) not null, "file_tr_original_name" varchar(255) not null, "file_tr_size" int not null, "file_tr_mime_type" varchar(150) not null, "file_en_stored_name" varchar(200) null, "file_en_original_name" varchar(255) null, "file_en_size" int null, "file_en_mime_type" varchar(150) null, "cover_image" varchar(200) null, "version" varchar(20) not null default 'v1.0');`,
    );

    this.addSql(
      `create table "product" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(200) not null, "slug" varchar(200) not null, "category" "product_category" not null, "image" varchar(200) null, "short_description_tr" text not null default '', "short_description_en" text not null default '', "long_description_tr" text not null default '', "long_description_en" text not null default '', "technical_specs_tr" jsonb null, "technical_specs_en" jsonb null);`,
    );
    this.addSql(`alter table "product" add constraint "product_slug_unique" unique ("slug");`);
    this.addSql(`create index "product_category_index" on "product" ("category");`);

    this.addSql(
      `create table "product_file" ("id" serial primary key, "product_id" int not null, "file_stored_name" varchar(200) not null, "file_original_name" varchar(255) not null, "file_size" int not null, "file_mime_type" varchar(150) not null, "file_type_tr" varchar(100) not null, "file_type_en" varchar(100) not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "product_file_product_id_index" on "product_file" ("product_id");`);

    this.addSql(
      `create table "spec_group" ("id" serial primary key, "product_id" int not null, "name_tr" varchar(200) not null, "name_en" varchar(200) not null, "position" int not null default 0);`,
    );
    this.addSql(`create index "spec_group_product_id_index" on "spec_group" ("product_id");`);

    this.addSql(
      `create table "spec" ("id" serial primary key, "group_id" int not null, "name_tr" varchar(200) not null, "name_en" varchar(200) not null, "value_tr" varchar(500) not null, "value_en" varchar(500) not null, "position" int not null default 0);`,
    );
    this.addSql(`create index "spec_group_id_index" on "spec" ("group_id");`);

    this.addSql(
      `create table "system_state" ("key" varchar(100) not null, "value" text not null, "updated_at" timestamptz not null default now(), constraint "system_state_pkey" primary key ("key"));`,
    );

    this.addSql(
      `alter table "product_file" add constraint "product_file_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "spec_group" add constraint "spec_group_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "spec" add constraint "spec_group_id_foreign" foreign key ("group_id") references "spec_group" ("id") on update cascade on delete cascade;`,
    );
  }
}
