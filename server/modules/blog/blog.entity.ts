import { Entity, Index, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { ImageInfo, ImageSize } from '../../images/image-info.js';
import { ImageField } from '../../files/stored-image.js';
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

  @ImageField({
    store: 'blogs',
    describe: {
      name: 'Stored image file name',
      info: 'The image with its size and responsive copies; null without an image or while its size is unknown',
    },
  })
  image: string | null = null;
  imageSize: ImageSize | null = null;
  imageMedia: MediaItem | null = null;
  declare readonly imageUrl: string | null;
  declare readonly imageInfo: ImageInfo | null;

  @Field()
  @Property({ length: 100 })
  category: string = BLOG_CATEGORY;

  @Field({ description: 'Publication date' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  date: Date = new Date();
}
