import { Embedded, Entity, Index, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { ImageInfo, ImageSize } from '../../images/image-info.js';
import { StoredIn } from '../../files/storage.js';
import { ImageField } from '../../files/stored-image.js';
import { MediaItem } from '../../files/media-item.entity.js';
import { StoredFile } from '../../files/stored-file.js';
import { PUBLISHED_AT_DESCRIPTION } from '../../common/publication.js';
import { TranslatedEntity, type TranslatedPairs } from '../../common/translation.js';
import { DEFAULT_VERSION } from '../documents/document.entity.js';

// Listed newest first (createdAt, then id): the index gives that order, so a page of the list reads only its rows.
@Entity()
@Index({ properties: ['createdAt', 'id'] })
// The sitemap dates the resources pages by the newest change: the last entry of this index.
@Index({ properties: ['updatedAt'] })
@ObjectType()
export class Application extends TranslatedEntity<'publishedAt' | 'iconMedia' | 'iconSize' | 'iconInfo'> {
  static override readonly translatedPairs: TranslatedPairs<Application> = [['descriptionTr', 'descriptionEn']];

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
  @StoredIn('applications')
  file!: StoredFile;

  @ImageField({
    store: 'images',
    describe: {
      name: 'Stored icon file name',
      info: 'The icon with its size and responsive copies; null without one or while its size is unknown',
    },
  })
  icon: string | null = null;
  iconSize: ImageSize | null = null;
  iconMedia: MediaItem | null = null;
  declare readonly iconUrl: string | null;
  declare readonly iconInfo: ImageInfo | null;

  @Field()
  @Property({ length: 20 })
  version: string = DEFAULT_VERSION;

  // Created published (as the old site's were), unless saved as a draft: an author's always is.
  @Field(() => Date, { nullable: true, description: PUBLISHED_AT_DESCRIPTION })
  @Property({ type: 'datetime', nullable: true, defaultRaw: 'now()' })
  publishedAt: Date | null = new Date();

  // Answered by ApplicationResolver, which adds a draft's download grant for the admin.
  get downloadUrl(): string {
    return `/api/download_application/${this.id}`;
  }
}
