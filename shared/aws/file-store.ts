/**
 * Where uploaded files (contact imports) are kept: an S3 bucket when deployed (`IMPORT_BUCKET`), a folder on this
 * machine for the local stack and tests (`FILES_DIR`). Created on first use, only by the functions that keep or read
 * files.
 */
import { createReadStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import type { FileStore } from '../contacts/import';
import { once, type Runtime } from '../runtime';

class DiskFileStore implements FileStore {
  constructor(private readonly root: string) {}

  private path(key: string): string {
    const path = resolve(this.root, key);
    if (!path.startsWith(resolve(this.root))) throw new Error(`File key outside the store: ${key}`);
    return path;
  }

  async put(key: string, text: string): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, text, 'utf8');
  }

  async read(key: string): Promise<AsyncIterable<Buffer>> {
    return createReadStream(this.path(key));
  }
}

class S3FileStore implements FileStore {
  constructor(
    private readonly rt: Runtime,
    private readonly bucket: string,
  ) {}

  private async client() {
    const { S3Client } = await import('@aws-sdk/client-s3');
    return once(this.rt, 's3', () => new S3Client({ region: this.rt.config.AWS_REGION }));
  }

  async put(key: string, text: string): Promise<void> {
    const { PutObjectCommand } = await import('@aws-sdk/client-s3');
    await (await this.client()).send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: text, ContentType: 'text/csv; charset=utf-8' }),
    );
  }

  async read(key: string): Promise<AsyncIterable<Buffer>> {
    const { GetObjectCommand } = await import('@aws-sdk/client-s3');
    const result = await (await this.client()).send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
    return result.Body as Readable;
  }
}

/** The runtime's file store: S3 when IMPORT_BUCKET is set, otherwise FILES_DIR (default .data/files). */
export function fileStoreOf(rt: Runtime): FileStore {
  return once(rt, 'file-store', () =>
    rt.config.IMPORT_BUCKET
      ? new S3FileStore(rt, rt.config.IMPORT_BUCKET)
      : new DiskFileStore(rt.config.FILES_DIR ?? join('.data', 'files')),
  );
}
