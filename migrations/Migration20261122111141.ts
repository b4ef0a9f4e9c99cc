import { Migration } from '@mikro-orm/migrations';

export class Migration20261122111141 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "admin_session" ("id" uuid not null, "user_id" int not null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, "revoked_at" timestamptz null, constraint "admin_session_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "admin_session_user_id_index" on "admin_session" ("user_id");`);
    this.addSql(`create index "admin_session_expires_at_index" on "admin_session" ("expires_at");`);

    this.addSql(
      `alter table "admin_session" add constraint "admin_session_user_id_foreign" foreign key ("user_id") references "admin_user" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "admin_session" cascade;`);
  }
}
