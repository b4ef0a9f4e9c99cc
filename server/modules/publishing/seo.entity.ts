// What a public record (a product, a blog post) carries for search engines and share cards, declared once: each
// subclass gets the same columns in its own table and the same fields on its own GraphQL type.
import { Index, ManyToOne, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { MediaItem, mediaUrl, shownMedia, type MediaFacts } from '../../files/media-item.entity.js';
import { TranslatedEntity } from '../../common/translation.js';
import { SEO_DESCRIPTION_MAX, SEO_FIELD_DESCRIPTIONS, SEO_TITLE_MAX, type SeoField } from '../../shared/seo-fields.js';

/** Props `em.create` may leave out: the search-engine texts, the share image and its derived fields. */
type SeoOptional = SeoField | 'shareImageMedia' | 'shareImageId' | 'shareImageUrl';

/** `Optional` names the subclass's own props that `em.create` may leave out, as TranslatedEntity's does. */
@ObjectType()
export abstract class SeoEntity<Optional extends string = never> extends TranslatedEntity<SeoOptional | Optional> {
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

  @Field(() => Int, { nullable: true, description: "Share-card image: a media library item; null: the record's own image" })
  get shareImageId(): number | null {
    return this.shareImageMedia?.id ?? null;
  }

  @Field(() => String, { nullable: true, description: "URL of the share-card image; null: the record's own image" })
  get shareImageUrl(): string | null {
    return shareImageUrl(this.shareImageMedia);
  }
}

/** The share card's picture: the library item's URL, or null (the record's own image). */
export function shareImageUrl(media: MediaFacts | null | undefined): string | null {
  const item = shownMedia(media);
  return item ? mediaUrl(item) : null;
}
