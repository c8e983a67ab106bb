import type { PortalAssignments, PortalList } from '@clientdock/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { portalListSearch } from './get-portals';
import { type PortalListParams, portalKeys } from './keys';

const assignmentsKey = (portalId: string) => [...portalKeys.detail(portalId), 'assignments'] as const;

export function getAssignedPortalsQueryOptions(params: PortalListParams = {}) {
  return queryOptions({
    queryKey: [...portalKeys.lists(), 'assigned', params] as const,
    queryFn: ({ signal }) => api.get<PortalList>(`/api/portals/assigned${portalListSearch(params)}`, { signal }),
  });
}

export function useAssignedPortals(params: PortalListParams = {}) {
  return useQuery({ ...getAssignedPortalsQueryOptions(params), placeholderData: keepPreviousData });
}

export function usePortalAssignments(portalId: string) {
  return useQuery({
    queryKey: assignmentsKey(portalId),
    queryFn: ({ signal }) =>
      api.get<PortalAssignments>(`/api/portals/${encodeURIComponent(portalId)}/assignments`, { signal }),
  });
}

export function useSetPortalAssignments(portalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberIds: string[]) =>
      api.put<PortalAssignments>(`/api/portals/${encodeURIComponent(portalId)}/assignments`, { memberIds }),
    onSuccess: (saved) => queryClient.setQueryData(assignmentsKey(portalId), saved),
  });
}
