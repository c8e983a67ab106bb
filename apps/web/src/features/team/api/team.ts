import type {
  InvitableRole,
  InvitationAccepted,
  InvitationPreview,
  Team,
  TeamInvitation,
  TeamInvitationAccept,
  TeamInvitationCreate,
  TeamMember,
} from '@clientdock/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const teamKeys = {
  all: ['team'] as const,
  detail: () => [...teamKeys.all, 'detail'] as const,
  invitation: (id: string) => [...teamKeys.all, 'invitation', id] as const,
};

export function getTeamQueryOptions() {
  return queryOptions({
    queryKey: teamKeys.detail(),
    queryFn: ({ signal }) => api.get<Team>('/api/team', { signal }),
  });
}

export function useTeam() {
  return useQuery(getTeamQueryOptions());
}

function useTeamMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.detail() }),
  });
}

export const useInviteMember = () =>
  useTeamMutation((input: TeamInvitationCreate) => api.post<TeamInvitation>('/api/team/invitations', input));

export const useResendInvitation = () =>
  useTeamMutation((id: string) => api.post<TeamInvitation>(`/api/team/invitations/${encodeURIComponent(id)}/resend`));

export const useRevokeInvitation = () =>
  useTeamMutation((id: string) => api.delete<TeamInvitation>(`/api/team/invitations/${encodeURIComponent(id)}`));

export const useChangeMemberRole = () =>
  useTeamMutation(({ memberId, role }: { memberId: string; role: InvitableRole }) =>
    api.patch<TeamMember>(`/api/team/members/${encodeURIComponent(memberId)}`, { role }),
  );

export const useRemoveMember = () =>
  useTeamMutation((memberId: string) => api.delete<void>(`/api/team/members/${encodeURIComponent(memberId)}`));

export function useInvitationPreview(id: string | null) {
  return useQuery({
    queryKey: teamKeys.invitation(id ?? ''),
    queryFn: ({ signal }) =>
      api.get<InvitationPreview>(`/api/team/invitations/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: Boolean(id),
    retry: false,
  });
}

/** Registers a new account with the invited address; better-auth signs it in straight away. */
export function registerForInvitation(input: { name: string; email: string; password: string }) {
  return api.post<unknown>('/api/auth/sign-up/email', input);
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TeamInvitationAccept) => api.post<InvitationAccepted>('/api/team/invitations/accept', input),
    // The account is a team member now: its menu, limits and portals all change.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
