import type { AnalyticsPeriod, EventRetention, PlatformAnalytics, ProductAnalytics } from '@clientdock/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const platformKeys = {
  analytics: (period: AnalyticsPeriod) => ['admin', 'platform-analytics', period] as const,
  retention: ['admin', 'event-retention'] as const,
  product: (period: AnalyticsPeriod) => ['admin', 'product-analytics', period] as const,
};

/** Keeps the previous period on screen while another loads, so the page does not flash. */
export function usePlatformAnalytics(period: AnalyticsPeriod) {
  return useQuery({
    queryKey: platformKeys.analytics(period),
    queryFn: ({ signal }) => api.get<PlatformAnalytics>(`/api/admin/analytics?period=${period}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Product analytics (spec §7): counts per event, the funnel, top features and recent client errors. */
export function useProductAnalytics(period: AnalyticsPeriod) {
  return useQuery({
    queryKey: platformKeys.product(period),
    queryFn: ({ signal }) => api.get<ProductAnalytics>(`/api/admin/analytics/product?period=${period}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useEventRetention() {
  return useQuery({
    queryKey: platformKeys.retention,
    queryFn: ({ signal }) => api.get<EventRetention>('/api/admin/analytics/retention', { signal }),
  });
}

export function useSetEventRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (retentionDays: number | null) =>
      api.patch<EventRetention>('/api/admin/analytics/retention', { retentionDays }),
    onSuccess: (retention) => queryClient.setQueryData(platformKeys.retention, retention),
  });
}
