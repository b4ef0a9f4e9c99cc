// The product form's values: what is typed (kept as a local draft) and how it becomes a ProductInput.
import type { AdminProductForm_ProductFragment, ProductCategory, ProductInput } from '../../../graphql/admin/graphql';
import { SEO_FIELDS, type SeoField } from '../../../../server/shared/seo-fields';
import type { ShareImage } from '../../../components/admin/seo/SeoFields';
export { PRODUCT_FILE_TYPES } from '../../../../server/shared/upload-types';

export interface SpecValues {
  /** Local identity for React lists and moves; not sent. */
  key: string;
  nameTr: string;
  nameEn: string;
  valueTr: string;
  valueEn: string;
}

export interface GroupValues {
  key: string;
  nameTr: string;
  nameEn: string;
  specs: SpecValues[];
}

export interface ProductValues extends Record<SeoField, string> {
  name: string;
  slug: string;
  /** The slug was typed by hand: it no longer follows the name. */
  slugEdited: boolean;
  category: ProductCategory | '';
  shortDescriptionTr: string;
  shortDescriptionEn: string;
  longDescriptionTr: string;
  longDescriptionEn: string;
  specGroups: GroupValues[];
  /** The share card's library image; null: the product's own image. */
  shareImage: ShareImage | null;
}

/** Field path → text, with the server's paths (`specGroups.1.specs.0.valueEn`). */
export type FieldErrors = Record<string, string>;

export const SPEC_FIELDS = ['nameTr', 'nameEn', 'valueTr', 'valueEn'] as const;
export const GROUP_FIELDS = ['nameTr', 'nameEn'] as const;
/** The fields of the form a server error can point at (besides the spec groups). */
export const FORM_FIELDS = ['name', 'slug', 'category', 'image', 'shortDescriptionTr', 'shortDescriptionEn', 'longDescriptionTr', 'longDescriptionEn', ...SEO_FIELDS];
/** Input limits, as the server checks them. */
export const MAX = { name: 200, slug: 200, short: 1000, groupName: 200, specName: 200, specValue: 500, fileType: 100 };


let counter = 0;
export const newKey = () => `k${Date.now().toString(36)}${(counter++).toString(36)}`;

export const emptyProduct = (): ProductValues => ({
  name: '', slug: '', slugEdited: false, category: '', shortDescriptionTr: '', shortDescriptionEn: '',
  longDescriptionTr: '', longDescriptionEn: '', specGroups: [],
  seoTitleTr: '', seoTitleEn: '', seoDescriptionTr: '', seoDescriptionEn: '', shareImage: null,
});

export function valuesOf(p: AdminProductForm_ProductFragment): ProductValues {
  return {
    name: p.name, slug: p.slug, slugEdited: true, category: p.category,
    shortDescriptionTr: p.shortDescriptionTr, shortDescriptionEn: p.shortDescriptionEn,
    longDescriptionTr: p.longDescriptionTr, longDescriptionEn: p.longDescriptionEn,
    seoTitleTr: p.seoTitleTr ?? '', seoTitleEn: p.seoTitleEn ?? '', seoDescriptionTr: p.seoDescriptionTr ?? '', seoDescriptionEn: p.seoDescriptionEn ?? '',
    shareImage: p.shareImageId && p.shareImageUrl ? { id: p.shareImageId, url: p.shareImageUrl } : null,
    specGroups: p.specGroups.map((g) => ({
      key: `g${g.id}`, nameTr: g.nameTr, nameEn: g.nameEn,
      specs: g.specs.map((s) => ({ key: `s${s.id}`, nameTr: s.nameTr, nameEn: s.nameEn, valueTr: s.valueTr, valueEn: s.valueEn })),
    })),
  };
}

const trimmed = (v: string) => v.trim();

/** `image`: a new stored name, null to go back to the default image, undefined to keep the current one. */
export function toInput(v: ProductValues, extra: { image?: string | null; confirmedEnglish: string[] }): ProductInput {
  return {
    name: v.name.trim(),
    slug: v.slug.trim() || null,
    category: v.category as ProductCategory,
    shortDescriptionTr: v.shortDescriptionTr.trim(), shortDescriptionEn: v.shortDescriptionEn.trim(),
    longDescriptionTr: v.longDescriptionTr, longDescriptionEn: v.longDescriptionEn,
    // Empty clears the field: the page derives the text again.
    ...Object.fromEntries(SEO_FIELDS.map((f) => [f, (v[f] ?? '').trim() || null])),
    shareImageId: v.shareImage?.id ?? null,
    specGroups: v.specGroups.map((g) => ({
      nameTr: trimmed(g.nameTr), nameEn: trimmed(g.nameEn),
      specs: g.specs.map((s) => ({ nameTr: trimmed(s.nameTr), nameEn: trimmed(s.nameEn), valueTr: trimmed(s.valueTr), valueEn: trimmed(s.valueEn) })),
    })),
    ...(extra.image !== undefined ? { image: extra.image } : {}),
    confirmedEnglish: extra.confirmedEnglish,
  };
}

/** The names of the empty required fields of a record (after trimming). */
export function emptyFields<T extends object>(record: T, fields: readonly (keyof T & string)[]): string[] {
  return fields.filter((f) => !String(record[f] ?? '').trim());
}

/** What the server would refuse as missing, found before sending: field path → reason. */
export function missingFields(v: ProductValues): Record<string, 'REQUIRED'> {
  const paths = [
    ...emptyFields(v, ['name', 'category', 'shortDescriptionTr', 'shortDescriptionEn']),
    ...v.specGroups.flatMap((g, gi) => [
      ...emptyFields(g, GROUP_FIELDS).map((f) => `specGroups.${gi}.${f}`),
      ...g.specs.flatMap((s, si) => emptyFields(s, SPEC_FIELDS).map((f) => `specGroups.${gi}.specs.${si}.${f}`)),
    ]),
  ];
  return Object.fromEntries(paths.map((p) => [p, 'REQUIRED' as const]));
}

/** Moves an item of a list one place up (-1) or down (+1). */
export function move<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
