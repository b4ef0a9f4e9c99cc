// The catalogue as a spreadsheet: one row per specification (the product's columns repeated on each of its rows), so
// that 200 spec values can be fixed in a spreadsheet program and loaded back. As CSV (UTF-8 with a byte order mark:
// Excel then shows Turkish letters right; a cell a spreadsheet would run as a formula is kept as text by a leading
// apostrophe, which reading takes off again) or as an Excel workbook (server/spreadsheets/xlsx.ts: a Turkish Excel opens
// a CSV as one column, its list separator being ';'). Reading answers each product's data in the shape a form save takes, and every
// problem with the row (as a spreadsheet numbers it: the header is row 1) and column it is in.
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { z } from 'zod';
import { userInputError } from '../../common/errors.js';
import { hasInvalidCharacters } from '../../common/validation.js';
import type { IncomingFile } from '../../files/storage.js';
import { defuseFormula, undefuseFormula } from '../../spreadsheets/formula-cells.js';
import { readXlsxRows, XLSX_HEADER, xlsxWorkbook } from '../../spreadsheets/xlsx.js';
import type { ProductCategoryEnum } from './product-category.js';
import type { Product } from './product.entity.js';
import { productSchema, type ProductData } from './product.inputs.js';

export const PRODUCTS_CSV_FILENAME = 'products.csv';
export const PRODUCTS_XLSX_FILENAME = 'products.xlsx';

export const PRODUCT_COLUMNS = [
  'product_slug', 'product_name', 'product_category', 'short_description_tr', 'short_description_en',
  'long_description_tr', 'long_description_en', 'group_order', 'group_name_tr', 'group_name_en', 'spec_order',
  'spec_name_tr', 'spec_name_en', 'spec_value_tr', 'spec_value_en',
] as const;
type Column = (typeof PRODUCT_COLUMNS)[number];
type Row = Record<Column, string>;

/** The columns that describe the product itself: equal on every row of one product. */
const PRODUCT_FIELDS = PRODUCT_COLUMNS.slice(1, 7);

/** Refused before reading: a catalogue of 10,000 products with their specs stays well under it. */
export const MAX_IMPORT_BYTES = 20 * 1024 * 1024;
/** What a workbook's parts may unpack to: a zip of a few MB can hold gigabytes. */
const MAX_UNPACKED_BYTES = 10 * MAX_IMPORT_BYTES;
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
}

/** The header and one row per spec (a product without groups, or a group without specs, has a row of its own). */
function productRows(products: readonly Product[]): string[][] {
  const rows: string[][] = [[...PRODUCT_COLUMNS]];
  for (const p of products) {
    const product = [p.slug, p.name, p.category, p.shortDescriptionTr, p.shortDescriptionEn, p.longDescriptionTr, p.longDescriptionEn];
    const groups = p.specGroups.getItems();
    if (!groups.length) rows.push([...product, '', '', '', '', '', '', '', '']);
    groups.forEach((g, gi) => {
      const specs = g.specs.getItems();
      if (!specs.length) rows.push([...product, String(gi + 1), g.nameTr, g.nameEn, '', '', '', '', '']);
      specs.forEach((s, si) => rows.push([...product, String(gi + 1), g.nameTr, g.nameEn, String(si + 1), s.nameTr, s.nameEn, s.valueTr, s.valueEn]));
    });
  }
  return rows;
}

export function productsCsv(products: readonly Product[]): string {
  const cells = productRows(products).map((row) => row.map(defuseFormula));
  return stringify(cells, { bom: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ });
}

const XLSX_WIDTHS = [28, 28, 16, 40, 40, 40, 40, 8, 24, 24, 8, 28, 28, 24, 24];

/** The same rows as a workbook: every cell text (orders too, so that they read back as typed), the header bold. */
export function productsXlsx(products: readonly Product[]): Uint8Array {
  const [header, ...rows] = productRows(products);
  return xlsxWorkbook('products', XLSX_WIDTHS, [header!.map((text) => ({ text, style: XLSX_HEADER })), ...rows.map((row) => row.map((text) => ({ text })))]);
}

const order = (value: string) => (/^\d{1,4}$/.test(value.trim()) ? Number(value.trim()) : NaN);

