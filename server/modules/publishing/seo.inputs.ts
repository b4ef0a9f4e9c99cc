// The input side of SeoEntity, declared once: the GraphQL fields a product's or a post's input inherits, and the
// zod rules its schema spreads in.
import { Field, InputType, Int } from 'type-graphql';
import { clearableText, libraryId } from '../../common/validation.js';
import { SEO_DESCRIPTION_MAX, SEO_FIELD_DESCRIPTIONS, SEO_TITLE_MAX } from '../../shared/seo-fields.js';

/** No input type of the schema on its own (no operation takes it): each subclass's input type lists these fields. */
@InputType()
export abstract class SeoInput {
  @Field(() => String, { nullable: true, description: SEO_FIELD_DESCRIPTIONS.input }) seoTitleTr?: string | null;
  @Field(() => String, { nullable: true, description: SEO_FIELD_DESCRIPTIONS.input }) seoTitleEn?: string | null;
  @Field(() => String, { nullable: true, description: SEO_FIELD_DESCRIPTIONS.input }) seoDescriptionTr?: string | null;
  @Field(() => String, { nullable: true, description: SEO_FIELD_DESCRIPTIONS.input }) seoDescriptionEn?: string | null;
  @Field(() => Int, {
    nullable: true,
    description: "Share-card image (a media library item id); null: the record's own image; left out keeps it",
  })
  shareImageId?: number | null;
}

/** SeoInput's rules, for the subclass's `z.object({ ..., ...seoInputShape })`. */
export const seoInputShape = {
  seoTitleTr: clearableText(SEO_TITLE_MAX),
  seoTitleEn: clearableText(SEO_TITLE_MAX),
  seoDescriptionTr: clearableText(SEO_DESCRIPTION_MAX),
  seoDescriptionEn: clearableText(SEO_DESCRIPTION_MAX),
  shareImageId: libraryId,
};
