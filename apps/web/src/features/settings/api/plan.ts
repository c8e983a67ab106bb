import type { BillingRedirect, BillingStatus, PlanId, PlanOverview } from '@clientdock/shared';
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
      await queryClient.invalidateQueries({ queryKey: settingsKeys.billing() });
      // Limits, abilities and the side menu come from /api/me.
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}

/**
 * The subscription: provider, status, renewal and invoices. While `keepAsking(plan)` says so (back from checkout,
 * before Stripe's webhook has arrived) it asks again every 2 s.
 */
export function useBilling(keepAsking: (plan: PlanId | undefined) => boolean = () => false) {
  return useQuery({
    queryKey: settingsKeys.billing(),
    queryFn: ({ signal }) => api.get<BillingStatus>('/api/billing', { signal }),
    refetchInterval: (query) => (keepAsking(query.state.data?.plan) ? 2000 : false),
  });
}

/** Opens Stripe's customer portal (card, plan, cancellation, invoices) in this tab. */
export function useManageBilling() {
  return useMutation({
    mutationFn: () => api.post<BillingRedirect>('/api/billing/portal'),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** Starts Stripe Checkout for a paid plan, in this tab. */
export function startCheckout(plan: Exclude<PlanId, 'free'>) {
  return api.post<BillingRedirect>('/api/billing/checkout', { plan });
}
