import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '@clientdock/shared';
import dayjs from 'dayjs';

export const PERIOD_LABELS: Record<AnalyticsPeriod, { long: string; short: string; previous: string | null }> = {
  '7d': { long: '7 days', short: '7D', previous: 'the previous 7 days' },
  '30d': { long: '30 days', short: '30D', previous: 'the previous 30 days' },
  '90d': { long: '90 days', short: '90D', previous: 'the previous 90 days' },
  '1y': { long: '1 year', short: '1Y', previous: 'the previous year' },
  all: { long: 'All time', short: 'All', previous: null },
};

export function periodFrom(value: string | null): AnalyticsPeriod {
  return ANALYTICS_PERIODS.find((period) => period === value) ?? '30d';
}

/** A day of the series (YYYY-MM-DD, UTC) as an axis label: Mar 18. */
export function formatDay(day: string, style: 'short' | 'long' = 'short'): string {
  const date = dayjs(`${day}T00:00:00`);
  return style === 'short' ? date.format('MMM D') : date.format('MMM D, YYYY');
}
