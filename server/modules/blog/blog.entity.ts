import { ManyToOne, Embedded, Entity, Index, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { ImageInfo, ImageSize } from '../../images/image-info.js';
import { StoredIn } from '../../files/storage.js';
import { recordImageInfo, recordImageUrl } from '../../files/stored-image.js';
import { loadedMedia, MediaItem } from '../../files/media-item.entity.js';
import { PUBLISHED_AT_DESCRIPTION } from '../../common/publication.js';
import { TranslatedEntity, type TranslatedPairs } from '../../common/translation.js';
import { SEO_DESCRIPTION_MAX, SEO_FIELD_DESCRIPTIONS, SEO_TITLE_MAX, type SeoField } from '../../shared/seo-fields.js';

export const BLOG_CATEGORY = 'Genel';

// Posts are listed newest first (date, then id): the index gives that order, so a page of the list reads only its rows.
@Entity()
@Index({ properties: ['date', 'id'] })
@ObjectType()
export class Blog extends TranslatedEntity<'publishedAt' | 'imageMedia' | 'shareImageMedia' | 'shareImageId' | 'shareImageUrl' | 'imageSize' | 'imageInfo' | SeoField> {
  static override readonly translatedPairs: TranslatedPairs<Blog> = [
    ['titleTr', 'titleEn'], ['summaryTr', 'summaryEn'], ['contentTr', 'contentEn'],
  ];

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

  @Field(() => String, { nullable: true, description: SEO_FIELD_DESCRIPTIONS.title })
  @Property({ length: SEO_TITLE_MAX, nullable: true })
  seoTitleTr: string | null = null;

  @Field(() => String, { nullable: true, description: SEO_FIELD_DESCRIPTIONS.title })
  @Property({ length: SEO_TITLE_MAX, nullable: true })
  seoTitleEn: string | null = null;

  @Field(() => String, { nullable: true, description: SEO_FIELD_DESCRIPTIONS.description })
  @Property({ length: SEO_DESCRIPTION_MAX, nullable: true })
  seoDescriptionTr: string | null = null;

  @Field(() => String, { nullable: true, description: SEO_FIELD_DESCRIPTIONS.description })
  @Property({ length: SEO_DESCRIPTION_MAX, nullable: true })
  seoDescriptionEn: string | null = null;

  /** The picture share cards show, from the media library; null: the record's own image. */
  @ManyToOne(() => MediaItem, { nullable: true, eager: true, deleteRule: 'set null' })
  @Index()
  shareImageMedia: MediaItem | null = null;

  @Field(() => Int, { nullable: true, description: 'Share-card image: a media library item; null: the record\'s own image' })
  get shareImageId(): number | null {
    return this.shareImageMedia?.id ?? null;
  }

  @Field(() => String, { nullable: true, description: 'URL of the share-card image; null: the record\'s own image' })
  get shareImageUrl(): string | null {
    return loadedMedia(this.shareImageMedia)?.url ?? null;
  }

  @Field(() => String, { nullable: true })
  get imageUrl(): string | null {
    return recordImageUrl(this.imageMedia, 'blogs', this.image);
  }

  @Field(() => ImageInfo, { nullable: true, description: 'The image with its size and responsive copies; null without an image or while its size is unknown' })
  get imageInfo(): ImageInfo | null {
    return recordImageInfo(this.imageMedia, 'blogs', this.image, this.imageSize);
  }
}
