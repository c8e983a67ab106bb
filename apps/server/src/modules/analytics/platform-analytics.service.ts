import {
  type AnalyticsPeriod,
  normalizePlan,
  PLATFORM_ANALYTICS_LIMITS,
  type PlatformAnalytics,
  type PlatformTimeSeriesPoint,
} from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { effectiveStatus } from '../access';
import type { TypeCount } from './analytics.repository';
import { metric } from './metrics';
import { bucketOf, bucketStarts, dayOf, periodWindow } from './period-window';

type Counted = 'views' | 'downloads' | 'comments' | 'approvals' | 'forms';

const FIELD_OF: Record<string, Counted | undefined> = {
  view: 'views',
  download: 'downloads',
  comment: 'comments',
  approval: 'approvals',
  form: 'forms',
};

const zero = (): Record<Counted, number> => ({ views: 0, downloads: 0, comments: 0, approvals: 0, forms: 0 });

function tally(rows: TypeCount[]): Record<Counted, number> {
  const counts = zero();
  for (const row of rows) {
    const field = FIELD_OF[row.type];
    if (field) counts[field] += row.count;
  }
  return counts;
}

/**
 * Activity across every creator's portals for the admin, from the daily rollups (so the retention of raw
 * events never changes these figures), with sign-ups and new portals over the same days.
 */
export async function buildPlatformAnalytics(ctx: AppContext, period: AnalyticsPeriod): Promise<PlatformAnalytics> {
  const now = ctx.clock();
  const repo = ctx.repos.platformAnalytics;
  const window = periodWindow(period, now, period === 'all' ? await repo.firstDay() : null);
  const { current, previous } = window;

  const [byDay, previousByType, creators, portals, previousCreators, previousPortals, totals, owners, topPortals] =
    await Promise.all([
      repo.countsByDay(current),
      previous ? repo.countsByType(previous) : Promise.resolve(null),
      repo.creatorsCreated(current),
      repo.portalsCreated(current),
      previous ? repo.creatorsCreated(previous) : Promise.resolve(null),
      previous ? repo.portalsCreated(previous) : Promise.resolve(null),
      repo.totals(now),
      repo.topOwners(current, PLATFORM_ANALYTICS_LIMITS.topCreators),
      repo.topPortals(current, PLATFORM_ANALYTICS_LIMITS.topPortals),
    ]);

  const points = new Map<string, PlatformTimeSeriesPoint>(
    bucketStarts(window).map((date) => [date, { date, ...zero(), newCreators: 0, newPortals: 0 }]),
  );
  for (const row of byDay) {
    const field = FIELD_OF[row.type];
    const point = points.get(bucketOf(window, row.day));
    if (field && point) point[field] += row.count;
  }
  for (const at of creators) {
    const point = points.get(bucketOf(window, dayOf(new Date(at))));
    if (point) point.newCreators++;
  }
  for (const at of portals) {
    const point = points.get(bucketOf(window, dayOf(new Date(at))));
    if (point) point.newPortals++;
  }

  const counts = tally(byDay);
  const before = previousByType ? tally(previousByType) : null;
  return {
    period,
    interval: window.interval,
    from: current.fromDay,
    to: current.toDay,
    overview: {
      creators: { total: totals.creators, new: metric(creators.length, previousCreators?.length ?? null) },
      portals: {
        total: totals.portals,
        active: totals.activePortals,
        new: metric(portals.length, previousPortals?.length ?? null),
      },
      views: metric(counts.views, before?.views ?? null),
      downloads: metric(counts.downloads, before?.downloads ?? null),
      comments: metric(counts.comments, before?.comments ?? null),
      approvals: metric(counts.approvals, before?.approvals ?? null),
      forms: metric(counts.forms, before?.forms ?? null),
    },
    timeSeries: [...points.values()],
    topCreators: owners.map((owner) => ({ ...owner, plan: normalizePlan(owner.plan) })),
    topPortals: topPortals.map((portal) => ({
      id: portal.id,
      name: portal.name,
      status: effectiveStatus(portal, now),
      ownerId: portal.ownerId,
      ownerName: portal.ownerName,
      views: portal.views,
      downloads: portal.downloads,
    })),
    lastUpdated: now.toISOString(),
  };
}
