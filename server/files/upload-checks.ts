// Checks of an upload's bytes once it sits in the temporary folder: is its content the type its name says.
import { open } from 'node:fs/promises';
import { userInputError } from '../common/errors.js';
import { contentMatchesExtension, SIGNATURE_HEAD_BYTES, SIGNATURE_TAIL_BYTES } from '../shared/file-signatures.js';

/** Refuses (FILE_CONTENT_MISMATCH) a file whose first or last bytes are not those of its extension's type. */
export async function assertContentMatches(file: string, ext: string, size: number, field: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(Math.min(SIGNATURE_HEAD_BYTES, size));
    await handle.read(head, 0, head.length, 0);
    const tail = Buffer.alloc(Math.min(SIGNATURE_TAIL_BYTES, size));
    await handle.read(tail, 0, tail.length, size - tail.length);
    if (!contentMatchesExtension(ext, head, tail)) throw userInputError(field, 'FILE_CONTENT_MISMATCH');
  } finally {
    await handle.close();
  }
}
