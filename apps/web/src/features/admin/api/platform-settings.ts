import type { PlatformSettings, PlatformSettingsUpdate } from '@clientdock/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const platformSettingsKey = ['admin', 'settings'] as const;

export function usePlatformSettings() {
  return useQuery({
    queryKey: platformSettingsKey,
    queryFn: ({ signal }) => api.get<PlatformSettings>('/api/admin/settings', { signal }),
  });
}

export function useSavePlatformSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: PlatformSettingsUpdate) => api.patch<PlatformSettings>('/api/admin/settings', patch),
    onSuccess: (saved) => {
      queryClient.setQueryData(platformSettingsKey, saved);
      // The upload cap changes every account's limits, the signed-in admin's included.
      void queryClient.invalidateQueries({ queryKey: ['me'] });
      void queryClient.invalidateQueries({ queryKey: ['platform'] });
    },
  });
}
