import type { Analytics, AnalyticsPeriod, PortalPerformance } from '@clientdock/shared';
import { timeSeriesInterval } from '@clientdock/shared';
import { formatDay } from './format';

export const SERIES = [
  { key: 'views', label: 'Views' },
  { key: 'downloads', label: 'Downloads' },
  { key: 'comments', label: 'Comments' },
  { key: 'approvals', label: 'Approvals' },
] as const;
export type SeriesKey = (typeof SERIES)[number]['key'];

export interface TimeSeriesChartData {
  /** The first day of each point (YYYY-MM-DD): the day itself, or the week's first day. */
  dates: string[];
  isWeekly: boolean;
  series: Record<SeriesKey, number[]>;
  /** Any activity at all; without it the chart gives way to an empty message. */
  hasActivity: boolean;
}

export function toTimeSeriesChart(points: Analytics['timeSeries'], period: AnalyticsPeriod): TimeSeriesChartData {
  const series = { views: [], downloads: [], comments: [], approvals: [] } as Record<SeriesKey, number[]>;
  for (const point of points) for (const { key } of SERIES) series[key].push(point[key]);
  return {
    dates: points.map((point) => point.date),
    isWeekly: timeSeriesInterval(period) === 'week',
    series,
    hasActivity: points.some((point) => SERIES.some(({ key }) => point[key] > 0)),
  };
}

/**
 * Which points get an axis label: evenly spaced counting back from the last, so the axis always ends on the
 * latest day (today) instead of wherever the chart's own spacing happens to stop.
 */
export function isTickShown(index: number, count: number, maxTicks = 6): boolean {
  const step = Math.max(1, Math.ceil(count / maxTicks));
  return (count - 1 - index) % step === 0;
}

/** The tooltip title of a point: "Mar 18, 2026" or "Week of Mar 15, 2026". */
export function pointTitle(date: string, isWeekly: boolean): string {
  return `${isWeekly ? 'Week of ' : ''}${formatDay(date, 'long')}`;
}

export interface PortalBarData {
  names: string[];
  views: number[];
  downloads: number[];
}

/** The busiest portals (by views, then downloads) for the bar chart; long names are shortened. */
export function toPortalBars(portals: PortalPerformance[], limit = 8, maxName = 22): PortalBarData {
  const busiest = [...portals]
    .filter((portal) => portal.views + portal.downloads > 0)
    .sort((a, b) => b.views - a.views || b.downloads - a.downloads || a.name.localeCompare(b.name))
    .slice(0, limit);
  return {
    names: busiest.map((portal) =>
      portal.name.length > maxName ? `${portal.name.slice(0, maxName - 1)}…` : portal.name,
    ),
    views: busiest.map((portal) => portal.views),
    downloads: busiest.map((portal) => portal.downloads),
  };
}
