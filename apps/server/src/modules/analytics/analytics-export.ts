import type { Analytics, AnalyticsPeriod } from '@clientdock/shared';
import { toCsv } from '../../lib/csv';

export const EXPORT_COLUMNS = ['Portal Name', 'Views', 'Downloads', 'Comments', 'Conversion Rate', 'Status'] as const;

/** The per-portal figures of the period as CSV, one row per portal in the order the page shows them. */
export function analyticsCsv(analytics: Analytics): string {
  return toCsv([
    [...EXPORT_COLUMNS],
    ...analytics.portalPerformance.map((portal) => [
      portal.name,
      portal.views,
      portal.downloads,
      portal.comments,
      `${portal.conversionRate}%`,
      portal.status,
    ]),
  ]);
}

export function exportFilename(period: AnalyticsPeriod, now: Date): string {
  return `clientdock-analytics-${period}-${now.toISOString().slice(0, 10)}.csv`;
}
