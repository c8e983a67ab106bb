import {
  ANALYTICS_LIMITS,
  type Analytics,
  type AnalyticsPeriod,
  type PortalPerformance,
  type RecentActivity,
  type TimeSeriesPoint,
} from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { effectiveStatus } from '../access';
import type { PortalRecord } from '../portals';
import { describeEvent } from './activity-text';
import type { EventCounts, PortalMonth, RecentEventRow } from './analytics.repository';
import { metric, percentOf } from './metrics';
import { bucketOf, bucketStarts, dayOf, periodWindow } from './period-window';
import { withMonthToDate, withWholeMonths } from './rollup-months';

type Counted = 'views' | 'downloads' | 'comments' | 'approvals';
type Counts = Record<Counted, number>;

const zero = (): Counts => ({ views: 0, downloads: 0, comments: 0, approvals: 0 });

function add(counts: Counts, row: Counts): void {
  counts.views += row.views;
  counts.downloads += row.downloads;
  counts.comments += row.comments;
  counts.approvals += row.approvals;
}

function tally(rows: Counts[]): Counts {
  const counts = zero();
  for (const row of rows) add(counts, row);
  return counts;
}

const perMonth = (rows: Array<EventCounts & PortalMonth>) =>
  rows.map((row) => ({ portalId: row.portalId, month: row.month, count: row.events }));

function toRecentActivity(event: RecentEventRow): RecentActivity {
  return {
    ...event,
    type: event.type as RecentActivity['type'],
    decision: event.decision === 'approved' || event.decision === 'changes_requested' ? event.decision : null,
    text: describeEvent(event),
  };
}

/**
 * The analytics answer for a set of portals the user may see (their own today; the portals a team role opens
 * later). Everything but the latest events comes from the rollups: daily, and monthly for the whole months
 * of a long period.
 */
export async function buildAnalytics(
  ctx: AppContext,
  portals: PortalRecord[],
  period: AnalyticsPeriod,
  advanced = true,
): Promise<Analytics> {
  const now = ctx.clock();
  const repo = ctx.repos.analytics;
  const ids = portals.map((portal) => portal.id);
  const window = periodWindow(period, now, period === 'all' ? await repo.firstDay(ids) : null);
  const { current, previous } = window;
  // Per visitor and file, whole months that have ended are read from the monthly rollups, and per visitor the
  // current month's ended days from visitor_to_date.
  const today = dayOf(now);
  const currentMonth = today.slice(0, 7);
  const currentByMonth = withMonthToDate(withWholeMonths(current, currentMonth), today);
  const previousByMonth = previous ? withWholeMonths(previous, currentMonth) : null;
  const [{ byDay, byPortalMonth }, before] = await Promise.all([
    repo.eventCounts(ids, current, today),
    previous ? repo.eventCounts(ids, previous) : Promise.resolve(null),
  ]);
  await repo.refreshMonths(
    ids,
    [currentByMonth, previousByMonth],
    perMonth([...byPortalMonth, ...(before?.byPortalMonth ?? [])]),
  );

  const [clients, previousVisitors, topFiles, recent] = await Promise.all([
    repo.clientActivity(ids, currentByMonth, ANALYTICS_LIMITS.clients),
    previousByMonth ? repo.countVisitors(ids, previousByMonth) : Promise.resolve(null),
    repo.topFiles(ids, currentByMonth, ANALYTICS_LIMITS.topFiles),
    repo.recentEvents(ids, current, ANALYTICS_LIMITS.recentActivity),
  ]);

  const totals = tally(byDay);
  const previousTotals = before ? tally(before.byDay) : null;
  const overview: Analytics['overview'] = {
    portals: {
      active: portals.filter((portal) => effectiveStatus(portal, now) === 'active').length,
      total: portals.length,
    },
    views: metric(totals.views, previousTotals?.views ?? null),
    uniqueVisitors: metric(clients.visitors, previousVisitors),
    downloads: metric(totals.downloads, previousTotals?.downloads ?? null),
    comments: metric(totals.comments, previousTotals?.comments ?? null),
    approvals: metric(totals.approvals, previousTotals?.approvals ?? null),
    linkPreviews: byDay.reduce((sum, row) => sum + row.linkPreviews, 0),
  };

  const points = new Map<string, TimeSeriesPoint>(bucketStarts(window).map((date) => [date, { date, ...zero() }]));
  for (const row of byDay) {
    const point = points.get(bucketOf(window, row.day));
    if (point) add(point, row);
  }

  const perPortal = new Map<string, Counts>();
  for (const row of byPortalMonth) {
    const counts = perPortal.get(row.portalId) ?? zero();
    add(counts, row);
    perPortal.set(row.portalId, counts);
  }
  const portalPerformance: PortalPerformance[] = portals
    .map((portal) => {
      const counts = perPortal.get(portal.id) ?? zero();
      return {
        portalId: portal.id,
        name: portal.name,
        status: effectiveStatus(portal, now),
        ...counts,
        conversionRate: percentOf(counts.downloads, counts.views),
        engagement: percentOf(counts.comments, counts.views),
      };
    })
    .sort((a, b) => b.views - a.views || a.name.localeCompare(b.name) || a.portalId.localeCompare(b.portalId));

  const portalNames = new Map(portals.map((portal) => [portal.id, portal.name]));
  return {
    overview,
    timeSeries: [...points.values()],
    portalPerformance,
    filePopularity: (advanced ? topFiles : []).map((file) => ({
      fileId: file.fileId,
      name: file.name,
      portalId: file.portalId,
      portalName: portalNames.get(file.portalId) ?? '',
      downloads: file.downloads,
    })),
    clientEngagement: advanced ? clients.clients : [],
    recentActivity: recent.map(toRecentActivity),
    period,
    lastUpdated: now.toISOString(),
    advanced,
  };
}
