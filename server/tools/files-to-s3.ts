// `npm run files:to-s3`: copies the files of a local installation (DATA_DIR/uploads: originals and their AVIF/WebP
// copies) into the bucket the S3_* settings name, under the same keys the server uses, before it is started with
// FILE_STORE=s3. Safe to run again (and while the local server still runs): an object already in the bucket with
// the same size is left alone, so a second run copies only what is new.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import mime from 'mime-types';
import { ConfigError } from '../common/config.js';
import { loadSiteConfig } from '../site-config.js';
import { S3FileStore } from '../files/s3-file-store.js';
import { listFiles } from './backup-archive.js';

async function main(): Promise<void> {
  const config = loadSiteConfig();
  if (!config.s3) throw new ConfigError('Invalid environment variable S3_BUCKET: must be set to copy files into a bucket');
  const store = new S3FileStore(config.s3);
  // Not the hidden files a running server writes a copy into before renaming it.
  const keys = (await listFiles(config.uploadsDir)).filter((key) => !path.posix.basename(key).startsWith('.'));
  let copied = 0;
  let present = 0;
  try {
    for (const key of keys) {
      const file = path.join(config.uploadsDir, ...key.split('/'));
      const [local, remote] = await Promise.all([stat(file), store.head(key)]);
      if (remote && remote.size === local.size) {
        present += 1;
        continue;
      }
      await store.putStream(key, createReadStream(file), mime.lookup(key) || 'application/octet-stream');
      copied += 1;
    }
  } finally {
    store.close();
  }
  console.log(
    `Files in ${config.uploadsDir}: ${keys.length}; copied to s3://${config.s3.bucket}/${config.s3.prefix}: ${copied}; already there: ${present}.`,
  );
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : `Copy failed: ${(error as Error).message}`);
  process.exit(1);
});
