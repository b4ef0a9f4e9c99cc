// What a save of products does besides reading its input, spelled once for the form's save of one product
// (ProductService.save) and the spreadsheet import's save of many (product-import.ts): the fields and groups as stored
// (rich text sanitized, English marks, a new or moved product last in its category, groups replaced as a whole), then,
// after the flush and in its transaction, old addresses leading to new ones, a version of each product and its search
// entries. Many products cost the statements of one: every step takes them all at once.
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound, userInputError } from '../../common/errors.js';
import { inTransaction } from '../../common/transaction.js';
import { FileChanges } from '../../files/file-changes.js';
import { recordImage, shareImage } from '../../files/media-library.js';
import type { Storage } from '../../files/storage.js';
import { sanitizeRichText } from '../../common/html.js';
import { outdatedEnglish } from '../../common/translation.js';
import { seoChanges } from '../../shared/seo-fields.js';
import { followSlugs, forgetSlug, PRODUCT_PATH } from '../redirects/slug-redirects.js';
import { SearchKind } from '../search/search-entry.entity.js';
import { SearchIndex } from '../search/search-index.js';
import { RevisionKind } from '../versions/content-revision.entity.js';
import { recordRevisions, restoredEnglishOutdated, type StateBefore } from '../versions/record-revision.js';
import type { ProductCategoryEnum } from './product-category.js';
import { nextPositions } from './product-order.js';
import { Product, Spec, SpecGroup } from './product.entity.js';
import { productSlugOf, type ProductData } from './product.inputs.js';
import { productSnapshot, type ProductSnapshot } from './product.snapshot.js';

/** Groups and specs as the page shows them: comparing them tells whether a save changed the product's page. */
export const specsShown = (
  groups: readonly {
    nameTr: string;
    nameEn: string;
    specs: Iterable<{ nameTr: string; nameEn: string; valueTr: string; valueEn: string }>;
  }[],
) => JSON.stringify(groups.map((g) => [g.nameTr, g.nameEn, [...g.specs].map((s) => [s.nameTr, s.nameEn, s.valueTr, s.valueEn])]));

/** One product's save: what completeSaves needs of its state before. */
export interface ProductSave {
  product: Product;
  /** Null for a new product. */
  before: StateBefore | null;
  oldSlug: string | null;
}

/** Taken before anything changes: the state a version 1 keeps when the product has no version yet, and its old address. */
export function startSave(product: Product): ProductSave {
  if (!product.id) return { product, before: null, oldSlug: null };
  return {
    product,
    before: { snapshot: productSnapshot(product), englishOutdated: [...product.englishOutdated], savedAt: product.updatedAt },
    oldSlug: product.slug,
  };
}

/** A new product, or one moved to another category, goes last in its category's list. */
const movedTo = (product: Product, data: ProductData): ProductCategoryEnum | null =>
  !product.id || product.category !== data.category ? data.category : null;

/**
 * The places at the end of their categories for the products these saves put there, read in one statement before
 * anything changes (a read after would first flush what the saves changed so far); each call takes the next one.
 */
export async function placesAtTheEnd(
  em: EntityManager,
  saves: ReadonlyArray<readonly [Product, ProductData]>,
): Promise<(category: ProductCategoryEnum) => number> {
  const categories = new Set(saves.map(([product, data]) => movedTo(product, data)).filter((c) => c !== null));
  const next = await nextPositions(em, [...categories]);
  return (category) => {
    const position = next.get(category) ?? 0;
    next.set(category, position + 1);
    return position;
  };
}

/** Sets `product`'s texts, category and groups from `data` as they are stored; written by the caller's flush. */
export function applyProductData(
  em: EntityManager,
  product: Product,
  data: ProductData,
  slug: string,
  placeAtTheEnd: (category: ProductCategoryEnum) => number,
): void {
  const texts = {
    shortDescriptionTr: data.shortDescriptionTr,
    shortDescriptionEn: data.shortDescriptionEn,
    longDescriptionTr: sanitizeRichText(data.longDescriptionTr),
    longDescriptionEn: sanitizeRichText(data.longDescriptionEn),
  };
  const moved = movedTo(product, data);
  if (moved) product.position = placeAtTheEnd(moved);
  em.assign(product, {
    ...texts,
    ...seoChanges(data),
    name: data.name,
    slug,
    category: data.category,
    englishOutdated:
      restoredEnglishOutdated(em) ?? outdatedEnglish(Product.translatedPairs, product.id ? product : null, texts, data.confirmedEnglish),
  });
  if (data.technicalSpecsTr !== undefined) product.technicalSpecsTr = data.technicalSpecsTr;
  if (data.technicalSpecsEn !== undefined) product.technicalSpecsEn = data.technicalSpecsEn;
  if (data.specGroups) {
    // Groups live in their own rows: a change only there would leave the product's updatedAt behind.
    if (product.id && specsShown(product.specGroups.getItems()) !== specsShown(data.specGroups)) {
      product.updatedAt = new Date();
    }
    replaceGroups(em, product, data.specGroups);
  }
  em.persist(product);
}