/** Where a problem the product's schema found lies: the column, and the row of the group or spec it is about. */
function locate(issue: z.core.$ZodIssue, rows: { product: number; groups: Array<{ row: number; specs: number[] }> }): ImportProblem {
  const [first, gi, , si, last] = issue.path;
  const reason = /^[A-Z_]+$/.test(issue.message) ? issue.message : 'INVALID';
  const column: Record<string, Column> = {
    slug: 'product_slug', name: 'product_name', category: 'product_category',
    shortDescriptionTr: 'short_description_tr', shortDescriptionEn: 'short_description_en',
    longDescriptionTr: 'long_description_tr', longDescriptionEn: 'long_description_en',
  };
  if (first === 'specGroups' && typeof gi === 'number') {
    const group = rows.groups[gi];
    if (typeof si === 'number' && typeof last === 'string') {
      const field = { nameTr: 'spec_name_tr', nameEn: 'spec_name_en', valueTr: 'spec_value_tr', valueEn: 'spec_value_en' }[last] ?? 'spec_order';
      return { row: group?.specs[si] ?? rows.product, field, reason };
    }
    const field = issue.path[2] === 'nameTr' ? 'group_name_tr' : issue.path[2] === 'nameEn' ? 'group_name_en' : 'spec_order';
    return { row: group?.row ?? rows.product, field, reason };
  }
  if (first === 'specGroups') return { row: rows.product, field: 'group_order', reason };
  return { row: rows.product, field: column[String(first)] ?? String(first), reason };
}

type Records = { records: string[][] } | { problems: ImportProblem[] };

/** A CSV's records, formula guards taken off. */
function csvRecords(file: Buffer): Records {
  try {
    const records: string[][] = parse(file, { bom: true, relax_column_count: true, skip_empty_lines: true, max_record_size: 1_000_000, to: MAX_IMPORT_ROWS + 2 });
    return { records: records.map((record) => record.map(undefuseFormula)) };
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return { problems: [{ row: line ?? 0, field: 'file', reason: 'INVALID_CSV' }] };
  }
}

/** A workbook's first sheet, its empty rows left out as a CSV's are. */
async function xlsxRecords(file: Buffer): Promise<Records> {
  let rows: string[][] | null;
  try {
    rows = await readXlsxRows(file, MAX_UNPACKED_BYTES);
  } catch {
    throw userInputError('file', 'FILE_TOO_LARGE');
  }
  if (!rows) return { problems: [{ row: 0, field: 'file', reason: 'INVALID_XLSX' }] };
  return { records: rows.filter((row) => row.some((cell) => cell !== '')) };
}

/**
 * Reads an uploaded file in productsCsv's or productsXlsx's format (told apart by its name): the products in the
 * file's order, each validated as a form save validates it (productSchema), or the problems found. Groups and specs
 * are ordered by their order columns (then by their rows).
 */
export async function readProductsFile(upload: IncomingFile | Promise<IncomingFile>): Promise<{ products: ImportedProduct[]; problems: ImportProblem[] }> {
  const { bytes, xlsx } = await readImportFile(upload);
  const read = xlsx ? await xlsxRecords(bytes) : csvRecords(bytes);
  if ('problems' in read) return { products: [], problems: read.problems };
  return productsOfRecords(read.records);
}

