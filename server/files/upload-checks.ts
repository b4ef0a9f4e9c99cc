// Checks of an upload's bytes once it sits in the temporary folder: is its content the type its name says.
import { lstat, open, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
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

/**
 * An upload still being written keeps writing; one left by a process killed mid-upload (kill -9, power loss) stops.
 * Other processes may share this folder (several servers on one DATA_DIR), so only what has not changed for this
 * long is another's abandoned upload.
 */
export const ABANDONED_AFTER_MS = 10 * 60 * 1000;

/** At start: removes what killed processes left in the uploads' temporary folder; returns how many entries went. */
export async function sweepTemporaryFiles(tmp: string, now = Date.now()): Promise<number> {
  let removed = 0;
  for (const name of await readdir(tmp).catch(() => [] as string[])) {
    const entry = path.join(tmp, name);
    if (now - (await newestChange(entry)) < ABANDONED_AFTER_MS) continue;
    await rm(entry, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

/** The latest modification time of an entry or anything in it (a work folder's file grows while its folder stays). */
async function newestChange(entry: string): Promise<number> {
  const stats = await lstat(entry).catch(() => null);
  if (!stats) return 0;
  let newest = stats.mtimeMs;
  if (stats.isDirectory()) {
    for (const name of await readdir(entry).catch(() => [] as string[])) newest = Math.max(newest, await newestChange(path.join(entry, name)));
  }
  return newest;
}
