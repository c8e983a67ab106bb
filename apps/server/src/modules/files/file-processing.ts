import { createHash, randomBytes } from 'node:crypto';
import { type Readable, Transform } from 'node:stream';
import { fileTypeFromStream } from 'file-type';
import type sharp from 'sharp';
import { loadPackage } from '../../lib/load-package';
import type { BucketObject, Storage } from '../../storage/storage';
import { countPdfPages } from './pdf-page-count';

export const THUMBNAIL_WIDTH = 480;
const TEXT_SNIFF_BYTES = 64 * 1024;

export interface StoredUpload {
  storageKey: string;
  thumbnailKey: string | null;
  sha256: string;
  size: number;
  mime: string;
  /** A PDF's pages; null for other files and for PDFs whose structure cannot be read. */
  pageCount: number | null;
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
    const transformer = loadPackage<typeof sharp>('sharp')({ failOn: 'error' })
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

/** A finished upload's bytes, as the upload store holds them. */
export interface UploadedBytes {
  open(): Readable | Promise<Readable>;
  /** The whole upload as a file on this machine, when the upload store keeps it on disk. */
  file?: string;
  /** The whole upload as an object in a bucket, when the upload store keeps it on S3. */
  object?: BucketObject;
  /** Its sha256 when it was worked out while the bytes arrived; null when that could not be done. */
  sha256?: () => Promise<string | null>;
}

function hashing(source: Readable) {
  const hash = createHash('sha256');
  const tap = new Transform({
    transform(chunk, _encoding, callback) {
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  source.on('error', (error) => tap.destroy(error));
  return { stream: source.pipe(tap), digest: () => hash.digest('hex') };
}

async function hashOf(source: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of source) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Puts the bytes into storage with their sha256 (moving a local file or a bucket's object, else copying while hashing), then works out their type and a thumbnail. */
export async function storeUpload(storage: Storage, portalId: string, bytes: UploadedBytes): Promise<StoredUpload> {
  const storageKey = newStorageKey(portalId);
  let size: number;
  let sha256: string;
  if (bytes.file && storage.adopt) {
    // Hashed while it arrived, else read once (after a resume the first part came before this process).
    sha256 = (await bytes.sha256?.()) ?? (await hashOf(await bytes.open()));
    ({ size } = await storage.adopt(storageKey, bytes.file));
  } else if (bytes.object && storage.adoptObject) {
    sha256 = (await bytes.sha256?.()) ?? (await hashOf(await bytes.open()));
    ({ size } = await storage.adoptObject(storageKey, bytes.object));
  } else {
    const source = hashing(await bytes.open());
    ({ size } = await storage.put(storageKey, source.stream));
    sha256 = source.digest();
  }
  const mime = await detectMime(storage, storageKey, size);
  const thumbnailKey =
    mime.startsWith('image/') && mime !== 'image/svg+xml' ? await makeThumbnail(storage, storageKey, portalId) : null;
  const pageCount = mime === 'application/pdf' ? await pdfPageCount(storage, storageKey, size) : null;
  return { storageKey, thumbnailKey, sha256, size, mime, pageCount };
}

/** Read by byte ranges from storage: a few kilobytes of even a large PDF. */
function pdfPageCount(storage: Storage, key: string, size: number): Promise<number | null> {
  return countPdfPages(async (start, end) => {
    if (end <= start) return Buffer.alloc(0);
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.get(key, { start, end: end - 1 })) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }, size);
}
