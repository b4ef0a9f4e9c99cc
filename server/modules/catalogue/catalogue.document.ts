// Composes the catalogue and datasheet PDFs from language-resolved product sheets.
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFImage } from 'pdf-lib';
import type { ProductCategory } from '../products/product-category.js';
import { COLORS, PAGE, PdfWriter } from './catalogue.layout.js';
import { formatDate, type CatalogueTexts } from './catalogue.texts.js';

export interface TextBlock {
  kind: 'p' | 'h' | 'li';
  text: string;
}

/** One product as printed: every text already in the document's language. */
export interface ProductSheet {
  name: string;
  category: ProductCategory;
  shortDescription: string;
  description: TextBlock[];
  tables: Array<{ title: string; rows: Array<[string, string]> }>;
  /** JPEG bytes, or null to print no picture. */
  image: Uint8Array | null;
}

export interface FontFiles {
  regular: Uint8Array;
  bold: Uint8Array;
}

async function createWriter(texts: CatalogueTexts, files: FontFiles, title: string, subject: string, now: Date): Promise<PdfWriter> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const fonts = { regular: await pdf.embedFont(files.regular, { subset: true }), bold: await pdf.embedFont(files.bold, { subset: true }) };
  pdf.setTitle(title, { showInWindowTitleBar: true });
  pdf.setAuthor(texts.brand);
  pdf.setCreator(texts.brand);
  pdf.setSubject(subject);
  pdf.setLanguage(texts.pdfLanguage);
  pdf.setCreationDate(now);
  pdf.setModificationDate(now);
  return new PdfWriter(pdf, fonts, texts, title);
}

async function embedImage(writer: PdfWriter, bytes: Uint8Array | null): Promise<PDFImage | null> {
  if (!bytes) return null;
  try {
    return await writer.pdf.embedJpg(bytes);
  } catch {
    return null;
  }
}

function sectionHeading(writer: PdfWriter, label: string): void {
  // Keeps the heading together with the first lines under it.
  writer.ensure(70);
  writer.gap(4);
  writer.text(label, { bold: true, size: 11.5, color: COLORS.brand, leading: 18 });
  writer.page.drawLine({
    start: { x: writer.left, y: writer.y },
    end: { x: writer.left + writer.width, y: writer.y },
    thickness: 0.6,
    color: COLORS.rule,
  });
  writer.gap(8);
}

async function productBlock(writer: PdfWriter, sheet: ProductSheet, withName: boolean): Promise<void> {
  const { texts } = writer;
  if (withName) {
    writer.text(sheet.name, { bold: true, size: 19, color: COLORS.brand, leading: 26 });
    writer.page.drawLine({
      start: { x: writer.left, y: writer.y - 2 },
      end: { x: writer.left + 60, y: writer.y - 2 },
      thickness: 2.5,
      color: COLORS.brandLight,
    });
    writer.gap(16);
  }
  const image = await embedImage(writer, sheet.image);
  const box = { width: 180, height: 135 };
  writer.ensure(image ? box.height : 40);
  const top = writer.y;
  const startPage = writer.page;
  if (image) writer.image(image, box.width, box.height);
  const x = image ? writer.left + box.width + 18 : writer.left;
  writer.text(sheet.shortDescription, { x, size: 10.5, leading: 15.5 });
  if (image && writer.page === startPage) writer.y = Math.min(writer.y, top - box.height);
  writer.gap(14);

  if (sheet.description.length) {
    sectionHeading(writer, texts.description);
    for (const block of sheet.description) {
      if (block.kind === 'h') writer.gap(3);
      if (block.kind === 'li') writer.text(block.text, { x: writer.left + 14, size: 9.5, leading: 13.5, bullet: true });
      else writer.text(block.text, { size: block.kind === 'h' ? 10.5 : 9.5, bold: block.kind === 'h', leading: 13.5 });
      writer.gap(block.kind === 'li' ? 2 : 5);
    }
    writer.gap(6);
  }
  if (sheet.tables.length) {
    sectionHeading(writer, texts.specifications);
    for (const table of sheet.tables) writer.table(table.title, table.rows);
  }
}

function cover(writer: PdfWriter, categories: string[], now: Date): void {
  const { texts } = writer;
  const page = writer.newPage('none');
  const band = PAGE.height * 0.55;
  const bottom = PAGE.height - band;
  page.drawRectangle({ x: 0, y: bottom, width: PAGE.width, height: band, color: COLORS.brand });
  for (const [r, opacity] of [
    [120, 0.22],
    [190, 0.15],
    [260, 0.1],
    [330, 0.07],
  ] as const) {
    page.drawCircle({
      x: PAGE.width - 70,
      y: PAGE.height - 140,
      size: r,
      borderColor: COLORS.white,
      borderWidth: 1.4,
      borderOpacity: opacity,
    });
  }
  page.drawRectangle({ x: 0, y: bottom - 8, width: PAGE.width, height: 8, color: COLORS.brandLight });
  page.drawText(texts.brand, { x: writer.left, y: PAGE.height - 86, size: 22, font: writer.fonts.bold, color: COLORS.white });
  page.drawText(texts.catalogueTitle, { x: writer.left, y: bottom + 118, size: 40, font: writer.fonts.bold, color: COLORS.white });
  page.drawText(formatDate(now, texts), {
    x: writer.left,
    y: bottom + 84,
    size: 13,
    font: writer.fonts.regular,
    color: COLORS.white,
    opacity: 0.9,
  });
  writer.y = bottom - 56;
  writer.text(texts.claim, { bold: true, size: 15, color: COLORS.brand, leading: 22, width: writer.width * 0.9 });
  writer.gap(22);
  for (const name of categories) writer.text(name, { x: writer.left + 16, size: 12, leading: 22, bullet: true });
  page.drawLine({ start: { x: writer.left, y: 70 }, end: { x: writer.left + writer.width, y: 70 }, thickness: 1.2, color: COLORS.brand });
  page.drawText(texts.brand, { x: writer.left, y: 50, size: 10, font: writer.fonts.bold, color: COLORS.brand });
}

