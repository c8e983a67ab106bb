import type { Health } from '@clientdock/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const HEALTH_REFRESH_MS = 30_000;

export const healthQueryOptions = queryOptions({
  queryKey: ['health'],
  queryFn: ({ signal }) => api.get<Health>('/api/health', { signal }),
  refetchInterval: HEALTH_REFRESH_MS,
  staleTime: 0,
  retry: false,
});

export function useHealth() {
  return useQuery(healthQueryOptions);
}
