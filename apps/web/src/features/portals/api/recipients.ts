import type { Recipient, RecipientCreate, RecipientList, RecipientSettings } from '@clientdock/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { portalKeys } from './keys';

export const recipientsKey = (portalId: string) => [...portalKeys.detail(portalId), 'recipients'] as const;
const recipientsPath = (portalId: string) => `/api/portals/${encodeURIComponent(portalId)}/recipients`;

export function useRecipients(portalId: string) {
  return useQuery({
    queryKey: recipientsKey(portalId),
    queryFn: ({ signal }) => api.get<RecipientList>(recipientsPath(portalId), { signal }),
  });
}

function useRefresh(portalId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: recipientsKey(portalId) }),
      // An email-code portal's allow list may have gained the address.
      queryClient.invalidateQueries({ queryKey: portalKeys.detail(portalId), exact: true }),
    ]);
}

/** One address at a time, so each gets its own answer (sent, sent again, or why not). */
export function useInviteRecipient(portalId: string) {
  return useMutation({
    mutationFn: (input: RecipientCreate) => api.post<Recipient>(recipientsPath(portalId), input),
  });
}

export function useRefreshRecipients(portalId: string) {
  return useRefresh(portalId);
}

export function useRemindRecipient(portalId: string) {
  const refresh = useRefresh(portalId);
  return useMutation({
    mutationFn: (recipientId: string) =>
      api.post<Recipient>(`${recipientsPath(portalId)}/${encodeURIComponent(recipientId)}/remind`),
    onSuccess: refresh,
  });
}

export function useRevokeRecipient(portalId: string) {
  const refresh = useRefresh(portalId);
  return useMutation({
    mutationFn: (recipientId: string) =>
      api.delete<void>(`${recipientsPath(portalId)}/${encodeURIComponent(recipientId)}`),
    onSuccess: refresh,
  });
}

export function useSetAutoReminders(portalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: RecipientSettings) =>
      api.patch<RecipientList>(`${recipientsPath(portalId)}/settings`, settings),
    onSuccess: (list) => queryClient.setQueryData(recipientsKey(portalId), list),
  });
}
