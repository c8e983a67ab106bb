import type { Anchor, CreatorComment } from '@clientdock/shared';

/** m:ss (or h:mm:ss) for a moment of a video or audio file. */
export function formatSeconds(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Where a pin points, in words: "page 2", "at 0:12", "0:12 to 0:20"; empty for a spot on an image. */
export function placeOf(anchor: Anchor | null): string {
  if (!anchor) return '';
  if (anchor.kind === 'time') return `at ${formatSeconds(anchor.t)}`;
  if (anchor.kind === 'range') return `${formatSeconds(anchor.t)} to ${formatSeconds(anchor.t2)}`;
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

/** Top-level threads on one version of one file. */
export function threadsOn(comments: CreatorComment[], fileId: string, version: number): CreatorComment[] {
  return comments.filter((c) => c.fileId === fileId && c.parentId === null && c.fileVersion === version);
}
