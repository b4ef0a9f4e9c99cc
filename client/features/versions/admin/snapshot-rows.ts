// Two versions' snapshots as the rows of a side-by-side comparison: each field as text (rich text compared as
// its text, specification groups one row per group), in the order the edit form shows them.
import type { TFunction } from 'i18next';
import type { RevisionKind } from '../../../graphql/admin/graphql';
import { SEO_FIELDS } from '../../../../server/shared/seo-fields';

type Snapshot = Record<string, unknown>;
type Shown = 'text' | 'html' | 'category' | 'image' | 'shareImage' | 'date' | 'legacySpecs';

const SEO_ROWS: [string, Shown][] = [...SEO_FIELDS.map((key): [string, Shown] => [key, 'text']), ['shareImageId', 'shareImage']];

/** The fields of each kind in the form's order; a field a newer server adds still shows, after these, as text. */
const FIELDS: Record<RevisionKind, [string, Shown][]> = {
  product: [
    ['name', 'text'],
    ['slug', 'text'],
    ['category', 'category'],
    ['image', 'image'],
    ['shortDescriptionTr', 'text'],
    ['shortDescriptionEn', 'text'],
    ['longDescriptionTr', 'html'],
    ['longDescriptionEn', 'html'],
    ['technicalSpecsTr', 'legacySpecs'],
    ['technicalSpecsEn', 'legacySpecs'],
    ...SEO_ROWS,
  ],
  blog: [
    ['titleTr', 'text'],
    ['titleEn', 'text'],
    ['slug', 'text'],
    ['summaryTr', 'text'],
    ['summaryEn', 'text'],
    ['contentTr', 'html'],
    ['contentEn', 'html'],
    ['image', 'image'],
    ['category', 'text'],
    ['date', 'date'],
    ...SEO_ROWS,
  ],
};
const GROUPS = 'specGroups';

export interface DiffRow {
  key: string;
  label: string;
  older: string;
  newer: string;
  changed: boolean;
}

/** Rich text as the text a visitor reads: block ends become line breaks, tags go, entities are decoded. */
const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

export function htmlText(html: string): string {
  const marked = html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|h[1-6]|li|tr|blockquote|pre|ul|ol|table)>/gi, '$&\n');
  const text = new DOMParser().parseFromString(marked, 'text/html').body.textContent ?? '';
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

interface Group {
  nameTr?: string;
  nameEn?: string;
  specs?: { nameTr?: string; nameEn?: string; valueTr?: string; valueEn?: string }[];
}

/** A group in both languages: its names, then one line per spec. */
function groupText(group: Group | undefined): string {
  if (!group) return '';
  const specs = (group.specs ?? []).map((s) => `• ${s.nameTr} / ${s.nameEn}: ${s.valueTr} / ${s.valueEn}`);
  return [`${group.nameTr} / ${group.nameEn}`, ...specs].join('\n');
}

function legacyText(value: unknown): string {
  if (!value || typeof value !== 'object') return '';
  return Object.entries(value as Record<string, Record<string, string>>)
    .flatMap(([group, specs]) => Object.entries(specs ?? {}).map(([label, v]) => `${group} › ${label}: ${v}`))
    .join('\n');
}

export function snapshotRows(
  kind: RevisionKind,
  older: Snapshot,
  newer: Snapshot,
  t: TFunction,
  formatDate: (iso: string) => string,
): DiffRow[] {
  const show = (how: Shown, value: unknown): string => {
    if (value === null || value === undefined || value === '') {
      // No share image (or a version from before them, restored as none): the share card shows the record's image.
      if (how === 'shareImage') return t('diff.ownImage');
      return how === 'image' && kind === 'product' ? t('diff.defaultImage') : '';
    }
    switch (how) {
      case 'html':
        return htmlText(asText(value));
      case 'category':
        return t(`common:category.${asText(value)}`);
      case 'date':
        return formatDate(asText(value));
      case 'legacySpecs':
        return legacyText(value);
      case 'shareImage':
        return t('diff.libraryImage', { id: asText(value) });
      case 'text':
      case 'image':
        return asText(value);
    }
  };
  const known = new Set([...FIELDS[kind].map(([key]) => key), GROUPS]);
  const extra = [...new Set([...Object.keys(older), ...Object.keys(newer)])].filter((key) => !known.has(key));
  const fields: [string, Shown][] = [...FIELDS[kind], ...extra.map((key): [string, Shown] => [key, 'text'])];
  const rows = fields.map(([key, how]) => {
    const [a, b] = [show(how, older[key]), show(how, newer[key])];
    return { key, label: fieldLabel(t, key), older: a, newer: b, changed: a !== b };
  });
  if (kind === 'product') {
    const [a, b] = [(older[GROUPS] ?? []) as Group[], (newer[GROUPS] ?? []) as Group[]];
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      const [x, y] = [groupText(a[i]), groupText(b[i])];
      rows.push({ key: `${GROUPS}.${i}`, label: t('diff.group', { number: i + 1 }), older: x, newer: y, changed: x !== y });
    }
  }
  return rows;
}

/** A changed field's name in the admin's language, as the list shows it. */
export function fieldLabel(t: TFunction, key: string): string {
  return t(`fields.${key}`, { defaultValue: key });
}
