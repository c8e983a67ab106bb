import type { PortalDefaultsSettings } from '@clientdock/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/features/auth';
import { api } from '@/lib/api-client';
import { settingsKeys } from './keys';

const PATH = '/api/settings/portal-defaults';

export function getPortalDefaultsQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.portalDefaults(),
    queryFn: ({ signal }) => api.get<PortalDefaultsSettings>(PATH, { signal }),
  });
}

export function usePortalDefaults() {
  return useQuery(getPortalDefaultsQueryOptions());
}

export function useUpdatePortalDefaults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Partial<PortalDefaultsSettings>) => api.patch<PortalDefaultsSettings>(PATH, input),
    onSuccess: async (saved) => {
      queryClient.setQueryData(settingsKeys.portalDefaults(), saved);
      // The new-portal dialog reads the defaults from /api/me's settings.
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
