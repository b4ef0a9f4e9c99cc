// Page layout for the generated PDFs: A4 pages with running header and footer, wrapped text, spec tables.
import { rgb, type PDFDocument, type PDFFont, type PDFImage, type PDFPage, type RGB } from 'pdf-lib';
import type { CatalogueTexts } from './catalogue.texts.js';

export const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { left: 50, right: 50, top: 70, bottom: 60 };

export const COLORS = {
  brand: rgb(11 / 255, 92 / 255, 171 / 255),
  brandLight: rgb(0.35, 0.62, 0.88),
  text: rgb(0.12, 0.15, 0.2),
  muted: rgb(0.4, 0.44, 0.5),
  shade: rgb(0.93, 0.96, 0.99),
  rule: rgb(0.82, 0.87, 0.92),
  white: rgb(1, 1, 1),
};

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

export interface TextStyle {
  bold?: boolean;
  size?: number;
  color?: RGB;
  x?: number;
  width?: number;
  leading?: number;
  /** Draws a bullet in the hanging indent before the first line. */
  bullet?: boolean;
}

/** What a page carries besides its content: the cover has neither, a datasheet's first page only a footer. */
export type PageFrame = 'none' | 'footer' | 'full';

/** Baseline that centres capital letters in a line box whose top is `top`. */
const baseline = (top: number, leading: number, size: number) => top - leading / 2 - size * 0.36;

export class PdfWriter {
  page!: PDFPage;
  /** Top of the free space on the current page. */
  y = 0;
  readonly left = MARGIN.left;
  readonly width = PAGE.width - MARGIN.left - MARGIN.right;
  /** Shown after the running title in the header of the pages that follow, e.g. the category. */
  section = '';
  private readonly frames = new Map<PDFPage, { frame: PageFrame; section: string }>();

  constructor(
    readonly pdf: PDFDocument,
    readonly fonts: Fonts,
    readonly texts: CatalogueTexts,
    private readonly runningTitle: string,
  ) {}

  newPage(frame: PageFrame = 'full'): PDFPage {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.frames.set(this.page, { frame, section: this.section });
    this.y = PAGE.height - MARGIN.top;
    return this.page;
  }

  get room(): number {
    return this.y - MARGIN.bottom;
  }

  /** Starts a new page unless `height` still fits above the bottom margin; true when it did. */
  ensure(height: number): boolean {
    if (height <= this.room) return false;
    this.newPage();
    return true;
  }

  gap(height: number): void {
    this.y -= Math.min(height, this.room);
  }

  font(bold = false): PDFFont {
    return bold ? this.fonts.bold : this.fonts.regular;
  }

  private readonly widths = new Map<string, number>();

  /** Text width; fontkit's shaping is slow, so the widths of words are kept (kerning across spaces is ignored). */
  measure(text: string, font: PDFFont, size: number): number {
    const key = `${font === this.fonts.bold ? 'b' : 'r'}${text}`;
    let width = this.widths.get(key);
    if (width === undefined) this.widths.set(key, (width = font.widthOfTextAtSize(text, 1000)));
    return (width * size) / 1000;
  }

