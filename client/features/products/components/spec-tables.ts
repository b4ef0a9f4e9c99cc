import type { SiteProductBySlugQuery } from '../../../graphql/graphql';
import { localized } from '../../../lib/localized';

type Product = NonNullable<SiteProductBySlugQuery['productBySlug']>;
type LegacySpecs = Record<string, Record<string, unknown>> | null | undefined;

export interface SpecTable {
  key: string;
  title: string;
  rows: { key: string; label: string; value: string }[];
}

const hasGroups = (specs: LegacySpecs): specs is Record<string, Record<string, unknown>> =>
  !!specs && typeof specs === 'object' && Object.keys(specs).length > 0;

/** Legacy `{ group: { label: value } }` JSON, as tables. */
function legacyTables(specs: Record<string, Record<string, unknown>>): SpecTable[] {
  return Object.entries(specs)
    .filter(([, rows]) => !!rows && typeof rows === 'object' && !Array.isArray(rows))
    .map(([group, rows], g) => ({
      key: `legacy-${g}`,
      title: group,
      rows: Object.entries(rows).map(([label, value], r) => ({
        key: String(r),
        label,
        value: value == null ? '' : typeof value === 'string' ? value : JSON.stringify(value),
      })),
    }));
}

/**
 * One table per specification group in the current language. A product with no groups shows its legacy
 * technical specs JSON instead: English when there is any, otherwise Turkish.
 */
export function specTables(product: Pick<Product, 'specGroups' | 'technicalSpecsTr' | 'technicalSpecsEn'>, lng: string): SpecTable[] {
  if (product.specGroups.length > 0) {
    return product.specGroups.map((group) => ({
      key: String(group.id),
      title: localized(lng, group.nameTr, group.nameEn),
      rows: group.specs.map((spec) => ({
        key: String(spec.id),
        label: localized(lng, spec.nameTr, spec.nameEn),
        value: localized(lng, spec.valueTr, spec.valueEn),
      })),
    }));
  }
  const legacy = lng === 'en' && hasGroups(product.technicalSpecsEn) ? product.technicalSpecsEn : product.technicalSpecsTr;
  return hasGroups(legacy) ? legacyTables(legacy) : [];
}
