import type { Anchor, CreatorComment, PortalFile, PortalFileList } from '@clientdock/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { portalKeys } from './keys';

const base = (portalId: string) => `/api/portals/${encodeURIComponent(portalId)}`;
const fileBase = (portalId: string, fileId: string) => `${base(portalId)}/files/${encodeURIComponent(fileId)}`;

export const reviewKeys = {
  comments: (portalId: string) => [...portalKeys.all, 'comments', portalId] as const,
  versions: (portalId: string, fileId: string) => [...portalKeys.all, 'versions', portalId, fileId] as const,
};

/** Every comment thread of the portal (replies nested), oldest first. */
export function usePortalComments(portalId: string, isEnabled = true) {
  return useQuery({
    queryKey: reviewKeys.comments(portalId),
    queryFn: async ({ signal }) =>
      (await api.get<{ comments: CreatorComment[] }>(`${base(portalId)}/comments`, { signal })).comments,
    enabled: isEnabled,
  });
}

/** A file's versions, newest first, each with the creator's note. */
export function useFileVersions(portalId: string, fileId: string) {
  return useQuery({
    queryKey: reviewKeys.versions(portalId, fileId),
    queryFn: async ({ signal }) =>
      (await api.get<PortalFileList>(`${fileBase(portalId, fileId)}/versions`, { signal })).files,
  });
}

/** Comments change the files' review summaries too. */
function useRefreshReview(portalId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewKeys.comments(portalId) }),
      queryClient.invalidateQueries({ queryKey: portalKeys.files(portalId) }),
    ]);
}

export interface NewComment {
  body: string;
  parentId?: string;
  fileId?: string;
  fileVersion?: number;
  anchor?: Anchor;
}

export function useAddComment(portalId: string) {
  const refresh = useRefreshReview(portalId);
  return useMutation({
    mutationFn: (input: NewComment) => api.post<CreatorComment>(`${base(portalId)}/comments`, input),
    onSuccess: refresh,
  });
}

export function useSetResolved(portalId: string) {
  const refresh = useRefreshReview(portalId);
  return useMutation({
    mutationFn: ({ commentId, resolved }: { commentId: string; resolved: boolean }) =>
      api.patch<CreatorComment>(`${base(portalId)}/comments/${encodeURIComponent(commentId)}`, { resolved }),
    onSuccess: refresh,
  });
}

export function useCarryForward(portalId: string, file: Pick<PortalFile, 'id'>) {
  const refresh = useRefreshReview(portalId);
  return useMutation({
    mutationFn: (input: { commentIds: string[]; to: number }) =>
      api.post<{ comments: CreatorComment[] }>(`${fileBase(portalId, file.id)}/carry-forward`, input),
    onSuccess: refresh,
  });
}

export function useCloseAddressed(portalId: string, file: Pick<PortalFile, 'id'>) {
  const refresh = useRefreshReview(portalId);
  return useMutation({
    mutationFn: (input: { commentIds: string[] }) =>
      api.post<{ comments: CreatorComment[] }>(`${fileBase(portalId, file.id)}/close-addressed`, input),
    onSuccess: refresh,
  });
}
