import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import { type DataStore, ERRORS, isPathInsideDirectory } from '@tus/utils';
import type { AppConfig } from '../../config';
import { s3ClientConfig } from '../../storage/s3-storage';
import type { UploadedBytes } from '../files';
import { createBucketUploadStore } from './bucket-upload-store';
import { createUploadHasher } from './upload-hasher';

/** Where partial uploads wait: what a resume needs must outlive this process and be seen by every instance. */
export type UploadStore = DataStore & {
  read(id: string): Readable | Promise<Readable>;
  /** A finished upload's bytes, for storing them as a file. */
  finished(id: string, size: number): UploadedBytes;
  /** Forgets an upload in whatever state it is: partial, finished or already gone. */
  discard(id: string): Promise<void>;
};

/**
 * Partial uploads as files in the data folder. Each upload's sha256 is worked out as its bytes arrive (on a worker
 * thread, see upload-hasher.ts), as long as this process has written every byte from offset 0; after a restart,
 * a failed write, or a PATCH taken by another instance, the finished file is read once instead.
 */
export class DiskUploadStore extends FileStore implements UploadStore {
  /** Per upload, how far from 0 the hasher has been given every written byte. */
  private readonly hashed = new Map<string, number>();
  private readonly hasher = createUploadHasher();

  private pathOf(id: string): string {
    const file = path.join(this.directory, id);
    if (!isPathInsideDirectory(this.directory, file)) throw ERRORS.FILE_NOT_FOUND;
    return file;
  }

  private forget(id: string) {
    this.hashed.delete(id);
    this.hasher.forget(id);
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    return this.writeWith(id, offset, async (file) => {
      let received = 0;
      const count = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          received += chunk.length;
          callback(null, chunk);
        },
      });
      await pipeline(readable, count, fs.createWriteStream(file, { flags: 'r+', start: offset }));
      return received;
    });
  }

  /**
   * Writes at `offset` with `writeTo`, which answers how many bytes it put into the file from there, and keeps
   * the upload's running hash. Answers the new offset.
   */
  async writeWith(id: string, offset: number, writeTo: (file: string) => Promise<number>): Promise<number> {
    const file = this.pathOf(id);
    const continues = offset === 0 || this.hashed.get(id) === offset;
    // Until this write succeeds, its bytes are not in the hash; a range from 0 starts the worker's hash afresh.
    if (continues) this.hashed.delete(id);
    else this.forget(id);
    let received: number;
    try {
      received = await writeTo(file);
    } catch {
      // How much reached the file is unknown: no hash, the finished file is read instead.
      throw ERRORS.FILE_WRITE_ERROR;
    }
    if (continues) {
      this.hasher.range(id, file, offset, offset + received);
      this.hashed.set(id, offset + received);
    }
    return offset + received;
  }

  finished(id: string, size: number): UploadedBytes {
    const complete = this.hashed.get(id) === size;
    this.hashed.delete(id);
    return {
      file: this.pathOf(id),
      open: () => this.read(id),
      sha256: complete ? () => this.hasher.digest(id, size) : undefined,
    };
  }

  override async remove(id: string) {
    this.forget(id);
    await super.remove(id);
  }

  // A finished upload's file has been moved into storage already; its .json must go all the same.
  async discard(id: string) {
    this.forget(id);
    await fsp.rm(this.pathOf(id), { force: true }).catch(() => {});
    await this.configstore.delete(id).catch(() => {});
  }
}

export function createUploadStore(config: Pick<AppConfig, 'dataDir' | 's3'>): UploadStore {
  if (config.s3) {
    // The upload's state (.info and its parts) lives in the bucket, so any instance can take a resume.
    return createBucketUploadStore({
      partSize: 8 * 1024 * 1024,
      useTags: false,
      s3ClientConfig: { ...s3ClientConfig(config.s3), bucket: config.s3.bucket },
    });
  }
  // The .json beside each partial file is what lets an upload resume after a restart.
  return new DiskUploadStore({ directory: path.join(config.dataDir, 'uploads') });
}
