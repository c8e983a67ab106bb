import { describe, expect, it } from 'vitest';
import { compareValues, sortRows } from './sorting';

const rows = [
  { name: 'beta', views: 3, seen: '2026-03-02' },
  { name: 'Alpha', views: 10, seen: null },
  { name: 'gamma 2', views: 3, seen: '2026-03-05' },
  { name: 'gamma 10', views: 0, seen: '2026-03-01' },
];
type Row = (typeof rows)[number];
const value = (row: Row, key: 'name' | 'views' | 'seen') => row[key];

describe('sorting table rows', () => {
  it('sorts numbers and text (case-insensitive, numbers in names by value) both ways, keeping ties stable', () => {
    expect(sortRows(rows, { key: 'views', direction: 'desc' }, value).map((r) => r.name)).toEqual([
      'Alpha',
      'beta',
      'gamma 2',
      'gamma 10',
    ]);
    expect(sortRows(rows, { key: 'name', direction: 'asc' }, value).map((r) => r.name)).toEqual([
      'Alpha',
      'beta',
      'gamma 2',
      'gamma 10',
    ]);
    expect(sortRows(rows, { key: 'name', direction: 'desc' }, value).map((r) => r.name)).toEqual([
      'gamma 10',
      'gamma 2',
      'beta',
      'Alpha',
    ]);
  });

  it('puts empty values last in either direction', () => {
    expect(sortRows(rows, { key: 'seen', direction: 'desc' }, value).at(-1)?.name).toBe('Alpha');
    expect(sortRows(rows, { key: 'seen', direction: 'asc' }, value).at(-1)?.name).toBe('Alpha');
    expect(compareValues(1, 2)).toBeLessThan(0);
  });
});
