import {
  type AnalyticsPeriod,
  PRODUCT_EVENT_LIMITS,
  PRODUCT_EVENT_NAMES,
  type ProductAnalytics,
  type ProductEventName,
  type ProductEventProps,
  productEventMessages,
  SERVER_PRODUCT_EVENTS,
} from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { TooManyRequests } from '../../lib/errors';
import { bucketOf, bucketStarts, periodWindow } from '../analytics';

const MINUTE_MS = 60_000;
/** Beyond this many client addresses in one minute's table, the oldest windows are forgotten first. */
const MAX_TRACKED_ADDRESSES = 10_000;

/**
 * Per client address, in memory: a lost count on restart or a second instance costs a few extra analytics rows,
 * which does not justify a database write per event (the portal's posting limits are in the database instead).
 */
const windows = new WeakMap<AppContext, Map<string, { start: number; count: number }>>();

function admit(ctx: AppContext, address: string) {
  let table = windows.get(ctx);
  if (!table) {
    table = new Map();
    windows.set(ctx, table);
  }
  const now = ctx.clock().getTime();
  let window = table.get(address);
  if (!window || window.start <= now - MINUTE_MS) {
    if (table.size >= MAX_TRACKED_ADDRESSES) {
      for (const [key, old] of table) if (old.start <= now - MINUTE_MS) table.delete(key);
      if (table.size >= MAX_TRACKED_ADDRESSES) table.delete(table.keys().next().value as string);
    }
    window = { start: now, count: 0 };
    table.set(address, window);
  }
  window.count += 1;
  if (window.count > PRODUCT_EVENT_LIMITS.perMinute) {
    throw new TooManyRequests(productEventMessages.tooMany, (window.start + MINUTE_MS - now) / 1000);
  }
}

/** `DNT: 1` or `Sec-GPC: 1`: the browser asks not to be tracked, and nothing is recorded. */
export function asksNotToBeTracked(headers: Record<string, string | string[] | undefined>): boolean {
  return headers.dnt === '1' || headers['sec-gpc'] === '1';
}

/** An event a browser sent (POST /api/events), within the address's per-minute share. */
export async function ingestClientEvent(
  ctx: AppContext,
  address: string,
  event: { name: ProductEventName; props?: ProductEventProps },
): Promise<void> {
  admit(ctx, address);
  await save(ctx, { name: event.name, source: 'client', props: event.props ?? null, userId: null });
}

/**
 * An event the server saw happen. userId ties sign-up, portal and purchase together for the funnel; it is an
 * internal id, and props never hold personal data. Never fails the action it describes.
 */
export async function recordProductEvent(
  ctx: AppContext,
  name: ProductEventName,
  options: { userId?: string | null; props?: ProductEventProps } = {},
): Promise<void> {
  await save(ctx, { name, source: 'server', props: options.props ?? null, userId: options.userId ?? null });
}

async function save(
  ctx: AppContext,
  event: { name: string; source: 'server' | 'client'; props: ProductEventProps | null; userId: string | null },
) {
  try {
    await ctx.repos.productEvents.record({ ...event, at: ctx.clock() });
  } catch (error) {
    ctx.log.warn({ err: error, event: event.name }, 'a product event was not recorded');
  }
}

/** Client downloads and interactions, from the portal's own announcements. */
export function subscribeProductEvents(ctx: AppContext) {
  // Views, most of what passes here, record nothing and cost no promise.
  ctx.events.on('client.activity', (activity) => {
    if (activity.type === 'download') return recordProductEvent(ctx, 'file_download');
    if (['comment', 'approval', 'form', 'upload'].includes(activity.type)) {
      return recordProductEvent(ctx, 'client_interaction', { props: { type: activity.type } });
    }
    return undefined;
  });
}

const zeroCounts = () =>
  Object.fromEntries(PRODUCT_EVENT_NAMES.map((name) => [name, 0])) as Record<ProductEventName, number>;
const isEventName = (name: string): name is ProductEventName =>
  (PRODUCT_EVENT_NAMES as readonly string[]).includes(name);
const percent = (count: number, of: number) => (of > 0 ? Math.round((count / of) * 100) : null);

/** The admin's product analytics over a period: counts, the funnel, top features and the latest client errors. */
export async function buildProductAnalytics(ctx: AppContext, period: AnalyticsPeriod): Promise<ProductAnalytics> {
  const now = ctx.clock();
  const repo = ctx.repos.productEvents;
  const window = periodWindow(period, now, period === 'all' ? await repo.firstDay() : null);
  const range = window.current;
  const [byDay, cohort, features, errors] = await Promise.all([
    repo.countsByDay(range, SERVER_PRODUCT_EVENTS),
    repo.signUpCohort(range),
    repo.topValues(range, 'feature_used', 'feature', PRODUCT_EVENT_LIMITS.topFeatures),
    repo.latest('error_occurred', range.fromDay, PRODUCT_EVENT_LIMITS.recentErrors),
  ]);

  const totals = zeroCounts();
  const points = new Map(bucketStarts(window).map((date) => [date, { date, counts: zeroCounts() }]));
  for (const row of byDay) {
    if (!isEventName(row.name)) continue;
    totals[row.name] += row.count;
    const point = points.get(bucketOf(window, row.day));
    if (point) point.counts[row.name] += row.count;
  }

  // Visits are anonymous (no cookie), so the first step counts arrivals; the others count accounts.
  const steps = [
    { step: 'visit', count: totals.product_hub_visit },
    { step: 'sign_up', count: cohort.signedUp },
    { step: 'portal_created', count: cohort.createdPortal },
    { step: 'first_client_view', count: cohort.clientViewed },
    { step: 'purchase', count: cohort.purchased },
  ] as const;
  return {
    period,
    interval: window.interval,
    from: range.fromDay,
    to: range.toDay,
    totals,
    timeSeries: [...points.values()],
    funnel: steps.map((entry, index) => ({
      ...entry,
      conversion: index === 0 ? null : percent(entry.count, steps[index - 1].count),
    })),
    topFeatures: features.map((row) => ({ feature: row.value, count: row.count })),
    recentErrors: errors.map((row) => ({
      message: typeof row.props.message === 'string' ? row.props.message : 'Unknown error',
      path: typeof row.props.path === 'string' ? row.props.path : null,
      at: row.at,
    })),
    lastUpdated: now.toISOString(),
  };
}
