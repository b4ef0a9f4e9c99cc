import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** Key/value facts about the installation itself, e.g. when the seed content was loaded. */
@Entity()
export class SystemState {
  [OptionalProps]?: 'updatedAt';

  @PrimaryKey({ length: 100 })
  key!: string;

  @Property({ type: 'text' })
  value!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
