// The sample content's pictures, drawn as SVG and rendered with sharp. Pages in both languages show the same stored
// picture, so a picture carries no words: titles and names belong in the page's text, in the page's language. Each
// file records what text it carries (XMP), so that a page can be checked against the pictures it shows.
import sharp from 'sharp';
import type { Language } from '../shared/ssr-contract.js';

/** The text a picture carries, as written into it: `none`, or the one language its words are in. */
export type PictureText = Language | 'none';

const XMP_NS = 'urn:enerji-teknoloji:seed-picture:1';

/** The words an SVG draws (its <text> elements' contents); an empty list for a picture without words. */
export function bakedWords(svg: string): string[] {
  return [...svg.matchAll(/<text\b[^>]*>([\s\S]*?)<\/text>/g)].map((m) => m[1].replace(/<[^>]*>/g, '').trim()).filter(Boolean);
}

function textRecord(text: PictureText): string {
  return (
    `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/">` +
    `<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:seed="${XMP_NS}">` +
    `<seed:text>${text}</seed:text></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`
  );
}

/** The text record of a picture's XMP packet, or null when it has none (an uploaded image, a foreign file). */
export function pictureText(xmp: string | undefined): PictureText | null {
  if (!xmp?.includes(XMP_NS)) return null;
  const value = /<seed:text>([a-z]+)<\/seed:text>/.exec(xmp)?.[1];
  return value === 'none' || value === 'tr' || value === 'en' ? value : null;
}

/**
 * Renders a picture. One with words must say which language they are in (a page of the other language must not
 * show it); the sample content has none, so the same picture serves both languages.
 */
export async function renderPicture(svg: string, format: 'jpeg' | 'png', language?: Language): Promise<Buffer> {
  const words = bakedWords(svg);
  if (words.length && !language) throw new Error(`a picture with words needs their language: ${words.join(' ')}`);
  const image = sharp(Buffer.from(svg));
  const encoded = format === 'jpeg' ? image.jpeg({ quality: 80, mozjpeg: true }) : image.png();
  return encoded.withXmp(textRecord(words.length ? language! : 'none')).toBuffer();
}

