import { describe, expect, it } from 'vitest';
import { closesIn, timeAgo, waitedFor } from './home-text';

const now = new Date('2026-03-18T12:00:00.000Z');

describe('home text', () => {
  it('says how long ago in the largest whole unit', () => {
    expect(timeAgo('2026-03-18T11:59:30.000Z', now)).toBe('just now');
    expect(timeAgo('2026-03-18T11:59:00.000Z', now)).toBe('1 minute ago');
    expect(timeAgo('2026-03-18T09:00:00.000Z', now)).toBe('3 hours ago');
    expect(timeAgo('2026-03-16T12:00:00.000Z', now)).toBe('2 days ago');
  });

  it('says how long something waited and when a portal closes', () => {
    expect(waitedFor(0)).toBe('Waiting since today');
    expect(waitedFor(1)).toBe('Waiting 1 day');
    expect(waitedFor(6)).toBe('Waiting 6 days');
    expect(closesIn('2026-03-18T20:00:00.000Z', now)).toBe('Closes today');
    expect(closesIn('2026-03-20T13:00:00.000Z', now)).toBe('Closes in 2 days');
  });
});
