import type { PushSubscriptionInput } from '@clientdock/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, request } from '@/lib/api-client';

const pushKey = ['notifications', 'push'] as const;

export interface PushStatus {
  publicKey: string;
  subscriptions: number;
}

export function usePushStatus() {
  return useQuery({ queryKey: pushKey, queryFn: () => api.get<PushStatus>('/api/notifications/push') });
}

export function useSavePushSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscription: PushSubscriptionInput) =>
      api.post<unknown>('/api/notifications/push-subscriptions', subscription),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushKey }),
  });
}

export function useRemovePushSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (endpoint: string) =>
      request<unknown>('DELETE', '/api/notifications/push-subscriptions', { body: { endpoint } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushKey }),
  });
}
