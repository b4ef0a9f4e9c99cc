// Lays out the PDFs on a worker thread (piscina): the whole catalogue takes over a second of CPU, which on the main
// thread would hold every other request for that long.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { move } from 'piscina';
import type { Language } from '../../shared/ssr-contract.js';
import type { ProductCategory } from '../products/product-category.js';
import { renderCatalogue, renderDatasheet, type FontFiles, type ProductSheet } from './catalogue.document.js';
import { CATALOGUE_TEXTS } from './catalogue.texts.js';

export type PdfJob =
  | { kind: 'catalogue'; lang: Language; sections: Array<{ category: ProductCategory; products: ProductSheet[] }> }
  | { kind: 'datasheet'; lang: Language; sheet: ProductSheet };

let fontFiles: Promise<FontFiles> | undefined;

/** DejaVu Sans has every Turkish letter; the files are read once per worker. */
function fonts(): Promise<FontFiles> {
  const require = createRequire(import.meta.url);
  const read = (file: string) => readFile(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)).then((b) => new Uint8Array(b));
  fontFiles ??= Promise.all([read('DejaVuSans.ttf'), read('DejaVuSans-Bold.ttf')])
    .then(([regular, bold]) => ({ regular, bold }))
    .catch((error: unknown) => {
      fontFiles = undefined;
      throw error;
    });
  return fontFiles;
}

export default async function layOut(job: PdfJob) {
  const texts = CATALOGUE_TEXTS[job.lang];
  const pdf =
    job.kind === 'catalogue'
      ? await renderCatalogue(job.sections, texts, await fonts())
      : await renderDatasheet(job.sheet, texts, await fonts());
  // Handed over, not copied.
  return move(pdf);
}
