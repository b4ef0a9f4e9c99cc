// What an import changes in one product, for its report: the product's columns that differ (as the export names
// them), and the specifications added, removed or changed, by their Turkish name, so that an administrator sees
// before applying what a file would do to each product. Groups are matched by their place (the import writes them so),
// specs within a group by their Turkish name.
import { sanitizeRichText } from '../../common/html.js';
import type { Product } from './product.entity.js';
import type { ProductData } from './product.inputs.js';

export type ProductImportAction = 'create' | 'update';

/** One product the import creates or updates, and what in it changes. */
export interface ProductImportChange {
  slug: string;
  action: ProductImportAction;
  /** Columns (product_name, short_description_en...) and spec names, each once, in the file's order. */
  fields: string[];
}

interface SpecLike {
  nameTr: string;
  nameEn: string;
  valueTr: string;
  valueEn: string;
}
interface GroupLike {
  nameTr: string;
  nameEn: string;
  specs: readonly SpecLike[];
}

const stored = (product: Product) => ({
  product_name: product.name,
  product_category: product.category as string,
  short_description_tr: product.shortDescriptionTr,
  short_description_en: product.shortDescriptionEn,
  long_description_tr: product.longDescriptionTr ?? '',
  long_description_en: product.longDescriptionEn ?? '',
});

const incoming = (data: ProductData): ReturnType<typeof stored> => ({
  product_name: data.name,
  product_category: data.category,
  short_description_tr: data.shortDescriptionTr,
  short_description_en: data.shortDescriptionEn,
  // Compared as they would be stored.
  long_description_tr: sanitizeRichText(data.longDescriptionTr ?? ''),
  long_description_en: sanitizeRichText(data.longDescriptionEn ?? ''),
});

const groupsOf = (product: Product): GroupLike[] =>
  product.specGroups.getItems().map((g) => ({ nameTr: g.nameTr, nameEn: g.nameEn, specs: g.specs.getItems() }));

/** What saving `data` over `product` (null: a new one) changes. */
export function productChange(slug: string, product: Product | null, data: ProductData): ProductImportChange {
  const fields = new Set<string>();
  const after = incoming(data);
  const before = product ? stored(product) : null;
  for (const column of Object.keys(after) as Array<keyof typeof after>) {
    if (before ? before[column] !== after[column] : after[column] !== '') fields.add(column);
  }
  specChanges(product ? groupsOf(product) : [], data.specGroups ?? [], fields);
  return { slug, action: product ? 'update' : 'create', fields: [...fields] };
}

function specChanges(before: readonly GroupLike[], after: readonly GroupLike[], fields: Set<string>): void {
  for (let i = 0; i < Math.max(before.length, after.length); i++) {
    const old = before[i];
    const now = after[i];
    if (!old || !now) {
      // A group added or taken away: its specs, or its name when it has none.
      const group = old ?? now;
      if (!group.specs.length) fields.add('group_name_tr');
      for (const spec of group.specs) fields.add(spec.nameTr);
      continue;
    }
    const sizeBefore = fields.size;
    if (old.nameTr !== now.nameTr) fields.add('group_name_tr');
    if (old.nameEn !== now.nameEn) fields.add('group_name_en');
    const unmatched = [...old.specs];
    for (const spec of now.specs) {
      const at = unmatched.findIndex((s) => s.nameTr === spec.nameTr);
      const match = at < 0 ? undefined : unmatched.splice(at, 1)[0];
      if (!match || match.nameEn !== spec.nameEn || match.valueTr !== spec.valueTr || match.valueEn !== spec.valueEn)
        fields.add(spec.nameTr);
    }
    for (const removed of unmatched) fields.add(removed.nameTr);
    // The same specs in another order: the page changes all the same.
    if (fields.size === sizeBefore && old.specs.some((s, k) => s.nameTr !== now.specs[k]?.nameTr)) fields.add('spec_order');
  }
}
