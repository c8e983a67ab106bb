import {
  type AccessSubject,
  ANALYTICS_PERIODS,
  type AnalyticsPeriod,
  canViewAnalyticsPeriod,
  DEFAULT_ANALYTICS_PERIOD,
  FREE_ANALYTICS_PERIOD,
} from '@clientdock/shared';

export const PERIOD_LABELS: Record<AnalyticsPeriod, { long: string; short: string; previous: string | null }> = {
  '7d': { long: '7 days', short: '7D', previous: 'the previous 7 days' },
  '30d': { long: '30 days', short: '30D', previous: 'the previous 30 days' },
  '90d': { long: '90 days', short: '90D', previous: 'the previous 90 days' },
  '1y': { long: '1 year', short: '1Y', previous: 'the previous year' },
  all: { long: 'All time', short: 'All', previous: null },
};

export function isPeriod(value: string | null | undefined): value is AnalyticsPeriod {
  return ANALYTICS_PERIODS.some((period) => period === value);
}

/** The period in the URL, or the default (30 days) when it is missing or not one of ours. */
export function periodFrom(value: string | null | undefined): AnalyticsPeriod {
  return isPeriod(value) ? value : DEFAULT_ANALYTICS_PERIOD;
}

/** "in the last 30 days" / "of all time", for empty states and captions. */
export function periodPhrase(period: AnalyticsPeriod): string {
  return period === 'all' ? 'yet' : `in the last ${PERIOD_LABELS[period].long}`;
}

/** The periods this person's plan does not include (all but the last 7 days on Free). */
export function lockedPeriods(me: AccessSubject): AnalyticsPeriod[] {
  return ANALYTICS_PERIODS.filter((period) => !canViewAnalyticsPeriod(me, period));
}

/** The period to show: the one asked for, or the last 7 days when the plan does not include it. */
export function periodForPlan(me: AccessSubject, period: AnalyticsPeriod): AnalyticsPeriod {
  return canViewAnalyticsPeriod(me, period) ? period : FREE_ANALYTICS_PERIOD;
}
