// The catalogue as a spreadsheet: one row per specification (the product's columns repeated on each of its rows), so
// that 200 spec values can be fixed in a spreadsheet program and loaded back. As CSV (UTF-8 with a byte order mark:
// Excel then shows Turkish letters right; a cell a spreadsheet would run as a formula is kept as text by a leading
// apostrophe, which reading takes off again) or as an Excel workbook (server/spreadsheets/xlsx.ts: a Turkish Excel opens
// a CSV as one column, its list separator being ';'). Each row carries its product's last change (`updated_at`), so
// that loading an old export back cannot silently undo a later edit. Reading it back: product-spreadsheet-read.ts (on
// a worker thread, product-import-file.ts).
import { stringify } from 'csv-stringify/sync';
import { defuseFormula } from '../../spreadsheets/formula-cells.js';
import { XLSX_HEADER, xlsxWorkbook } from '../../spreadsheets/xlsx.js';
import type { Product } from './product.entity.js';
import type { ProductData } from './product.inputs.js';

export const PRODUCTS_CSV_FILENAME = 'products.csv';
export const PRODUCTS_XLSX_FILENAME = 'products.xlsx';

export const PRODUCT_COLUMNS = [
  'product_slug',
  'product_name',
  'product_category',
  'short_description_tr',
  'short_description_en',
  'long_description_tr',
  'long_description_en',
  'group_order',
  'group_name_tr',
  'group_name_en',
  'spec_order',
  'spec_name_tr',
  'spec_name_en',
  'spec_value_tr',
  'spec_value_en',
  'updated_at',
] as const;
export type Column = (typeof PRODUCT_COLUMNS)[number];

/** Columns a file may lack: one written before exports carried the last change, or by hand, is read without it. */
export const OPTIONAL_COLUMNS: readonly Column[] = ['updated_at'];

/** The columns that describe the product itself: equal on every row of one product. */
export const PRODUCT_FIELDS: readonly Column[] = [...PRODUCT_COLUMNS.slice(1, 7), 'updated_at'];

/** Refused before reading: a catalogue of 10,000 products with their specs stays well under it. */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
/** What a workbook's parts may unpack to: a zip of a few MB can hold gigabytes. */
export const MAX_UNPACKED_BYTES = 10 * MAX_IMPORT_BYTES;
/** More rows than this is not a catalogue but a mistake (or an attack on the server's memory). */
export const MAX_IMPORT_ROWS = 200_000;

export interface ImportProblem {
  /** The row as a spreadsheet numbers it (the header is row 1); 0 for the file as a whole. */
  row: number;
  /** The column (PRODUCT_COLUMNS), or `file`. */
  field: string;
  reason: string;
}

/** One product of the file: its data as a form save takes it, and where each part of it came from. */
export interface ImportedProduct {
  slug: string;
  data: ProductData;
  /** The row of the product's first line. */
  row: number;
  /** Its `updated_at` (ms): the product's last change the file was exported after; null when the file does not say. */
  exportedAt: number | null;
}

/** The header and one row per spec (a product without groups, or a group without specs, has a row of its own). */
function productRows(products: readonly Product[]): string[][] {
  const rows: string[][] = [[...PRODUCT_COLUMNS]];
  for (const p of products) {
    const product = [p.slug, p.name, p.category, p.shortDescriptionTr, p.shortDescriptionEn, p.longDescriptionTr, p.longDescriptionEn];
    // To the millisecond, as text: read back exactly, and compared with the product's last change then.
    const updatedAt = p.updatedAt.toISOString();
    const groups = p.specGroups.getItems();
    if (!groups.length) rows.push([...product, '', '', '', '', '', '', '', '', updatedAt]);
    groups.forEach((g, gi) => {
      const specs = g.specs.getItems();
      if (!specs.length) rows.push([...product, String(gi + 1), g.nameTr, g.nameEn, '', '', '', '', '', updatedAt]);
      specs.forEach((s, si) =>
        rows.push([...product, String(gi + 1), g.nameTr, g.nameEn, String(si + 1), s.nameTr, s.nameEn, s.valueTr, s.valueEn, updatedAt]),
      );
    });
  }
  return rows;
}

export function productsCsv(products: readonly Product[]): string {
  const cells = productRows(products).map((row) => row.map(defuseFormula));
  return stringify(cells, { bom: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ });
}

const XLSX_WIDTHS = [28, 28, 16, 40, 40, 40, 40, 8, 24, 24, 8, 28, 28, 24, 24, 26];

/** The same rows as a workbook: every cell text (orders too, so that they read back as typed), the header bold. */
export function productsXlsx(products: readonly Product[]): Uint8Array {
  const [header, ...rows] = productRows(products);
  return xlsxWorkbook('products', XLSX_WIDTHS, [
    header.map((text) => ({ text, style: XLSX_HEADER })),
    ...rows.map((row) => row.map((text) => ({ text }))),
  ]);
}
