import type { Anchor, CreatorComment } from '@clientdock/shared';

/** m:ss (or h:mm:ss) for a moment of a video or audio file. */
export function formatSeconds(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Where a pin points, in words: "page 2", "at 0:12", "from 0:12 to 0:20"; empty for a spot on an image. */
export function placeOf(anchor: Anchor | null): string {
  if (!anchor) return '';
  if (anchor.kind === 'time') return `at ${formatSeconds(anchor.t)}`;
  if (anchor.kind === 'range') return `from ${formatSeconds(anchor.t)} to ${formatSeconds(anchor.t2)}`;
  return anchor.page ? `page ${anchor.page}` : '';
}

function sortKey(anchor: Anchor | null): number[] {
  if (!anchor) return [Number.MAX_SAFE_INTEGER];
  if (anchor.kind === 'time' || anchor.kind === 'range') return [anchor.t];
  return [anchor.page ?? 1, anchor.y, anchor.x];
}

/** Pins of one file version in reading order (page, then top to bottom, left to right; or by time), then plain ones. */
export function inReadingOrder(threads: CreatorComment[]): CreatorComment[] {
  return [...threads].sort((a, b) => {
    const ka = sortKey(a.anchor);
    const kb = sortKey(b.anchor);
    for (let i = 0; i < Math.max(ka.length, kb.length); i++) {
      const diff = (ka[i] ?? 0) - (kb[i] ?? 0);
      if (diff !== 0) return diff;
    }
    return a.createdAt.localeCompare(b.createdAt);
  });
}

/** The accessible name of a marker and its list item: "Comment 3 by Dana, page 2". */
export function pinLabel(number: number, thread: Pick<CreatorComment, 'authorName' | 'anchor'>): string {
  const place = placeOf(thread.anchor);
  return `Comment ${number} by ${thread.authorName}${place ? `, ${place}` : ''}`;
}

/** Top-level threads on one version of one file; a comment from before versions (null) is on version 1. */
export function threadsOn(comments: CreatorComment[], fileId: string, version: number): CreatorComment[] {
  return comments.filter((c) => c.fileId === fileId && c.parentId === null && (c.fileVersion ?? 1) === version);
}

const byAge = (a: CreatorComment, b: CreatorComment) =>
  a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/**
 * The threads of one version with the numbers their markers show, listed in reading order. Pins are numbered in
 * the order they were made, as the client portal numbers them, so "Comment 3" is the same pin on both sides and
 * keeps its number when another is added or resolved; comments on the whole file come after.
 */
export function numberThreads(threads: CreatorComment[]): Array<{ number: number; thread: CreatorComment }> {
  const pinned = threads.filter((c) => c.anchor !== null).sort(byAge);
  const plain = threads.filter((c) => c.anchor === null).sort(byAge);
  const numbers = new Map([...pinned, ...plain].map((thread, index) => [thread.id, index + 1]));
  return inReadingOrder(threads).map((thread) => ({ number: numbers.get(thread.id) ?? 0, thread }));
}
