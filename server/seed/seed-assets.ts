// Real files for the seed content: PDFs with pdf-lib, ZIPs with fflate (the pictures are in seed-pictures.ts).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { strToU8, zipSync } from 'fflate';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import type { Language } from '../shared/ssr-contract.js';

const PALETTE = ['#0b5cab', '#0f8a5f', '#c2571a', '#6b3fa0', '#0e7490', '#b91c1c', '#4d7c0f'];

export function colorFor(index: number): string {
  return PALETTE[index % PALETTE.length];
}

/** A heading or a paragraph of a generated PDF. */
export interface PdfBlock {
  text: string;
  heading?: boolean;
}

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
type Font = ReturnType<Fontkit['create']>;
let parsed: Promise<{ kit: Fontkit; regular: Uint8Array; bold: Uint8Array }> | undefined;

/**
 * A font whose text is set letter by letter from its character map. pdf-lib asks fontkit to shape every string it
 * draws or measures, which for DejaVu's large OpenType tables costs milliseconds a line, seconds for the seed's
 * PDFs; plain Latin and Turkish text needs no shaping (ğ, ı, ş, İ are glyphs of their own). Each glyph states the
 * letter it draws: the font is shared by all the PDFs, and a glyph it first met as a part of another (U in Ü) is
 * cached without one, which would leave that letter out of the next PDF's text layer.
 */
function unshaped(font: Font): Font {
  const glyphFor = (letter: string) => {
    const codePoint = letter.codePointAt(0)!;
    const glyph = font.glyphForCodePoint(codePoint);
    return glyph.codePoints.includes(codePoint) ? glyph : (Object.create(glyph, { codePoints: { value: [codePoint] } }) as typeof glyph);
  };
  const layout = (text: string) => ({ glyphs: Array.from(text, glyphFor) });
  return new Proxy(font, { get: (target, key) => (key === 'layout' ? layout : (Reflect.get(target, key, target) as unknown)) });
}

/**
 * DejaVu Sans: the standard PDF fonts (WinAnsi) have no ğ, ı, ş, İ. Read and parsed once for the whole seed: parsing
 * the font anew for each of its forty-odd PDFs would add seconds to every first start.
 */
function dejaVu(): Promise<{ kit: Fontkit; regular: Uint8Array; bold: Uint8Array }> {
  const require = createRequire(import.meta.url);
  const read = (file: string) => readFile(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)).then((b) => new Uint8Array(b));
  parsed ??= Promise.all([read('DejaVuSans.ttf'), read('DejaVuSans-Bold.ttf')]).then(([regular, bold]) => {
    const fonts = new Map([regular, bold].map((bytes) => [bytes as unknown, unshaped(fontkit.create(bytes))]));
    const kit: Fontkit = { create: (bytes) => fonts.get(bytes) ?? fontkit.create(bytes) };
    return { kit, regular, bold };
  });
  return parsed;
}

const PAGE: [number, number] = [595, 842];
const MARGIN = 40;
const BOTTOM = 60;

/** A PDF with a title band and blocks of text, on as many A4 pages as they fill, in the given language. */
export async function pdfFile(title: string, blocks: PdfBlock[], lang: Language): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const { kit, regular, bold } = await dejaVu();
  pdf.registerFontkit(kit);
  const font = await pdf.embedFont(regular, { subset: true });
  const boldFont = await pdf.embedFont(bold, { subset: true });
  pdf.setTitle(title);
  pdf.setLanguage(lang === 'tr' ? 'tr-TR' : 'en-US');
  pdf.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  const width = PAGE[0] - 2 * MARGIN;
  let page: PDFPage = pdf.addPage(PAGE);
  page.drawRectangle({ x: 0, y: 782, width: PAGE[0], height: 60, color: rgb(0.04, 0.36, 0.67) });
  const titleLines = wrap(title, boldFont, 16, width);
  page.drawText(titleLines[0] ?? '', { x: MARGIN, y: 806, size: 16, font: boldFont, color: rgb(1, 1, 1) });
  let y = 750;
  const line = (text: string, f: PDFFont, size: number) => {
    if (y < BOTTOM) {
      page = pdf.addPage(PAGE);
      y = PAGE[1] - BOTTOM;
    }
    page.drawText(text, { x: MARGIN, y, size, font: f, color: rgb(0.07, 0.09, 0.15) });
    y -= size * 1.45;
  };
  for (const text of titleLines.slice(1)) line(text, boldFont, 13);
  for (const block of blocks) {
    const [f, size] = block.heading ? [boldFont, 12.5] : [font, 10.5];
    if (block.heading) y -= 6;
    for (const text of wrap(block.text, f, size, width)) line(text, f, size);
    y -= 6;
  }
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/** A ZIP with a README, standing in for an installer package. */
export function zipFile(name: string, version: string, description: string): Buffer {
  const readme = `${name} ${version}\n\n${description}\n`;
  return Buffer.from(zipSync({ 'README.txt': strToU8(readme), VERSION: strToU8(version) }, { mtime: new Date('2026-01-01') }));
}

/** Each letter's advance at size 1, by font (every PDF embeds the same two). */
const advances = new Map<string, Map<string, number>>();

/** A line's width from its letters' advances (kerning left out: measuring a whole line with fontkit is slow). */
function widthOf(text: string, font: PDFFont, size: number): number {
  const known = advances.get(font.name) ?? advances.set(font.name, new Map()).get(font.name)!;
  let width = 0;
  for (const ch of text) width += known.get(ch) ?? known.set(ch, font.widthOfTextAtSize(ch, 1)).get(ch)!;
  return width * size;
}

/** Lines that fit `width`, with a little room for the kerning widthOf leaves out. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && widthOf(next, font, size) > width * 0.98) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}
