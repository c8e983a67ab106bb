import { describe, expect, it } from 'vitest';
import { describeLimits, formatDueDate, isPastDue } from './request-rules';

describe('request rules', () => {
  it('writes the due day as a person says it, with the year only when it is not this one', () => {
    const today = new Date(2026, 10, 27, 23, 30);
    expect(formatDueDate('2026-12-04', today)).toBe('Friday, 4 December');
    expect(formatDueDate('2027-01-08', today)).toBe('Friday, 8 January 2027');
  });

  it('counts a due day as past only once the visitor’s own day is after it', () => {
    expect(isPastDue('2026-11-27', new Date(2026, 10, 27, 23, 59))).toBe(false);
    expect(isPastDue('2026-11-27', new Date(2026, 10, 28, 0, 1))).toBe(true);
  });

  it('says how many files an item takes and how large', () => {
    expect(describeLimits({ maxFiles: 3, maxSizeMb: 50 })).toBe('Up to 3 files, 50 MB each');
    expect(describeLimits({ maxFiles: 1, maxSizeMb: 2048 })).toBe('One file, up to 2,048 MB');
  });
});