interface ContentsEntry {
  label: string;
  page: number;
  category: boolean;
}

const CONTENTS_LINE = 20;
const contentsPerPage = Math.floor((PAGE.height - 70 - 60 - 50) / CONTENTS_LINE);

/** Fills the pages reserved after the cover, now that every entry's page number is known. */
function contents(writer: PdfWriter, firstPage: number, entries: ContentsEntry[]): void {
  const { regular, bold } = writer.fonts;
  const right = writer.left + writer.width;
  entries.forEach((entry, i) => {
    const page = writer.pdf.getPage(firstPage + Math.floor(i / contentsPerPage));
    const slot = i % contentsPerPage;
    if (slot === 0 && i === 0)
      page.drawText(writer.texts.contents, { x: writer.left, y: PAGE.height - 100, size: 20, font: bold, color: COLORS.brand });
    const y = PAGE.height - (i < contentsPerPage ? 140 : 90) - slot * CONTENTS_LINE;
    const font = entry.category ? bold : regular;
    const size = entry.category ? 11.5 : 10;
    const x = entry.category ? writer.left : writer.left + 16;
    const number = String(entry.page);
    const numberX = right - writer.measure(number, font, size);
    const label = writer.fit(entry.label, font, size, numberX - x - 30);
    page.drawText(label, { x, y, size, font, color: entry.category ? COLORS.brand : COLORS.text });
    page.drawLine({
      start: { x: x + writer.measure(label, font, size) + 6, y: y + 1 },
      end: { x: numberX - 6, y: y + 1 },
      thickness: 0.8,
      color: COLORS.rule,
      dashArray: [1, 3],
    });
    page.drawText(number, { x: numberX, y, size, font, color: entry.category ? COLORS.brand : COLORS.text });
  });
}

export async function renderCatalogue(
  sections: Array<{ category: ProductCategory; products: ProductSheet[] }>,
  texts: CatalogueTexts,
  files: FontFiles,
  now = new Date(),
): Promise<Uint8Array> {
  const writer = await createWriter(texts, files, texts.catalogueTitle, texts.claim, now);
  const filled = sections.filter((s) => s.products.length > 0);
  cover(
    writer,
    filled.map((s) => texts.categories[s.category]),
    now,
  );
  const entryCount = filled.reduce((n, s) => n + 1 + s.products.length, 0);
  const contentsPage = writer.pdf.getPageCount();
  for (let i = 0; i < Math.max(1, Math.ceil(entryCount / contentsPerPage)); i += 1) writer.newPage();
  const entries: ContentsEntry[] = [];
  for (const section of filled) {
    writer.section = texts.categories[section.category];
    for (const [i, sheet] of section.products.entries()) {
      // A category starts a page; a product too, unless a good part of the page is still free.
      if (i === 0 || writer.room < PAGE.height * 0.45) writer.newPage();
      else writer.gap(30);
      if (i === 0) {
        entries.push({ label: texts.categories[section.category], page: writer.pdf.getPageCount(), category: true });
        writer.band(texts.categories[section.category], 34, 15);
        writer.gap(20);
      }
      entries.push({ label: sheet.name, page: writer.pdf.getPageCount(), category: false });
      await productBlock(writer, sheet, true);
    }
  }
  contents(writer, contentsPage, entries);
  writer.finish();
  return writer.pdf.save();
}

export async function renderDatasheet(sheet: ProductSheet, texts: CatalogueTexts, files: FontFiles, now = new Date()): Promise<Uint8Array> {
  const writer = await createWriter(texts, files, sheet.name, `${texts.datasheetTitle}: ${sheet.name}`, now);
  const page = writer.newPage('footer');
  const band = 132;
  const { bold, regular } = writer.fonts;
  page.drawRectangle({ x: 0, y: PAGE.height - band, width: PAGE.width, height: band, color: COLORS.brand });
  page.drawRectangle({ x: 0, y: PAGE.height - band - 6, width: PAGE.width, height: 6, color: COLORS.brandLight });
  page.drawText(texts.brand, { x: writer.left, y: PAGE.height - 42, size: 12, font: bold, color: COLORS.white });
  const label = texts.datasheetTitle.toLocaleUpperCase(texts.locale);
  page.drawText(label, {
    x: writer.left + writer.width - writer.measure(label, bold, 10),
    y: PAGE.height - 42,
    size: 10,
    font: bold,
    color: COLORS.white,
  });
  // A long name takes two smaller lines.
  const size = writer.measure(sheet.name, bold, 24) <= writer.width ? 24 : 16;
  const lines = writer.wrap(sheet.name, bold, size, writer.width);
  const shown = lines.length > 2 ? [lines[0], writer.fit(lines.slice(1).join(' '), bold, size, writer.width)] : lines;
  shown.forEach((line, i) =>
    page.drawText(line, { x: writer.left, y: PAGE.height - (size === 24 ? 86 : 76) - i * 19, size, font: bold, color: COLORS.white }),
  );
  const subtitle = `${texts.categories[sheet.category]} · ${formatDate(now, texts)}`;
  page.drawText(subtitle, { x: writer.left, y: PAGE.height - 112, size: 10.5, font: regular, color: COLORS.white, opacity: 0.9 });
  writer.y = PAGE.height - band - 30;
  await productBlock(writer, sheet, false);
  writer.finish();
  return writer.pdf.save();
}
