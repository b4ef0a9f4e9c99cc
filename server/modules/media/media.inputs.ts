import { ArgsType, Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { z } from 'zod';
import { PageArgs } from '../../common/pagination.js';
import { MediaKind } from '../../files/media-item.entity.js';
import type { UploadKind } from '../../files/storage.js';

/** Spec POST /api/upload: type blog, product or general. */
export enum ImageTarget {
  blog = 'blog',
  product = 'product',
  general = 'general',
}
registerEnumType(ImageTarget, { name: 'ImageTarget' });

export const isImageTarget = (value: unknown): value is ImageTarget => Object.values<unknown>(ImageTarget).includes(value);
/** Where each target's images are kept. */
export const KIND: Record<ImageTarget, UploadKind> = { blog: 'blogs', product: 'products', general: 'images' };

@ArgsType()
export class MediaListArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Part of the file name or of an alternative text (case and Turkish letters folded)' })
  search?: string | null;

  @Field(() => MediaKind, { nullable: true })
  kind?: MediaKind | null;
}

@InputType()
export class MediaItemInput {
  @Field(() => String, { nullable: true }) altTr?: string | null;
  @Field(() => String, { nullable: true }) altEn?: string | null;
  @Field(() => Float, { nullable: true, description: '0–1 from the left; null: the centre' }) focalX?: number | null;
  @Field(() => Float, { nullable: true, description: '0–1 from the top; null: the centre' }) focalY?: number | null;
}

const alt = z
  .string()
  .trim()
  .max(300, 'TOO_LONG')
  .nullish()
  .transform((v) => v ?? undefined);
const focal = z.number().min(0, 'OUT_OF_RANGE').max(1, 'OUT_OF_RANGE').nullable().optional();

export const mediaItemSchema = z
  .object({ altTr: alt, altEn: alt, focalX: focal, focalY: focal })
  .refine((v) => (v.focalX === undefined) === (v.focalY === undefined) && (v.focalX === null) === (v.focalY === null), {
    message: 'FOCAL_POINT_INCOMPLETE',
    path: ['focalX'],
  });

export type MediaItemData = z.infer<typeof mediaItemSchema>;

@ObjectType({ description: 'A record that shows or offers a library item' })
export class MediaUsage {
  @Field({ description: 'Product, Blog, Document, Application' }) entityType!: string;
  @Field(() => Int) id!: number;
  @Field() name!: string;
  @Field({ description: 'image (its picture), file (a download) or text (an image inside its rich text)' }) role!: string;
}

export const MAX_SEARCH_LENGTH = 100;
