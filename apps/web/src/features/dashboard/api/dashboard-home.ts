import type { DashboardHome, NudgeResult, Recipient } from '@clientdock/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notificationsQueryKey } from '@/features/notifications';
import { api } from '@/lib/api-client';

export const dashboardHomeQueryKey = ['dashboard', 'home'] as const;

export function useDashboardHome() {
  return useQuery({
    queryKey: dashboardHomeQueryKey,
    queryFn: ({ signal }) => api.get<DashboardHome>('/api/dashboard/home', { signal }),
  });
}

/**
 * Refreshes the home whenever the bell's list changes after its first load: the bell's live stream (or its
 * polling while the stream is down) is the one listener, so the home opens no second connection.
 */
export function useHomeFollowsNotifications() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const [root] = notificationsQueryKey;
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      if (event.query.queryKey[0] !== root || event.query.state.dataUpdateCount < 2) return;
      void queryClient.invalidateQueries({ queryKey: dashboardHomeQueryKey });
    });
  }, [queryClient]);
}

export function useRemindRecipient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ portalId, recipientId }: { portalId: string; recipientId: string }) =>
      api.post<Recipient>(
        `/api/portals/${encodeURIComponent(portalId)}/recipients/${encodeURIComponent(recipientId)}/remind`,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardHomeQueryKey }),
  });
}

export function useNudgePortal() {
  return useMutation({
    mutationFn: (portalId: string) =>
      api.post<NudgeResult>(`/api/analytics/stalled-approvals/${encodeURIComponent(portalId)}/nudge`),
  });
}
