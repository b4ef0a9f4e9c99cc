import { ArgsType, Field, InputType, registerEnumType } from 'type-graphql';
import { z } from 'zod';
import { confirmedEnglishSchema } from '../../common/translation.js';
import { requiredText, slugText, storedNameOrNull } from '../../common/validation.js';
import { PublishedListArgs } from '../publishing/publication-filter.js';
import { SeoInput, seoInputShape } from '../publishing/seo.inputs.js';
import { Blog } from './blog.entity.js';

@InputType()
export class BlogInput extends SeoInput {
  @Field() titleTr!: string;
  @Field() titleEn!: string;
  @Field(() => String, { nullable: true, description: 'Generated from the Turkish title when empty' })
  slug?: string | null;
  @Field() summaryTr!: string;
  @Field() summaryEn!: string;
  @Field({ description: 'HTML; sanitized on save' }) contentTr!: string;
  @Field({ description: 'HTML; sanitized on save' }) contentEn!: string;
  @Field(() => String, {
    nullable: true,
    description:
      'File name returned by uploadImage(type: blog); left out keeps the current one. Required to publish (REQUIRED_TO_PUBLISH): on a create not saved as a draft',
  })
  image?: string | null;
  @Field(() => Date, { nullable: true, description: 'Publication date; now when empty' })
  date?: Date | null;
  @Field(() => [String], { nullable: true, description: 'English fields the editor confirmed as still right' })
  confirmedEnglish?: string[] | null;
  @Field(() => Boolean, { nullable: true, description: 'On create: save as a draft (publishBlog shows it); ignored on update' })
  draft?: boolean | null;
}

export const blogSchema = z.object({
  titleTr: requiredText(255),
  titleEn: requiredText(255),
  slug: slugText.or(z.literal('')).nullish(),
  summaryTr: requiredText(2000),
  summaryEn: requiredText(2000),
  contentTr: requiredText(200_000),
  contentEn: requiredText(200_000),
  image: storedNameOrNull,
  date: z.coerce.date('INVALID_DATE').nullish(),
  ...seoInputShape,
  confirmedEnglish: confirmedEnglishSchema(Blog.translatedPairs),
  draft: z.boolean().nullish(),
});

export type BlogData = z.infer<typeof blogSchema>;

/** The admin list's sortable columns. */
export enum BlogSort {
  TITLE = 'TITLE',
  DATE = 'DATE',
  STATUS = 'STATUS',
  UPDATED = 'UPDATED',
}

registerEnumType(BlogSort, {
  name: 'BlogSort',
  description: 'TITLE (Turkish); DATE (publication date shown); STATUS (publication time); UPDATED (last change)',
});

export const BLOG_SORT_COLUMNS: Record<BlogSort, readonly string[]> = {
  TITLE: ['titleTr'],
  DATE: ['date'],
  STATUS: ['publishedAt'],
  UPDATED: ['updatedAt'],
};

@ArgsType()
export class BlogListArgs extends PublishedListArgs {
  @Field(() => BlogSort, { nullable: true, description: 'Left out: newest first' })
  sort?: BlogSort | null;
}
