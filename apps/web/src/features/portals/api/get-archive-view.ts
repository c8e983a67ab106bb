import type { PortalArchiveView } from '@clientdock/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { portalKeys } from './keys';

export function getPortalArchiveViewQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: portalKeys.archiveView(uuid),
    queryFn: ({ signal }) =>
      api.get<PortalArchiveView>(`/api/portals/by-uuid/${encodeURIComponent(uuid)}/archive-view`, { signal }),
  });
}

export function usePortalArchiveView(uuid: string | undefined) {
  return useQuery({ ...getPortalArchiveViewQueryOptions(uuid ?? ''), enabled: Boolean(uuid) });
}
