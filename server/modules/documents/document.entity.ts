import { Embedded, Entity, Index, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { ImageInfo, ImageSize } from '../../images/image-info.js';
import { StoredIn } from '../../files/storage.js';
import { ImageField } from '../../files/stored-image.js';
import { MediaItem } from '../../files/media-item.entity.js';
import { StoredFile } from '../../files/stored-file.js';
import { PUBLISHED_AT_DESCRIPTION } from '../../common/publication.js';
import { TranslatedEntity, type TranslatedPairs } from '../../common/translation.js';

export const DEFAULT_VERSION = 'v1.0';

// Listed newest first (createdAt, then id): the index gives that order, so a page of the list reads only its rows.
@Entity()
@Index({ properties: ['createdAt', 'id'] })
// The sitemap dates the resources pages by the newest change: the last entry of this index.
@Index({ properties: ['updatedAt'] })
@ObjectType()
export class Document extends TranslatedEntity<'publishedAt' | 'coverImageMedia' | 'coverImageSize' | 'coverImageInfo'> {
  static override readonly translatedPairs: TranslatedPairs<Document> = [
    ['nameTr', 'nameEn'],
    ['descriptionTr', 'descriptionEn'],
  ];

  @Field()
  @Property({ length: 255 })
  nameTr!: string;

  @Field()
  @Property({ length: 255 })
  nameEn: string = '';

  @Field()
  @Property({ type: 'text' })
  descriptionTr: string = '';

  @Field()
  @Property({ type: 'text' })
  descriptionEn: string = '';

  @Field(() => StoredFile)
  @Embedded(() => StoredFile)
  @StoredIn('documentsTr')
  fileTr!: StoredFile;

  @Field(() => StoredFile, { nullable: true })
  @Embedded(() => StoredFile, { nullable: true })
  @StoredIn('documentsEn')
  fileEn: StoredFile | null = null;

  @ImageField({
    store: 'images',
    describe: {
      name: 'Stored cover image file name',
      info: 'The cover image with its size and responsive copies; null without one or while its size is unknown',
    },
  })
  coverImage: string | null = null;
  coverImageSize: ImageSize | null = null;
  coverImageMedia: MediaItem | null = null;
  declare readonly coverImageUrl: string | null;
  declare readonly coverImageInfo: ImageInfo | null;

  @Field()
  @Property({ length: 20 })
  version: string = DEFAULT_VERSION;

  // Created published (as the old site's were), unless saved as a draft: an author's always is.
  @Field(() => Date, { nullable: true, description: PUBLISHED_AT_DESCRIPTION })
  @Property({ type: 'datetime', nullable: true, defaultRaw: 'now()' })
  publishedAt: Date | null = new Date();

  // Answered by DocumentResolver, which adds a draft's download grant for the admin.
  get downloadUrlTr(): string {
    return `/api/download_document/${this.id}/tr`;
  }

  get downloadUrlEn(): string | null {
    return this.fileEn ? `/api/download_document/${this.id}/en` : null;
  }
}
