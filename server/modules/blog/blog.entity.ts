import { ManyToOne, Embedded, Entity, Index, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { ImageInfo, ImageSize } from '../../images/image-info.js';
import { StoredIn } from '../../files/storage.js';
import { recordImageInfo, recordImageUrl } from '../../files/stored-image.js';
import { MediaItem } from '../../files/media-item.entity.js';
import { PUBLISHED_AT_DESCRIPTION } from '../../common/publication.js';
import type { TranslatedPairs } from '../../common/translation.js';
import { SeoEntity } from '../publishing/seo.entity.js';

export const BLOG_CATEGORY = 'Genel';

// Posts are listed newest first (date, then id): the index gives that order, so a page of the list reads only its rows.
@Entity()
@Index({ properties: ['date', 'id'] })
@ObjectType()
export class Blog extends SeoEntity<'publishedAt' | 'imageMedia' | 'imageSize' | 'imageInfo'> {
  static override readonly translatedPairs: TranslatedPairs<Blog> = [
    ['titleTr', 'titleEn'],
    ['summaryTr', 'summaryEn'],
    ['contentTr', 'contentEn'],
  ];

  /** A post reaches visitors only with its image (publishing/publish-requirements.ts); a draft may lack it. */
  static readonly requiredToPublish = ['image'] as const;

  @Field()
  @Property({ length: 255 })
  titleTr!: string;

  @Field()
  @Property({ length: 255 })
  titleEn!: string;

  @Field()
  @Property({ length: 255, unique: true })
  slug!: string;

  @Field(() => Date, { nullable: true, description: PUBLISHED_AT_DESCRIPTION })
  @Property({ type: 'datetime', nullable: true, defaultRaw: 'now()' })
  publishedAt: Date | null = new Date();

  @Field()
  @Property({ type: 'text' })
  summaryTr!: string;

  @Field()
  @Property({ type: 'text' })
  summaryEn!: string;

  @Field({ description: 'Sanitized HTML' })
  @Property({ type: 'text' })
  contentTr!: string;

  @Field({ description: 'Sanitized HTML' })
  @Property({ type: 'text' })
  contentEn!: string;

  @Field(() => String, { nullable: true, description: 'Stored image file name' })
  @Property({ length: 200, nullable: true })
  @StoredIn('blogs')
  image: string | null = null;

  @Embedded(() => ImageSize, { nullable: true, prefix: 'image_' })
  imageSize: ImageSize | null = null;

  /** The library item the image is (alt texts, focal point, another store's file); kept with `image`. */
  @ManyToOne(() => MediaItem, { nullable: true, eager: true, deleteRule: 'set null' })
  @Index()
  imageMedia: MediaItem | null = null;

  @Field()
  @Property({ length: 100 })
  category: string = BLOG_CATEGORY;

  @Field({ description: 'Publication date' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  date: Date = new Date();

  @Field(() => String, { nullable: true })
  get imageUrl(): string | null {
    return recordImageUrl(this.imageMedia, 'blogs', this.image);
  }

  @Field(() => ImageInfo, {
    nullable: true,
    description: 'The image with its size and responsive copies; null without an image or while its size is unknown',
  })
  get imageInfo(): ImageInfo | null {
    return recordImageInfo(this.imageMedia, 'blogs', this.image, this.imageSize);
  }
}
