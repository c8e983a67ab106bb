import type { CreatorRequests, RequestUpload, RequestUploadReview } from '@clientdock/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { portalKeys } from './keys';

export const requestsKey = (portalId: string) => [...portalKeys.detail(portalId), 'requests'] as const;
const requestsPath = (portalId: string) => `/api/portals/${encodeURIComponent(portalId)}/requests`;
const uploadPath = (portalId: string, uploadId: string) =>
  `${requestsPath(portalId)}/uploads/${encodeURIComponent(uploadId)}`;

/** Where the creator's browser opens or downloads a client's upload (same-origin, the session cookie applies). */
export const requestLinks = {
  content: (portalId: string, uploadId: string) => `${uploadPath(portalId, uploadId)}/content`,
  download: (portalId: string, uploadId: string) => `${uploadPath(portalId, uploadId)}/content?download=1`,
  thumbnail: (portalId: string, uploadId: string) => `${uploadPath(portalId, uploadId)}/thumbnail`,
  zip: (portalId: string, itemId?: string) =>
    `${requestsPath(portalId)}/download${itemId ? `?itemId=${encodeURIComponent(itemId)}` : ''}`,
};

/** fresh: ask again whenever the tab opens, since sections saved meanwhile change the items. */
export function useFileRequests(portalId: string, { enabled = true, fresh = false } = {}) {
  return useQuery({
    queryKey: requestsKey(portalId),
    queryFn: ({ signal }) => api.get<CreatorRequests>(requestsPath(portalId), { signal }),
    enabled,
    refetchOnMount: fresh ? 'always' : true,
  });
}

function useRefresh(portalId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: requestsKey(portalId) });
}

export function useReviewUpload(portalId: string) {
  const refresh = useRefresh(portalId);
  return useMutation({
    mutationFn: ({ uploadId, review }: { uploadId: string; review: RequestUploadReview }) =>
      api.patch<RequestUpload>(uploadPath(portalId, uploadId), review),
    onSuccess: refresh,
  });
}

/** Copies an accepted upload into the portal's files. */
export function useShareUpload(portalId: string) {
  const queryClient = useQueryClient();
  const refresh = useRefresh(portalId);
  return useMutation({
    mutationFn: (uploadId: string) => api.post<{ fileId: string }>(`${uploadPath(portalId, uploadId)}/share`),
    onSuccess: () =>
      Promise.all([
        refresh(),
        queryClient.invalidateQueries({ queryKey: portalKeys.files(portalId) }),
        queryClient.invalidateQueries({ queryKey: portalKeys.detail(portalId), exact: true }),
      ]),
  });
}
