import type { Branding, BrandingUpdate, UploadedImage } from '@clientdock/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/features/auth';
import { api } from '@/lib/api-client';
import { settingsKeys } from './keys';

const PATH = '/api/settings/branding';

export function getBrandingQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.branding(),
    queryFn: ({ signal }) => api.get<Branding>(PATH, { signal }),
  });
}

export function useBranding() {
  return useQuery(getBrandingQueryOptions());
}

/** Every branding answer is the whole branding: keep it, and let /api/me (which carries settings) catch up. */
function useKeepBranding() {
  const queryClient = useQueryClient();
  return async (branding: Branding) => {
    queryClient.setQueryData(settingsKeys.branding(), {
      logoUrl: branding.logoUrl,
      primaryColor: branding.primaryColor,
      secondaryColor: branding.secondaryColor,
      customDomain: branding.customDomain,
    });
    await queryClient.invalidateQueries({ queryKey: meQueryKey });
  };
}

export function useUpdateBranding() {
  const keep = useKeepBranding();
  return useMutation({
    mutationFn: (input: BrandingUpdate) => api.patch<Branding>(PATH, input),
    onSuccess: keep,
  });
}

export function useUploadLogo() {
  const keep = useKeepBranding();
  return useMutation({
    mutationFn: (file: File) => api.upload<Branding & { logo: UploadedImage }>(`${PATH}/logo`, file),
    onSuccess: keep,
  });
}

export function useDeleteLogo() {
  const keep = useKeepBranding();
  return useMutation({
    mutationFn: () => api.delete<Branding>(`${PATH}/logo`),
    onSuccess: keep,
  });
}
