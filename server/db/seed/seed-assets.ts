// Real files for the seed content: images rendered from SVG with sharp, PDFs with pdf-lib, ZIPs with fflate.
import { strToU8, zipSync } from 'fflate';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import sharp from 'sharp';

const PALETTE = ['#0b5cab', '#0f8a5f', '#c2571a', '#6b3fa0', '#0e7490', '#b91c1c', '#4d7c0f'];

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function colorFor(index: number): string {
  return PALETTE[index % PALETTE.length]!;
}

/** A product photo stand-in: a DIN-rail style device on a gradient, with its model name. */
export async function productImage(name: string, color: string): Promise<Buffer> {
  const leds = [0, 1, 2, 3].map((i) => `<circle cx="${470 + i * 44}" cy="330" r="11" fill="${i % 2 ? '#22c55e' : '#facc15'}"/>`).join('');
  const terminals = [0, 1, 2, 3, 4, 5].map((i) => `<rect x="${430 + i * 56}" y="230" width="36" height="30" rx="4" fill="#9ca3af"/>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f8fafc"/><stop offset="1" stop-color="${color}" stop-opacity="0.35"/></linearGradient></defs>
    <rect width="1200" height="900" fill="url(#g)"/>
    <rect x="380" y="200" width="440" height="460" rx="28" fill="#1f2937"/>
    <rect x="400" y="280" width="400" height="300" rx="14" fill="#374151"/>
    ${terminals}${leds}
    <rect x="430" y="380" width="340" height="120" rx="10" fill="${color}"/>
    <text x="600" y="455" font-family="DejaVu Sans, sans-serif" font-size="38" font-weight="bold" fill="#fff" text-anchor="middle">${escapeXml(name.split(' ')[0] ?? name)}</text>
    <rect x="430" y="600" width="340" height="30" rx="4" fill="#9ca3af"/>
    <text x="600" y="790" font-family="DejaVu Sans, sans-serif" font-size="44" fill="#111827" text-anchor="middle">${escapeXml(name)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

/** A blog header: gradient with abstract energy lines and the title. */
export async function coverImage(title: string, color: string, seed: number): Promise<Buffer> {
  const waves = [0, 1, 2, 3, 4].map((i) => {
    const y = 300 + i * 70 + (seed % 5) * 10;
    return `<path d="M0 ${y} C 300 ${y - 120}, 600 ${y + 120}, 1200 ${y - 40}" stroke="#ffffff" stroke-opacity="${0.15 + i * 0.1}" stroke-width="6" fill="none"/>`;
  }).join('');
  const words = title.split(' ');
  const lines: string[] = [''];
  for (const word of words) {
    if ((lines.at(-1)! + ' ' + word).length > 34) lines.push(word);
    else lines[lines.length - 1] = `${lines.at(-1)} ${word}`.trim();
  }
  const text = lines.slice(0, 3).map((l, i) => `<text x="80" y="${150 + i * 64}" font-family="DejaVu Sans, sans-serif" font-size="50" font-weight="bold" fill="#fff">${escapeXml(l)}</text>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#0f172a"/></linearGradient></defs>
    <rect width="1200" height="675" fill="url(#g)"/>${waves}${text}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
}

/** A square icon: rounded tile with initials. */
export async function iconImage(name: string, color: string): Promise<Buffer> {
  const initials = name.split(/[\s-]+/).map((w) => w[0]).join('').slice(0, 2).toUpperCase();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" rx="48" fill="${color}"/>
    <text x="128" y="158" font-family="DejaVu Sans, sans-serif" font-size="96" font-weight="bold" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The standard PDF fonts cannot draw ğ, ı, ş, İ: write them in their closest Latin-1 form. */
const toLatin1 = (s: string) =>
  s.replace(/ğ/g, 'g').replace(/Ğ/g, 'G').replace(/ı/g, 'i').replace(/İ/g, 'I').replace(/ş/g, 's').replace(/Ş/g, 'S')
    .replace(/[^\x20-\xff]/g, '-');

/** A one-page PDF with a title and paragraphs. */
export async function pdfFile(title: string, paragraphs: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  const page = pdf.addPage([595, 842]);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawRectangle({ x: 0, y: 782, width: 595, height: 60, color: rgb(0.04, 0.36, 0.67) });
  page.drawText(toLatin1(title).slice(0, 70), { x: 40, y: 805, size: 18, font: bold, color: rgb(1, 1, 1) });
  let y = 740;
  for (const paragraph of paragraphs) {
    for (const line of wrap(toLatin1(paragraph), 90)) {
      if (y < 60) break;
      page.drawText(line, { x: 40, y, size: 11, font });
      y -= 16;
    }
    y -= 10;
  }
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/** A ZIP with a README, standing in for an installer package. */
export function zipFile(name: string, version: string, description: string): Buffer {
  const readme = `${name} ${version}\n\n${description}\n`;
  return Buffer.from(zipSync({ 'README.txt': strToU8(readme), 'VERSION': strToU8(version) }, { mtime: new Date('2026-01-01') }));
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > width) {
      lines.push(line);
      line = word;
    } else line = `${line} ${word}`.trim();
  }
  if (line) lines.push(line);
  return lines;
}
