import { type NudgeResult, STALLED_APPROVALS, type StalledApprovals } from '@clientdock/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { analyticsKeys } from './keys';

export function getStalledApprovalsQueryOptions(days: number = STALLED_APPROVALS.defaultDays) {
  return queryOptions({
    queryKey: analyticsKeys.stalled(days),
    queryFn: ({ signal }) => api.get<StalledApprovals>(`/api/analytics/stalled-approvals?days=${days}`, { signal }),
  });
}

export function useStalledApprovals(days: number = STALLED_APPROVALS.defaultDays) {
  return useQuery(getStalledApprovalsQueryOptions(days));
}

/** Emails the portal's verified clients a reminder; the list then shows when the next one is allowed. */
export function useNudgePortal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (portalId: string) =>
      api.post<NudgeResult>(`/api/analytics/stalled-approvals/${encodeURIComponent(portalId)}/nudge`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...analyticsKeys.all, 'stalled'] }),
  });
}
