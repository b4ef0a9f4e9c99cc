// `npm run files:to-s3`: a local installation's files (originals and image copies) go into the bucket under the
// keys the server reads with FILE_STORE=s3; a second run copies only what is new.
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startObjectStore, type ObjectStore } from '../helpers/object-store.js';
import { removeDir, root, tempDataDir } from '../helpers/server.js';

describe('npm run files:to-s3', () => {
  let store: ObjectStore;
  const dataDir = tempDataDir();
  const put = (rel: string, data: string) => {
    const file = path.join(dataDir, 'uploads', rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, data);
  };
  const copy = async () =>
    (
      await promisify(execFile)(process.execPath, ['dist/server/tools/files-to-s3.js'], {
        cwd: root,
        env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...store.env },
      })
    ).stdout;

  beforeAll(async () => {
    store = await startObjectStore();
  });
  afterAll(async () => {
    await store?.stop();
    removeDir(dataDir);
  });

  it('copies every file once, under the same keys, and leaves what is being uploaded', async () => {
    put('products/a.jpg', 'jpeg');
    put('products/a.w320.avif', 'avif');
    put('documents/tr/b.pdf', '%PDF');
    put('.tmp/in-progress', 'partial upload');
    expect(await copy()).toMatch(/: 3; copied to s3:\/\/site-files\/site\/: 3; already there: 0\./);
    expect(await store.keys()).toEqual(['documents/tr/b.pdf', 'products/a.jpg', 'products/a.w320.avif']);

    put('blogs/c.png', 'png');
    expect(await copy()).toMatch(/: 4; copied to s3:\/\/site-files\/site\/: 1; already there: 3\./);
    expect(await store.keys()).toEqual(['blogs/c.png', 'documents/tr/b.pdf', 'products/a.jpg', 'products/a.w320.avif']);
  });

  it('refuses to run without a bucket, naming the setting', async () => {
    const err = await promisify(execFile)(process.execPath, ['dist/server/tools/files-to-s3.js'], {
      cwd: root,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir },
    }).then(
      () => null,
      (e: { code: number; stderr: string }) => e,
    );
    expect(err?.code).toBe(1);
    expect(err!.stderr).toContain('Invalid environment variable S3_BUCKET');
  });
});
