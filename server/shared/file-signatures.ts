// What each accepted extension's bytes begin (or, for a disk image, end) with. Browser-safe: the server refuses an
// upload whose content is another type than its name says (a Windows program renamed .pdf), and the admin's file
// inputs refuse it the moment it is picked, with the same table.

/** How many bytes of the start and of the end of a file the check reads. */
export const SIGNATURE_HEAD_BYTES = 16;
export const SIGNATURE_TAIL_BYTES = 512;

type Signature = { at: number; bytes: readonly number[] } | { tail: true; at: number; bytes: readonly number[] };

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const start = (text: string | readonly number[], at = 0): Signature => ({ at, bytes: typeof text === 'string' ? ascii(text) : text });

/** Office 97-2003 files and Windows Installer packages are OLE compound files. */
const OLE = [start([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])];
/** A ZIP archive (Office Open XML files are ZIP archives too): a local file header, or an empty archive's end record. */
const ZIP = [start([0x50, 0x4b, 0x03, 0x04]), start([0x50, 0x4b, 0x05, 0x06])];
const RAR = [start('Rar!\x1a\x07')];

const SIGNATURES: Record<string, Signature[]> = {
  pdf: [start('%PDF-')],
  doc: OLE,
  xls: OLE,
  ppt: OLE,
  msi: OLE,
  docx: ZIP,
  xlsx: ZIP,
  pptx: ZIP,
  zip: ZIP,
  rar: RAR,
  exe: [start('MZ')],
  // A macOS disk image (UDIF) ends with a 512-byte trailer that opens with "koly".
  dmg: [{ tail: true, at: 0, bytes: ascii('koly') }],
  // macOS installer packages are xar archives.
  pkg: [start('xar!')],
  jpg: [start([0xff, 0xd8, 0xff])],
  jpeg: [start([0xff, 0xd8, 0xff])],
  png: [start([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  gif: [start('GIF87a'), start('GIF89a')],
  webp: [start('RIFF'), start('WEBP', 8)],
  avif: [start('ftypavif', 4), start('ftypavis', 4)],
};

/** Extensions whose every listed signature must match (the others need any one). */
const ALL_OF = new Set(['webp']);

function matches(sig: Signature, head: Uint8Array, tail: Uint8Array): boolean {
  const source = 'tail' in sig ? tail : head;
  return sig.bytes.every((b, i) => source[sig.at + i] === b);
}

/**
 * Whether a file's first bytes (`head`, at least SIGNATURE_HEAD_BYTES when the file has them) and its last
 * SIGNATURE_TAIL_BYTES bytes (`tail`) are of the type its extension names. An extension without a known signature
 * matches nothing: a type added to the accepted lists must be added here too.
 */
export function contentMatchesExtension(ext: string, head: Uint8Array, tail: Uint8Array): boolean {
  const signatures = SIGNATURES[ext.toLowerCase()];
  if (!signatures) return false;
  return ALL_OF.has(ext.toLowerCase()) ? signatures.every((s) => matches(s, head, tail)) : signatures.some((s) => matches(s, head, tail));
}

/** The extension of a file name, lower-cased, without the dot ('' when it has none). */
export function extensionOfName(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}
