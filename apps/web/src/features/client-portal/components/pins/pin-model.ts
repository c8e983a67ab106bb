import type { Anchor } from '@clientdock/shared';
import type { PortalComment } from '../../api/types';

/** A pinned thread with the number its marker shows: the order pins were made in, so numbers never shift. */
export interface Pin {
  number: number;
  comment: PortalComment;
  anchor: Anchor;
}

export const isResolved = (comment: PortalComment) => comment.status === 'resolved' || comment.resolvedAt !== null;

/** Pins of one file version, numbered by age; a pin from before versions (null) belongs to version 1. */
export function pinsOf(comments: readonly PortalComment[], fileId: string, fileVersion: number): Pin[] {
  return comments
    .filter((c) => c.fileId === fileId && !c.parentId && c.anchor && (c.fileVersion ?? 1) === fileVersion)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
    .map((comment, index) => ({ number: index + 1, comment, anchor: comment.anchor as Anchor }));
}

const pageOf = (anchor: Anchor) => ('page' in anchor ? (anchor.page ?? 1) : 1);

/** Reading order: page, then top to bottom, then left to right; media by time. */
export function readingOrder(pins: readonly Pin[]): Pin[] {
  const key = ({ anchor }: Pin): number[] =>
    anchor.kind === 'time' || anchor.kind === 'range' ? [anchor.t, 0, 0] : [pageOf(anchor), anchor.y, anchor.x];
  return [...pins].sort((a, b) => {
    const [ka, kb] = [key(a), key(b)];
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return (ka[i] ?? 0) - (kb[i] ?? 0);
    return a.number - b.number;
  });
}

/** 0:12, 4:05, 1:02:03 */
export function formatTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Where a pin is, in words: "page 2", "0:12", "0:12 to 0:20"; empty on an image. */
export function placeOf(anchor: Anchor, hasPages: boolean): string {
  if (anchor.kind === 'time') return formatTime(anchor.t);
  if (anchor.kind === 'range') return `${formatTime(anchor.t)} to ${formatTime(anchor.t2)}`;
  return hasPages ? `page ${pageOf(anchor)}` : '';
}

/** A marker's accessible name: "Comment 3 by Dana, page 2", "Comment 3 by Dana, at 0:12". */
export function markerLabel(pin: Pin, hasPages: boolean): string {
  const place = placeOf(pin.anchor, hasPages);
  const base = `Comment ${pin.number} by ${pin.comment.authorName}`;
  if (!place) return base;
  const isTime = pin.anchor.kind === 'time' || pin.anchor.kind === 'range';
  return `${base}, ${isTime ? (pin.anchor.kind === 'range' ? 'from ' : 'at ') : ''}${place}`;
}

/** A list item's heading: "3 · Dana · page 2". */
export function listHeading(pin: Pin, hasPages: boolean): string {
  const place = placeOf(pin.anchor, hasPages);
  return [String(pin.number), pin.comment.authorName, place].filter(Boolean).join(' · ');
}

export const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** Fractions to 4 places: a tenth of a pixel on a 1000 px page, and short JSON. */
export const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

export type SpotAnchor = Extract<Anchor, { kind: 'point' | 'rect' }>;
export const isSpot = (anchor: Anchor): anchor is SpotAnchor => anchor.kind === 'point' || anchor.kind === 'rect';
export const spotPage = pageOf;
