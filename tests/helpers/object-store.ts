// A real S3-compatible server on loopback (s3rver, objects in a temp folder) and a client of its own, to see what
// the site's processes leave in the bucket.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { freePort, removeDir } from './server.js';

export interface ObjectStore {
  /** The server's environment for FILE_STORE=s3 on this bucket. */
  env: Record<string, string>;
  /** Every key in the bucket (below the prefix, without it), sorted. */
  keys(): Promise<string[]>;
  stop(): Promise<void>;
}

const BUCKET = 'site-files';
const PREFIX = 'site/';
// s3rver's own account: requests signed with anything else are refused.
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startObjectStore(): Promise<ObjectStore> {
  const directory = mkdtempSync(path.join(tmpdir(), 's3rver-'));
  const port = await freePort();
  const server = new S3rver({ port, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: BUCKET }] });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: KEYS });
  return {
    env: {
      FILE_STORE: 's3',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
      S3_PREFIX: PREFIX,
    },
    async keys() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const out = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, ContinuationToken: token }));
        for (const item of out.Contents ?? []) {
          if (!item.Key!.startsWith(PREFIX)) throw new Error(`an object outside the prefix: ${item.Key}`);
          keys.push(item.Key!.slice(PREFIX.length));
        }
        token = out.IsTruncated ? out.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    async stop() {
      client.destroy();
      await server.close();
      removeDir(directory);
    },
  };
}
