// A product's downloadable files: added (stored, then its row), removed (the file after the commit) and found for a
// download, drafts' files only with a grant.
import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound, userInputError } from '../../common/errors.js';
import { permit, permitDraft } from '../../common/actor.js';
import { parseInput } from '../../common/validation.js';
import { FileChanges } from '../../files/file-changes.js';
import type { IncomingFile, Storage } from '../../files/storage.js';
import { visibleWhere } from '../publishing/visibility.js';
import { Product, ProductFile } from './product.entity.js';
import { productFileSchema } from './product.inputs.js';
import type { ProductReadTags } from './product-read-tags.js';
import { readRelations, type ProductFileView, type ProductRead } from './product-reads.js';

export async function addProductFile(
  em: EntityManager,
  storage: Storage,
  productId: number,
  upload: IncomingFile | Promise<IncomingFile> | null,
  types: unknown,
): Promise<ProductFile> {
  const grant = await permit(em, 'addProductFile');
  if (!upload) throw userInputError('file', 'REQUIRED');
  const { fileTypeTr, fileTypeEn } = parseInput(productFileSchema, types);
  // Whatever its state: an administrator adds files to drafts too (also over REST, which never reads drafts).
  const product = await em.findOne(Product, { id: productId });
  if (!product) throw notFound('Product', productId);
  permitDraft(grant, 'addProductFile', product.publishedAt === null);
  return FileChanges.run(storage, em, async (changes) => {
    const file = await changes.save('productFiles', upload, 'file');
    const row = em.create(ProductFile, { product, file, fileTypeTr, fileTypeEn });
    // The files are part of the product's page: its last change (sitemap, admin list) moves with them.
    product.updatedAt = new Date();
    await em.flush();
    return row;
  });
}

export async function deleteProductFile(em: EntityManager, storage: Storage, id: number): Promise<boolean> {
  const grant = await permit(em, 'deleteProductFile');
  const row = await em.findOne(ProductFile, { id }, { populate: ['product'] });
  if (!row) throw notFound('ProductFile', id);
  permitDraft(grant, 'deleteProductFile', row.product.publishedAt === null);
  return FileChanges.run(storage, em, async (changes) => {
    changes.removeAfterCommit('productFiles', row.file.storedName);
    row.product.updatedAt = new Date();
    await em.remove(row).flush();
    return true;
  });
}

/** `granted`: the request carries a download grant for this file (AuthService.grantDownload): a draft's file too. */
export async function productFileById(em: EntityManager, id: number, granted = false): Promise<ProductFile | null> {
  const visible = granted ? {} : await visibleWhere(em);
  return em.findOne(ProductFile, 'publishedAt' in visible ? { id, product: visible } : { id });
}

/** A product's files; by id, straight from its files' table (no product row needed: an unknown id has none). */
export async function productFilesOf(
  em: EntityManager,
  tags: ProductReadTags,
  product: ProductRead | number,
): Promise<Array<ProductFile | ProductFileView>> {
  if (typeof product === 'object' && !(product instanceof Product)) {
    return (
      product.fileList ??
      (
        await tags.read(
          () => readRelations(em, product.id, { withFiles: true }),
          () => [tags.record(product.id)],
        )
      ).fileList ??
      []
    );
  }
  if (typeof product === 'number') {
    // A draft's files are the draft's: joined to the product's row only for readers who may not see drafts.
    const visible = await visibleWhere(em);
    const where = 'publishedAt' in visible ? { product: { id: product, ...visible } } : { product };
    return tags.read(
      () => em.find(ProductFile, where, { orderBy: { id: 'asc' } }),
      () => [tags.record(product)],
    );
  }
  return (await product.files.load({ dataloader: true })).getItems();
}
