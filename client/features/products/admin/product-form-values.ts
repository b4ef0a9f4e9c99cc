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

/** What is typed into an "add" row (a group's new spec) before its button adds it. */
export type NewSpecValues = Omit<SpecValues, 'key'>;
export type NewGroupValues = Pick<GroupValues, 'nameTr' | 'nameEn'>;

export interface GroupValues {
  key: string;
  nameTr: string;
  nameEn: string;
  specs: SpecValues[];
  /** The group's "Bu gruba özellik ekle" row, typed into but not added yet (kept with the local draft). */
  newSpec?: NewSpecValues;
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
  /** The "Yeni grup ekle" row, typed into but not added yet. */
  newGroup?: NewGroupValues;
}

/** Field path → text, with the server's paths (`specGroups.1.specs.0.valueEn`). */
export type FieldErrors = Record<string, string>;

export const SPEC_FIELDS = ['nameTr', 'nameEn', 'valueTr', 'valueEn'] as const;
export const GROUP_FIELDS = ['nameTr', 'nameEn'] as const;
/** The fields of the form a server error can point at (besides the spec groups). */
export const FORM_FIELDS = [
  'name',
  'slug',
  'category',
  'image',
  'shortDescriptionTr',
  'shortDescriptionEn',
  'longDescriptionTr',
  'longDescriptionEn',
  ...SEO_FIELDS,
];
/** Input limits, as the server checks them. */
export const MAX = { name: 200, slug: 200, short: 1000, groupName: 200, specName: 200, specValue: 500, fileType: 100 };

let counter = 0;
export const newKey = () => `k${Date.now().toString(36)}${(counter++).toString(36)}`;

export const emptyProduct = (): ProductValues => ({
  name: '',
  slug: '',
  slugEdited: false,
  category: '',
  shortDescriptionTr: '',
  shortDescriptionEn: '',
  longDescriptionTr: '',
  longDescriptionEn: '',
  specGroups: [],
  seoTitleTr: '',
  seoTitleEn: '',
  seoDescriptionTr: '',
  seoDescriptionEn: '',
  shareImage: null,
});

export function valuesOf(p: AdminProductForm_ProductFragment): ProductValues {
  return {
    name: p.name,
    slug: p.slug,
    slugEdited: true,
    category: p.category,
    shortDescriptionTr: p.shortDescriptionTr,
    shortDescriptionEn: p.shortDescriptionEn,
    longDescriptionTr: p.longDescriptionTr,
    longDescriptionEn: p.longDescriptionEn,
    seoTitleTr: p.seoTitleTr ?? '',
    seoTitleEn: p.seoTitleEn ?? '',
    seoDescriptionTr: p.seoDescriptionTr ?? '',
    seoDescriptionEn: p.seoDescriptionEn ?? '',
    shareImage: p.shareImageId && p.shareImageUrl ? { id: p.shareImageId, url: p.shareImageUrl } : null,
    specGroups: p.specGroups.map((g) => ({
      key: `g${g.id}`,
      nameTr: g.nameTr,
      nameEn: g.nameEn,
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
    shortDescriptionTr: v.shortDescriptionTr.trim(),
    shortDescriptionEn: v.shortDescriptionEn.trim(),
    longDescriptionTr: v.longDescriptionTr,
    longDescriptionEn: v.longDescriptionEn,
    // Empty clears the field: the page derives the text again.
    ...Object.fromEntries(SEO_FIELDS.map((f) => [f, (v[f] ?? '').trim() || null])),
    shareImageId: v.shareImage?.id ?? null,
    specGroups: v.specGroups.map((g) => ({
      nameTr: trimmed(g.nameTr),
      nameEn: trimmed(g.nameEn),
      specs: g.specs.map((s) => ({
        nameTr: trimmed(s.nameTr),
        nameEn: trimmed(s.nameEn),
        valueTr: trimmed(s.valueTr),
        valueEn: trimmed(s.valueEn),
      })),
    })),
    ...(extra.image !== undefined ? { image: extra.image } : {}),
    confirmedEnglish: extra.confirmedEnglish,
  };
}

/** The names of the empty required fields of a record (after trimming). */
export function emptyFields<T extends object>(record: T, fields: readonly (keyof T & string)[]): string[] {
  return fields.filter((f) => !String(record[f] ?? '').trim());
}

export const blankSpec = (): NewSpecValues => ({ nameTr: '', nameEn: '', valueTr: '', valueEn: '' });
export const blankGroup = (): NewGroupValues => ({ nameTr: '', nameEn: '' });

/** Something is typed into an "add" row (blanks aside). */
export const typedInto = <T extends object>(row: T | undefined, fields: readonly (keyof T & string)[]): row is T =>
  !!row && emptyFields(row, fields).length < fields.length;
const complete = <T extends object>(row: T | undefined, fields: readonly (keyof T & string)[]): row is T =>
  !!row && emptyFields(row, fields).length === 0;

export const specOf = (row: NewSpecValues): SpecValues => ({
  key: newKey(),
  nameTr: row.nameTr.trim(),
  nameEn: row.nameEn.trim(),
  valueTr: row.valueTr.trim(),
  valueEn: row.valueEn.trim(),
});
export const groupOf = (row: NewGroupValues): GroupValues => ({
  key: newKey(),
  nameTr: row.nameTr.trim(),
  nameEn: row.nameEn.trim(),
  specs: [],
});

/**
 * The values with every "add" row that is filled in whole added, as its button would (a new group last, a group's new
 * spec at the end of its group): saving keeps what the editor typed there rather than dropping it. A row filled in
 * part stays, for missingFields to point at.
 */
export function withTypedRows(v: ProductValues): ProductValues {
  const groups = v.specGroups.map((g) =>
    complete(g.newSpec, SPEC_FIELDS) ? { ...g, specs: [...g.specs, specOf(g.newSpec)], newSpec: blankSpec() } : g,
  );
  const addGroup = complete(v.newGroup, GROUP_FIELDS);
  if (!addGroup && groups.every((g, i) => g === v.specGroups[i])) return v;
  return { ...v, specGroups: addGroup ? [...groups, groupOf(v.newGroup!)] : groups, ...(addGroup ? { newGroup: blankGroup() } : {}) };
}

/**
 * What the server would refuse as missing, found before sending: field path → reason. An "add" row typed into in
 * part is missing the rest (`newGroup.nameEn`, `specGroups.0.newSpec.valueTr`): a save would otherwise lose it.
 */
export function missingFields(v: ProductValues): Record<string, 'REQUIRED'> {
  const paths = [
    ...emptyFields(v, ['name', 'category', 'shortDescriptionTr', 'shortDescriptionEn']),
    ...v.specGroups.flatMap((g, gi) => [
      ...emptyFields(g, GROUP_FIELDS).map((f) => `specGroups.${gi}.${f}`),
      ...g.specs.flatMap((s, si) => emptyFields(s, SPEC_FIELDS).map((f) => `specGroups.${gi}.specs.${si}.${f}`)),
      ...(typedInto(g.newSpec, SPEC_FIELDS) ? emptyFields(g.newSpec, SPEC_FIELDS).map((f) => `specGroups.${gi}.newSpec.${f}`) : []),
    ]),
    ...(typedInto(v.newGroup, GROUP_FIELDS) ? emptyFields(v.newGroup, GROUP_FIELDS).map((f) => `newGroup.${f}`) : []),
  ];
  return Object.fromEntries(paths.map((p) => [p, 'REQUIRED' as const]));
}

/** Moves an item of a list one place up (-1) or down (+1). */
export function move<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}
