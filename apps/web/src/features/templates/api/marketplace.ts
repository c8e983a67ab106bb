import type { Marketplace, MarketplaceQueryInput } from '@clientdock/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { templateKeys } from './keys';

export function marketplacePath(params: MarketplaceQueryInput): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `/api/templates?${query}` : '/api/templates';
}

export function getMarketplaceQueryOptions(params: MarketplaceQueryInput) {
  return queryOptions({
    queryKey: templateKeys.marketplace(params),
    queryFn: ({ signal }) => api.get<Marketplace>(marketplacePath(params), { signal }),
    // Filtering keeps the current cards on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useMarketplace(params: MarketplaceQueryInput) {
  return useQuery(getMarketplaceQueryOptions(params));
}
