import type { PortalList } from '@clientdock/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type PortalListParams, portalKeys } from './keys';

export function portalListSearch(params: PortalListParams): string {
  const search = new URLSearchParams();
  if (params.status) search.set('status', params.status);
  const q = params.q?.trim();
  if (q) search.set('q', q);
  if (params.sort) search.set('sort', params.sort);
  if (params.order) search.set('order', params.order);
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function getPortalsQueryOptions(params: PortalListParams = {}) {
  return queryOptions({
    queryKey: portalKeys.list(params),
    queryFn: ({ signal }) => api.get<PortalList>(`/api/portals${portalListSearch(params)}`, { signal }),
  });
}

/** Keeps the previous answer on screen while a new search or filter loads, so the grid does not flash. */
export function usePortals(params: PortalListParams = {}) {
  return useQuery({ ...getPortalsQueryOptions(params), placeholderData: keepPreviousData });
}
