// DATA_DIR is the server's user's alone: the embedded database's files (its WAL holds the admin's password hash,
// postgresql.auto.conf its settings), the sign-in secret and uploads (drafts' datasheets) are 0600 in 0700 folders,
// whatever umask the server is started with, and entries an earlier start left open are closed at the next start.
import { chmodSync, lstatSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { adminToken, form, pdfBlob, rest } from '../helpers/rest.js';
import { removeDir, startServer, tempDataDir, type RunningServer } from '../helpers/server.js';

/** Every entry under `dir` (itself included) whose mode lets anyone but the owner in, with that mode. */
function openEntries(dir: string): string[] {
  const open: string[] = [];
  const visit = (entry: string) => {
    const stats = lstatSync(entry);
    if (stats.isSymbolicLink()) return;
    if (stats.mode & 0o077) open.push(`${path.relative(dir, entry) || '.'} ${(stats.mode & 0o777).toString(8)}`);
    if (stats.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(dir);
  return open;
}

describe('DATA_DIR and everything under it is private (0700 folders, 0600 files)', () => {
  const dataDir = tempDataDir();
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.stop();
    removeDir(dataDir);
  });

  it('under umask 000: the embedded database, the secret, uploads and what an older start left open', async () => {
    // What an earlier version (or a copy made by hand) left: world-writable folders, world-readable files.
    mkdirSync(path.join(dataDir, 'uploads', 'product-files'), { recursive: true });
    writeFileSync(path.join(dataDir, 'uploads', 'product-files', 'taslak.pdf'), '%PDF-1.4\n');
    for (const entry of ['.', 'uploads', 'uploads/product-files']) chmodSync(path.join(dataDir, entry), 0o777);
    chmodSync(path.join(dataDir, 'uploads', 'product-files', 'taslak.pdf'), 0o666);
    expect(openEntries(dataDir)).toHaveLength(4);

    const before = process.umask(0);
    try {
      // The child inherits this umask; no DATABASE_URL is passed on: the embedded database's own files are checked.
      // A first start of the embedded database creates it and runs every migration: slow on a busy machine.
      server = await startServer({ dataDir, startTimeoutMs: 200_000 });
    } finally {
      process.umask(before);
    }
    const token = await adminToken(server.url);
    const created = await rest(
      server.url,
      'POST',
      '/api/documents',
      form({ name: 'Gizli Belge', file_tr: [pdfBlob('gizli'), 'gizli.pdf'] }),
      token,
    );
    expect(created.status, created.text).toBe(201);

    const entries = readdirSync(dataDir);
    expect(entries).toEqual(expect.arrayContaining(['pgdata', 'uploads', 'jwt-secret']));
    expect(readdirSync(path.join(dataDir, 'pgdata'))).toContain('postgresql.auto.conf');
    expect(openEntries(dataDir)).toEqual([]);
  }, 240_000);
});
