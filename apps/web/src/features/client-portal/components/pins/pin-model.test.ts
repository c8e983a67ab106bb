import { describe, expect, it } from 'vitest';
import { makeComment } from '../../testing/portal-fixtures';
import { formatTime, listHeading, markerLabel, pinsOf, readingOrder } from './pin-model';

describe('pin model', () => {
  const comments = [
    makeComment({
      id: 'a',
      fileId: 'f',
      authorName: 'Dana',
      createdAt: '2026-03-01T10:00:00.000Z',
      anchor: { kind: 'point', x: 0.9, y: 0.1, page: 2 },
    }),
    makeComment({
      id: 'b',
      fileId: 'f',
      authorName: 'Lee',
      createdAt: '2026-03-01T11:00:00.000Z',
      anchor: { kind: 'rect', x: 0.1, y: 0.5, w: 0.2, h: 0.2, page: 1 },
    }),
    makeComment({
      id: 'c',
      fileId: 'f',
      authorName: 'Sam',
      createdAt: '2026-03-01T12:00:00.000Z',
      anchor: { kind: 'point', x: 0.1, y: 0.1, page: 2 },
    }),
    makeComment({ id: 'v2', fileId: 'f', fileVersion: 2, anchor: { kind: 'point', x: 0.5, y: 0.5, page: 1 } }),
    makeComment({ id: 'plain', fileId: 'f' }),
  ];

  it('numbers the pins of one version by age and lists them page by page, top to bottom, left to right', () => {
    const pins = pinsOf(comments, 'f', 1);
    expect(pins.map((pin) => [pin.comment.id, pin.number])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
    expect(readingOrder(pins).map((pin) => pin.number)).toEqual([2, 3, 1]);
    expect(pinsOf(comments, 'f', 2).map((pin) => pin.comment.id)).toEqual(['v2']);
  });

  it('names markers and list items with the author and the place', () => {
    const [first] = pinsOf(comments, 'f', 1);
    if (!first) throw new Error('no pin');
    expect(markerLabel(first, true)).toBe('Comment 1 by Dana, page 2');
    expect(markerLabel(first, false)).toBe('Comment 1 by Dana');
    expect(listHeading(first, true)).toBe('1 · Dana · page 2');
    const timed = { ...first, anchor: { kind: 'time' as const, t: 12.4 } };
    expect(markerLabel(timed, false)).toBe('Comment 1 by Dana, at 0:12');
    const range = { ...first, anchor: { kind: 'range' as const, t: 5, t2: 3725 } };
    expect(markerLabel(range, false)).toBe('Comment 1 by Dana, from 0:05 to 1:02:05');
    expect(formatTime(65)).toBe('1:05');
  });
});
