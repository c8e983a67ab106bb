import type { PublicRequests } from '@clientdock/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type PortalApiError, portalRequest, publicPortalPath } from './portal-request';

export const requestsKey = (uuid: string) => ['public-portal', uuid, 'requests'] as const;

export const requestUploadsPath = (uuid: string) => `${publicPortalPath(uuid)}/uploads`;

/** The client's own file, as sent. */
export const requestUploadUrl = (uuid: string, uploadId: string) =>
  `${publicPortalPath(uuid)}/requests/uploads/${encodeURIComponent(uploadId)}`;

/** What the creator asks for, with this browser's (or this verified address's) uploads into each item. */
export function usePortalRequests(uuid: string) {
  return useQuery<PublicRequests, PortalApiError>({
    queryKey: requestsKey(uuid),
    queryFn: () => portalRequest<PublicRequests>('GET', `${publicPortalPath(uuid)}/requests`),
  });
}

export function useRemoveRequestUpload(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation<void, PortalApiError, { uploadId: string; name: string }>({
    mutationFn: ({ uploadId }) => portalRequest('DELETE', requestUploadUrl(uuid, uploadId)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestsKey(uuid) }),
  });
}