  /** Greedy word wrap; words wider than the line are broken between characters. */
  wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const space = this.measure(' ', font, size);
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      let used = 0;
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const w = this.measure(word, font, size);
        if (line && used + space + w <= width) {
          line += ` ${word}`;
          used += space + w;
          continue;
        }
        if (line) lines.push(line);
        [line, used] = [word, w];
        if (w <= width) continue;
        line = '';
        used = 0;
        for (const char of word) {
          const c = this.measure(char, font, size);
          if (line && used + c > width) {
            lines.push(line);
            [line, used] = ['', 0];
          }
          line += char;
          used += c;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  /** Cuts a single line to `width`, ending it with an ellipsis. */
  fit(text: string, font: PDFFont, size: number, width: number): string {
    if (this.measure(text, font, size) <= width) return text;
    const words = this.wrap(text, font, size, width - this.measure('…', font, size));
    return `${words[0].trimEnd()}…`;
  }

  /** Wrapped text from the cursor down, moving to the next page between lines when needed. */
  text(text: string, style: TextStyle = {}): void {
    const font = this.font(style.bold);
    const size = style.size ?? 10;
    const leading = style.leading ?? size * 1.45;
    const x = style.x ?? this.left;
    const width = style.width ?? this.left + this.width - x;
    const color = style.color ?? COLORS.text;
    this.wrap(text, font, size, width).forEach((line, i) => {
      this.ensure(leading);
      const y = baseline(this.y, leading, size);
      if (style.bullet && i === 0) this.page.drawText('•', { x: x - size, y, size, font, color: COLORS.brand });
      if (line) this.page.drawText(line, { x, y, size, font, color });
      this.y -= leading;
    });
  }

  /** A full-width coloured band with white text, e.g. a category heading. */
  band(label: string, height = 30, size = 14): void {
    this.ensure(height);
    this.page.drawRectangle({ x: this.left, y: this.y - height, width: this.width, height, color: COLORS.brand });
    const text = this.fit(label, this.fonts.bold, size, this.width - 24);
    this.page.drawText(text, { x: this.left + 12, y: baseline(this.y, height, size), size, font: this.fonts.bold, color: COLORS.white });
    this.y -= height;
  }

  /** An image scaled into a box at the cursor's left; the box height is reserved by the caller. */
  image(image: PDFImage, boxWidth: number, boxHeight: number): void {
    const { width, height } = image.scaleToFit(boxWidth - 8, boxHeight - 8);
    this.page.drawRectangle({
      x: this.left,
      y: this.y - boxHeight,
      width: boxWidth,
      height: boxHeight,
      color: COLORS.shade,
      borderColor: COLORS.rule,
      borderWidth: 0.6,
    });
    this.page.drawImage(image, { x: this.left + (boxWidth - width) / 2, y: this.y - boxHeight + (boxHeight - height) / 2, width, height });
  }

  /** A two-column label | value table under a coloured title row, repeated (continued) on a page break. */
  table(title: string, rows: Array<[string, string]>): void {
    const size = 8.8;
    const leading = 12;
    const pad = 4.5;
    const titleHeight = 20;
    const labelWidth = Math.round(this.width * 0.38);
    const measured = rows.map(([label, value]) => {
      const labelLines = this.wrap(label, this.fonts.bold, size, labelWidth - 2 * pad - 6);
      const valueLines = this.wrap(value, this.fonts.regular, size, this.width - labelWidth - 2 * pad);
      return { labelLines, valueLines, height: Math.max(labelLines.length, valueLines.length) * leading + 2 * pad };
    });
    const drawTitle = (continued: boolean) => {
      this.page.drawRectangle({ x: this.left, y: this.y - titleHeight, width: this.width, height: titleHeight, color: COLORS.brand });
      const label = this.fit(continued ? `${title} (${this.texts.continued})` : title, this.fonts.bold, 10, this.width - 2 * pad - 6);
      this.page.drawText(label, {
        x: this.left + pad + 4,
        y: baseline(this.y, titleHeight, 10),
        size: 10,
        font: this.fonts.bold,
        color: COLORS.white,
      });
      this.y -= titleHeight;
    };
    this.ensure(titleHeight + (measured[0]?.height ?? 0));
    drawTitle(false);
    measured.forEach((row, i) => {
      if (this.ensure(row.height)) drawTitle(true);
      const top = this.y;
      if (i % 2 === 0)
        this.page.drawRectangle({ x: this.left, y: top - row.height, width: this.width, height: row.height, color: COLORS.shade });
      const draw = (lines: string[], x: number, font: PDFFont, color: RGB) =>
        lines.forEach((line, n) => this.page.drawText(line, { x, y: baseline(top - pad - n * leading, leading, size), size, font, color }));
      draw(row.labelLines, this.left + pad + 4, this.fonts.bold, COLORS.muted);
      draw(row.valueLines, this.left + labelWidth + pad, this.fonts.regular, COLORS.text);
      this.page.drawLine({
        start: { x: this.left, y: top - row.height },
        end: { x: this.left + this.width, y: top - row.height },
        thickness: 0.5,
        color: COLORS.rule,
      });
      this.y -= row.height;
    });
    this.gap(12);
  }

  /** Running header and page numbers, once every page exists. */
  finish(): void {
    const pages = this.pdf.getPages();
    const small = 8;
    pages.forEach((page, i) => {
      const { frame, section } = this.frames.get(page) ?? { frame: 'none', section: '' };
      if (frame === 'none') return;
      const right = this.left + this.width;
      if (frame === 'full') {
        page.drawText(this.texts.brand, { x: this.left, y: PAGE.height - 40, size: 9.5, font: this.fonts.bold, color: COLORS.brand });
        const title = this.fit(
          section ? `${this.runningTitle} · ${section}` : this.runningTitle,
          this.fonts.regular,
          small,
          this.width * 0.7,
        );
        page.drawText(title, {
          x: right - this.measure(title, this.fonts.regular, small),
          y: PAGE.height - 40,
          size: small,
          font: this.fonts.regular,
          color: COLORS.muted,
        });
        page.drawLine({
          start: { x: this.left, y: PAGE.height - 48 },
          end: { x: right, y: PAGE.height - 48 },
          thickness: 1.2,
          color: COLORS.brand,
        });
      }
      page.drawLine({ start: { x: this.left, y: 42 }, end: { x: right, y: 42 }, thickness: 0.5, color: COLORS.rule });
      const footer = this.fit(`${this.texts.brand} · ${this.runningTitle}`, this.fonts.regular, small, this.width * 0.7);
      page.drawText(footer, { x: this.left, y: 28, size: small, font: this.fonts.regular, color: COLORS.muted });
      const number = this.texts.page(i + 1, pages.length);
      page.drawText(number, {
        x: right - this.measure(number, this.fonts.regular, small),
        y: 28,
        size: small,
        font: this.fonts.regular,
        color: COLORS.muted,
      });
    });
  }
}
