// Reading a spreadsheet in the export's format (product-spreadsheet.ts) back: a CSV as whatever program saved it
// (server/spreadsheets/csv-text.ts: encoding and separator found, formula guards taken off) or a workbook's first sheet
// (server/spreadsheets/xlsx-read.ts, its unpacking bounded). Answers each product's data in the shape a form save takes,
// and every problem with the row (as a spreadsheet numbers it: the header is row 1) and column it is in. CPU-bound and
// run on a worker thread (product-spreadsheet.worker.ts): a large file would otherwise hold every other request.
import { parse } from 'csv-parse/sync';
import type { z } from 'zod';
import { hasInvalidCharacters } from '../../common/validation.js';
import { csvText } from '../../spreadsheets/csv-text.js';
import { undefuseFormula } from '../../spreadsheets/formula-cells.js';
import { readXlsxRows, UnpackedTooLarge } from '../../spreadsheets/xlsx-read.js';
import type { ProductCategoryEnum } from './product-category.js';
import { productSchema } from './product.inputs.js';
import {
  MAX_IMPORT_ROWS,
  MAX_UNPACKED_BYTES,
  OPTIONAL_COLUMNS,
  PRODUCT_COLUMNS,
  PRODUCT_FIELDS,
  type Column,
  type ImportedProduct,
  type ImportProblem,
} from './product-spreadsheet.js';

type Row = Record<Column, string>;

/** What reading a file found: its products and problems, or that it unpacks to more than a workbook may. */
export type ReadResult = { products: ImportedProduct[]; problems: ImportProblem[] } | { tooLarge: true };

/** A character a broken conversion left in place of a letter: stored, it would show as � on the site. */
const REPLACEMENT_CHARACTER = '\uFFFD';

const order = (value: string) => (/^\d{1,4}$/.test(value.trim()) ? Number(value.trim()) : NaN);

/** Where a problem the product's schema found lies: the column, and the row of the group or spec it is about. */
function locate(issue: z.core.$ZodIssue, rows: { product: number; groups: Array<{ row: number; specs: number[] }> }): ImportProblem {
  const [first, gi, , si, last] = issue.path;
  const reason = /^[A-Z_]+$/.test(issue.message) ? issue.message : 'INVALID';
  const column: Record<string, Column> = {
    slug: 'product_slug',
    name: 'product_name',
    category: 'product_category',
    shortDescriptionTr: 'short_description_tr',
    shortDescriptionEn: 'short_description_en',
    longDescriptionTr: 'long_description_tr',
    longDescriptionEn: 'long_description_en',
  };
  if (first === 'specGroups' && typeof gi === 'number') {
    const group = rows.groups[gi];
    if (typeof si === 'number' && typeof last === 'string') {
      const field =
        { nameTr: 'spec_name_tr', nameEn: 'spec_name_en', valueTr: 'spec_value_tr', valueEn: 'spec_value_en' }[last] ?? 'spec_order';
      return { row: group?.specs[si] ?? rows.product, field, reason };
    }
    const field = issue.path[2] === 'nameTr' ? 'group_name_tr' : issue.path[2] === 'nameEn' ? 'group_name_en' : 'spec_order';
    return { row: group?.row ?? rows.product, field, reason };
  }
  if (first === 'specGroups') return { row: rows.product, field: 'group_order', reason };
  return { row: rows.product, field: column[String(first)] ?? String(first), reason };
}

type Records = { records: string[][] } | { problems: ImportProblem[] };

/** A CSV's records, formula guards taken off; a file that is not text in a known encoding names the row it stops at. */
function csvRecords(file: Uint8Array): Records {
  const decoded = csvText(file);
  if ('invalidUtf8Row' in decoded) return { problems: [{ row: decoded.invalidUtf8Row, field: 'file', reason: 'INVALID_ENCODING' }] };
  try {
    const records: string[][] = parse(decoded.text, {
      delimiter: decoded.delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: 1_000_000,
      to: MAX_IMPORT_ROWS + 2,
    });
    return { records: records.map((record) => record.map(undefuseFormula)) };
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return { problems: [{ row: line ?? 0, field: 'file', reason: 'INVALID_CSV' }] };
  }
}

/** A workbook's first sheet, its empty rows left out as a CSV's are. */
async function xlsxRecords(file: Uint8Array): Promise<Records | { tooLarge: true }> {
  let rows: string[][] | null;
  try {
    rows = await readXlsxRows(file, MAX_UNPACKED_BYTES);
  } catch (error) {
    if (error instanceof UnpackedTooLarge) return { tooLarge: true };
    throw error;
  }
  if (!rows) return { problems: [{ row: 0, field: 'file', reason: 'INVALID_XLSX' }] };
  return { records: rows.filter((row) => row.some((cell) => cell !== '')) };
}

