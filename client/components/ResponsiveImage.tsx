import type { ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { srcSetOf, VARIANT_FORMATS, variantName, type ImageFacts } from '../../server/shared/image-variants';

export type { ImageFacts };

/** Below this width a banner shows its portrait crop (the site's md breakpoint). */
export const PHONE_MEDIA = '(max-width: 767px)';
const NOT_PHONE_MEDIA = '(min-width: 768px)';

/** An image the API knows no size of (a file from before, or gone): shown as it was, in the slot's own proportions. */
export const plainImage = (url: string, width: number, height: number): ImageFacts => ({ url, width, height, variantWidths: [] });

/** What the media library adds to an image (GraphQL ImageInfo): alternative texts and a focal point. */
interface LibraryFacts extends ImageFacts {
  altTr?: string | null;
  altEn?: string | null;
  focalX?: number | null;
  focalY?: number | null;
}

export interface ResponsiveImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'loading' | 'alt'
> {
  image: ImageFacts;
  /** The sizes attribute: how wide the image is drawn at each viewport width; the browser picks a copy by it. */
  sizes: string;
  alt: string;
  /** Another picture for phones (art direction), e.g. a banner's portrait crop. */
  phoneImage?: ImageFacts;
  /** The largest image of the first screen (LCP): fetched at once, first, and announced in <head> by a preload. */
  priority?: boolean;
}

function sources(image: ImageFacts, sizes: string, media?: string) {
  const size = { width: image.width, height: image.height };
  const copies = image.variantWidths.length
    ? VARIANT_FORMATS.map((format) => (
        <source
          key={`${format}${media ?? ''}`}
          type={`image/${format}`}
          media={media}
          srcSet={srcSetOf(image, format)}
          sizes={sizes}
          {...size}
        />
      ))
    : [];
  // A phone picture's own original, for browsers without AVIF and WebP (the <img> holds the other picture's). With its
  // width and the sizes, like the copies before it: in a <picture> whose sources use widths, the HTML checker wants
  // every source to.
  const original = `${image.url} ${image.width}w`;
  return media ? [...copies, <source key={`original${media}`} media={media} srcSet={original} sizes={sizes} {...size} />] : copies;
}

/**
 * React 19 puts these in <head> during server rendering: the browser starts the LCP image before it parses the body.
 * The best format only (a browser that cannot decode it skips the hint by its type); one hint per picture, each
 * limited by media to the screens that show it, so a phone never fetches the desktop banner.
 */
function preloadPicture(image: ImageFacts, sizes: string, media?: string) {
  const [format] = VARIANT_FORMATS;
  if (!image.variantWidths.length) {
    preload(image.url, { as: 'image', fetchPriority: 'high', media });
    return;
  }
  preload(variantName(image.url, image.variantWidths.at(-1)!, format), {
    as: 'image',
    type: `image/${format}`,
    imageSrcSet: srcSetOf(image, format),
    imageSizes: sizes,
    fetchPriority: 'high',
    media,
  });
}

/**
 * Every public image: a <picture> with AVIF and WebP copies at several widths (srcset/sizes), so phones download
 * small files, and the original's width and height on the <img>, so the page never shifts when it arrives. Lazy
 * unless `priority`. Styles (className, style, or a Chakra <Image asChild> around it) go to the <img>.
 */
export function ResponsiveImage({ image, sizes, alt, phoneImage, priority = false, ...img }: ResponsiveImageProps) {
  const { i18n } = useTranslation();
  const library = image as LibraryFacts;
  // The media library's alternative text in the page's language; `alt` (the record's title) when it has none. An
  // image marked decorative (alt="") stays so.
  const shownAlt = alt && ((i18n.language === 'en' ? library.altEn : library.altTr)?.trim() || alt);
  // Crops (object-fit: cover) keep the library's focal point in view.
  const focal =
    library.focalX != null && library.focalY != null
      ? `${Math.round(library.focalX * 100)}% ${Math.round(library.focalY * 100)}%`
      : undefined;
  if (priority) {
    preloadPicture(image, sizes, phoneImage ? NOT_PHONE_MEDIA : undefined);
    if (phoneImage) preloadPicture(phoneImage, sizes, PHONE_MEDIA);
  }
  return (
    // display: contents keeps <picture> out of the layout: the <img> sizes itself against its container as before.
    <picture style={{ display: 'contents' }}>
      {phoneImage ? sources(phoneImage, sizes, PHONE_MEDIA) : null}
      {sources(image, sizes)}
      <img
        {...img}
        style={focal ? { objectPosition: focal, ...img.style } : img.style}
        src={image.url}
        alt={shownAlt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}
