// Reading a workbook someone uploaded: its first sheet as rows of text, by read-excel-file. A zip of a few MB can
// unpack to gigabytes, and its directory can say otherwise: the sizes it states are checked first (a cheap refusal of
// a plain bomb), then the parts are unpacked here with every byte counted, stopping at the limit whatever the directory
// or the parts' own headers say; read-excel-file is handed only what was unpacked (packed again without compression),
// so it never inflates anything of the upload itself.
import { inflateRawSync } from 'node:zlib';
import { Unzip, unzipSync, zipSync, type AsyncFlateStreamHandler, type UnzipDecoder } from 'fflate';
import { readSheet } from 'read-excel-file/node';

/** What a workbook unpacks to is over the limit. */
export class UnpackedTooLarge extends Error {
  constructor() {
    super('workbook too large when unpacked');
  }
}

/** Whether bytes are a zip archive, as every .xlsx is. */
export const isZip = (bytes: Uint8Array) =>
  bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** The parts read-excel-file reads (its own filter): the rest, pictures and printer settings, is never unpacked. */
const READ_PART = /\.xml$|\.xml\.rels$/;

/** What the archive's directory says its parts unpack to; null when it is not a readable zip. */
function statedSize(bytes: Uint8Array): number | null {
  let stated = 0;
  try {
    unzipSync(bytes, { filter: (entry) => ((stated += entry.originalSize), false) });
    return stated;
  } catch {
    return null;
  }
}

/**
 * The parts of the workbook read-excel-file reads, found by their own headers (fflate's Unzip) and inflated by Node's
 * zlib, each never past what is left of `maxUnpackedBytes` (zlib stops there rather than finish what the data holds);
 * null when it is not a zip that can be read. Throws UnpackedTooLarge as soon as the parts pass the limit.
 */
export function unpackXlsxParts(bytes: Uint8Array, maxUnpackedBytes: number): Record<string, Uint8Array> | null {
  const parts: Record<string, Uint8Array> = {};
  let unpacked = 0;
  let tooLarge = false;
  let broken = false;
  class BoundedInflate implements UnzipDecoder {
    static readonly compression = 8;
    ondata: AsyncFlateStreamHandler = () => undefined;
    private readonly packed: Uint8Array[] = [];
    push(chunk: Uint8Array, final: boolean): void {
      this.packed.push(chunk);
      if (!final || tooLarge || broken) return;
      const left = maxUnpackedBytes - unpacked;
      let data: Uint8Array<ArrayBuffer>;
      try {
        data = inflateRawSync(Buffer.concat(this.packed), { maxOutputLength: left + 1 });
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') tooLarge = true;
        else broken = true;
        return;
      }
      this.ondata(null, data, true);
    }
  }
  const unzip = new Unzip((file) => {
    if (!READ_PART.test(file.name)) return;
    const chunks: Uint8Array[] = [];
    file.ondata = (error, data, final) => {
      if (error) broken = true;
      if (error || tooLarge) return;
      unpacked += data.length;
      if (unpacked > maxUnpackedBytes) {
        tooLarge = true;
        return;
      }
      chunks.push(data);
      if (final) parts[file.name] = Buffer.concat(chunks);
    };
    file.start();
  });
  unzip.register(BoundedInflate);
  try {
    unzip.push(bytes, true);
  } catch {
    broken = true;
  }
  if (tooLarge) throw new UnpackedTooLarge();
  return broken ? null : parts;
}

/**
 * The first sheet of a workbook as rows of text (numbers as typed, dates as ISO text, empty cells ''), or null when
 * the file is not a workbook. Throws UnpackedTooLarge past `maxUnpackedBytes` unpacked.
 */
export async function readXlsxRows(bytes: Uint8Array, maxUnpackedBytes: number): Promise<string[][] | null> {
  if (!isZip(bytes)) return null;
  const stated = statedSize(bytes);
  if (stated === null) return null;
  if (stated > maxUnpackedBytes) throw new UnpackedTooLarge();
  const parts = unpackXlsxParts(bytes, maxUnpackedBytes);
  if (!parts) return null;
  try {
    // Cells as they were typed: numbers kept as their text (`1.10` stays `1.10`), spaces kept.
    const rows = await readSheet<string>(Buffer.from(zipSync(parts, { level: 0 })), { trim: false, parseNumber: (text) => text });
    return rows.map((row) =>
      row.map((cell) => (cell === null || cell === undefined ? '' : cell instanceof Date ? cell.toISOString() : String(cell))),
    );
  } catch {
    return null;
  }
}
