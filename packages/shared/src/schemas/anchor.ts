import { z } from 'zod';

// Where a pinned comment points: a spot or area of an image or PDF page (fractions of its width and height,
// so a pin keeps its place at any zoom), or a moment or stretch of a video or audio file (seconds).

export const ANCHOR_LIMITS = {
  /** PDF pages, 1-based. */
  maxPage: 100_000,
  /** Seconds: a week of media is more than any file a portal holds. */
  maxSeconds: 7 * 24 * 3600,
} as const;

const fraction = (name: string) =>
  z
    .number({ error: `${name} must be a number from 0 to 1` })
    .min(0, `${name} must be a number from 0 to 1`)
    .max(1, `${name} must be a number from 0 to 1`);

const size = (name: string) =>
  z
    .number({ error: `${name} must be a number above 0 and at most 1` })
    .gt(0, `${name} must be a number above 0 and at most 1`)
    .max(1, `${name} must be a number above 0 and at most 1`);

const page = z
  .number({ error: 'page must be a whole number from 1' })
  .int('page must be a whole number from 1')
  .min(1, 'page must be a whole number from 1')
  .max(ANCHOR_LIMITS.maxPage, `page must be at most ${ANCHOR_LIMITS.maxPage}`)
  .optional();

const seconds = (name: string) =>
  z
    .number({ error: `${name} must be a number of seconds from 0` })
    .min(0, `${name} must be a number of seconds from 0`)
    .max(ANCHOR_LIMITS.maxSeconds, `${name} must be at most ${ANCHOR_LIMITS.maxSeconds} seconds`);

// Rounding in a browser may put the far edge a hair past 1.
const EDGE = 1 + 1e-9;

export const pointAnchorSchema = z.object({ kind: z.literal('point'), x: fraction('x'), y: fraction('y'), page });
export const rectAnchorSchema = z
  .object({ kind: z.literal('rect'), x: fraction('x'), y: fraction('y'), w: size('w'), h: size('h'), page })
  .refine((rect) => rect.x + rect.w <= EDGE, {
    message: 'The rectangle must fit in the file: x + w is at most 1',
    path: ['w'],
  })
  .refine((rect) => rect.y + rect.h <= EDGE, {
    message: 'The rectangle must fit in the file: y + h is at most 1',
    path: ['h'],
  });
export const timeAnchorSchema = z.object({ kind: z.literal('time'), t: seconds('t') });
export const rangeAnchorSchema = z
  .object({ kind: z.literal('range'), t: seconds('t'), t2: seconds('t2') })
  .refine((range) => range.t2 > range.t, {
    message: 'The range must end after it starts: t2 is more than t',
    path: ['t2'],
  });

export const anchorSchema = z.discriminatedUnion(
  'kind',
  [pointAnchorSchema, rectAnchorSchema, timeAnchorSchema, rangeAnchorSchema],
  {
    error: 'anchor must be an object whose kind is point, rect, time or range',
  },
);
export type Anchor = z.infer<typeof anchorSchema>;
export type AnchorKind = Anchor['kind'];

/** Which anchors a file of this type takes: spots on images and PDFs (pages only on PDFs), times on media. */
export function anchorKindsFor(mime: string): { kinds: readonly AnchorKind[]; pages: boolean } {
  if (mime === 'application/pdf') return { kinds: ['point', 'rect'], pages: true };
  if (mime.startsWith('image/')) return { kinds: ['point', 'rect'], pages: false };
  if (mime.startsWith('video/') || mime.startsWith('audio/')) return { kinds: ['time', 'range'], pages: false };
  return { kinds: [], pages: false };
}
