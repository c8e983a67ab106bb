import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../test/s3-server';
import { createS3Client, createS3Storage } from './s3-storage';
import type { Storage } from './storage';

let s3: Awaited<ReturnType<typeof startS3Server>>;
let storage: Storage;

beforeAll(async () => {
  s3 = await startS3Server();
  storage = createS3Storage(createS3Client(s3.config), s3.config.bucket);
});
afterAll(() => s3.close());

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('S3 storage against an S3-protocol server', () => {
  it('stores a buffer and reads it back whole and by byte range', async () => {
    expect(await storage.put('portals/p1/a.txt', Buffer.from('hello world'))).toEqual({ size: 11 });
    expect(await storage.stat('portals/p1/a.txt')).toEqual({ size: 11 });
    expect((await readAll(await storage.get('portals/p1/a.txt'))).toString()).toBe('hello world');
    expect((await readAll(await storage.get('portals/p1/a.txt', { start: 6, end: 10 }))).toString()).toBe('world');
  });

  it('stores a stream of unknown length in several parts', async () => {
    const bytes = Buffer.alloc(19 * 1024 * 1024);
    for (let i = 0; i < bytes.length; i += 4096) bytes.writeUInt32BE(i, i);
    const chunks = [bytes.subarray(0, 7_000_000), bytes.subarray(7_000_000, 15_000_000), bytes.subarray(15_000_000)];
    expect(await storage.put('portals/p1/big.bin', Readable.from(chunks))).toEqual({ size: bytes.length });
    const back = await readAll(await storage.get('portals/p1/big.bin'));
    expect(createHash('sha256').update(back).digest('hex')).toBe(createHash('sha256').update(bytes).digest('hex'));
    const tail = await readAll(
      await storage.get('portals/p1/big.bin', { start: bytes.length - 10, end: bytes.length - 1 }),
    );
    expect(tail).toEqual(bytes.subarray(bytes.length - 10));
  });

  it('takes another object of the bucket into storage with a server-side copy, whole or in parts', async () => {
    const client = createS3Client(s3.config);
    const bytes = Buffer.alloc(13 * 1024 * 1024);
    for (let i = 0; i < bytes.length; i += 4096) bytes.writeUInt32BE(i, i);
    const source = { bucket: s3.config.bucket, key: 'upload-1' };
    const inParts = createS3Storage(client, s3.config.bucket, {
      singleCopyLimit: 10 * 1024 * 1024,
      copyPartSize: 5 * 1024 * 1024,
    });
    for (const [target, key] of [
      [storage, 'portals/p1/copied.bin'],
      [inParts, 'portals/p1/copied-in-parts.bin'],
    ] as const) {
      await client.send(new PutObjectCommand({ Bucket: source.bucket, Key: source.key, Body: bytes }));
      expect(await target.adoptObject?.(key, source)).toEqual({ size: bytes.length });
      expect((await readAll(await storage.get(key))).equals(bytes)).toBe(true);
      expect(s3.objectKeys()).not.toContain(source.key);
    }
  });

  it('answers a missing object as ENOENT and null, like local files', async () => {
    await expect(storage.get('portals/p1/missing')).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await storage.stat('portals/p1/missing')).toBeNull();
  });

  it('deletes, and deleting twice is harmless', async () => {
    await storage.put('branding/u1/logo.png', Buffer.from([1, 2, 3]));
    await storage.delete('branding/u1/logo.png');
    await storage.delete('branding/u1/logo.png');
    expect(await storage.stat('branding/u1/logo.png')).toBeNull();
  });

  it('refuses keys that could leave its prefix', async () => {
    await expect(storage.put('../escape', Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
    await expect(storage.stat('/abs')).rejects.toThrow(/Invalid storage key/);
  });

  it('lists every object under its prefix, page after page, with sizes', async () => {
    const client = createS3Client(s3.config);
    const paged = createS3Storage(client, s3.config.bucket, { prefix: 'listing/', listPageSize: 2 });
    const keys = ['a.txt', 'portals/p1/b.bin', 'portals/p2/c.bin', 'branding/u1/logo.png', 'z'];
    for (const [index, key] of keys.entries()) await paged.put(key, Buffer.alloc(index + 1, 7));
    // Beside the prefix: not a stored file.
    await client.send(new PutObjectCommand({ Bucket: s3.config.bucket, Key: 'listing-other/x', Body: 'x' }));
    const listed = [];
    for await (const object of paged.list()) listed.push(object);
    expect(listed.sort((a, b) => a.key.localeCompare(b.key))).toEqual(
      keys.map((key, index) => ({ key, size: index + 1 })).sort((a, b) => a.key.localeCompare(b.key)),
    );
  });

  it('reports a reachable bucket as healthy and a missing one as not', async () => {
    expect(await storage.check()).toBe(true);
    const other = createS3Storage(createS3Client(s3.config), 'no-such-bucket');
    expect(await other.check()).toBe(false);
  });
});
