// Uploaded files in a bucket of any S3-compatible object store (AWS S3, MinIO, Ceph, R2...): every process of the
// site reads and writes the same objects, so a file uploaded through one is served by all.
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../common/config.js';
import type { FileStore, ObjectInfo, StoredObject } from './file-store.js';

const notFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');

export class S3FileStore implements FileStore {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      // Path-style addressing (endpoint/bucket/key): what S3-compatible servers on their own host name understand.
      forcePathStyle: Boolean(settings.endpoint),
      credentials: settings.credentials,
    });
    this.bucket = settings.bucket;
    this.prefix = settings.prefix;
  }

  localPath(): null {
    return null;
  }

  /** Streams the file as a multipart upload (parts of 5 MB): a 200 MB application is never held in memory. */
  async putFile(key: string, source: string, contentType: string): Promise<void> {
    try {
      await this.putStream(key, createReadStream(source), contentType);
    } finally {
      await rm(source, { force: true });
    }
  }

  async putBuffer(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.putStream(key, data, contentType);
  }

  async putStream(key: string, body: Readable | Buffer, contentType: string): Promise<void> {
    // lib-storage aborts a multipart upload whose part failed, so a failed put leaves no object nor parts behind.
    await new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: this.prefix + key, Body: body, ContentType: contentType },
    }).done();
  }

  async head(key: string): Promise<ObjectInfo | null> {
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.prefix + key }));
      return { size: out.ContentLength ?? 0, lastModified: out.LastModified ?? new Date(0), etag: out.ETag };
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.prefix + key }));
      return { size: out.ContentLength ?? 0, lastModified: out.LastModified ?? new Date(0), etag: out.ETag, body: out.Body as Readable };
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async read(key: string): Promise<Buffer | null> {
    const object = await this.get(key);
    if (!object) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.prefix + key }));
  }

  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const out = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: this.prefix + prefix,
          Delimiter: '/',
          ContinuationToken: token,
        }),
      );
      for (const item of out.Contents ?? []) if (item.Key) keys.push(item.Key.slice(this.prefix.length));
      token = out.IsTruncated ? out.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  close(): void {
    this.client.destroy();
  }
}
