import type { Analytics, AnalyticsPeriod } from '@clientdock/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { analyticsKeys } from './keys';

export function getAnalyticsQueryOptions(period: AnalyticsPeriod) {
  return queryOptions({
    queryKey: analyticsKeys.overall(period),
    queryFn: ({ signal }) => api.get<Analytics>(`/api/analytics?period=${period}`, { signal }),
  });
}

/** Keeps the previous period's figures on screen while another period loads, so the page does not flash. */
export function useAnalytics(period: AnalyticsPeriod) {
  return useQuery({ ...getAnalyticsQueryOptions(period), placeholderData: keepPreviousData });
}

export function getPortalAnalyticsQueryOptions(portalId: string, period: AnalyticsPeriod) {
  return queryOptions({
    queryKey: analyticsKeys.portal(portalId, period),
    queryFn: ({ signal }) =>
      api.get<Analytics>(`/api/portals/${encodeURIComponent(portalId)}/analytics?period=${period}`, { signal }),
  });
}

export function usePortalAnalytics(portalId: string, period: AnalyticsPeriod) {
  return useQuery({ ...getPortalAnalyticsQueryOptions(portalId, period), placeholderData: keepPreviousData });
}

/** The CSV of the period's per-portal figures; a plain link, so the browser downloads it with the session cookie. */
export function analyticsExportUrl(period: AnalyticsPeriod): string {
  return `/api/analytics/export.csv?period=${period}`;
}
