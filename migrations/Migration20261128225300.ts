import { Migration } from '@mikro-orm/migrations';

// A team in the back office: accounts invited by mail (no username or password until accepted) and switched off, one-time
// links for invitations and password resets (hashed), their mails in an outbox, two-factor sign-in by authenticator
// app with recovery codes (hashed), and passkeys.
export class Migration20261128225300 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "account_mail" ("id" serial primary key, "kind" text check ("kind" in ('invite', 'reset')) not null, "recipient" varchar(254) not null, "language" text check ("language" in ('tr', 'en')) not null, "params" jsonb not null, "sealed_link" text null, "mail_status" varchar(16) not null default 'pending', "mail_attempts" int not null default 0, "mail_next_attempt_at" timestamptz null, "mailed_at" timestamptz null, "mail_error" text null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(
      `create index "account_mail_mail_status_mail_next_attempt_at_index" on "account_mail" ("mail_status", "mail_next_attempt_at");`,
    );

    this.addSql(
      `create table "account_token" ("id" serial primary key, "user_id" int not null, "purpose" text check ("purpose" in ('invite', 'reset')) not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "account_token_user_id_index" on "account_token" ("user_id");`);
    this.addSql(`alter table "account_token" add constraint "account_token_token_hash_unique" unique ("token_hash");`);

    this.addSql(
      `create table "passkey" ("id" varchar(512) not null, "user_id" int not null, "public_key" bytea not null, "counter" int not null, "transports" jsonb null, "name" varchar(100) not null, "created_at" timestamptz not null default now(), "last_used_at" timestamptz null, constraint "passkey_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "passkey_user_id_index" on "passkey" ("user_id");`);

    this.addSql(
      `create table "passkey_challenge" ("id" uuid not null, "challenge" varchar(128) not null, "user_id" int null, "expires_at" timestamptz not null, constraint "passkey_challenge_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "passkey_challenge_user_id_index" on "passkey_challenge" ("user_id");`);
    this.addSql(`create index "passkey_challenge_expires_at_index" on "passkey_challenge" ("expires_at");`);

    this.addSql(
      `create table "recovery_code" ("id" serial primary key, "user_id" int not null, "code_hash" varchar(64) not null, "used_at" timestamptz null);`,
    );
    this.addSql(`create index "recovery_code_user_id_index" on "recovery_code" ("user_id");`);

    this.addSql(
      `alter table "account_token" add constraint "account_token_user_id_foreign" foreign key ("user_id") references "admin_user" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "passkey" add constraint "passkey_user_id_foreign" foreign key ("user_id") references "admin_user" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "passkey_challenge" add constraint "passkey_challenge_user_id_foreign" foreign key ("user_id") references "admin_user" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "recovery_code" add constraint "recovery_code_user_id_foreign" foreign key ("user_id") references "admin_user" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "admin_user" add column "status" text check ("status" in ('ACTIVE', 'DISABLED', 'INVITED')) not null default 'ACTIVE', add column "totp_secret" text null, add column "totp_pending_secret" text null, add column "totp_last_step" int null;`,
    );
    this.addSql(`alter table "admin_user" alter column "username" drop not null;`);
    this.addSql(`alter table "admin_user" alter column "password_hash" drop not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "account_mail" cascade;`);

    this.addSql(`drop table if exists "account_token" cascade;`);

    this.addSql(`drop table if exists "passkey" cascade;`);

    this.addSql(`drop table if exists "passkey_challenge" cascade;`);

    this.addSql(`drop table if exists "recovery_code" cascade;`);

    this.addSql(
      `alter table "admin_user" drop column "status", drop column "totp_secret", drop column "totp_pending_secret", drop column "totp_last_step";`,
    );

    this.addSql(`alter table "admin_user" alter column "username" set not null;`);
    this.addSql(`alter table "admin_user" alter column "password_hash" set not null;`);
  }
}
