// A spreadsheet in the export's format loaded back (product-spreadsheet.ts): products matched by slug are updated, new
// slugs become drafts, all in one transaction, each saved as the form saves it (product-write.ts: sanitizing, English
// marks, versions marked as imported, audit, search, caches). Products are taken a batch at a time, each batch with the
// statements of one save: read together, changed in memory, written by one flush (MikroORM sends its rows a few hundred
// per statement, and its subscribers see every change, as they see a form's), then versioned and indexed together. A
// row whose product was changed after the file was exported (its `updated_at`) and which would change it again is
// refused: loading an old export must not silently undo a later edit. Any error, or a dry run, changes nothing; the
// report says what was (or would be) done, product by product.
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sanitizeRichText } from '../../common/html.js';
import { inTransaction } from '../../common/transaction.js';
import { FileChanges } from '../../files/file-changes.js';
import type { IncomingFile, Storage } from '../../files/storage.js';
import { Product } from './product.entity.js';
import { productSlugOf, type ProductData } from './product.inputs.js';
import { productChange, type ProductImportChange } from './product-import-changes.js';
import { readProductsUpload } from './product-import-file.js';
import type { ImportedProduct, ImportProblem } from './product-spreadsheet.js';
import { applyProductData, completeSaves, placesAtTheEnd, specsShown, startSave, type ProductSave } from './product-write.js';

/** What importing a spreadsheet did, or on a dry run would do; with any error it did nothing (and lists no change). */
export interface ProductImportReport {
  created: number;
  updated: number;
  unchanged: number;
  /** Each product created or updated, in the file's order, with what changes in it. */
  changes: ProductImportChange[];
  errors: ImportProblem[];
}

/**
 * Products of one batch, and at most so many specs in it: the entities one flush compares and writes stay within a
 * few MB however large the file, and MikroORM's unit of work over them, which runs on the server's one thread without
 * a pause, stays within a few tenths of a second (21,000 entities took about 2 s, long enough for the health check
 * and every visitor to wait on it). A batch costs a few statements more than the rows it writes.
 */
export const BATCH_PRODUCTS = 250;
export const BATCH_SPECS = 5_000;

/** Whether saving `data` would leave what `product` shows as it is (its page, its texts, its specs). */
const sameAsSaved = (product: Product, data: ProductData) =>
  product.name === data.name &&
  product.category === data.category &&
  product.shortDescriptionTr === data.shortDescriptionTr &&
  product.shortDescriptionEn === data.shortDescriptionEn &&
  (product.longDescriptionTr ?? '') === sanitizeRichText(data.longDescriptionTr ?? '') &&
  (product.longDescriptionEn ?? '') === sanitizeRichText(data.longDescriptionEn ?? '') &&
  specsShown(product.specGroups.getItems()) === specsShown(data.specGroups ?? []);

/** Ends the transaction of a dry run, or of a file a save refused: everything it did is rolled back. */
class RollBack extends Error {}

export async function importProducts(
  em: EntityManager,
  storage: Storage,
  upload: IncomingFile | Promise<IncomingFile>,
  dryRun: boolean,
): Promise<ProductImportReport> {
  const { products, problems } = await readProductsUpload(upload);
  const report: ProductImportReport = { created: 0, updated: 0, unchanged: 0, changes: [], errors: problems };
  if (!products.length && !problems.length) report.errors = [{ row: 0, field: 'file', reason: 'NO_PRODUCTS' }];
  if (report.errors.length) return report;
  try {
    await FileChanges.run(storage, em, () =>
      inTransaction(em, async () => {
        for (const batch of batches(products)) {
          await importBatch(em, batch, report, dryRun);
          // The batch is written: the next flush need not compare its entities again.
          em.clear();
        }
        if (dryRun || report.errors.length) throw new RollBack();
      }),
    );
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
    // Rolled back: the entities still held would claim rows that are not there.
    em.clear();
  }
  if (report.errors.length) Object.assign(report, { created: 0, updated: 0, unchanged: 0, changes: [] });
  report.errors.sort((a, b) => a.row - b.row);
  return report;
}

function* batches(products: readonly ImportedProduct[]): Generator<ImportedProduct[]> {
  let batch: ImportedProduct[] = [];
  let specs = 0;
  for (const product of products) {
    const count = product.data.specGroups?.reduce((n, g) => n + g.specs.length, 0) ?? 0;
    if (batch.length && (batch.length >= BATCH_PRODUCTS || specs + count > BATCH_SPECS)) {
      yield batch;
      batch = [];
      specs = 0;
    }
    batch.push(product);
    specs += count;
  }
  if (batch.length) yield batch;
}

async function importBatch(
  em: EntityManager,
  batch: readonly ImportedProduct[],
  report: ProductImportReport,
  dryRun: boolean,
): Promise<void> {
  // Matched by slug, so no slug changes and none is another product's: the form's check that a slug is free is this read.
  const found = await em.find(
    Product,
    { slug: { $in: batch.map((p) => p.slug) } },
    { populate: ['specGroups.specs'], strategy: 'select-in' },
  );
  const bySlug = new Map(found.map((p) => [p.slug, p]));
  const changed = batch.flatMap(({ slug, data, row, exportedAt }) => {
    const product = bySlug.get(slug);
    if (product && sameAsSaved(product, data)) {
      report.unchanged += 1;
      return [];
    }
    if (product && exportedAt !== null && product.updatedAt.getTime() > exportedAt) {
      report.errors.push({ row, field: 'product_slug', reason: 'CHANGED_SINCE_EXPORT' });
      return [];
    }
    report.changes.push(productChange(slug, product ?? null, data));
    return [{ product: product ?? Object.assign(new Product(), { publishedAt: null }), data: { ...data, slug }, row }];
  });
  // Nothing will be written: the batches after this one are only checked, for the report to name every such row.
  if (report.errors.length) return;
  const placeAtTheEnd = await placesAtTheEnd(
    em,
    changed.map((c) => [c.product, c.data] as const),
  );
  const saves: ProductSave[] = [];
  for (const { product, data, row } of changed) {
    let slug: string;
    try {
      slug = productSlugOf(data);
    } catch (error) {
      throw refused(report, row, error);
    }
    saves.push(startSave(product));
    report[product.id ? 'updated' : 'created'] += 1;
    applyProductData(em, product, data, slug, placeAtTheEnd);
  }
  try {
    await em.flush();
  } catch (error) {
    // Another save took a new product's slug since this batch was read.
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    const detail = (error as { detail?: unknown }).detail;
    const slug = typeof detail === 'string' ? /\(slug\)=\((.*)\)/.exec(detail)?.[1] : undefined;
    const row = batch.find((p) => p.slug === slug)?.row ?? batch[0].row;
    report.errors.push({ row, field: 'product_slug', reason: 'SLUG_TAKEN' });
    throw new RollBack();
  }
  // What follows the flush (old addresses, versions, search entries) refuses no row: a dry run, rolled back anyway,
  // has its report here.
  if (dryRun) return;
  // Written: the flushes that follow (redirects, versions) need not compare the batch's entities again.
  em.clear();
  await completeSaves(em, saves, { imported: true });
}

/** A save's refusal as the report's problem of `row`; anything else is not the file's fault and goes on up. */
function refused(report: ProductImportReport, row: number, error: unknown): unknown {
  const { field, reason } = (error as { extensions?: { field?: string; reason?: string } }).extensions ?? {};
  if (!reason) return error;
  report.errors.push({ row, field: field === 'slug' ? 'product_slug' : (field ?? 'file'), reason });
  return new RollBack();
}
