import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../src/config';

interface KoaLikeContext {
  method: string;
  path: string;
  query: Record<string, string | undefined>;
  headers: Record<string, string | string[] | undefined>;
  status: number;
  body: unknown;
}
type Middleware = (ctx: KoaLikeContext, next: () => Promise<void>) => Promise<void>;

/**
 * s3rver keeps multipart uploads on disk but answers ListParts and AbortMultipartUpload with 405; S3 and every
 * S3-compatible store implement both, and tus' S3 store resumes with them. This answers them from s3rver's
 * own record of the parts (one file per part, its md5 beside it), as S3 would.
 */
function multipartCompletion(directory: string): Middleware {
  return async (ctx, next) => {
    const uploadId = ctx.query.uploadId;
    if (!uploadId || 'partNumber' in ctx.query || (ctx.method !== 'GET' && ctx.method !== 'DELETE')) return next();
    const [bucket, ...key] = ctx.path.split('/').filter(Boolean).map(decodeURIComponent);
    const uploadDir = path.join(directory, bucket, '._S3rver_uploads', path.basename(uploadId));
    if (!fs.existsSync(uploadDir)) {
      ctx.status = 404;
      ctx.body = {
        Error: { Code: 'NoSuchUpload', Message: 'The specified upload does not exist.', UploadId: uploadId },
      };
      return;
    }
    if (ctx.method === 'DELETE') {
      fs.rmSync(uploadDir, { recursive: true, force: true });
      ctx.status = 204;
      ctx.body = null;
      return;
    }
    const parts = fs
      .readdirSync(uploadDir)
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .sort((a, b) => a - b)
      .map((number) => {
        const file = path.join(uploadDir, String(number));
        const stat = fs.statSync(file);
        return {
          PartNumber: number,
          LastModified: stat.mtime.toISOString(),
          ETag: JSON.stringify(fs.readFileSync(`${file}.md5`, 'utf8')),
          Size: stat.size,
        };
      });
    ctx.body = {
      ListPartsResult: {
        Bucket: bucket,
        Key: key.join('/'),
        UploadId: uploadId,
        PartNumberMarker: 0,
        NextPartNumberMarker: parts.at(-1)?.PartNumber ?? 0,
        MaxParts: 1000,
        IsTruncated: false,
        ...(parts.length > 0 ? { Part: parts } : {}),
      },
    };
  };
}

/**
 * s3rver answers UploadPartCopy (a multipart upload's part copied from a byte range of another object, how S3
 * copies objects over 5 GB) with 501. This copies the range into the part's file as s3rver's own UploadPart would.
 */
function uploadPartCopy(directory: string): Middleware {
  return async (ctx, next) => {
    const { uploadId, partNumber } = ctx.query;
    const source = ctx.headers['x-amz-copy-source'];
    if (ctx.method !== 'PUT' || !uploadId || !partNumber || typeof source !== 'string') return next();
    const [bucket] = ctx.path.split('/').filter(Boolean).map(decodeURIComponent);
    const [sourceBucket, ...sourceKey] = decodeURIComponent(source.replace(/^\//, '')).split('/');
    const name = sourceKey.pop();
    const sourceFile = path.join(directory, sourceBucket, ...sourceKey, `${name}._S3rver_object`);
    const size = fs.statSync(sourceFile).size;
    const range = /^bytes=(\d+)-(\d+)$/.exec(String(ctx.headers['x-amz-copy-source-range'] ?? ''));
    const [start, end] = range ? [Number(range[1]), Number(range[2])] : [0, size - 1];
    const part = path.join(directory, bucket, '._S3rver_uploads', path.basename(uploadId), path.basename(partNumber));
    const bytes = Buffer.alloc(end - start + 1);
    const fd = fs.openSync(sourceFile, 'r');
    try {
      fs.readSync(fd, bytes, 0, bytes.length, start);
    } finally {
      fs.closeSync(fd);
    }
    fs.mkdirSync(path.dirname(part), { recursive: true });
    fs.writeFileSync(part, bytes);
    const md5 = createHash('md5').update(bytes).digest('hex');
    fs.writeFileSync(`${part}.md5`, md5);
    ctx.body = { CopyPartResult: { ETag: JSON.stringify(md5), LastModified: new Date().toISOString() } };
  };
}

/**
 * s3rver makes ListObjectsV2's continuation tokens with DES, which OpenSSL 3 no longer has, so a listing of more
 * than one page fails with 500. This answers ListObjectsV2 (without a delimiter) from s3rver's files, the token
 * being the last key given, as S3 pages its answers.
 */
function listObjectsV2(directory: string): Middleware {
  return async (ctx, next) => {
    const { query } = ctx;
    const [bucket, ...rest] = ctx.path.split('/').filter(Boolean).map(decodeURIComponent);
    if (ctx.method !== 'GET' || query['list-type'] !== '2' || query.delimiter || !bucket || rest.length > 0) {
      return next();
    }
    const root = path.join(directory, bucket);
    const prefix = query.prefix ?? '';
    const maxKeys = Number(query['max-keys'] ?? 1000);
    const after = query['continuation-token']
      ? Buffer.from(query['continuation-token'], 'base64url').toString('utf8')
      : (query['start-after'] ?? '');
    const keys = fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('._S3rver_object') && !name.startsWith('._S3rver_uploads'))
      .map((name) =>
        name
          .split(path.sep)
          .join('/')
          .replace(/\._S3rver_object$/, ''),
      )
      .filter((key) => key.startsWith(prefix) && key > after)
      .sort();
    const page = keys.slice(0, maxKeys);
    const isTruncated = keys.length > page.length;
    ctx.body = {
      ListBucketResult: {
        Name: bucket,
        Prefix: prefix,
        KeyCount: page.length,
        MaxKeys: maxKeys,
        IsTruncated: isTruncated,
        ...(query['continuation-token'] ? { ContinuationToken: query['continuation-token'] } : {}),
        ...(isTruncated ? { NextContinuationToken: Buffer.from(page.at(-1) ?? '').toString('base64url') } : {}),
        ...(page.length > 0
          ? {
              Contents: page.map((key) => {
                const stat = fs.statSync(path.join(root, `${key}._S3rver_object`));
                return { Key: key, LastModified: stat.mtime.toISOString(), Size: stat.size, StorageClass: 'STANDARD' };
              }),
            }
          : {}),
      },
    };
  };
}

/** A local S3-protocol server (s3rver) on a free loopback port with one empty bucket. */
export async function startS3Server(bucket = 'clientdock-test') {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'clientdock-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  // Before s3rver's router, after its XML encoding of answers.
  server.middleware.splice(
    server.middleware.length - 1,
    0,
    multipartCompletion(directory),
    uploadPartCopy(directory),
    listObjectsV2(directory),
  );
  const { port } = await server.run();
  const config: S3Config = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  return {
    config,
    directory,
    /** Every object key in the bucket, for tests that check nothing is left behind. */
    objectKeys(): string[] {
      const root = path.join(directory, bucket);
      return fs
        .readdirSync(root, { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('._S3rver_object'))
        .map((name) => name.replace(/\._S3rver_object$/, ''));
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
