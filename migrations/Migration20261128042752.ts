import { Migration } from '@mikro-orm/migrations';

// Applications in the search index (for the admin's list search; never a site search result). Their entries are
// written at the next start (SearchIndex.rebuildIfEmpty: a kind of record without entries) and by every save.
export class Migration20261128042752 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter type "search_kind" add value if not exists 'application' after 'document';`);
  }
}
