import { Migration } from '@mikro-orm/migrations';

// Integrators' API tokens: only each token's SHA-256 kept, its scopes, who made it, its expiry, last use and revocation.
export class Migration20261129034458 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "api_token" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "name" varchar(100) not null, "scopes" jsonb not null, "token_hash" varchar(64) not null, "prefix" varchar(16) not null, "created_by_id" int null, "expires_at" timestamptz null, "last_used_at" timestamptz null, "last_used_ip" varchar(64) null, "revoked_at" timestamptz null);`,
    );
    this.addSql(`alter table "api_token" add constraint "api_token_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "api_token_created_by_id_index" on "api_token" ("created_by_id");`);

    this.addSql(
      `alter table "api_token" add constraint "api_token_created_by_id_foreign" foreign key ("created_by_id") references "admin_user" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "api_token" cascade;`);
  }
}
