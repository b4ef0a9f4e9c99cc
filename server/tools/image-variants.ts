// `npm run build`, after tsc: the AVIF/WebP copies of the site images in public/img, written to dist/img where /img
// serves them from (server/images/variant-serving.ts), so the first visitor never waits for an encode. A copy newer
// than its original is kept: only the first build, or a redrawn image, pays for the encodes. Stops when the size
// manifest the pages render with no longer matches the files.
import { mkdir, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { VARIANT_FORMATS, variantName, variantWidths } from '../shared/image-variants.js';
import { SITE_IMAGE_SIZES } from '../shared/site-images.manifest.js';
import { setEncodeConcurrency, writeVariant } from '../images/variant-files.js';
import { SITE_IMAGE_COPIES } from '../images/variant-serving.js';
import { siteImageSizes } from './site-image-manifest.js';

const sizes = await siteImageSizes();
if (JSON.stringify(sizes) !== JSON.stringify(SITE_IMAGE_SIZES)) {
  console.error(
    'server/shared/site-images.manifest.ts does not match public/img: run `npx tsc -p tsconfig.json && ' +
      'node dist/server/tools/site-images/index.js --manifest`, then build again',
  );
  process.exit(1);
}

const modified = (file: string) =>
  stat(file).then(
    (s) => s.mtimeMs,
    () => -1,
  );
setEncodeConcurrency(availableParallelism());
await mkdir(SITE_IMAGE_COPIES.copies, { recursive: true });
const started = Date.now();
let written = 0;
let kept = 0;
await Promise.all(
  Object.entries(sizes).flatMap(([name, { width }]) =>
    variantWidths(width).flatMap((w) =>
      VARIANT_FORMATS.map(async (format) => {
        const original = path.join(SITE_IMAGE_COPIES.originals, name);
        const target = path.join(SITE_IMAGE_COPIES.copies, variantName(name, w, format));
        if ((await modified(target)) >= (await modified(original))) return void (kept += 1);
        await writeVariant(original, target, w, format);
        written += 1;
      }),
    ),
  ),
);
console.log(`site image copies in dist/img: ${written} written, ${kept} up to date (${((Date.now() - started) / 1000).toFixed(1)} s)`);
