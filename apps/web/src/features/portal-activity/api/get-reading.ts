import type { PortalReading } from '@clientdock/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getReadingQueryOptions(portalId: string) {
  return queryOptions({
    queryKey: ['portal-activity', portalId, 'reading'] as const,
    queryFn: () => api.get<PortalReading>(`/api/portals/${encodeURIComponent(portalId)}/reading`),
  });
}

export function useReading(portalId: string) {
  return useQuery(getReadingQueryOptions(portalId));
}
