import type { Portal, PortalCreateInput } from '@clientdock/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/features/auth';
import { api } from '@/lib/api-client';
import { portalKeys } from './keys';

export function createPortal(input: PortalCreateInput) {
  return api.post<Portal>('/api/portals', input);
}

export function useCreatePortal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPortal,
    onSuccess: async (portal) => {
      queryClient.setQueryData(portalKeys.detail(portal.id), portal);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: portalKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]);
    },
  });
}
