// Names in the uploads' temporary folder (DATA_DIR/uploads/.tmp), which several processes may share: each process
// names what it puts there after itself, so that a start on the same machine removes what a killed process left at
// once, and leaves what a process still running (or one on another machine) is writing until it has not changed for
// ABANDONED_AFTER_MS.
import { createHash, randomUUID } from 'node:crypto';
import { readlinkSync } from 'node:fs';
import { lstat, readdir, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * An upload still being written keeps writing; one left by a process killed mid-upload (kill -9, power loss) stops.
 * What a process of unknown fate left is removed once nothing in it has changed for this long.
 */
export const ABANDONED_AFTER_MS = 10 * 60 * 1000;

/** The PID namespace: two containers on one host with the host's name may both run a process 1. */
function pidNamespace(): string {
  try {
    return readlinkSync('/proc/self/ns/pid');
  } catch {
    return '';
  }
}

/** This machine and PID namespace, within which a process id names one running process. */
const PLACE = createHash('sha256').update(`${hostname()}\0${pidNamespace()}`).digest('hex').slice(0, 12);
const OWNED = /^([0-9a-f]{12})-(\d+)-/;

/** A new name in the temporary folder, owned by this process: `<place>-<pid>-<random>`. */
export function temporaryName(): string {
  return `${PLACE}-${process.pid}-${randomUUID()}`;
}

/**
 * Whether the process that made `name` is surely gone: it was of this machine and namespace and no longer runs, or it
 * had this very process id (a container restarted gets the same one; at start nothing here is ours yet).
 */
function ownerGone(name: string): boolean {
  const owner = OWNED.exec(name);
  if (!owner || owner[1] !== PLACE) return false;
  const pid = Number(owner[2]);
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** At start: removes what killed processes left in the uploads' temporary folder; returns how many entries went. */
export async function sweepTemporaryFiles(tmp: string, now = Date.now()): Promise<number> {
  let removed = 0;
  for (const name of await readdir(tmp).catch(() => [] as string[])) {
    const entry = path.join(tmp, name);
    if (!ownerGone(name) && now - (await newestChange(entry)) < ABANDONED_AFTER_MS) continue;
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
    for (const name of await readdir(entry).catch(() => [] as string[]))
      newest = Math.max(newest, await newestChange(path.join(entry, name)));
  }
  return newest;
}
