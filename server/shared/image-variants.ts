// The responsive copies of an image: which widths and formats exist and what they are called. Browser-safe: the
// server writes and serves them by this rule, the client lists them in srcset by the same rule, so the API only
// has to say an image's size and which widths it has (not every URL).
import { SITE_IMAGE_SIZES } from './site-images.manifest.js';

/** Best first: a browser takes the first <source> type it can decode. */
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** Phones (320, 640 at 2x), tablets, laptops and a full-HD screen; nothing wider is worth sending. */
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;
const LARGEST = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1];

/**
 * The widths an image of `width` pixels gets: the standard ones below it, and its own width (capped at the
 * largest), so the best copy a screen can use is always there and never upscaled. A standard width within 10 %
 * of that top one would only cost an encode, so it is left out.
 */
export function variantWidths(width: number): number[] {
  const top = Math.min(Math.round(width), LARGEST);
  if (!(top > 0)) return [];
  return [...VARIANT_WIDTHS.filter((w) => w < top * 0.9), top];
}

/** A file name or URL without its extension: `a/b/uuid.jpg` → `a/b/uuid`. */
export const stemOf = (name: string) => name.replace(/\.[A-Za-z0-9]+$/, '');

/** `uuid.jpg`, 640, avif → `uuid.w640.avif`; works on URLs the same way (the folder stays). */
export function variantName(original: string, width: number, format: VariantFormat): string {
  return `${stemOf(original)}.w${width}.${format}`;
}

/** The parts of a variant's file name, or null when the name is not one (no dots or slashes in the stem). */
export function parseVariantName(name: string): { stem: string; width: number; format: VariantFormat } | null {
  const match = /^([A-Za-z0-9_-]+)\.w([1-9]\d{0,3})\.(avif|webp)$/.exec(name);
  return match ? { stem: match[1], width: Number(match[2]), format: match[3] as VariantFormat } : null;
}

/** What a page needs to show an image at the right size without a layout shift. */
export interface ImageFacts {
  url: string;
  width: number;
  height: number;
  /** Widths that have AVIF and WebP copies (variantName of url); empty: the original only. */
  variantWidths: number[];
}

/** `url.w320.avif 320w, url.w640.avif 640w, ...` for one format. */
export function srcSetOf(image: ImageFacts, format: VariantFormat): string {
  return image.variantWidths.map((w) => `${variantName(image.url, w, format)} ${w}w`).join(', ');
}

/** A site image under /img (public/img), sized from the generated manifest; its copies are made at build time. */
export function siteImage(name: string): ImageFacts {
  const size = SITE_IMAGE_SIZES[name];
  if (!size) throw new Error(`/img/${name} is not in server/shared/site-images.manifest.ts`);
  return { url: `/img/${name}`, ...size, variantWidths: variantWidths(size.width) };
}
