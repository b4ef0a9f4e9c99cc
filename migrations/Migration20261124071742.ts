import { Migration } from '@mikro-orm/migrations';

// Audit log: entries are only ever added. The trigger refuses UPDATE, DELETE and TRUNCATE of them for
// every role but a restore, which switches user triggers off while it loads (server/tools/restore.ts).
export class Migration20261124071742 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "audit_entry" ("id" serial primary key, "created_at" timestamptz not null default now(), "admin_id" int null, "admin_username" varchar(64) null, "action" varchar(20) not null, "operation" varchar(200) null, "entity_type" varchar(64) null, "entity_id" varchar(100) null, "entity_name" varchar(255) null, "fields" jsonb not null, "ip" varchar(64) not null, "via" varchar(10) not null);`,
    );
    this.addSql(`create index "audit_entry_admin_id_created_at_id_index" on "audit_entry" ("admin_id", "created_at", "id");`);
    this.addSql(`create index "audit_entry_entity_type_created_at_id_index" on "audit_entry" ("entity_type", "created_at", "id");`);
    this.addSql(`create index "audit_entry_action_created_at_id_index" on "audit_entry" ("action", "created_at", "id");`);
    this.addSql(`create index "audit_entry_created_at_id_index" on "audit_entry" ("created_at", "id");`);
    this.addSql(`create or replace function "audit_entry_unchangeable"() returns trigger language plpgsql as $$
      begin
        raise exception 'audit entries cannot be changed or removed (%)', tg_op using errcode = 'insufficient_privilege';
      end
    $$;`);
    this.addSql(
      `create trigger "audit_entry_unchangeable" before update or delete on "audit_entry" for each row execute function "audit_entry_unchangeable"();`,
    );
    this.addSql(
      `create trigger "audit_entry_untruncatable" before truncate on "audit_entry" for each statement execute function "audit_entry_unchangeable"();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "audit_entry" cascade;`);
    this.addSql(`drop function if exists "audit_entry_unchangeable"();`);
  }
}
