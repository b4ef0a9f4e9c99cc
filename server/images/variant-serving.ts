// Serves the AVIF/WebP copies of images (server/shared/image-variants.ts names them): from disk once written, otherwise written
// now from the original and kept (seeded images, images from before copies existed, a site image the build has
// not encoded). Only the widths the rule gives an original are ever made, so requests cannot ask for more work.
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { projectRoot } from '../common/paths.js';
import { parseVariantName, variantWidths } from '../shared/image-variants.js';
import { IMAGE_TYPES } from '../shared/upload-types.js';
import { readImageSize, writeVariant } from './variant-files.js';

export interface VariantFolder {
  /** Where the originals are. */
  originals: string;
  /** Where their copies are written. */
  copies: string;
  /** An upload never changes under its generated name: its copies are immutable. Site images may be redrawn. */
  immutable: boolean;
}

/** Uploaded images: the copies sit next to the original, and go with it (Storage.remove). */
export const uploadedImageCopies = (dir: string): VariantFolder => ({ originals: dir, copies: dir, immutable: true });

/** Site images: public/img stays as committed; the build writes the copies to dist/img. */
export const SITE_IMAGE_COPIES: VariantFolder = {
  originals: path.join(projectRoot, 'public/img'),
  copies: path.join(projectRoot, 'dist/img'),
  immutable: false,
};

const isFile = (file: string) =>
  stat(file).then(
    (s) => s.isFile(),
    () => false,
  );

async function findOriginal(dir: string, stem: string): Promise<string | null> {
  for (const ext of IMAGE_TYPES) {
    const file = path.join(dir, `${stem}.${ext}`);
    if (await isFile(file)) return file;
  }
  return null;
}

/** Writes the copy `name` when its original exists and the rule gives it; false when there is no such copy. */
async function ensureCopy(folder: VariantFolder, name: string): Promise<boolean> {
  const target = path.join(folder.copies, name);
  if (await isFile(target)) return true;
  const variant = parseVariantName(name)!;
  const original = await findOriginal(folder.originals, variant.stem);
  if (!original) return false;
  const size = await readImageSize(original);
  if (size.animated || !variantWidths(size.width).includes(variant.width)) return false;
  await mkdir(folder.copies, { recursive: true });
  await writeVariant(original, target, variant.width, variant.format);
  // The original was deleted meanwhile (its row removed): the copy must not outlive it.
  if (await isFile(original)) return true;
  await rm(target, { force: true });
  return false;
}

/** Mounted before the folder's static handler, at the same path: anything that is not a copy's name passes on. */
export function serveVariants(folder: VariantFolder): RequestHandler {
  const options = { maxAge: folder.immutable ? '1y' : '7d', immutable: folder.immutable, dotfiles: 'deny' } as const;
  return async (req, res, next) => {
    const name = req.path.slice(1);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !parseVariantName(name)) return next();
    try {
      if (!(await ensureCopy(folder, name))) return next();
      res.sendFile(path.join(folder.copies, name), options, (error) => {
        if (error && !res.headersSent) next(error);
      });
    } catch (error) {
      next(error);
    }
  };
}
