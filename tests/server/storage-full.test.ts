// A full disk during an upload answers STORAGE_FULL (507, with Retry-After) through REST and GraphQL, keeps nothing
// (no record, no empty or cut file) and holds no deleted file open, also when it is an image's copies that do not fit;
// what a killed process left in uploads/.tmp is swept at the next start.
// The full disk is real: a 2 MB tmpfs mounted on uploads/.tmp, where every upload is written first (root only).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, statfsSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, gqlUpload } from '../helpers/graphql.js';
import { adminToken, form, rest } from '../helpers/rest.js';
import { removeDir, startServer, tempDataDir, type RunningServer } from '../helpers/server.js';

const dataDir = tempDataDir();
const tmp = path.join(dataDir, 'uploads', '.tmp');
const mountSmallDisk = () => execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', tmp], { stdio: 'ignore' });
/** Whether this process may mount a tmpfs (root in a machine or container that allows it). */
const canMount = (() => {
  const probe = mkdtempSync(path.join(tmpdir(), 'mount-probe-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', probe], { stdio: 'ignore' });
    execFileSync('umount', [probe]);
    return true;
  } catch {
    return false;
  } finally {
    removeDir(probe);
  }
})();
let mounted = false;
const COUNTS = '{ dashboardStats { documents applications } }';
/** A 3 MB PDF: more than the 2 MB the disk has. */
const bigPdf = () => new Blob([Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(3 * 1024 * 1024, 0x20), Buffer.from('\n%%EOF\n')])]);

describe.skipIf(!canMount)('a full disk during an upload', () => {
  let server: RunningServer;
  let scratch: { url: string; drop(): Promise<void> } | undefined;
  beforeAll(async () => {
    const { createScratchDatabase } = await import('../helpers/database.js');
    scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
    const start = () => startServer({ dataDir, env: scratch ? { DATABASE_URL: scratch.url } : {}, startTimeoutMs: 200_000 });
    // A first start seeds (its files pass through .tmp), then the small disk goes under .tmp.
    await (await start()).stop();
    mountSmallDisk();
    mounted = true;
    // What a process killed mid-upload leaves: a work folder with a cut file, and a multipart spool file.
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    mkdirSync(path.join(tmp, 'abandoned-work'));
    writeFileSync(path.join(tmp, 'abandoned-work', 'upload'), Buffer.alloc(64 * 1024));
    writeFileSync(path.join(tmp, '0123456789abcdef'), Buffer.alloc(32 * 1024));
    for (const entry of ['abandoned-work/upload', 'abandoned-work', '0123456789abcdef'])
      utimesSync(path.join(tmp, entry), hourAgo, hourAgo);
    server = await start();
  }, 480_000);
  afterAll(async () => {
    await server?.stop();
    await scratch?.drop();
  });

  it('the leftovers of a killed upload are swept at start', () => {
    expect(readdirSync(tmp)).toEqual([]);
  });

  it('REST and GraphQL answer STORAGE_FULL (507) and change nothing', async () => {
    const token = await adminToken(server.url);
    const before = (await gql(server.url, COUNTS, {}, token)).data.dashboardStats;
    const stored = () => readdirSync(path.join(dataDir, 'uploads', 'documents', 'tr'));
    const filesBefore = stored();

    const viaRest = await rest(
      server.url,
      'POST',
      '/api/documents',
      form({ name: 'Büyük Belge', file_tr: [bigPdf(), 'buyuk.pdf'] }),
      token,
    );
    expect(viaRest.status, viaRest.text).toBe(507);
    expect(viaRest.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(viaRest.json).toMatchObject({
      code: 'STORAGE_FULL',
      message: 'Sunucuda yer kalmadı; dosya kaydedilmedi. Lütfen daha sonra yeniden deneyin.',
    });

    const viaGraphql = await gqlUpload(
      server.url,
      'mutation($input: DocumentInput!, $fileTr: Upload!) { createDocument(input: $input, fileTr: $fileTr) { id } }',
      { input: { nameTr: 'Büyük Belge' }, fileTr: null },
      { 'variables.fileTr': [bigPdf(), 'buyuk.pdf'] },
      token,
    );
    expect(viaGraphql.errors?.[0]?.extensions).toMatchObject({ code: 'STORAGE_FULL' });
    expect(viaGraphql.data ?? null).toBeNull();

    expect((await gql(server.url, COUNTS, {}, token)).data.dashboardStats).toEqual(before);
    expect(stored()).toEqual(filesBefore);
    expect(readdirSync(tmp)).toEqual([]);
    // The server goes on answering.
    expect((await rest(server.url, 'GET', '/api/documents')).status).toBe(200);
  });

  it('an image whose copies do not fit answers STORAGE_FULL (507, a warning), keeps nothing, and gives all its space back at once', async () => {
    const token = await adminToken(server.url);
    const count = async () => (await gql(server.url, '{ mediaItemCount }', {}, token)).data.mediaItemCount as number;
    const before = await count();
    const picture = await noisyJpeg();
    // It fits, with its cleaned copy; its AVIF and WebP copies do not.
    expect(picture.length).toBeLessThan(700 * 1024);

    const viaRest = await rest(
      server.url,
      'POST',
      '/api/upload',
      form({ type: 'general', file: [new Blob([new Uint8Array(picture)]), 'gurultu.jpg'] }),
      token,
    );
    expect(viaRest.status, viaRest.text).toBe(507);
    expect(viaRest.json).toMatchObject({ code: 'STORAGE_FULL' });
    const viaGraphql = await gqlUpload(
      server.url,
      'mutation($f: Upload!) { uploadMedia(file: $f) { id } }',
      { f: null },
      { 'variables.f': [new Blob([new Uint8Array(picture)]), 'gurultu.jpg'] },
      token,
    );
    expect(viaGraphql.errors?.[0]?.extensions).toMatchObject({ code: 'STORAGE_FULL' });
    expect(await count()).toBe(before);
    expect(server.output()).toContain('"msg":"REST request: disk full"');
    expect(server.output()).toContain('"msg":"GraphQL: disk full"');
    expect(server.output()).not.toContain('"level":50');

    // Deleted files stay allocated while a process holds them open or mapped: the server holds nothing under .tmp, and
    // the small disk is empty again.
    expect(heldUnder(server.pid, tmp)).toEqual([]);
    expect(readdirSync(tmp)).toEqual([]);
    const disk = statfsSync(tmp);
    expect(disk.bfree).toBe(disk.blocks);
  });
});

/** Random pixels compress badly: a JPEG whose copies take far more room than it does. Seeded: the same bytes each run. */
async function noisyJpeg(): Promise<Buffer> {
  const side = 1400;
  const pixels = Buffer.alloc(side * side * 3);
  let seed = 12345;
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    pixels[i] = seed >>> 24;
  }
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 30 })
    .toBuffer();
}

/** The files under `dir` that process `pid` has open or mapped into memory (deleted ones too). */
function heldUnder(pid: number, dir: string): string[] {
  const fds = readdirSync(`/proc/${pid}/fd`).map((fd) => {
    try {
      return readlinkSync(`/proc/${pid}/fd/${fd}`);
    } catch {
      return '';
    }
  });
  const maps = readFileSync(`/proc/${pid}/maps`, 'utf8')
    .split('\n')
    .map((line) => line.replace(/^(\S+\s+){5}/, '').trim());
  return [...fds, ...maps].filter((file) => file.startsWith(`${dir}/`));
}

afterAll(() => {
  if (mounted) execFileSync('umount', [tmp]);
  removeDir(dataDir);
});
