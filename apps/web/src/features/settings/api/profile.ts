import type { Profile, ProfileUpdate, UploadedImage } from '@clientdock/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/features/auth';
import { api } from '@/lib/api-client';
import { settingsKeys } from './keys';

export function getProfileQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.profile(),
    queryFn: ({ signal }) => api.get<Profile>('/api/settings/profile', { signal }),
  });
}

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}

/** The top bar shows /api/me's display name and photo; both follow a profile change. */
function useRefreshAccount() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: settingsKeys.profile() }),
      queryClient.invalidateQueries({ queryKey: settingsKeys.creatorProfile() }),
      queryClient.invalidateQueries({ queryKey: meQueryKey }),
    ]);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: (input: ProfileUpdate) => api.patch<Profile>('/api/settings/profile', input),
    onSuccess: async (profile) => {
      queryClient.setQueryData(settingsKeys.profile(), profile);
      await refresh();
    },
  });
}

export function useUploadAvatar() {
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: (file: File) => api.upload<UploadedImage>('/api/settings/avatar', file),
    onSuccess: refresh,
  });
}

export function useRemoveAvatar() {
  const refresh = useRefreshAccount();
  return useMutation({
    mutationFn: () => api.delete<void>('/api/settings/avatar'),
    onSuccess: refresh,
  });
}
