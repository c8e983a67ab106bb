import type { Portal, PortalUpdateInput } from '@clientdock/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/features/auth';
import { api } from '@/lib/api-client';
import { portalKeys } from './keys';

export function updatePortal(portalId: string, input: PortalUpdateInput) {
  return api.patch<Portal>(`/api/portals/${encodeURIComponent(portalId)}`, input);
}

/** PATCH /api/portals/:id; the details form, the sections editor and the layout builder all save through it. */
export function useUpdatePortal(portalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PortalUpdateInput) => updatePortal(portalId, input),
    onSuccess: async (portal) => {
      queryClient.setQueryData(portalKeys.detail(portal.id), portal);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: portalKeys.lists() }),
        // Publishing or unpublishing changes the plan usage shown beside the list.
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]);
    },
  });
}
