// Reads a PDF's text as pdf.js sees it (page by page, with the baselines of its text items) and its metadata.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export const normalise = (s: string) => s.replace(/\s+/g, ' ').trim();

export async function readPdf(bytes: Uint8Array) {
  const doc = await getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  const baselines: number[][] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    const items = content.items.filter((i) => 'str' in i && i.str.trim() !== '') as Array<{ str: string; transform: number[] }>;
    pages.push(normalise(items.map((i) => i.str).join(' ')));
    baselines.push(items.map((i) => i.transform[5]));
  }
  const { info } = (await doc.getMetadata()) as unknown as { info: Record<string, unknown> };
  await doc.destroy();
  return { text: pages.join(' '), pages, baselines, info };
}
