// An image's pixel size, kept next to the column that names the file, and what the API tells pages about it.
import { Embeddable, Property } from '@mikro-orm/core';
import { Field, Float, Int } from 'type-graphql';
import { PlainObjectType } from '../common/base.entity.js';
import { siteImage, variantWidths, type ImageFacts } from '../shared/image-variants.js';

/**
 * Columns rather than JSON: three typed values of fixed shape, that the start-up backfill (server/files/image-sizes.ts)
 * finds with a plain `width is null`. Read from the file when a row starts naming it (Storage.imageSize).
 */
@Embeddable()
export class ImageSize {
  @Property({ type: 'integer' })
  width!: number;

  @Property({ type: 'integer' })
  height!: number;

  /** Animated images keep their original only: a still copy would lose the animation. */
  @Property({ type: 'boolean' })
  animated!: boolean;

  constructor(data: ImageSize) {
    Object.assign(this, data);
  }
}

@PlainObjectType({ description: 'An image with its size and its responsive copies (srcset): no layout shift, small files on phones' })
export class ImageInfo implements ImageFacts {
  @Field({ description: 'URL of the original (same as the older *Url field)' })
  url!: string;

  @Field(() => Int, { description: 'Width of the original in pixels' })
  width!: number;

  @Field(() => Int, { description: 'Height of the original in pixels' })
  height!: number;

  @Field(() => [Int], {
    description:
      'Widths with an AVIF and a WebP copy, at the URL without its extension plus .w<width>.avif or .w<width>.webp ' +
      '(e.g. /img/about.jpg → /img/about.w640.avif); never wider than the original; empty for an animated image',
  })
  variantWidths!: number[];

  @Field(() => String, {
    nullable: true,
    description: "Alternative text in Turkish from the media library; null or empty: the record's title",
  })
  altTr?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Alternative text in English from the media library; null or empty: the record's title",
  })
  altEn?: string | null;

  @Field(() => Float, { nullable: true, description: 'Focal point (0–1 from the left) that crops keep in view; null: the centre' })
  focalX?: number | null;

  @Field(() => Float, { nullable: true, description: 'Focal point (0–1 from the top); null: the centre' })
  focalY?: number | null;
}

/** The info of an uploaded image at `url`, or null while its size is unknown (pages then show the original as before). */
export function uploadedImageInfo(url: string | null, size: ImageSize | null): ImageInfo | null {
  if (!url || !size) return null;
  const { width, height, animated } = size;
  return Object.assign(new ImageInfo(), { url, width, height, variantWidths: animated ? [] : variantWidths(width) });
}

/** A site image under /img (public/img), e.g. the default product picture. */
export function siteImageInfo(name: string): ImageInfo {
  return Object.assign(new ImageInfo(), siteImage(name));
}
