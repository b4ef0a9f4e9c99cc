import { ArgsType, Field, InputType, registerEnumType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { z } from 'zod';
import { userInputError } from '../../common/errors.js';
import { RESERVED_PRODUCT_SLUGS } from '../../shared/product-compare.js';
import { slugify } from '../../shared/slug.js';
import { confirmedEnglishSchema } from '../../common/translation.js';
import { optionalText, requiredText, slugText, storedNameOrNull } from '../../common/validation.js';
import { PublishedListArgs } from '../publishing/publication-filter.js';
import { SeoInput, seoInputShape } from '../publishing/seo.inputs.js';
import { ProductCategoryEnum } from './product-category.js';
import { Product } from './product.entity.js';

@InputType()
export class SpecInput {
  @Field() nameTr!: string;
  @Field() nameEn!: string;
  @Field() valueTr!: string;
  @Field() valueEn!: string;
}

@InputType()
export class SpecGroupInput {
  @Field() nameTr!: string;
  @Field() nameEn!: string;
  @Field(() => [SpecInput]) specs!: SpecInput[];
}

@InputType()
export class ProductInput extends SeoInput {
  @Field() name!: string;
  @Field(() => String, { nullable: true, description: 'Generated from the name when empty' })
  slug?: string | null;
  @Field(() => ProductCategoryEnum) category!: ProductCategoryEnum;
  @Field(() => String, {
    nullable: true,
    description: 'File name returned by uploadImage(type: product); left out keeps the current one, null or empty is the default image',
  })
  image?: string | null;
  @Field() shortDescriptionTr!: string;
  @Field() shortDescriptionEn!: string;
  @Field(() => String, { nullable: true }) longDescriptionTr?: string | null;
  @Field(() => String, { nullable: true }) longDescriptionEn?: string | null;
  @Field(() => [SpecGroupInput], { nullable: true, description: 'Replaces all groups; left out keeps them' })
  specGroups?: SpecGroupInput[] | null;
  @Field(() => GraphQLJSONObject, { nullable: true, description: 'Legacy specs; left out keeps them' })
  technicalSpecsTr?: Record<string, unknown> | null;
  @Field(() => GraphQLJSONObject, { nullable: true }) technicalSpecsEn?: Record<string, unknown> | null;
  @Field(() => [String], { nullable: true, description: 'English fields the editor confirmed as still right' })
  confirmedEnglish?: string[] | null;
  @Field(() => Boolean, { nullable: true, description: 'On create: save as a draft (publishProduct shows it); ignored on update' })
  draft?: boolean | null;
}

const specSchema = z.object({
  nameTr: requiredText(200),
  nameEn: requiredText(200),
  valueTr: requiredText(500),
  valueEn: requiredText(500),
});

const legacySpecs = z.record(z.string().max(200), z.record(z.string().max(200), z.string().max(500)), 'INVALID').nullish();

export const productSchema = z.object({
  name: requiredText(200),
  slug: slugText.or(z.literal('')).nullish(),
  category: z.enum(ProductCategoryEnum, 'INVALID_CATEGORY'),
  image: storedNameOrNull,
  shortDescriptionTr: requiredText(1000),
  shortDescriptionEn: requiredText(1000),
  longDescriptionTr: optionalText(100_000),
  longDescriptionEn: optionalText(100_000),
  specGroups: z
    .array(z.object({ nameTr: requiredText(200), nameEn: requiredText(200), specs: z.array(specSchema).max(100, 'TOO_MANY') }))
    .max(30, 'TOO_MANY')
    .nullish(),
  technicalSpecsTr: legacySpecs,
  technicalSpecsEn: legacySpecs,
  ...seoInputShape,
  confirmedEnglish: confirmedEnglishSchema(Product.translatedPairs),
  draft: z.boolean().nullish(),
});

export type ProductData = z.infer<typeof productSchema>;

/**
 * The slug a save gives the product: the one entered, else one made from the name. Refused when nothing is left of
 * it (INVALID_SLUG) or when it is the address of one of the site's own pages under /products/ (RESERVED_SLUG).
 */
export function productSlugOf(data: Pick<ProductData, 'slug' | 'name'>): string {
  const slug = data.slug || slugify(data.name);
  if (!slug) throw userInputError('slug', 'INVALID_SLUG');
  if (RESERVED_PRODUCT_SLUGS.includes(slug)) throw userInputError('slug', 'RESERVED_SLUG');
  return slug;
}

export const productFileSchema = z.object({
  fileTypeTr: requiredText(100),
  fileTypeEn: requiredText(100),
});

/** The admin list's sortable columns. */
export enum ProductSort {
  NAME = 'NAME',
  CATEGORY = 'CATEGORY',
  STATUS = 'STATUS',
  UPDATED = 'UPDATED',
}

registerEnumType(ProductSort, {
  name: 'ProductSort',
  description: 'NAME; CATEGORY (display order, then the order within it); STATUS (publication time); UPDATED (last change)',
});

export const PRODUCT_SORT_COLUMNS: Record<ProductSort, readonly string[]> = {
  NAME: ['name'],
  CATEGORY: ['category', 'position'],
  STATUS: ['publishedAt'],
  UPDATED: ['updatedAt'],
};

@ArgsType()
export class ProductListArgs extends PublishedListArgs {
  @Field(() => ProductSort, { nullable: true, description: "Left out: id order, or the editors' order within a category, or newest first" })
  sort?: ProductSort | null;
}
