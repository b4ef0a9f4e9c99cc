// The file store the configuration names (FILE_STORE). The AWS SDK is loaded only for a bucket: a site on the local
// folder does not pay its start-up time.
import type { Config } from '../common/config.js';
import { LocalFileStore, type FileStore } from './file-store.js';

export async function openFileStore(config: Config): Promise<FileStore> {
  if (config.fileStore !== 's3') return new LocalFileStore(config.uploadsDir);
  const { S3FileStore } = await import('./s3-file-store.js');
  return new S3FileStore(config.s3!);
}