/** A product photo stand-in: a DIN-rail style device on a gradient, its display showing bars. */
export function productSvg(color: string, seed: number): string {
  const leds = [0, 1, 2, 3]
    .map((i) => `<circle cx="${470 + i * 44}" cy="330" r="11" fill="${(i + seed) % 2 ? '#22c55e' : '#facc15'}"/>`)
    .join('');
  const terminals = [0, 1, 2, 3, 4, 5]
    .map((i) => `<rect x="${430 + i * 56}" y="230" width="36" height="30" rx="4" fill="#9ca3af"/>`)
    .join('');
  const bars = [0, 1, 2, 3, 4, 5, 6]
    .map((i) => {
      const h = 20 + ((seed * 7 + i * 13) % 60);
      return `<rect x="${455 + i * 44}" y="${480 - h}" width="26" height="${h}" rx="3" fill="#ffffff" fill-opacity="0.85"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f8fafc"/><stop offset="1" stop-color="${color}" stop-opacity="0.35"/></linearGradient></defs>
    <rect width="1200" height="900" fill="url(#g)"/>
    <rect x="380" y="200" width="440" height="460" rx="28" fill="#1f2937"/>
    <rect x="400" y="280" width="400" height="300" rx="14" fill="#374151"/>
    ${terminals}${leds}
    <rect x="430" y="380" width="340" height="120" rx="10" fill="${color}"/>${bars}
    <rect x="430" y="600" width="340" height="30" rx="4" fill="#9ca3af"/>
    <ellipse cx="600" cy="720" rx="260" ry="18" fill="#0f172a" fill-opacity="0.12"/>
  </svg>`;
}

/** White line drawings for covers and icons, centred on (0, 0) in a 200 × 200 box. */
const MOTIFS = {
  bolt: '<path d="M20 -90 L-50 15 L-5 15 L-20 90 L50 -15 L5 -15 Z" fill="#ffffff" fill-opacity="0.9"/>',
  chart:
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="${-80 + i * 45}" y="${60 - (40 + i * 35)}" width="30" height="${40 + i * 35}" rx="4" fill="#ffffff" fill-opacity="0.9"/>`,
      )
      .join('') + '<path d="M-90 70 H90" stroke="#ffffff" stroke-width="8" stroke-linecap="round"/>',
  network:
    '<g stroke="#ffffff" stroke-width="8" stroke-opacity="0.8"><path d="M0 0 L-70 -55 M0 0 L70 -55 M0 0 L-60 65 M0 0 L65 60"/></g>' +
    [
      [0, 0, 26],
      [-70, -55, 18],
      [70, -55, 18],
      [-60, 65, 18],
      [65, 60, 18],
    ]
      .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" fill-opacity="0.9"/>`)
      .join(''),
  leaf:
    '<path d="M-70 70 C-80 -20 -10 -85 80 -80 C85 10 20 80 -70 70 Z" fill="#ffffff" fill-opacity="0.9"/>' +
    '<path d="M-70 70 C-20 20 20 -20 55 -55" stroke="#0f172a" stroke-opacity="0.35" stroke-width="8" fill="none"/>',
  shield:
    '<path d="M0 -90 L75 -60 C75 20 45 65 0 90 C-45 65 -75 20 -75 -60 Z" fill="#ffffff" fill-opacity="0.9"/>' +
    '<path d="M-30 0 L-8 25 L35 -25" stroke="#0f172a" stroke-opacity="0.45" stroke-width="12" fill="none" stroke-linecap="round"/>',
  gauge:
    '<path d="M-85 40 A85 85 0 0 1 85 40" stroke="#ffffff" stroke-width="18" fill="none" stroke-linecap="round"/>' +
    '<path d="M0 40 L45 -35" stroke="#ffffff" stroke-width="10" stroke-linecap="round"/><circle cx="0" cy="40" r="14" fill="#ffffff"/>',
  // A sheet with ruled lines: a document, without any readable word on it.
  sheet:
    '<path d="M-65 -90 H35 L70 -55 V90 H-65 Z" fill="#ffffff" fill-opacity="0.92"/><path d="M35 -90 V-55 H70" fill="#ffffff" fill-opacity="0.6"/>' +
    [0, 1, 2, 3, 4]
      .map((i) => `<rect x="-45" y="${-45 + i * 24}" width="${i % 2 ? 70 : 95}" height="9" rx="4" fill="#0f172a" fill-opacity="0.3"/>`)
      .join(''),
} as const;

export type Motif = keyof typeof MOTIFS;
const CYCLE: Motif[] = ['shield', 'gauge', 'leaf', 'chart', 'network', 'bolt'];

/** A motif for the n-th item of a list, so that neighbouring cards differ. */
export const motifFor = (n: number): Motif => CYCLE[n % CYCLE.length];

/** A blog or document header: a gradient with energy lines and a motif. */
export function coverSvg(color: string, seed: number, motif: Motif): string {
  const waves = [0, 1, 2, 3, 4]
    .map((i) => {
      const y = 300 + i * 70 + (seed % 5) * 10;
      return `<path d="M0 ${y} C 300 ${y - 120}, 600 ${y + 120}, 1200 ${y - 40}" stroke="#ffffff" stroke-opacity="${0.15 + i * 0.1}" stroke-width="6" fill="none"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#0f172a"/></linearGradient></defs>
    <rect width="1200" height="675" fill="url(#g)"/>${waves}
    <circle cx="860" cy="270" r="170" fill="#ffffff" fill-opacity="0.12"/>
    <g transform="translate(860 270) scale(1.2)">${MOTIFS[motif]}</g></svg>`;
}

/** A square application icon: a rounded tile with a motif. */
export function iconSvg(color: string, motif: Motif): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" rx="48" fill="${color}"/>
    <g transform="translate(128 128) scale(0.85)">${MOTIFS[motif]}</g></svg>`;
}
