// DATA_DIR holds the database's files, the sign-in secret and uploaded drafts: only the server's own OS user may
// read or write any of it, whatever umask the server was started with and whatever an older version left behind.
import { lstat, readdir, chmod } from 'node:fs/promises';
import path from 'node:path';

const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;

/**
 * Everything this process creates from now on is private to its user (0700 folders, 0600 files), the embedded
 * database's own files included (it creates them with the process's umask). Call before anything is written.
 */
export function createPrivately(): void {
  process.umask(0o077);
}

/**
 * Makes `dir` and everything under it private: folders 0700, files 0600. Symbolic links are left alone and not
 * followed (their targets are not DATA_DIR's to change). Returns how many modes were changed.
 */
export async function restrictTree(dir: string): Promise<number> {
  let changed = 0;
  const visit = async (entry: string): Promise<void> => {
    const stats = await lstat(entry).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (!stats || stats.isSymbolicLink()) return;
    const wanted = stats.isDirectory() ? PRIVATE_DIR : PRIVATE_FILE;
    if ((stats.mode & 0o777) !== wanted) {
      await chmod(entry, wanted);
      changed += 1;
    }
    if (stats.isDirectory()) {
      for (const name of await readdir(entry)) await visit(path.join(entry, name));
    }
  };
  await visit(dir);
  return changed;
}
