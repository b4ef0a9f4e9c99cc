import { Embeddable, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';

/** A file kept under DATA_DIR/uploads with a generated name; the original name is what downloads use. */
@Embeddable()
@ObjectType({ description: 'An uploaded file' })
export class StoredFile {
  /** Generated name on disk (never exposed: downloads go through stable URLs). */
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
