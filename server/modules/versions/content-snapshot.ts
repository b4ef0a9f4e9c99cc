// What a version keeps of a product or post: every field its editor edits, as stored (trimmed, sanitized), and
// back again as the input of the normal save path. Files (a product's downloads) are not part of it.
import type { Blog } from '../blog/blog.entity.js';
import type { Product } from '../products/product.entity.js';

export interface SpecSnapshot {
  nameTr: string;
  nameEn: string;
  valueTr: string;
  valueEn: string;
}

export interface SpecGroupSnapshot {
  nameTr: string;
  nameEn: string;
  specs: SpecSnapshot[];
}

type LegacySpecs = Record<string, Record<string, string>> | null;

export interface ProductSnapshot {
  name: string;
  slug: string;
  category: string;
  image: string | null;
  shortDescriptionTr: string;
  shortDescriptionEn: string;
  longDescriptionTr: string;
  longDescriptionEn: string;
  technicalSpecsTr: LegacySpecs;
  technicalSpecsEn: LegacySpecs;
  /** In display order, each with its specs in order; compared as one field. */
  specGroups: SpecGroupSnapshot[];
}

export interface BlogSnapshot {
  titleTr: string;
  titleEn: string;
  slug: string;
  summaryTr: string;
  summaryEn: string;
  contentTr: string;
  contentEn: string;
  image: string | null;
  category: string;
  /** ISO 8601. */
  date: string;
}

export type Snapshot = ProductSnapshot | BlogSnapshot;

/** The product as its page shows it; its groups (and their specs) must be loaded. */
export function productSnapshot(p: Product): ProductSnapshot {
  return {
    name: p.name, slug: p.slug, category: p.category, image: p.image ?? null,
    shortDescriptionTr: p.shortDescriptionTr, shortDescriptionEn: p.shortDescriptionEn,
    longDescriptionTr: p.longDescriptionTr, longDescriptionEn: p.longDescriptionEn,
    technicalSpecsTr: p.technicalSpecsTr ?? null, technicalSpecsEn: p.technicalSpecsEn ?? null,
    specGroups: p.specGroups.getItems().map((g) => ({
      nameTr: g.nameTr, nameEn: g.nameEn,
      specs: g.specs.getItems().map((s) => ({ nameTr: s.nameTr, nameEn: s.nameEn, valueTr: s.valueTr, valueEn: s.valueEn })),
    })),
  };
}

export function blogSnapshot(b: Blog): BlogSnapshot {
  return {
    titleTr: b.titleTr, titleEn: b.titleEn, slug: b.slug, summaryTr: b.summaryTr, summaryEn: b.summaryEn,
    contentTr: b.contentTr, contentEn: b.contentEn, image: b.image ?? null, category: b.category,
    date: new Date(b.date).toISOString(),
  };
}

/** JSON with every object's keys sorted: a snapshot read back from jsonb has its keys in jsonb's order, not ours. */
const canonical = (value: unknown): string => JSON.stringify(value ?? null, (_key, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v)
  ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
  : v));

/**
 * The fields whose values differ, in the newer snapshot's key order: derived from the keys themselves, so a field
 * added to a snapshot is compared without a list to keep in step. Values compare as JSON (groups as one field).
 */
export function changedFields(previous: object, next: object): string[] {
  const before = previous as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return keys.filter((key) => canonical(before[key]) !== canonical(after[key]));
}

/**
 * A product snapshot as ProductService input. `imageAvailable` false: the image file is gone (a replaced image is
 * deleted with the save that replaced it), so the input leaves the image out and the current one stays.
 */
export function productInputOf(s: ProductSnapshot, imageAvailable: boolean): Record<string, unknown> {
  const { image, ...rest } = s;
  return { ...rest, specGroups: s.specGroups ?? [], ...(imageAvailable ? { image } : {}) };
}

/** A post snapshot as BlogService input; an image no longer there is left out (the current one stays). */
export function blogInputOf(s: BlogSnapshot, imageAvailable: boolean): Record<string, unknown> {
  const { image, category: _category, ...rest } = s;
  return { ...rest, ...(imageAvailable && image ? { image } : {}) };
}
