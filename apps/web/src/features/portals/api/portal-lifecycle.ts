import type { Portal, PortalRestore } from '@clientdock/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/features/auth';
import { api } from '@/lib/api-client';
import { portalKeys } from './keys';

const portalPath = (portalId: string) => `/api/portals/${encodeURIComponent(portalId)}`;

async function refreshAfterChange(queryClient: QueryClient, portal?: Portal) {
  if (portal) queryClient.setQueryData(portalKeys.detail(portal.id), portal);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: portalKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: [...portalKeys.all, 'archive-view'] }),
    queryClient.invalidateQueries({ queryKey: meQueryKey }),
  ]);
}

export function useArchivePortal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (portalId: string) => api.post<Portal>(`${portalPath(portalId)}/archive`),
    onSuccess: (portal) => refreshAfterChange(queryClient, portal),
  });
}

export function useRestorePortal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ portalId, status }: { portalId: string } & NonNullable<PortalRestore>) =>
      api.post<Portal>(`${portalPath(portalId)}/restore`, status ? { status } : {}),
    onSuccess: (portal) => refreshAfterChange(queryClient, portal),
  });
}

export function useDeletePortal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (portalId: string) => api.delete<void>(portalPath(portalId)),
    onSuccess: async (_result, portalId) => {
      queryClient.removeQueries({ queryKey: portalKeys.detail(portalId) });
      queryClient.removeQueries({ queryKey: portalKeys.files(portalId) });
      await refreshAfterChange(queryClient);
    },
  });
}
