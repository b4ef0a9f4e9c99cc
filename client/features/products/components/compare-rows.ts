// A comparison's rows: every product's specifications aligned by group and label in the shown language.
import { specTables } from './spec-tables';

/** What the alignment reads of a product (as the product page's tables do: groups, or the legacy JSON). */
export type ComparedSpecs = Parameters<typeof specTables>[0];

export interface CompareRow {
  key: string;
  label: string;
  /** One per product, in the products' order; null where a product has no such specification (or an empty value). */
  values: Array<string | null>;
  /** The products do not all show the same value (a missing value counts as different). */
  differs: boolean;
}

export interface CompareGroup {
  key: string;
  title: string;
  rows: CompareRow[];
}

/** Group names, labels and values match whatever their case and spacing ('Ölçüm ' is 'ölçüm', 'IP20' is 'ip20'). */
const matchKey = (text: string, lng: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase(lng);

interface Building {
  title: string;
  rows: Map<string, { label: string; values: Array<string | null> }>;
}

/**
 * Groups in the first product's order, then the groups only later products have, in theirs; within a group, the
 * rows likewise. A label a product repeats within a group is matched occurrence by occurrence.
 */
export function compareGroups(products: readonly ComparedSpecs[], lng: string): CompareGroup[] {
  const groups = new Map<string, Building>();
  products.forEach((product, column) => {
    const seen = new Map<string, number>();
    for (const table of specTables(product, lng)) {
      const groupKey = matchKey(table.title, lng);
      let group = groups.get(groupKey);
      if (!group) groups.set(groupKey, (group = { title: table.title, rows: new Map() }));
      for (const row of table.rows) {
        const label = matchKey(row.label, lng);
        const occurrence = seen.get(`${groupKey}\n${label}`) ?? 0;
        seen.set(`${groupKey}\n${label}`, occurrence + 1);
        const rowKey = `${label}\n${occurrence}`;
        let entry = group.rows.get(rowKey);
        if (!entry) group.rows.set(rowKey, (entry = { label: row.label, values: products.map(() => null) }));
        entry.values[column] = row.value.trim() || null;
      }
    }
  });
  return [...groups.values()].map((group, g) => ({
    key: String(g),
    title: group.title,
    rows: [...group.rows.values()].map((row, r) => ({
      key: `${g}-${r}`,
      label: row.label,
      values: row.values,
      differs: new Set(row.values.map((value) => (value === null ? null : matchKey(value, lng)))).size > 1,
    })),
  }));
}
