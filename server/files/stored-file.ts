import { Embeddable, Property } from '@mikro-orm/core';
import { Field, Int } from 'type-graphql';
import { PlainObjectType } from '../common/base.entity.js';

/** A file kept in the file store (DATA_DIR/uploads or a bucket) under a generated name; downloads use the original name. */
@Embeddable()
@PlainObjectType({ description: 'An uploaded file' })
export class StoredFile {
  /** Generated name in the store (never exposed: downloads go through stable URLs). */
  @Property({ length: 200 })
  storedName!: string;

  @Field({ description: 'Name of the file as uploaded' })
  @Property({ length: 255 })
  originalName!: string;

  @Field(() => Int, { description: 'Size in bytes' })
  @Property({ type: 'integer' })
  size!: number;

  @Field()
  @Property({ length: 150 })
  mimeType!: string;

  constructor(data: StoredFile) {
    Object.assign(this, data);
  }
}
