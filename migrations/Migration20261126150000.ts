import { Migration } from '@mikro-orm/migrations';

// Products are ordered by hand within their category: each gets a position, numbered from today's order (id within
// its category), and the category's index reads them in that order.
export class Migration20261126150000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "product" add column "position" int not null default 0;`);
    this.addSql(`update "product" as p set "position" = n.position from (
      select "id", row_number() over (partition by "category" order by "id") - 1 as position from "product") as n where n."id" = p."id";`);
    this.addSql(`drop index "product_category_id_index";`);
    this.addSql(`create index "product_category_position_id_index" on "product" ("category", "position", "id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "product_category_position_id_index";`);
    this.addSql(`create index "product_category_id_index" on "product" ("category", "id");`);
    this.addSql(`alter table "product" drop column "position";`);
  }
}
