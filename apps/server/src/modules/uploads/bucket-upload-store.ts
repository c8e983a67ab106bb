import { createHash, type Hash } from 'node:crypto';
import { type Readable, Transform } from 'node:stream';
import type * as TusS3Store from '@tus/s3-store';
import type { Options as S3StoreOptions } from '@tus/s3-store';
import { loadPackage } from '../../lib/load-package';
import type { UploadedBytes } from '../files';
import type { UploadStore } from './upload-store';

/**
 * Partial uploads as multipart uploads in the bucket. Each upload's sha256 is worked out as its bytes pass through
 * this process, as long as it has seen every byte from offset 0; otherwise the finished object is read once. A
 * finished upload is moved to its file's key by the bucket itself (see S3 storage's adoptObject).
 */
export function createBucketUploadStore(options: S3StoreOptions): UploadStore {
  // Loaded by the first instance that stores uploads in a bucket: on local disk the AWS SDK is never loaded.
  const { S3Store } = loadPackage<typeof TusS3Store>('@tus/s3-store');

  class BucketUploadStore extends S3Store implements UploadStore {
    /** Per upload, the hash of every byte from 0 up to `offset`, all of them stored in the bucket. */
    private readonly hashes = new Map<string, { hash: Hash; offset: number }>();

    override async write(readable: Readable, id: string, offset: number): Promise<number> {
      const running = offset === 0 ? { hash: createHash('sha256'), offset: 0 } : this.hashes.get(id);
      // Until this write succeeds, the hash may hold bytes that never reached the bucket.
      this.hashes.delete(id);
      if (!running || running.offset !== offset) return super.write(readable, id, offset);
      let received = 0;
      const tap = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          running.hash.update(chunk);
          received += chunk.length;
          callback(null, chunk);
        },
      });
      readable.on('error', (error) => tap.destroy(error));
      const newOffset = await super.write(readable.pipe(tap), id, offset);
      if (newOffset === offset + received) this.hashes.set(id, { hash: running.hash, offset: newOffset });
      return newOffset;
    }

    finished(id: string, size: number): UploadedBytes {
      const running = this.hashes.get(id);
      this.hashes.delete(id);
      const sha256 = running?.offset === size ? running.hash.digest('hex') : undefined;
      return {
        object: { bucket: this.bucket, key: id },
        open: () => this.read(id),
        sha256: sha256 ? async () => sha256 : undefined,
      };
    }

    // tus' remove() aborts the multipart upload first and stops when S3 says it is already complete, which
    // would leave a finished upload's object and its .info in the bucket for good.
    async discard(id: string) {
      this.hashes.delete(id);
      await this.remove(id).catch(() => {});
      const keys = [id, `${id}.info`, `${id}.part`].map((Key) => ({ Key }));
      await this.client.deleteObjects({ Bucket: this.bucket, Delete: { Objects: keys, Quiet: true } });
    }

    override async remove(id: string) {
      this.hashes.delete(id);
      await super.remove(id);
    }
  }

  return new BucketUploadStore(options);
}
