import type { OutboxRetryResult } from '@clientdock/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminDebugQueryKey } from './get-admin-debug';

/** One more try of a failed mail now; the list is read again whatever the outcome (a 404 means it left the list). */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<OutboxRetryResult>(`/api/admin/debug/outbox/${encodeURIComponent(id)}/retry`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminDebugQueryKey }),
  });
}
