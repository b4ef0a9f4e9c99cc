// Uploaded images are decoded and written anew, so what visitors get is pixels only: no EXIF (GPS, camera), no
// comments, nothing appended after the image data, no SVG (scripts). The EXIF orientation is applied to the
// pixels first, so the picture stands as it did.
import { rename, rm, stat } from 'node:fs/promises';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { isStorageFull, storageFull, userInputError } from '../common/errors.js';

// libvips keeps recent operations, with the files they read mapped into memory, in a cache of its own (process-wide,
// for every sharp call). Each file here is read once or twice, so the cache saves nothing, while an upload's temporary
// files, deleted after it, would stay allocated on disk until about twenty more images pushed them out: on a full
// disk, the space a failed upload should give back.
sharp.cache(false);

/** The largest image accepted, all frames of an animation together: 50 megapixels. */
export const MAX_IMAGE_PIXELS = 50_000_000;

interface RasterFormat {
  /** The extension the cleaned file is stored under (its real format, whatever the upload was named). */
  ext: string;
  encode(image: Sharp, meta: Metadata): Sharp;
}

/** The raster formats accepted, as sharp names them when reading; each is written back in its own format. */
const RASTER: Record<string, RasterFormat> = {
  jpeg: { ext: 'jpg', encode: (image) => image.jpeg({ quality: 90 }) },
  png: { ext: 'png', encode: (image, meta) => image.png({ palette: meta.isPalette }) },
  webp: { ext: 'webp', encode: (image) => image.webp({ quality: 90 }) },
  gif: { ext: 'gif', encode: (image) => image.gif() },
  avif: { ext: 'avif', encode: (image) => image.avif() },
};

/** Reads the header only: the format and dimensions, checked against the accepted formats and the pixel limit. */
async function rasterFormat(input: string | Buffer, field: string): Promise<{ format: RasterFormat; meta: Metadata }> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { animated: true, limitInputPixels: false }).metadata();
  } catch {
    throw userInputError(field, 'FILE_NOT_AN_IMAGE');
  }
  // AVIF is HEIF with AV1 inside; other HEIF (HEIC) cannot be decoded here.
  const name = meta.format === 'heif' ? (meta.compression === 'av1' ? 'avif' : 'heic') : meta.format;
  const format = RASTER[name];
  if (!format || !meta.width || !meta.height) throw userInputError(field, 'FILE_NOT_AN_IMAGE');
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw userInputError(field, 'IMAGE_TOO_LARGE');
  return { format, meta };
}

/**
 * Replaces the uploaded file by a re-encoded copy in the same format; answers the extension of that format and the
 * new size. FILE_NOT_AN_IMAGE for anything that does not decode as an accepted raster image, IMAGE_TOO_LARGE above
 * MAX_IMAGE_PIXELS.
 */
export async function cleanImage(file: string, field: string): Promise<{ ext: string; size: number }> {
  const { format, meta } = await rasterFormat(file, field);
  const cleaned = `${file}.clean`;
  try {
    const image = sharp(file, { animated: true, autoOrient: true, failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS });
    await format.encode(image, meta).toFile(cleaned);
    await rename(cleaned, file);
  } catch (error) {
    await rm(cleaned, { force: true });
    // The disk, not the picture: writing the clean copy found no room.
    if (isStorageFull(error)) throw storageFull();
    throw userInputError(field, 'FILE_NOT_AN_IMAGE');
  }
  return { ext: format.ext, size: (await stat(file)).size };
}

/** For generated images (seed data): the same format and size checks, without re-encoding. */
export async function assertRasterImage(data: Buffer, field: string): Promise<void> {
  await rasterFormat(data, field);
}
