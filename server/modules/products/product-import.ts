// A spreadsheet in the export's format loaded back (product-spreadsheet.ts): products matched by slug are updated, new
// slugs become drafts, each through the form's save (validation, sanitizing, versions, audit, search, caches), all in
// one transaction. Any error, or a dry run, changes nothing; the report says what was (or would be) done.
import type { EntityManager } from '@mikro-orm/postgresql';
import { sanitizeRichText } from '../../common/html.js';
import { inTransaction } from '../../common/transaction.js';
import { FileChanges } from '../../files/file-changes.js';
import type { IncomingFile, Storage } from '../../files/storage.js';
import { Product } from './product.entity.js';
import type { ProductData } from './product.inputs.js';
import { readProductsFile, type ImportProblem } from './product-spreadsheet.js';

/** What importing a spreadsheet did, or on a dry run would do; with any error it did nothing. */
export interface ProductImportReport {
  created: number;
  updated: number;
  unchanged: number;
  errors: ImportProblem[];
}

/** Groups and specs as the page shows them: comparing them tells whether a save changed the product's page. */
export const specsShown = (groups: readonly { nameTr: string; nameEn: string; specs: Iterable<{ nameTr: string; nameEn: string; valueTr: string; valueEn: string }> }[]) =>
  JSON.stringify(groups.map((g) => [g.nameTr, g.nameEn, [...g.specs].map((s) => [s.nameTr, s.nameEn, s.valueTr, s.valueEn])]));

/** Whether saving `data` would leave what `product` shows as it is (its page, its texts, its specs). */
const sameAsSaved = (product: Product, data: ProductData) =>
  product.name === data.name && product.category === data.category
  && product.shortDescriptionTr === data.shortDescriptionTr && product.shortDescriptionEn === data.shortDescriptionEn
  && (product.longDescriptionTr ?? '') === sanitizeRichText(data.longDescriptionTr ?? '')
  && (product.longDescriptionEn ?? '') === sanitizeRichText(data.longDescriptionEn ?? '')
  && specsShown(product.specGroups.getItems().map((g) => ({ ...g, specs: g.specs.getItems() }))) === specsShown(data.specGroups ?? []);

/** Ends the transaction of a dry run, or of a file a save refused: everything it did is rolled back. */
class RollBack extends Error {}

/** `save`: the product service's form save, which joins the import's transaction. */
export async function importProducts(
  em: EntityManager, storage: Storage, upload: IncomingFile | Promise<IncomingFile>, dryRun: boolean,
  save: (product: Product, data: ProductData) => Promise<Product>,
): Promise<ProductImportReport> {
  const { products, problems } = await readProductsFile(upload);
  const report: ProductImportReport = { created: 0, updated: 0, unchanged: 0, errors: problems };
  if (!products.length && !problems.length) report.errors = [{ row: 0, field: 'file', reason: 'NO_PRODUCTS' }];
  if (report.errors.length) return report;
  try {
    await FileChanges.run(storage, em, () => inTransaction(em, async () => {
      for (const { slug, data, row } of products) {
        const product = await em.findOne(Product, { slug }, { populate: ['specGroups.specs'] });
        if (product && sameAsSaved(product, data)) report.unchanged += 1;
        else {
          try {
            await save(product ?? Object.assign(new Product(), { publishedAt: null }), { ...data, slug });
          } catch (error) {
            const { field, reason } = (error as { extensions?: { field?: string; reason?: string } }).extensions ?? {};
            if (!reason) throw error;
            report.errors.push({ row, field: field === 'slug' ? 'product_slug' : field ?? 'file', reason });
            throw new RollBack();
          }
          report[product ? 'updated' : 'created'] += 1;
        }
        // Each product's rows are written by now: the next save need not compare them again at its flush.
        em.clear();
      }
      if (dryRun) throw new RollBack();
    }));
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
    // Rolled back: the entities still held would claim rows that are not there.
    em.clear();
  }
  return report;
}
