import { describe, expect, it } from 'vitest';
import { metric, percentOf } from './metrics';
import { bucketOf, bucketStarts, periodWindow } from './period-window';

describe('rates and changes', () => {
  it('rounds percentages exactly, halves up, and is 0 without views', () => {
    expect(percentOf(1, 8)).toBe(13);
    expect(percentOf(3, 8)).toBe(38);
    // 29 / 200 * 100 is 14.499999... in floating point; the rate is 14.5 %, rounded to 15.
    expect(percentOf(29, 200)).toBe(15);
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(5, 0)).toBe(0);
    expect(percentOf(0, 0)).toBe(0);
  });

  it('compares with the previous period', () => {
    expect(metric(15, 10)).toEqual({ value: 15, previous: 10, change: 50 });
    expect(metric(5, 10)).toEqual({ value: 5, previous: 10, change: -50 });
    expect(metric(39, 40)).toEqual({ value: 39, previous: 40, change: -3 });
    expect(metric(41, 40)).toEqual({ value: 41, previous: 40, change: 3 });
    expect(metric(0, 0)).toEqual({ value: 0, previous: 0, change: 0 });
    expect(metric(4, 0)).toEqual({ value: 4, previous: 0, change: null });
    expect(metric(4, null)).toEqual({ value: 4, previous: null, change: null });
  });
});

describe('period windows (UTC days)', () => {
  const now = new Date('2026-01-02T03:00:00.000Z');

  it('covers today and the days before it, and the same length before that', () => {
    expect(periodWindow('7d', now, null)).toEqual({
      period: '7d',
      interval: 'day',
      current: {
        fromDay: '2025-12-27',
        toDay: '2026-01-02',
        fromAt: '2025-12-27T00:00:00.000Z',
        toAt: '2026-01-03T00:00:00.000Z',
      },
      previous: {
        fromDay: '2025-12-20',
        toDay: '2025-12-26',
        fromAt: '2025-12-20T00:00:00.000Z',
        toAt: '2025-12-27T00:00:00.000Z',
      },
    });
    expect(periodWindow('1y', now, null).current.fromDay).toBe('2025-01-03');
    expect(periodWindow('all', now, '2024-02-29')).toMatchObject({
      interval: 'week',
      current: { fromDay: '2024-02-29', toDay: '2026-01-02' },
      previous: null,
    });
  });

  it('makes weekly buckets from Sunday, the first cut at the start', () => {
    const window = periodWindow('all', now, '2025-12-17');
    expect(bucketStarts(window)).toEqual(['2025-12-17', '2025-12-21', '2025-12-28']);
    expect(bucketOf(window, '2025-12-20')).toBe('2025-12-17');
    expect(bucketOf(window, '2025-12-21')).toBe('2025-12-21');
    expect(bucketOf(window, '2026-01-02')).toBe('2025-12-28');
    expect(bucketStarts(periodWindow('7d', now, null))).toHaveLength(7);
  });
});
