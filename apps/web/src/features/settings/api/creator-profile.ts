import type { CreatorProfile, CreatorProfileUpdate, UploadedImage } from '@clientdock/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { settingsKeys } from './keys';

const PATH = '/api/creator-profile';

export function getCreatorProfileQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.creatorProfile(),
    queryFn: ({ signal }) => api.get<CreatorProfile>(PATH, { signal }),
  });
}

export function useCreatorProfile() {
  return useQuery(getCreatorProfileQueryOptions());
}

export function useSaveCreatorProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatorProfileUpdate) => api.put<CreatorProfile>(PATH, input),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.creatorProfile(), saved),
  });
}

/** The banner is stored at once but only becomes the profile's with the next save. */
export function useUploadBanner() {
  return useMutation({
    mutationFn: (file: File) => api.upload<UploadedImage>(`${PATH}/banner`, file),
  });
}
