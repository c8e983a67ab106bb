import { createHash, randomBytes } from 'node:crypto';
import { type Readable, Transform } from 'node:stream';
import { fileTypeFromStream } from 'file-type';
import sharp from 'sharp';
import type { Storage } from '../../storage/storage';

export const THUMBNAIL_WIDTH = 480;
const TEXT_SNIFF_BYTES = 64 * 1024;

export interface StoredUpload {
  storageKey: string;
  thumbnailKey: string | null;
  sha256: string;
  size: number;
  mime: string;
}

/** Keys are generated: a user's file name never becomes part of a path. */
export function newStorageKey(portalId: string, suffix = ''): string {
  return `portals/${portalId}/${randomBytes(16).toString('hex')}${suffix}`;
}

async function readHead(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
    length += (chunk as Buffer).length;
    if (length >= limit) break;
  }
  stream.destroy();
  return Buffer.concat(chunks).subarray(0, limit);
}

function looksLikeUtf8Text(head: Buffer): boolean {
  if (head.includes(0)) return false;
  try {
    // stream: true tolerates a character cut in half at the end of the sample.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** The type by content, never by name: magic numbers, else UTF-8 text, else opaque bytes. */
export async function detectMime(storage: Storage, key: string, size: number): Promise<string> {
  if (size === 0) return 'application/octet-stream';
  const stream = await storage.get(key);
  try {
    // The package's Node entry (used at run time) takes Node streams; its type export is the browser one.
    const detected = await fileTypeFromStream(stream as unknown as Parameters<typeof fileTypeFromStream>[0]);
    if (detected) return detected.mime;
  } finally {
    stream.destroy();
  }
  const head = await readHead(
    await storage.get(key, { start: 0, end: Math.min(size, TEXT_SNIFF_BYTES) - 1 }),
    TEXT_SNIFF_BYTES,
  );
  return looksLikeUtf8Text(head) ? 'text/plain' : 'application/octet-stream';
}

/** A webp preview at most 480 px wide; a file sharp cannot read simply has none. */
export async function makeThumbnail(storage: Storage, key: string, portalId: string): Promise<string | null> {
  try {
    const transformer = sharp({ failOn: 'error' })
      .rotate()
      .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 });
    const source = await storage.get(key);
    source.on('error', (error) => transformer.destroy(error));
    source.pipe(transformer);
    const thumbnail = await transformer.toBuffer();
    const thumbnailKey = newStorageKey(portalId, '.thumb.webp');
    await storage.put(thumbnailKey, thumbnail);
    return thumbnailKey;
  } catch {
    return null;
  }
}

/** Copies the bytes into storage while hashing them, then works out their type and a thumbnail. */
export async function storeUpload(storage: Storage, portalId: string, source: Readable): Promise<StoredUpload> {
  const hash = createHash('sha256');
  const tap = new Transform({
    transform(chunk, _encoding, callback) {
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  source.on('error', (error) => tap.destroy(error));
  const storageKey = newStorageKey(portalId);
  const { size } = await storage.put(storageKey, source.pipe(tap));
  const mime = await detectMime(storage, storageKey, size);
  const thumbnailKey =
    mime.startsWith('image/') && mime !== 'image/svg+xml' ? await makeThumbnail(storage, storageKey, portalId) : null;
  return { storageKey, thumbnailKey, sha256: hash.digest('hex'), size, mime };
}
