import type { Readable } from 'node:stream';
import type * as ClientS3 from '@aws-sdk/client-s3';
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import type * as LibStorage from '@aws-sdk/lib-storage';
import type { S3Config } from '../config';
import { loadPackage } from '../lib/load-package';
import type { BucketObject, ByteRange, ListedObject, Storage, StoredObject } from './storage';

/** The AWS SDK is loaded by the first instance that uses a bucket; on local disk it is never loaded. */
const s3Sdk = () => loadPackage<typeof ClientS3>('@aws-sdk/client-s3');

const SAFE_KEY = /^[a-zA-Z0-9][a-zA-Z0-9/_.-]*$/;
/** Streams of unknown length go up in parts of this size; four in flight bounds memory at about 32 MB. */
const PART_SIZE = 8 * 1024 * 1024;
/** S3's limit for one CopyObject; larger objects are copied in parts (UploadPartCopy), at most 5 GiB each. */
const SINGLE_COPY_LIMIT = 5 * 1024 ** 3;
const COPY_PART_SIZE = 512 * 1024 ** 2;

export interface S3StorageOptions {
  prefix?: string;
  /** Above this size an object is copied in parts; tests lower it to exercise that path with small files. */
  singleCopyLimit?: number;
  copyPartSize?: number;
  /** Keys asked for per list request (S3 answers at most 1000); tests lower it to exercise the paging. */
  listPageSize?: number;
}

export function s3ClientConfig(config: S3Config): S3ClientConfig {
  return {
    region: config.region,
    endpoint: config.endpoint ?? undefined,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 demands them: many self-hosted stores reject the SDK's default trailing
    // checksums, and every stored file already carries its own sha256.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

function isMissing(error: unknown): boolean {
  if (!(error instanceof s3Sdk().S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
}

/** A missing object reads as ENOENT, the same as a missing local file, so callers answer 404 either way. */
function notFound(key: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`No stored object ${key}`), { code: 'ENOENT' });
}

function copySourceOf(source: BucketObject): string {
  return `${source.bucket}/${source.key.split('/').map(encodeURIComponent).join('/')}`;
}

export function createS3Client(config: S3Config): S3Client {
  return new (s3Sdk().S3Client)(s3ClientConfig(config));
}

export function createS3Storage(client: S3Client, bucket: string, options: S3StorageOptions = {}): Storage {
  const {
    AbortMultipartUploadCommand,
    CompleteMultipartUploadCommand,
    CopyObjectCommand,
    CreateMultipartUploadCommand,
    DeleteObjectCommand,
    GetObjectCommand,
    HeadBucketCommand,
    HeadObjectCommand,
    ListObjectsV2Command,
    PutObjectCommand,
    UploadPartCopyCommand,
  } = s3Sdk();
  const { Upload } = loadPackage<typeof LibStorage>('@aws-sdk/lib-storage');
  const {
    prefix = 'files/',
    singleCopyLimit = SINGLE_COPY_LIMIT,
    copyPartSize = COPY_PART_SIZE,
    listPageSize = 1000,
  } = options;
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`);
    return `${prefix}${key}`;
  };

  async function stat(key: string): Promise<StoredObject | null> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: resolve(key) }));
      return { size: head.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function copyInParts(source: BucketObject, Key: string, size: number) {
    const CopySource = copySourceOf(source);
    const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key }));
    try {
      const parts = [];
      for (let start = 0, PartNumber = 1; start < size; start += copyPartSize, PartNumber++) {
        const end = Math.min(size, start + copyPartSize) - 1;
        const answer = await client.send(
          new UploadPartCopyCommand({
            Bucket: bucket,
            Key,
            UploadId,
            PartNumber,
            CopySource,
            CopySourceRange: `bytes=${start}-${end}`,
          }),
        );
        parts.push({ PartNumber, ETag: answer.CopyPartResult?.ETag });
      }
      await client.send(
        new CompleteMultipartUploadCommand({ Bucket: bucket, Key, UploadId, MultipartUpload: { Parts: parts } }),
      );
    } catch (error) {
      await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key, UploadId })).catch(() => {});
      throw error;
    }
  }

  async function* list(): AsyncGenerator<ListedObject> {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken, MaxKeys: listPageSize }),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(prefix.length) ?? '';
        // Folder markers and keys this storage could not have written (made by other tools) are not files.
        if (key.endsWith('/') || !SAFE_KEY.test(key) || key.includes('..')) continue;
        yield { key, size: object.Size ?? 0 };
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  return {
    driver: 's3',
    async put(key, body) {
      const Key = resolve(key);
      if (Buffer.isBuffer(body)) {
        await client.send(new PutObjectCommand({ Bucket: bucket, Key, Body: body, ContentLength: body.length }));
        return { size: body.length };
      }
      // An object appears only when the whole upload completes, so a reader never sees half a file.
      await new Upload({
        client,
        params: { Bucket: bucket, Key, Body: body },
        partSize: PART_SIZE,
        queueSize: 4,
      }).done();
      const stored = await stat(key);
      if (!stored) throw new Error(`Stored object ${key} is missing right after upload`);
      return stored;
    },
    async adoptObject(key, source) {
      const Key = resolve(key);
      const head = await client.send(new HeadObjectCommand({ Bucket: source.bucket, Key: source.key }));
      const size = head.ContentLength ?? 0;
      if (size > singleCopyLimit) await copyInParts(source, Key, size);
      else await client.send(new CopyObjectCommand({ Bucket: bucket, Key, CopySource: copySourceOf(source) }));
      await client.send(new DeleteObjectCommand({ Bucket: source.bucket, Key: source.key }));
      return { size };
    },
    async get(key, range?: ByteRange) {
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: resolve(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        return answer.Body as Readable;
      } catch (error) {
        if (isMissing(error)) throw notFound(key);
        throw error;
      }
    },
    stat,
    list,
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: resolve(key) }));
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
        return true;
      } catch {
        return false;
      }
    },
  };
}
