import type { PortalListParams } from '../api/keys';

export const STATUS_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'draft', label: 'Draft' },
  { value: 'expired', label: 'Expired' },
] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number]['value'];

export const SORT_CHOICES = [
  { value: 'updatedAt', label: 'Last updated' },
  { value: 'createdAt', label: 'Newest first' },
  { value: 'name', label: 'Name (A to Z)' },
] as const;
export type SortChoice = (typeof SORT_CHOICES)[number]['value'];

export function isStatusFilter(value: string | null): value is StatusFilter {
  return STATUS_FILTERS.some((filter) => filter.value === value);
}

export function isSortChoice(value: string | null): value is SortChoice {
  return SORT_CHOICES.some((choice) => choice.value === value);
}

/** "All" means every portal that is not archived: archived ones live on the Archive screen. */
export function toListParams(status: StatusFilter, sort: SortChoice, q: string): PortalListParams {
  return {
    ...(status === 'all' ? {} : { status }),
    sort,
    order: sort === 'name' ? 'asc' : 'desc',
    ...(q.trim() ? { q: q.trim() } : {}),
  };
}
