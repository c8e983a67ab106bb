import type { PlanId, PlanOverview } from '@clientdock/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/features/auth';
import { api } from '@/lib/api-client';
import { settingsKeys } from './keys';

const PATH = '/api/billing/plan';

export function getPlanQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.plan(),
    queryFn: ({ signal }) => api.get<PlanOverview>(PATH, { signal }),
  });
}

export function usePlan() {
  return useQuery(getPlanQueryOptions());
}

export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: PlanId) => api.post<PlanOverview | { redirectUrl: string }>(PATH, { plan }),
    onSuccess: async (answer) => {
      if ('redirectUrl' in answer) {
        window.location.assign(answer.redirectUrl);
        return;
      }
      queryClient.setQueryData(settingsKeys.plan(), answer);
      // Limits, abilities and the side menu come from /api/me.
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
