// Writes the AVIF and WebP copies of an image (server/shared/image-variants.ts names them) with sharp. sharp encodes off the
// event loop, but an AVIF of a large picture takes seconds of CPU on one of the two shared cores: encodes run one at
// a time in the whole process, each copy as its own turn, so a visitor's on-demand copy waits for one encode at
// most, never for a whole upload.
import { randomUUID } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Raw, type Sharp } from 'sharp';
import { ImageSize } from './image-info.js';
import { MAX_IMAGE_PIXELS } from './image-files.js';
import { VARIANT_FORMATS, variantName, variantWidths, type VariantFormat } from '../shared/image-variants.js';

const ENCODERS: Record<VariantFormat, (image: Sharp) => Sharp> = {
  // Effort 2: a fifth of the default effort's time for 3-5 % more bytes (measured on the site's banners).
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 75, effort: 4 }),
};
/** A stuck encode must not hold the queue forever. */
const ENCODE_TIMEOUT_SECONDS = 120;

let concurrency = 1;
let running = 0;
const waiting: Array<() => void> = [];

/** The build (server/tools/image-variants.ts) has the machine to itself and may encode on every core. */
export function setEncodeConcurrency(count: number): void {
  concurrency = Math.max(1, count);
}

/** Runs `work` once fewer than `concurrency` encodes run, in the order asked (FIFO). */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  // A finishing encode hands its place straight to the next one waiting, so none can slip in between.
  if (running < concurrency) running += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** Width and height as shown (EXIF orientation applied); the first frame's for an animation. A path or the bytes. */
export async function readImageSize(file: string | Buffer): Promise<ImageSize> {
  const meta = await sharp(file, { limitInputPixels: false }).metadata();
  const { width, height } = meta.autoOrient ?? meta;
  if (!width || !height) throw new Error(`no image size in ${typeof file === 'string' ? file : 'an image'}`);
  return new ImageSize({ width, height, animated: (meta.pages ?? 1) > 1 });
}

type Input = string | { data: Buffer; raw: Raw };

/** Encodes one copy to a hidden temporary name first, so a half-written file is never served. */
function encode(input: Input, target: string, width: number, format: VariantFormat): Promise<void> {
  return inTurn(async () => {
    const tmp = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}`);
    const image =
      typeof input === 'string'
        ? sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, autoOrient: true })
        : sharp(input.data, { raw: input.raw });
    try {
      await ENCODERS[format](image.resize({ width, withoutEnlargement: true }))
        .timeout({ seconds: ENCODE_TIMEOUT_SECONDS })
        .toFile(tmp);
      await rename(tmp, target);
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
  });
}

/**
 * Writes every copy of `file` into its folder; answers the image's size. On failure the copies written so far are
 * removed again (the caller removes the original). An animated image gets none.
 */
export async function writeVariants(file: string): Promise<ImageSize> {
  const size = await readImageSize(file);
  const widths = size.animated ? [] : variantWidths(size.width);
  if (!widths.length) return size;
  // Decoded once, at the largest copy's width: the smaller copies start from that, not from a 50-megapixel original.
  const base = await inTurn(() =>
    sharp(file, { limitInputPixels: MAX_IMAGE_PIXELS, autoOrient: true })
      .resize({ width: widths.at(-1), withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true }),
  );
  const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };
  const written: string[] = [];
  try {
    for (const width of widths) {
      for (const format of VARIANT_FORMATS) {
        const target = path.join(path.dirname(file), variantName(path.basename(file), width, format));
        await encode({ data: base.data, raw }, target, width, format);
        written.push(target);
      }
    }
  } catch (error) {
    await Promise.all(written.map((f) => rm(f, { force: true })));
    throw error;
  }
  return size;
}

const pending = new Map<string, Promise<void>>();

/** Writes one copy from `original` unless a request for it is already being served (one encode per copy). */
export function writeVariant(original: string, target: string, width: number, format: VariantFormat): Promise<void> {
  let job = pending.get(target);
  if (!job) {
    job = encode(original, target, width, format).finally(() => pending.delete(target));
    pending.set(target, job);
  }
  return job;
}

const pendingInMemory = new Map<string, Promise<Buffer>>();

/**
 * One copy of the image `original` (its bytes: an object fetched from a remote store), encoded in memory; `id` names
 * the copy, so that requests for it arriving together share one encode.
 */
export function encodeVariant(id: string, original: Buffer, width: number, format: VariantFormat): Promise<Buffer> {
  let job = pendingInMemory.get(id);
  if (!job) {
    job = inTurn(() =>
      ENCODERS[format](
        sharp(original, { limitInputPixels: MAX_IMAGE_PIXELS, autoOrient: true }).resize({ width, withoutEnlargement: true }),
      )
        .timeout({ seconds: ENCODE_TIMEOUT_SECONDS })
        .toBuffer(),
    ).finally(() => pendingInMemory.delete(id));
    pendingInMemory.set(id, job);
  }
  return job;
}
