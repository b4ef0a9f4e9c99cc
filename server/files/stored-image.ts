// An entity's image field (Product.image, Blog.image, Document.coverImage, Application.icon), declared once by
// ImageField: its columns, and what it answers, the URL and the info of the image a row names (its library item's, or
// from the image's kind, stored name and recorded size).
import { Embedded, Index, ManyToOne, Property } from '@mikro-orm/core';
import { Field, type FieldOptions } from 'type-graphql';
import { ImageInfo, ImageSize, uploadedImageInfo } from '../images/image-info.js';
import { MediaItem, mediaImageInfo, mediaUrl, shownMedia, type MediaFacts } from './media-item.entity.js';
import { publicUrl, StoredIn, type UploadKind } from './storage.js';

/** The public URL of the stored image, or null when the row names none. */
export function storedImageUrl(kind: UploadKind, storedName: string | null): string | null {
  return storedName ? publicUrl(kind, storedName) : null;
}

/** The image with its size and responsive copies; null when the row names none or its size is not known yet. */
export function storedImageInfo(kind: UploadKind, storedName: string | null, size: ImageSize | null): ImageInfo | null {
  return uploadedImageInfo(storedImageUrl(kind, storedName), size);
}

/** A record's image as its library item shows it (any store, alt texts, focal point), or from its own columns. */
function libraryImage(media: MediaFacts | null | undefined, storedName: string | null): MediaFacts | null {
  const item = shownMedia(media);
  return item && storedName && item.storedName === storedName ? item : null;
}

export function recordImageUrl(media: MediaFacts | null | undefined, kind: UploadKind, storedName: string | null): string | null {
  const item = libraryImage(media, storedName);
  return (item && mediaUrl(item)) ?? storedImageUrl(kind, storedName);
}

export function recordImageInfo(
  media: MediaFacts | null | undefined,
  kind: UploadKind,
  storedName: string | null,
  size: ImageSize | null,
): ImageInfo | null {
  const item = libraryImage(media, storedName);
  return (item && mediaImageInfo(item)) ?? storedImageInfo(kind, storedName, size);
}

export interface ImageFieldOptions {
  /** Where an uploaded image is stored. */
  store: UploadKind;
  /** The GraphQL fields' descriptions: the stored name's, the info's, and the URL's (none by default). */
  describe: { name: string; info: string; url?: string };
  /** The picture a record without one shows (a product's default image): its URL is then never null. */
  orDefault?: {
    url: (media: MediaFacts | null, storedName: string | null) => string;
    info: (media: MediaFacts | null, storedName: string | null, size: ImageSize | null) => ImageInfo | null;
  };
}

/**
 * A record's image, declared on the property holding its stored name (`coverImage`): that column, the image's size
 * (`coverImageSize`, columns `cover_image_width` and `_height`), its library item (`coverImageMedia`: alt texts, focal
 * point, another store's file), and the GraphQL fields `coverImageUrl` and `coverImageInfo` read from them. The class
 * declares the three stored properties with their initial values, and the two read ones with `declare readonly`.
 */
export function ImageField({ store, describe, orDefault }: ImageFieldOptions): PropertyDecorator {
  return (target, key) => {
    const name = String(key);
    const [size, media] = [`${name}Size`, `${name}Media`];
    Field(() => String, { nullable: true, description: describe.name })(target, name);
    Property({ length: 200, nullable: true })(target, name);
    StoredIn(store)(target, name);
    Embedded(() => ImageSize, { nullable: true, prefix: `${name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}_` })(target, size);
    ManyToOne(() => MediaItem, { nullable: true, eager: true, deleteRule: 'set null' })(target, media);
    (Index() as PropertyDecorator)(target, media);
    type Row = Record<string, unknown>;
    const parts = (row: Row) => [row[media] as MediaFacts | null, row[name] as string | null] as const;
    const url = orDefault?.url ?? ((m: MediaFacts | null, image: string | null) => recordImageUrl(m, store, image));
    const info =
      orDefault?.info ?? ((m: MediaFacts | null, image: string | null, s: ImageSize | null) => recordImageInfo(m, store, image, s));
    readField(target, `${name}Url`, String, { nullable: !orDefault, description: describe.url }, function (this: Row) {
      return url(...parts(this));
    });
    readField(target, `${name}Info`, ImageInfo, { nullable: true, description: describe.info }, function (this: Row) {
      return info(...parts(this), this[size] as ImageSize | null);
    });
  };
}

/** A GraphQL field answered by a getter, as a decorated `get` in the class body would be (design:type included). */
function readField(target: object, key: string, type: typeof String | typeof ImageInfo, options: FieldOptions, get: () => unknown): void {
  Object.defineProperty(target, key, { get, configurable: true, enumerable: false });
  Reflect.defineMetadata('design:type', type, target, key);
  Field(() => type, options)(target, key, Object.getOwnPropertyDescriptor(target, key)!);
}
