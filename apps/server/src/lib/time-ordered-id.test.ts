import { describe, expect, it } from 'vitest';
import { sequentialId, timeOrderedId } from './time-ordered-id';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('timeOrderedId', () => {
  it('is a UUID version 7 carrying the millisecond it was made', () => {
    const at = Date.UTC(2026, 10, 27, 16, 0, 0, 123);
    const id = timeOrderedId(at);
    expect(id).toMatch(UUID_V7);
    expect(Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16)).toBe(at);
  });

  it('sorts by time as text, so rows keyed by it go in at the end of their index', () => {
    const ids = [0, 1, 2, 1_000, 86_400_000].map((offset) => timeOrderedId(1_790_000_000_000 + offset));
    expect([...ids].sort()).toEqual(ids);
  });

  it('never repeats, within a millisecond or across the random pool it draws from', () => {
    const ids = Array.from({ length: 2_000 }, () => timeOrderedId(1_790_000_000_000));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(UUID_V7);
  });
});

describe('sequentialId', () => {
  it('sorts in the order the ids were made, many in one millisecond too', () => {
    const ids = Array.from({ length: 5_000 }, () => sequentialId());
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(UUID_V7);
  });
});
