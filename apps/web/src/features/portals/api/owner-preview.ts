import type { PortalPin, PortalPreviewLink } from '@clientdock/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const portalPath = (portalId: string) => `/api/portals/${encodeURIComponent(portalId)}`;

/** A one-hour link that opens the portal as its client sees it, counting nothing. */
export function useCreatePreviewLink() {
  return useMutation({
    mutationFn: (portalId: string) => api.post<PortalPreviewLink>(`${portalPath(portalId)}/preview`),
  });
}

// Read on demand, never cached: the PIN stays in the panel that asked for it.
export function fetchPortalPin(portalId: string): Promise<PortalPin> {
  return api.get<PortalPin>(`${portalPath(portalId)}/pin`);
}

/** Whether the PIN can be mailed (false when only its hash is kept); only the answer is cached, not the PIN. */
export function usePinSendable(portalId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['portals', portalId, 'pin-sendable'],
    queryFn: async () => (await fetchPortalPin(portalId)).pin !== null,
    enabled,
    gcTime: 0,
  });
}
