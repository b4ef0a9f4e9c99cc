import { Embedded, Entity, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import { publicUrl } from '../../common/storage.js';
import { StoredFile } from '../../common/stored-file.js';
import { DEFAULT_VERSION } from '../documents/document.entity.js';

@Entity()
@ObjectType()
export class Application extends BaseEntity {
  @Field()
  @Property({ length: 255 })
  name!: string;

  @Field()
  @Property({ type: 'text' })
  descriptionTr: string = '';

  @Field()
  @Property({ type: 'text' })
  descriptionEn: string = '';

  @Field(() => StoredFile)
  @Embedded(() => StoredFile)
  file!: StoredFile;

  @Field(() => String, { nullable: true, description: 'Stored icon file name' })
  @Property({ length: 200, nullable: true })
  icon: string | null = null;

  @Field()
  @Property({ length: 20 })
  version: string = DEFAULT_VERSION;

  @Field(() => String, { nullable: true })
  get iconUrl(): string | null {
    return this.icon ? publicUrl('images', this.icon) : null;
  }

  @Field()
  get downloadUrl(): string {
    return `/api/download_application/${this.id}`;
  }
}
