// Test bytes that are never held whole: an AES-128-CTR keystream, so any slice of a file of any size can be made
// again from its offset alone (a resumed upload sends exactly the bytes it would have sent), incompressible,
// and cheap to make (AES-NI). MB here is 2^20 bytes, as in the app's limits.
import { createCipheriv, createHash } from 'node:crypto';

export const MB = 1024 * 1024;
const KEY = Buffer.alloc(16, 0x5a);
const zeros = Buffer.alloc(8 * MB + 16);

/** `length` bytes of the stream from `offset` (length at most 8 MB). */
export function bytesAt(offset, length) {
  const block = Math.floor(offset / 16);
  const skip = offset - block * 16;
  const iv = Buffer.alloc(16);
  iv.writeBigUInt64BE(BigInt(block), 8);
  const cipher = createCipheriv('aes-128-ctr', KEY, iv);
  return cipher.update(zeros.subarray(0, length + skip)).subarray(skip);
}

/** The bytes from `start` to `end` (exclusive), 1 MB at a time. */
export function* slices(start, end, size = MB) {
  for (let offset = start; offset < end; offset += size) yield bytesAt(offset, Math.min(size, end - offset));
}

export function sha256Of(size) {
  const hash = createHash('sha256');
  for (const slice of slices(0, size, 8 * MB)) hash.update(slice);
  return hash.digest('hex');
}
