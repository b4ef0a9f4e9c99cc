// A CSV file as text, whatever program saved it: the exports' UTF-8 with a byte order mark, a Turkish Excel's
// "CSV (noktalı virgülle ayrılmış)" (the list separator ';', the text in Windows-1254, its ANSI code page), its
// "CSV UTF-8", "Unicode text" (UTF-16, tab-separated), LibreOffice's choices. Bytes that are neither valid UTF-8 nor a
// single-byte file are refused with the row they are in, never decoded into replacement characters.

export type CsvEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1254';

export type CsvText =
  | { text: string; encoding: CsvEncoding; delimiter: string }
  /** Not decodable: the row (line) of the first byte that is not UTF-8. */
  | { invalidUtf8Row: number };

/** What may separate cells; a tie goes to the first. */
const DELIMITERS = [',', ';', '\t'] as const;

/**
 * The text of `bytes` and the separator its header line uses. A byte order mark decides the encoding; without one,
 * valid UTF-8 is UTF-8, and anything else is a single-byte file (Windows-1254, which holds ISO-8859-1's letters
 * too but for the six Turkish ones) unless it is mostly UTF-8 with broken bytes: that is refused, as decoding it as
 * single bytes would turn every Turkish letter into two wrong ones.
 */
export function csvText(bytes: Uint8Array): CsvText {
  const decoded = decode(bytes);
  if ('invalidUtf8Row' in decoded) return decoded;
  let text = decoded.text;
  // Excel writes (and reads) a first line `sep=;` naming the separator; it shows no such row.
  const declared = /^sep=(.)\r?\n/i.exec(text);
  if (declared) text = text.slice(declared[0].length);
  return { text, encoding: decoded.encoding, delimiter: declared?.[1] ?? delimiterOf(text) };
}

function decode(bytes: Uint8Array): { text: string; encoding: CsvEncoding } | { invalidUtf8Row: number } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return utf8(bytes.subarray(3), bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return utf16(bytes.subarray(2), 'utf-16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return utf16(bytes.subarray(2), 'utf-16be');
  const asUtf8 = utf8(bytes, bytes);
  if ('text' in asUtf8) return asUtf8;
  const { valid, invalid } = utf8Sequences(bytes);
  if (valid > 0 && valid >= invalid) return asUtf8;
  return { text: new TextDecoder('windows-1254').decode(bytes), encoding: 'windows-1254' };
}

function utf8(bytes: Uint8Array, whole: Uint8Array): { text: string; encoding: CsvEncoding } | { invalidUtf8Row: number } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { invalidUtf8Row: rowOf(whole, firstInvalidUtf8(whole)) };
  }
}

function utf16(bytes: Uint8Array, encoding: 'utf-16le' | 'utf-16be'): { text: string; encoding: CsvEncoding } | { invalidUtf8Row: number } {
  try {
    return { text: new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes), encoding };
  } catch {
    // An odd byte count or a lone surrogate: not the UTF-16 its mark says, nor anything else.
    return { invalidUtf8Row: 0 };
  }
}

/** The length of the UTF-8 sequence starting at `i`, or 0 when it is not one (a lone or malformed byte). */
function sequenceAt(bytes: Uint8Array, i: number): number {
  const lead = bytes[i];
  const length = lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : lead >= 0xf0 && lead <= 0xf4 ? 4 : 0;
  if (!length || i + length > bytes.length) return 0;
  for (let k = 1; k < length; k++) if ((bytes[i + k] & 0xc0) !== 0x80) return 0;
  return length;
}

/** How many multi-byte UTF-8 sequences the bytes hold, and how many bytes above ASCII belong to none. */
function utf8Sequences(bytes: Uint8Array): { valid: number; invalid: number } {
  let valid = 0;
  let invalid = 0;
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] < 0x80) continue;
    const length = sequenceAt(bytes, i);
    if (length) {
      valid += 1;
      i += length - 1;
    } else invalid += 1;
  }
  return { valid, invalid };
}

function firstInvalidUtf8(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] < 0x80) continue;
    const length = sequenceAt(bytes, i);
    if (!length) return i;
    i += length - 1;
  }
  return bytes.length;
}

/** The row (1 = the first line) holding byte `offset`, as a spreadsheet would number it (quoted line breaks aside). */
function rowOf(bytes: Uint8Array, offset: number): number {
  let row = 1;
  for (let i = 0; i < offset; i++) if (bytes[i] === 0x0a) row += 1;
  return row;
}

/** The separator the header line uses most: a header cell never holds one. */
function delimiterOf(text: string): string {
  const end = text.search(/\r?\n/);
  const header = end < 0 ? text : text.slice(0, end);
  let best: string = DELIMITERS[0];
  let most = 0;
  for (const delimiter of DELIMITERS) {
    const count = header.split(delimiter).length - 1;
    if (count > most) [best, most] = [delimiter, count];
  }
  return best;
}
