import { Migration } from '@mikro-orm/migrations';

export class Migration20261124065240 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "throttle_counter" ("key" varchar(255) not null, "points" int not null default 0, "expire" bigint null, constraint "throttle_counter_pkey" primary key ("key"));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "throttle_counter" cascade;`);
  }
}