/**
 * Reads a file in productsCsv's or productsXlsx's format: the products in the file's order, each validated as a form
 * save validates it (productSchema), or the problems found. Groups and specs are ordered by their order columns (then
 * by their rows).
 */
export async function readProductsFile(bytes: Uint8Array, xlsx: boolean): Promise<ReadResult> {
  const read = xlsx ? await xlsxRecords(bytes) : csvRecords(bytes);
  if ('tooLarge' in read) return read;
  if ('problems' in read) return { products: [], problems: read.problems };
  return productsOfRecords(read.records);
}

/** The last change an export's `updated_at` names (ISO 8601, as exports write it); NaN when it names none. */
const exportedAtOf = (value: string) => (/^\d{4}-\d\d-\d\dT/.test(value.trim()) ? Date.parse(value.trim()) : NaN);

function productsOfRecords(records: string[][]): ReadResult {
  const problems: ImportProblem[] = [];
  const header = (records[0] ?? []).map((h) => h.trim().toLowerCase());
  const missing = PRODUCT_COLUMNS.filter((c) => !header.includes(c) && !OPTIONAL_COLUMNS.includes(c));
  if (!records.length || missing.length) {
    return { products: [], problems: missing.map((c) => ({ row: 1, field: c, reason: 'MISSING_COLUMN' })) };
  }
  if (records.length > MAX_IMPORT_ROWS + 1) return { products: [], problems: [{ row: 0, field: 'file', reason: 'TOO_MANY_ROWS' }] };
  const index = Object.fromEntries(PRODUCT_COLUMNS.map((c) => [c, header.indexOf(c)])) as Record<Column, number>;

  interface Building {
    row: number;
    first: Row;
    groups: Map<
      number,
      {
        row: number;
        order: number;
        nameTr: string;
        nameEn: string;
        specs: Array<{ row: number; order: number; nameTr: string; nameEn: string; valueTr: string; valueEn: string }>;
      }
    >;
  }
  const bySlug = new Map<string, Building>();
  records.slice(1).forEach((record, i) => {
    const rowNumber = i + 2;
    const row = Object.fromEntries(PRODUCT_COLUMNS.map((c) => [c, record[index[c]] ?? ''])) as Row;
    // PostgreSQL cannot store a NUL: refused here as a form save refuses it.
    const nul = PRODUCT_COLUMNS.find((c) => hasInvalidCharacters(row[c]));
    if (nul) return void problems.push({ row: rowNumber, field: nul, reason: 'INVALID_CHARACTERS' });
    // A letter some program could not convert: stored, the site would show it as � for good.
    const broken = PRODUCT_COLUMNS.find((c) => row[c].includes(REPLACEMENT_CHARACTER));
    if (broken) return void problems.push({ row: rowNumber, field: broken, reason: 'REPLACEMENT_CHARACTER' });
    if (row.updated_at.trim() && Number.isNaN(exportedAtOf(row.updated_at)))
      return void problems.push({ row: rowNumber, field: 'updated_at', reason: 'INVALID' });
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
    if (!group)
      product.groups.set(
        groupOrder,
        (group = { row: rowNumber, order: groupOrder, nameTr: row.group_name_tr, nameEn: row.group_name_en, specs: [] }),
      );
    else if (group.nameTr !== row.group_name_tr || group.nameEn !== row.group_name_en) {
      problems.push({
        row: rowNumber,
        field: group.nameTr !== row.group_name_tr ? 'group_name_tr' : 'group_name_en',
        reason: 'DIFFERS_FROM_ROW',
      });
    }
    if (!hasSpec) return;
    const specOrder = order(row.spec_order);
    if (Number.isNaN(specOrder)) return void problems.push({ row: rowNumber, field: 'spec_order', reason: 'INVALID' });
    group.specs.push({
      row: rowNumber,
      order: specOrder,
      nameTr: row.spec_name_tr,
      nameEn: row.spec_name_en,
      valueTr: row.spec_value_tr,
      valueEn: row.spec_value_en,
    });
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
      specGroups: groups.map((g) => ({
        nameTr: g.nameTr,
        nameEn: g.nameEn,
        specs: g.specs.map(({ nameTr, nameEn, valueTr, valueEn }) => ({ nameTr, nameEn, valueTr, valueEn })),
      })),
    };
    const parsed = productSchema.safeParse(input);
    if (!parsed.success) {
      const rows = { product: p.row, groups: groups.map((g) => ({ row: g.row, specs: g.specs.map((s) => s.row) })) };
      for (const issue of parsed.error.issues) problems.push(locate(issue, rows));
      continue;
    }
    const exportedAt = exportedAtOf(p.first.updated_at);
    products.push({ slug, data: parsed.data, row: p.row, exportedAt: Number.isNaN(exportedAt) ? null : exportedAt });
  }
  problems.sort((a, b) => a.row - b.row);
  return { products, problems };
}
