import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type {
  ActivityApproval,
  ActivityComment,
  ActivityFile,
  ActivityPortalInfo,
  FormResponse,
  PortalVisitorRow,
} from './types';

const base = (portalId: string) => `/api/portals/${encodeURIComponent(portalId)}`;

export const activityKeys = {
  all: (portalId: string) => ['portal-activity', portalId] as const,
  comments: (portalId: string) => ['portal-activity', portalId, 'comments'] as const,
  approvals: (portalId: string) => ['portal-activity', portalId, 'approvals'] as const,
  responses: (portalId: string) => ['portal-activity', portalId, 'responses'] as const,
  visitors: (portalId: string) => ['portal-activity', portalId, 'visitors'] as const,
  files: (portalId: string) => ['portal-activity', portalId, 'files'] as const,
  portal: (portalId: string) => ['portal-activity', portalId, 'portal'] as const,
};

export const formResponsesCsvUrl = (portalId: string) => `${base(portalId)}/form-responses.csv`;

export function useActivityComments(portalId: string) {
  return useQuery({
    queryKey: activityKeys.comments(portalId),
    queryFn: () => api.get<{ comments: ActivityComment[] }>(`${base(portalId)}/comments`),
    select: (data) => data.comments,
  });
}

export function useActivityApprovals(portalId: string) {
  return useQuery({
    queryKey: activityKeys.approvals(portalId),
    queryFn: () => api.get<{ approvals: ActivityApproval[] }>(`${base(portalId)}/approvals`),
    select: (data) => data.approvals,
  });
}

export function useFormResponses(portalId: string) {
  return useQuery({
    queryKey: activityKeys.responses(portalId),
    queryFn: () => api.get<{ responses: FormResponse[] }>(`${base(portalId)}/form-responses`),
    select: (data) => data.responses,
  });
}

export function useVisitors(portalId: string) {
  return useQuery({
    queryKey: activityKeys.visitors(portalId),
    queryFn: () => api.get<{ visitors: PortalVisitorRow[] }>(`${base(portalId)}/visitors`),
    select: (data) => data.visitors,
  });
}

/** File names for comment threads; a missing list only means threads show "a file". */
export function useActivityFiles(portalId: string) {
  return useQuery({
    queryKey: activityKeys.files(portalId),
    queryFn: () => api.get<{ files: ActivityFile[] }>(`${base(portalId)}/files`),
    select: (data) => data.files,
  });
}

/** Section titles and form field labels for the responses table. */
export function useActivityPortal(portalId: string) {
  return useQuery({
    queryKey: activityKeys.portal(portalId),
    queryFn: () => api.get<ActivityPortalInfo>(base(portalId)),
  });
}

export function useReplyToComment(portalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { body: string; parentId: string; fileId?: string | null }) =>
      api.post<ActivityComment>(`${base(portalId)}/comments`, {
        body: input.body,
        parentId: input.parentId,
        ...(input.fileId ? { fileId: input.fileId } : {}),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityKeys.comments(portalId) }),
  });
}

export function useResolveComment(portalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { commentId: string; resolved: boolean }) =>
      api.patch<ActivityComment>(`${base(portalId)}/comments/${encodeURIComponent(input.commentId)}`, {
        resolved: input.resolved,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityKeys.comments(portalId) }),
  });
}
