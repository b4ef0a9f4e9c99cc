// What an entity's image fields answer (Product.image, Blog.image, Document.coverImage, Application.icon): the URL and
// the info of the uploaded image a row names, from the image's kind, stored name and recorded size.
import { type ImageInfo, type ImageSize, uploadedImageInfo } from '../images/image-info.js';
import { mediaImageInfo, mediaUrl, shownMedia, type MediaFacts } from './media-item.entity.js';
import { publicUrl, type UploadKind } from './storage.js';

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
