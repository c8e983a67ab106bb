import type { AdminCreator, AdminCreatorList, AdminCreatorListQuery, AdminCreatorUpdate } from '@clientdock/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toSearchParams } from '../lib/search-params';

export const adminCreatorKeys = {
  all: ['admin', 'creators'] as const,
  list: (query: AdminCreatorListQuery) => [...adminCreatorKeys.all, 'list', query] as const,
};

export function useAdminCreators(query: AdminCreatorListQuery) {
  return useQuery({
    queryKey: adminCreatorKeys.list(query),
    queryFn: ({ signal }) => api.get<AdminCreatorList>(`/api/admin/creators${toSearchParams(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useUpdateCreator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: AdminCreatorUpdate }) =>
      api.patch<AdminCreator>(`/api/admin/creators/${encodeURIComponent(id)}`, patch),
    // Counts on the dashboard and entries in the security log change with every account change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
