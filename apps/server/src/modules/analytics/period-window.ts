import { ANALYTICS_PERIOD_DAYS, type AnalyticsPeriod, timeSeriesInterval } from '@clientdock/shared';
import type { DayRange, InstantRange } from './analytics.repository';

const DAY_MS = 86_400_000;

export type Span = DayRange & InstantRange;

export interface PeriodWindow {
  period: AnalyticsPeriod;
  interval: 'day' | 'week';
  current: Span;
  /** The same number of days just before; null for `all`. */
  previous: Span | null;
}

export function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return dayOf(new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS));
}

function span(fromDay: string, toDay: string): Span {
  return { fromDay, toDay, fromAt: `${fromDay}T00:00:00.000Z`, toAt: `${addDays(toDay, 1)}T00:00:00.000Z` };
}

/**
 * The days a period covers, in UTC: today and the days before it (7 days is today and the 6 before), or for
 * `all` everything from the first day with activity.
 */
export function periodWindow(period: AnalyticsPeriod, now: Date, firstDay: string | null): PeriodWindow {
  const today = dayOf(now);
  const interval = timeSeriesInterval(period);
  const days = ANALYTICS_PERIOD_DAYS[period];
  if (days === null) {
    const from = firstDay && firstDay < today ? firstDay : today;
    return { period, interval, current: span(from, today), previous: null };
  }
  const from = addDays(today, -(days - 1));
  return {
    period,
    interval,
    current: span(from, today),
    previous: span(addDays(from, -days), addDays(from, -1)),
  };
}

function sundayOf(day: string): string {
  return addDays(day, -new Date(`${day}T00:00:00.000Z`).getUTCDay());
}

/** The time series bucket a day falls in: the day itself, or its week (from Sunday, cut at the period's start). */
export function bucketOf(window: PeriodWindow, day: string): string {
  if (window.interval === 'day') return day;
  const sunday = sundayOf(day);
  return sunday < window.current.fromDay ? window.current.fromDay : sunday;
}

/** Every bucket of the period in order, so that days without activity show as zeros. */
export function bucketStarts(window: PeriodWindow): string[] {
  const { fromDay, toDay } = window.current;
  const starts: string[] = [];
  const step = window.interval === 'day' ? 1 : 7;
  let day = window.interval === 'day' ? fromDay : sundayOf(fromDay);
  while (day <= toDay) {
    starts.push(day < fromDay ? fromDay : day);
    day = addDays(day, step);
  }
  return starts;
}
