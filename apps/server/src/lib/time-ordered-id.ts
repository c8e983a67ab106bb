import { randomFillSync } from 'node:crypto';

// Random bytes drawn 256 ids at a time, as Node does for randomUUID: a batch of views does not pay a call each.
const POOL_IDS = 256;
const pool = Buffer.alloc(10 * POOL_IDS);
let used = POOL_IDS;

/**
 * A UUID version 7 (RFC 9562): the millisecond it was made, then 74 random bits. Rows keyed by it go in at the
 * end of their indexes instead of anywhere, so a batch of inserts writes a few pages, not one per row.
 */
export function timeOrderedId(now = Date.now()): string {
  if (used === POOL_IDS) {
    randomFillSync(pool);
    used = 0;
  }
  const random = pool.subarray(used * 10, used * 10 + 10);
  used += 1;
  const time = now.toString(16).padStart(12, '0').slice(-12);
  const hex = random.toString('hex');
  const variant = ((random[2] & 0x3f) | 0x80).toString(16);
  return `${time.slice(0, 8)}-${time.slice(8)}-7${hex.slice(0, 3)}-${variant}${hex.slice(6, 8)}-${hex.slice(8, 20)}`;
}

let lastMillisecond = 0;
let sequence = 0;

/**
 * A time-ordered id that also sorts after every id this process made before it, within the same millisecond too
 * (RFC 9562's counter in the 12 bits after the version): for records read back in the order they happened, such
 * as the security log. A process making more than 4,096 in one millisecond borrows the next one.
 */
export function sequentialId(): string {
  const now = Date.now();
  if (now > lastMillisecond) {
    lastMillisecond = now;
    sequence = 0;
  } else if (sequence === 0xfff) {
    lastMillisecond += 1;
    sequence = 0;
  } else {
    sequence += 1;
  }
  const id = timeOrderedId(lastMillisecond);
  return `${id.slice(0, 15)}${sequence.toString(16).padStart(3, '0')}${id.slice(18)}`;
}