type GroupsData = NonNullable<ProductData['specGroups']>;

/**
 * The product's groups and specs become `groups`, in their order, written over its rows in place: the n-th group
 * (spec) of the input takes the n-th row, so an unchanged one writes nothing, and only the surplus is deleted and only
 * what is missing inserted. Deleting every row and inserting them again shows the same page, but one flush of many
 * products then compares every deleted row with every inserted one (MikroORM's unit of work): minutes for a thousand.
 */
function replaceGroups(em: EntityManager, product: Product, groups: GroupsData): void {
  const rows = product.specGroups.getItems();
  product.specGroups.remove(rows.slice(groups.length));
  groups.forEach((g, position) => {
    const row = rows[position];
    const group = row
      ? em.assign(row, { nameTr: g.nameTr, nameEn: g.nameEn, position })
      : em.create(SpecGroup, { product, nameTr: g.nameTr, nameEn: g.nameEn, position });
    product.specGroups.add(group);
    const specRows = group.specs.getItems();
    group.specs.remove(specRows.slice(g.specs.length));
    g.specs.forEach((s, i) => {
      const specRow = specRows[i];
      group.specs.add(specRow ? em.assign(specRow, { ...s, position: i }) : em.create(Spec, { group, ...s, position: i }));
    });
  });
}

/**
 * After the saves' flush, in their transaction: each old address leads to the new one, each product gets its
 * version (`imported`: saved by a spreadsheet import, which its version history says), and its search entries say
 * what it says now.
 */
export async function completeSaves(em: EntityManager, saves: readonly ProductSave[], options: { imported?: boolean } = {}): Promise<void> {
  if (!saves.length) return;
  await followSlugs(
    em,
    PRODUCT_PATH,
    saves.map((s) => ({ oldSlug: s.oldSlug, newSlug: s.product.slug })),
  );
  await recordRevisions(
    em,
    RevisionKind.product,
    saves.map((s) => ({ item: s.product, snapshot: productSnapshot(s.product), before: s.before })),
    options,
  );
  await new SearchIndex(em).refreshMany(
    SearchKind.product,
    saves.map((s) => s.product.id),
  );
}

/**
 * Product, groups and specs in one transaction; groups are replaced as a whole. `check` sees the product as it is
 * about to be written (a translator's save is refused there when it changes more than English).
 */
export async function saveProduct(
  em: EntityManager,
  storage: Storage,
  product: Product,
  data: ProductData,
  check?: (after: ProductSnapshot) => void,
): Promise<Product> {
  const slug = productSlugOf(data);
  const taken = await em.findOne(Product, { slug, id: { $ne: product.id ?? 0 } });
  if (taken) throw userInputError('slug', 'SLUG_TAKEN');
  const oldImage = product.image;
  const saving = startSave(product);
  const image = data.image === undefined ? product.image : data.image;
  const shown = await recordImage(em, storage, 'products', image, product.image);
  const share = await shareImage(em, data.shareImageId);
  // Left out keeps the image; null (or '' over REST) is the default image.
  return FileChanges.run(storage, em, async (changes) => {
    try {
      await inTransaction(em, async () => {
        const placeAtTheEnd = await placesAtTheEnd(em, [[product, data]]);
        em.assign(product, {
          image,
          imageSize: shown.size,
          imageMedia: shown.media,
          ...(share === undefined ? {} : { shareImageMedia: share }),
        });
        applyProductData(em, product, data, slug, placeAtTheEnd);
        check?.(productSnapshot(product));
        await em.flush();
        await completeSaves(em, [saving]);
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw userInputError('slug', 'SLUG_TAKEN');
      throw error;
    }
    changes.replaceName('products', oldImage, product.image);
    return product;
  });
}

/** Deletes a product: its search entry and slug go in the same transaction, its files after the commit. */
export async function deleteProduct(em: EntityManager, storage: Storage, id: number): Promise<boolean> {
  const product = await em.findOne(Product, { id }, { populate: ['files'] });
  if (!product) throw notFound('Product', id);
  return FileChanges.run(storage, em, async (changes) => {
    for (const f of product.files) changes.removeAfterCommit('productFiles', f.file.storedName);
    changes.removeAfterCommit('products', product.image);
    await inTransaction(em, async () => {
      await new SearchIndex(em).remove(SearchKind.product, id);
      await forgetSlug(em, PRODUCT_PATH, product.slug);
      em.remove(product);
    });
    return true;
  });
}
