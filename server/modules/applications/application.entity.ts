import { ManyToOne, Embedded, Entity, Index, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { ImageInfo, ImageSize } from '../../images/image-info.js';
import { StoredIn } from '../../files/storage.js';
import { recordImageInfo, recordImageUrl } from '../../files/stored-image.js';
import { MediaItem } from '../../files/media-item.entity.js';
import { StoredFile } from '../../files/stored-file.js';
import { TranslatedEntity, type TranslatedPairs } from '../../common/translation.js';
import { DEFAULT_VERSION } from '../documents/document.entity.js';

// Listed newest first (createdAt, then id): the index gives that order, so a page of the list reads only its rows.
@Entity()
@Index({ properties: ['createdAt', 'id'] })
// The sitemap dates the resources pages by the newest change: the last entry of this index.
@Index({ properties: ['updatedAt'] })
@ObjectType()
export class Application extends TranslatedEntity<'iconMedia' | 'iconSize' | 'iconInfo'> {
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

  @Field(() => String, { nullable: true, description: 'Stored icon file name' })
  @Property({ length: 200, nullable: true })
  @StoredIn('images')
  icon: string | null = null;

  @Embedded(() => ImageSize, { nullable: true, prefix: 'icon_' })
  iconSize: ImageSize | null = null;

  /** The library item the image is (alt texts, focal point, another store's file); kept with `icon`. */
  @ManyToOne(() => MediaItem, { nullable: true, eager: true, deleteRule: 'set null' })
  @Index()
  iconMedia: MediaItem | null = null;

  @Field()
  @Property({ length: 20 })
  version: string = DEFAULT_VERSION;

  @Field(() => String, { nullable: true })
  get iconUrl(): string | null {
    return recordImageUrl(this.iconMedia, 'images', this.icon);
  }

  @Field(() => ImageInfo, {
    nullable: true,
    description: 'The icon with its size and responsive copies; null without one or while its size is unknown',
  })
  get iconInfo(): ImageInfo | null {
    return recordImageInfo(this.iconMedia, 'images', this.icon, this.iconSize);
  }

  @Field()
  get downloadUrl(): string {
    return `/api/download_application/${this.id}`;
  }
}
