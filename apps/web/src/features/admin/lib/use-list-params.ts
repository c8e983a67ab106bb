import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from './use-debounced-value';

/**
 * A back-office list's state kept in the address (so it survives a reload and can be shared): page, page
 * size, a debounced search, and whatever filters the page reads from `params`.
 */
export function useListParams(pageSizes: readonly number[], defaultPageSize: number) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const pageSize = pageSizes.includes(Number(params.get('pageSize')))
    ? Number(params.get('pageSize'))
    : defaultPageSize;
  const [search, setSearch] = useState(params.get('q') ?? '');
  const q = useDebouncedValue(search.trim());

  const update = (patch: Record<string, string | number | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value === null || value === '' || (key === 'page' && value === 1)) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: true },
    );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search starts from the first page.
  useEffect(() => {
    if ((params.get('q') ?? '') !== q) update({ q, page: 1 });
  }, [q]);

  /** Empties the search and the named filters, back to the first page. */
  const clearFilters = (filters: readonly string[]) => {
    setSearch('');
    update({ ...Object.fromEntries(filters.map((filter) => [filter, null])), q: null, page: 1 });
  };

  return { params, page, pageSize, search, setSearch, q, update, clearFilters };
}
