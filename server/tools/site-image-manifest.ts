// The size manifest of the site images (server/shared/site-images.manifest.ts), read from the files in public/img:
// pages need each image's width and height while rendering (no layout shift), without reading files.
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { SITE_IMAGE_COPIES } from '../images/variant-serving.js';
import { IMAGE_TYPES } from '../shared/upload-types.js';
import { projectRoot } from '../common/paths.js';

const MANIFEST = path.join(projectRoot, 'server/shared/site-images.manifest.ts');
type Sizes = Record<string, { width: number; height: number }>;

export async function siteImageSizes(): Promise<Sizes> {
  const names = (await readdir(SITE_IMAGE_COPIES.originals))
    .filter((name) => (IMAGE_TYPES as readonly string[]).includes(path.extname(name).slice(1).toLowerCase()))
    .sort();
  const sizes: Sizes = {};
  for (const name of names) {
    const { width, height } = await sharp(path.join(SITE_IMAGE_COPIES.originals, name)).metadata();
    sizes[name] = { width: width, height: height };
  }
  return sizes;
}

export async function writeSiteImageManifest(): Promise<void> {
  const entries = Object.entries(await siteImageSizes()).map(([name, s]) => `  '${name}': { width: ${s.width}, height: ${s.height} },`);
  await writeFile(
    MANIFEST,
    [
      '// Generated from public/img by `node dist/server/tools/site-images/index.js` (writeSiteImageManifest): do not edit.',
      '// The build (server/tools/image-variants.ts) stops when it no longer matches the files.',
      'export const SITE_IMAGE_SIZES: Readonly<Record<string, { width: number; height: number }>> = {',
      ...entries,
      '};',
      '',
    ].join('\n'),
  );
  console.log(`${path.relative(projectRoot, MANIFEST)}: ${entries.length} images`);
}
