import { Migration } from '@mikro-orm/migrations';

export class Migration20261123203523 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "application_created_at_id_index" on "application" ("created_at", "id");`);
    this.addSql(`create index "application_updated_at_index" on "application" ("updated_at");`);

    this.addSql(`drop index "blog_date_index";`);

    this.addSql(`create index "blog_date_id_index" on "blog" ("date", "id");`);

    this.addSql(`create index "contact_message_created_at_id_index" on "contact_message" ("created_at", "id");`);

    this.addSql(`create index "document_created_at_id_index" on "document" ("created_at", "id");`);
    this.addSql(`create index "document_updated_at_index" on "document" ("updated_at");`);

    this.addSql(`drop index "product_category_index";`);

    this.addSql(`create index "product_category_id_index" on "product" ("category", "id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "application_created_at_id_index";`);
    this.addSql(`drop index "application_updated_at_index";`);

    this.addSql(`drop index "blog_date_id_index";`);

    this.addSql(`create index "blog_date_index" on "blog" ("date");`);

    this.addSql(`drop index "contact_message_created_at_id_index";`);

    this.addSql(`drop index "document_created_at_id_index";`);
    this.addSql(`drop index "document_updated_at_index";`);

    this.addSql(`drop index "product_category_id_index";`);

    this.addSql(`create index "product_category_index" on "product" ("category");`);
  }
}
