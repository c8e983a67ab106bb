import type { Portal } from '@clientdock/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { portalKeys } from './keys';

export function getPortalQueryOptions(portalId: string) {
  return queryOptions({
    queryKey: portalKeys.detail(portalId),
    queryFn: ({ signal }) => api.get<Portal>(`/api/portals/${encodeURIComponent(portalId)}`, { signal }),
  });
}

export function usePortal(portalId: string | undefined) {
  return useQuery({ ...getPortalQueryOptions(portalId ?? ''), enabled: Boolean(portalId) });
}
