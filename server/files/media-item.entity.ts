import { Entity, Enum, Index, Property, Unique, wrap } from '@mikro-orm/core';
import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../common/base.entity.js';
import { ImageInfo, ImageSize, uploadedImageInfo } from '../images/image-info.js';
import { isImageKind, publicUrl, UPLOAD_KINDS, type UploadKind } from './storage.js';

export enum MediaKind {
  image = 'image',
  file = 'file',
}
registerEnumType(MediaKind, { name: 'MediaKind', description: 'An image shown inline, or a file offered for download' });

/**
 * The media library's record of one stored file: every upload gets one (Storage keeps the bytes, this row what an
 * editor says of them). Records show an image through it (alt texts, focal point); files are named by their rows.
 */
@Entity()
@Unique({ properties: ['store', 'storedName'] })
@Index({ properties: ['createdAt', 'id'] })
@ObjectType({ description: 'An image or file of the media library' })
export class MediaItem extends BaseEntity<'altTr' | 'altEn' | 'focalX' | 'focalY' | 'width' | 'height' | 'accept'> {
  /** Logged by the media library's own operations: a record's save that stores a file logs the record alone. */
  static readonly audited = false;

  @Field(() => MediaKind)
  @Enum({ items: () => MediaKind, nativeEnumName: 'media_kind' })
  kind!: MediaKind;

  /** Where the bytes are (an UploadKind): the URL and the upload rules follow from it. */
  @Property({ length: 40 })
  store!: UploadKind;

  @Field({ description: "Generated name in the store: what a record's image field names" })
  @Property({ length: 200 })
  storedName!: string;

  @Field({ description: 'Name of the file as uploaded' })
  @Property({ length: 255 })
  fileName!: string;

  @Field(() => Int, { description: 'Size in bytes' })
  @Property({ type: 'integer' })
  size: number = 0;

  @Field()
  @Property({ length: 150 })
  mimeType: string = 'application/octet-stream';

  @Field(() => Int, { nullable: true })
  @Property({ type: 'integer', nullable: true })
  width: number | null = null;

  @Field(() => Int, { nullable: true })
  @Property({ type: 'integer', nullable: true })
  height: number | null = null;

  @Property({ type: 'boolean', default: false })
  animated: boolean = false;

  @Field({ description: "Alternative text in Turkish; empty means the record's title" })
  @Property({ length: 300, default: '' })
  altTr: string = '';

  @Field({ description: "Alternative text in English; empty means the record's title" })
  @Property({ length: 300, default: '' })
  altEn: string = '';

  @Field(() => Float, { nullable: true, description: 'Horizontal focal point, 0 (left) to 1 (right); crops keep it in view' })
  @Property({ type: 'double', nullable: true })
  focalX: number | null = null;

  @Field(() => Float, { nullable: true, description: 'Vertical focal point, 0 (top) to 1 (bottom)' })
  @Property({ type: 'double', nullable: true })
  focalY: number | null = null;

  @Field(() => [String], { description: 'Extensions a replacement file may have (those of the place it is stored)' })
  get accept(): string[] {
    return [...UPLOAD_KINDS[this.store].extensions];
  }

  @Field(() => String, { nullable: true, description: "Public URL; null for files reached only through their record's download link" })
  get url(): string | null {
    return mediaUrl(this);
  }

  /** The image with its size, copies, alt texts and focal point; null for a file or while its size is unknown. */
  imageInfo(): ImageInfo | null {
    return mediaImageInfo(this);
  }
}

/** What showing a library item takes: the entity's or a plain row's columns (the products' plain reads). */
export type MediaFacts = Pick<
  MediaItem,
  'store' | 'storedName' | 'width' | 'height' | 'animated' | 'altTr' | 'altEn' | 'focalX' | 'focalY'
>;

export function mediaUrl(media: Pick<MediaFacts, 'store' | 'storedName'>): string | null {
  return publicUrl(media.store, media.storedName) || null;
}

export function mediaImageInfo(media: MediaFacts): ImageInfo | null {
  if (!isImageKind(UPLOAD_KINDS[media.store]) || media.width == null || media.height == null) return null;
  const info = uploadedImageInfo(mediaUrl(media), new ImageSize({ width: media.width, height: media.height, animated: media.animated }));
  return info && Object.assign(info, { altTr: media.altTr, altEn: media.altEn, focalX: media.focalX, focalY: media.focalY });
}

/** The library item to show: an entity only once read with its record (else a bare reference), plain facts as they are. */
export function shownMedia(media: MediaFacts | null | undefined): MediaFacts | null {
  return media instanceof MediaItem ? loadedMedia(media) : (media ?? null);
}

/** The library item a record shows, when it was read with the record (a row mapped from raw SQL holds a bare reference). */
export function loadedMedia(media: MediaItem | null | undefined): MediaItem | null {
  return media && wrap(media).isInitialized() ? media : null;
}
