import type { AnalyticsPeriod } from '@clientdock/shared';

export const analyticsKeys = {
  all: ['analytics'] as const,
  overall: (period: AnalyticsPeriod) => [...analyticsKeys.all, 'overall', period] as const,
  portal: (portalId: string, period: AnalyticsPeriod) => [...analyticsKeys.all, 'portal', portalId, period] as const,
  stalled: (days: number) => [...analyticsKeys.all, 'stalled', days] as const,
};
