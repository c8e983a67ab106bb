import type { Anchor } from '@clientdock/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { takePersonalLinkToken } from './personal-link';
import { type PortalApiError, portalRequest, publicPortalPath } from './portal-request';
import { takePreviewToken } from './preview-link';
import type { Approval, PortalComment, PublicPortalResponse } from './types';

export const clientPortalKeys = {
  portal: (uuid: string) => ['public-portal', uuid] as const,
  comments: (uuid: string) => ['public-portal', uuid, 'comments'] as const,
  approvals: (uuid: string) => ['public-portal', uuid, 'approvals'] as const,
};

export const publicPortalQueryOptions = (uuid: string) =>
  queryOptions<PublicPortalResponse, PortalApiError>({
    queryKey: clientPortalKeys.portal(uuid),
    queryFn: () => {
      const preview = takePreviewToken();
      const token = preview ? null : takePersonalLinkToken();
      let path = publicPortalPath(uuid);
      if (preview) path += `?preview=${encodeURIComponent(preview)}`;
      else if (token) path += `?r=${encodeURIComponent(token)}`;
      return portalRequest<PublicPortalResponse>('GET', path);
    },
    // A locked, expired or unknown portal is an answer, not a hiccup; a failed connection shows "Try again".
    retry: false,
    // An answer the server already gave with the page (a 404 or 410 drawn there) is not asked for again.
    retryOnMount: false,
    refetchOnWindowFocus: false,
    staleTime: 60_000,
  });

export function usePublicPortal(uuid: string) {
  return useQuery(publicPortalQueryOptions(uuid));
}

export function usePortalComments(uuid: string) {
  return useQuery({
    queryKey: clientPortalKeys.comments(uuid),
    queryFn: () => portalRequest<{ comments: PortalComment[] }>('GET', `${publicPortalPath(uuid)}/comments`),
    select: (data) => data.comments,
  });
}

export function usePortalApprovals(uuid: string) {
  return useQuery({
    queryKey: clientPortalKeys.approvals(uuid),
    queryFn: () => portalRequest<{ approvals: Approval[] }>('GET', `${publicPortalPath(uuid)}/approvals`),
    select: (data) => data.approvals,
  });
}

export interface UnlockAnswer {
  ok: true;
}

export function useUnlockPortal(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation<UnlockAnswer, PortalApiError, { pin: string }>({
    mutationFn: (body) => portalRequest('POST', `${publicPortalPath(uuid)}/unlock`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientPortalKeys.portal(uuid) }),
  });
}

export interface EmailCodeAnswer {
  sent: true;
  resendAfterSeconds: number;
  expiresInSeconds: number;
}

export function useSendEmailCode(uuid: string) {
  return useMutation<EmailCodeAnswer, PortalApiError, { email: string }>({
    mutationFn: (body) => portalRequest('POST', `${publicPortalPath(uuid)}/email-code`, body),
  });
}

export function useVerifyEmailCode(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation<UnlockAnswer, PortalApiError, { email: string; code: string }>({
    mutationFn: (body) => portalRequest('POST', `${publicPortalPath(uuid)}/verify-email`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientPortalKeys.portal(uuid) }),
  });
}

export interface NewComment {
  name: string;
  email?: string;
  body: string;
  fileId?: string;
  parentId?: string;
  fileVersion?: number;
  anchor?: Anchor;
}

export function useAddComment(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation<PortalComment, PortalApiError, NewComment>({
    mutationFn: (body) => portalRequest('POST', `${publicPortalPath(uuid)}/comments`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientPortalKeys.comments(uuid) }),
  });
}

export interface NewApproval {
  name: string;
  email?: string;
  decision: Approval['decision'];
  note?: string;
  fileId?: string;
  sectionId?: string;
}

export function useCreateApproval(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation<Approval, PortalApiError, NewApproval>({
    mutationFn: (body) => portalRequest('POST', `${publicPortalPath(uuid)}/approvals`, body),
    onSuccess: (approval) => {
      queryClient.setQueryData<{ approvals: Approval[] }>(clientPortalKeys.approvals(uuid), (old) =>
        old ? { approvals: [approval, ...old.approvals.filter((a) => a.id !== approval.id)] } : old,
      );
      return queryClient.invalidateQueries({ queryKey: clientPortalKeys.approvals(uuid) });
    },
  });
}

export interface FormAnswerBody {
  name?: string;
  email?: string;
  answers: Record<string, string | number | boolean>;
}

export function useSubmitForm(uuid: string, sectionId: string) {
  return useMutation<{ id: string; submittedAt: string }, PortalApiError, FormAnswerBody>({
    mutationFn: (body) =>
      portalRequest('POST', `${publicPortalPath(uuid)}/forms/${encodeURIComponent(sectionId)}`, body),
  });
}

export const downloadAllUrl = (uuid: string) => `${publicPortalPath(uuid)}/download-all`;
