import { Migration } from '@mikro-orm/migrations';

// Search folds compatibility forms (NFKC: full-width letters, ligatures) and ß on both sides now: the entries written
// before are emptied, and start-up rebuilds an empty index (and its near-miss dictionary) from the records.
export class Migration20261125173000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`delete from "search_entry";`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "search_entry";`);
  }
}
