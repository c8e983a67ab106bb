import type { AdminSecuritySettings } from '@clientdock/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const adminSecurityKey = ['admin', 'settings', 'security'] as const;

export function useAdminSecuritySettings() {
  return useQuery({
    queryKey: adminSecurityKey,
    queryFn: ({ signal }) => api.get<AdminSecuritySettings>('/api/admin/settings/security', { signal }),
  });
}

export function useSaveAdminSecuritySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: AdminSecuritySettings) =>
      api.patch<AdminSecuritySettings>('/api/admin/settings/security', patch),
    onSuccess: (saved) => queryClient.setQueryData(adminSecurityKey, saved),
  });
}