function productsOfRecords(records: string[][]): { products: ImportedProduct[]; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const header = (records[0] ?? []).map((h) => h.trim().toLowerCase());
  const missing = PRODUCT_COLUMNS.filter((c) => !header.includes(c));
  if (!records.length || missing.length) {
    return { products: [], problems: missing.map((c) => ({ row: 1, field: c, reason: 'MISSING_COLUMN' })) };
  }
  if (records.length > MAX_IMPORT_ROWS + 1) return { products: [], problems: [{ row: 0, field: 'file', reason: 'TOO_MANY_ROWS' }] };
  const index = Object.fromEntries(PRODUCT_COLUMNS.map((c) => [c, header.indexOf(c)])) as Record<Column, number>;

  interface Building {
    row: number;
    first: Row;
    groups: Map<number, { row: number; order: number; nameTr: string; nameEn: string; specs: Array<{ row: number; order: number; nameTr: string; nameEn: string; valueTr: string; valueEn: string }> }>;
  }
  const bySlug = new Map<string, Building>();
  records.slice(1).forEach((record, i) => {
    const rowNumber = i + 2;
    const row = Object.fromEntries(PRODUCT_COLUMNS.map((c) => [c, record[index[c]] ?? ''])) as Row;
    // PostgreSQL cannot store a NUL: refused here as a form save refuses it.
    const nul = PRODUCT_COLUMNS.find((c) => hasInvalidCharacters(row[c]));
    if (nul) return void problems.push({ row: rowNumber, field: nul, reason: 'INVALID_CHARACTERS' });
    const slug = row.product_slug.trim();
    if (!slug) return void problems.push({ row: rowNumber, field: 'product_slug', reason: 'REQUIRED' });
    let product = bySlug.get(slug);
    if (!product) bySlug.set(slug, (product = { row: rowNumber, first: row, groups: new Map() }));
    for (const field of PRODUCT_FIELDS) {
      if (row[field] !== product.first[field]) problems.push({ row: rowNumber, field, reason: 'DIFFERS_FROM_ROW' });
    }
    const hasGroup = [row.group_order, row.group_name_tr, row.group_name_en].some((v) => v.trim());
    const hasSpec = [row.spec_order, row.spec_name_tr, row.spec_name_en, row.spec_value_tr, row.spec_value_en].some((v) => v.trim());
    if (!hasGroup) {
      if (hasSpec) problems.push({ row: rowNumber, field: 'group_order', reason: 'REQUIRED' });
      return;
    }
    const groupOrder = order(row.group_order);
    if (Number.isNaN(groupOrder)) return void problems.push({ row: rowNumber, field: 'group_order', reason: 'INVALID' });
    let group = product.groups.get(groupOrder);
    if (!group) product.groups.set(groupOrder, (group = { row: rowNumber, order: groupOrder, nameTr: row.group_name_tr, nameEn: row.group_name_en, specs: [] }));
    else if (group.nameTr !== row.group_name_tr || group.nameEn !== row.group_name_en) {
      problems.push({ row: rowNumber, field: group.nameTr !== row.group_name_tr ? 'group_name_tr' : 'group_name_en', reason: 'DIFFERS_FROM_ROW' });
    }
    if (!hasSpec) return;
    const specOrder = order(row.spec_order);
    if (Number.isNaN(specOrder)) return void problems.push({ row: rowNumber, field: 'spec_order', reason: 'INVALID' });
    group.specs.push({ row: rowNumber, order: specOrder, nameTr: row.spec_name_tr, nameEn: row.spec_name_en, valueTr: row.spec_value_tr, valueEn: row.spec_value_en });
  });

  const products: ImportedProduct[] = [];
  for (const [slug, p] of bySlug) {
    const groups = [...p.groups.values()].sort((a, b) => a.order - b.order || a.row - b.row);
    for (const g of groups) g.specs.sort((a, b) => a.order - b.order || a.row - b.row);
    const input = {
      slug,
      name: p.first.product_name,
      category: p.first.product_category.trim() as ProductCategoryEnum,
      shortDescriptionTr: p.first.short_description_tr,
      shortDescriptionEn: p.first.short_description_en,
      longDescriptionTr: p.first.long_description_tr,
      longDescriptionEn: p.first.long_description_en,
      specGroups: groups.map((g) => ({ nameTr: g.nameTr, nameEn: g.nameEn, specs: g.specs.map(({ nameTr, nameEn, valueTr, valueEn }) => ({ nameTr, nameEn, valueTr, valueEn })) })),
    };
    const parsed = productSchema.safeParse(input);
    if (!parsed.success) {
      const rows = { product: p.row, groups: groups.map((g) => ({ row: g.row, specs: g.specs.map((s) => s.row) })) };
      for (const issue of parsed.error.issues) problems.push(locate(issue, rows));
      continue;
    }
    products.push({ slug, data: parsed.data, row: p.row });
  }
  problems.sort((a, b) => a.row - b.row);
  return { products, problems };
}

/** The file's bytes, refused past MAX_IMPORT_BYTES or when it is neither a .csv nor an .xlsx. */
async function readImportFile(upload: IncomingFile | Promise<IncomingFile>): Promise<{ bytes: Buffer; xlsx: boolean }> {
  const file = await upload;
  const xlsx = /\.xlsx$/i.test(file.filename);
  if (!xlsx && !/\.csv$/i.test(file.filename)) throw userInputError('file', 'FILE_TYPE_NOT_ALLOWED');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file.createReadStream()) {
    size += (chunk as Buffer).length;
    if (size > MAX_IMPORT_BYTES) throw userInputError('file', 'FILE_TOO_LARGE');
    chunks.push(chunk as Buffer);
  }
  if (!size) throw userInputError('file', 'FILE_EMPTY');
  return { bytes: Buffer.concat(chunks), xlsx };
}
