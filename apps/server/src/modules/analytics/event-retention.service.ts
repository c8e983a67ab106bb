import type { EventRetention } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import type { RequestMeta } from '../../lib/request-meta';
import type { UserRecord } from '../users';
import { dayOf } from './period-window';

const DAY_MS = 86_400_000;
const DELETE_BATCH = 5000;

const cutoffFor = (days: number, now: Date) => new Date(now.getTime() - days * DAY_MS);

export async function describeRetention(ctx: AppContext): Promise<EventRetention> {
  const repo = ctx.repos.eventRetention;
  const retentionDays = await repo.getRetentionDays();
  const [rawEvents, expiredEvents, lastRun] = await Promise.all([
    repo.rawEventStats(),
    retentionDays === null ? Promise.resolve(0) : repo.countOlderThan(cutoffFor(retentionDays, ctx.clock())),
    repo.lastRun(),
  ]);
  return { retentionDays, rawEvents, expiredEvents, lastRun };
}

export async function setRetention(
  ctx: AppContext,
  admin: UserRecord,
  retentionDays: number | null,
  meta: RequestMeta,
): Promise<EventRetention> {
  const before = await ctx.repos.eventRetention.getRetentionDays();
  await ctx.repos.eventRetention.setRetentionDays(retentionDays);
  await ctx.repos.audit.record({
    action: 'analytics.retention_changed',
    actorId: admin.id,
    actorEmail: admin.email,
    targetType: 'app_setting',
    targetId: 'analytics.eventRetentionDays',
    ip: meta.ip,
    userAgent: meta.userAgent,
    details: { from: before, to: retentionDays },
  });
  return describeRetention(ctx);
}

/**
 * The daily run: deletes raw events older than the retention. Analytics reads the daily rollups, which are
 * kept, so totals and charts do not change. Claimed per UTC day, so it runs once a day however many
 * instances call it, and however often. Answers how many were deleted, or null when there was nothing to do.
 */
export async function applyEventRetention(ctx: AppContext, now = ctx.clock()): Promise<number | null> {
  const repo = ctx.repos.eventRetention;
  const retentionDays = await repo.getRetentionDays();
  if (retentionDays === null) return null;
  const day = dayOf(now);
  const cutoff = cutoffFor(retentionDays, now);
  if (!(await repo.claimRun({ day, retentionDays, cutoff, startedAt: now }))) return null;
  let deleted = 0;
  for (;;) {
    const batch = await repo.deleteOlderThan(cutoff, DELETE_BATCH);
    deleted += batch;
    if (batch < DELETE_BATCH) break;
  }
  // Product analytics events have no rollup: past the retention they are gone from its counts too.
  for (;;) {
    const batch = await ctx.repos.productEvents.deleteOlderThan(cutoff, DELETE_BATCH);
    deleted += batch;
    if (batch < DELETE_BATCH) break;
  }
  // Reading analytics are sums per visitor and page: a row nobody added to since the cutoff goes as a whole.
  deleted += await ctx.repos.reading.deleteOlderThan(cutoff);
  await repo.finishRun(day, deleted, ctx.clock());
  return deleted;
}
