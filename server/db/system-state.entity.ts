import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** Key/value facts about the installation itself, e.g. when the seed content was loaded. */
@Entity()
export class SystemState {
  /** Never shown on public pages: changes do not invalidate the page caches (see ContentVersion). */
  static readonly publicContent = false;
  /** Not an admin's write: left out of the audit log (sign-ins are recorded on their own, server/modules/audit). */
  static readonly audited = false;

  [OptionalProps]?: 'updatedAt';

  @PrimaryKey({ length: 100 })
  key!: string;

  @Property({ type: 'text' })
  value!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
