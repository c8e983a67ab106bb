import { useMemo, useState } from 'react';

export type SortDirection = 'asc' | 'desc';

export interface SortState<K extends string> {
  key: K;
  direction: SortDirection;
}

type Sortable = string | number | null | undefined;

export function compareValues(a: Sortable, b: Sortable): number {
  if (a === b) return 0;
  // Empty values go last whatever the direction of the rest.
  if (a === null || a === undefined || a === '') return 1;
  if (b === null || b === undefined || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en-US', { sensitivity: 'base', numeric: true });
}

export function sortRows<T, K extends string>(
  rows: readonly T[],
  sort: SortState<K>,
  sortValue: (row: T, key: K) => Sortable,
): T[] {
  const factor = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const x = sortValue(a.row, sort.key);
      const y = sortValue(b.row, sort.key);
      const empty = (v: Sortable) => v === null || v === undefined || v === '';
      if (empty(x) !== empty(y)) return empty(x) ? 1 : -1;
      return compareValues(x, y) * factor || a.index - b.index;
    })
    .map(({ row }) => row);
}

/** Sort state for a table: clicking the sorted column flips it; another column starts with `firstDirection`. */
export function useSort<T, K extends string>(
  rows: readonly T[],
  initial: SortState<K>,
  sortValue: (row: T, key: K) => Sortable,
  firstDirection: (key: K) => SortDirection = () => 'desc',
) {
  const [sort, setSort] = useState<SortState<K>>(initial);
  const sorted = useMemo(() => sortRows(rows, sort, sortValue), [rows, sort, sortValue]);
  const sortBy = (key: K) =>
    setSort((current) =>
      current.key === key
        ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: firstDirection(key) },
    );
  return { sorted, sort, sortBy };
}
