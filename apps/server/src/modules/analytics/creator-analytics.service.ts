import {
  type Analytics,
  type AnalyticsPeriod,
  canViewAnalyticsPeriod,
  DEFAULT_ANALYTICS_PERIOD,
  FREE_ANALYTICS_PERIOD,
  hasFeature,
  planMessages,
} from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { Forbidden } from '../../lib/errors';
import { assertFeature } from '../../lib/plan-gate';
import type { UserRecord } from '../users';
import { buildAnalytics } from './analytics.service';
import { visiblePortal, visiblePortals } from './analytics-scope';

/**
 * Free sees the overview, chart, portals and activity of the last 7 days; advanced analytics adds the other
 * periods, the per-file and per-client tables and the CSV export (docs/decisions/0014-plan-gating.md).
 */
function periodFor(user: UserRecord, period: AnalyticsPeriod | undefined): AnalyticsPeriod {
  const chosen = period ?? (hasFeature(user, 'advancedAnalytics') ? DEFAULT_ANALYTICS_PERIOD : FREE_ANALYTICS_PERIOD);
  if (!canViewAnalyticsPeriod(user, chosen)) throw new Forbidden(planMessages.advancedAnalytics, 'PLAN_REQUIRED');
  return chosen;
}

export async function creatorAnalytics(
  ctx: AppContext,
  user: UserRecord,
  period: AnalyticsPeriod | undefined,
): Promise<Analytics> {
  const chosen = periodFor(user, period);
  return buildAnalytics(ctx, await visiblePortals(ctx, user), chosen, hasFeature(user, 'advancedAnalytics'));
}

export async function portalAnalytics(
  ctx: AppContext,
  user: UserRecord,
  portalId: string,
  period: AnalyticsPeriod | undefined,
): Promise<Analytics> {
  const chosen = periodFor(user, period);
  const portal = await visiblePortal(ctx, user, portalId);
  return buildAnalytics(ctx, [portal], chosen, hasFeature(user, 'advancedAnalytics'));
}

/** The CSV export is an advanced-analytics part, whatever the period. */
export async function analyticsForExport(
  ctx: AppContext,
  user: UserRecord,
  period: AnalyticsPeriod | undefined,
): Promise<Analytics> {
  assertFeature(user, 'advancedAnalytics', planMessages.advancedAnalytics);
  return creatorAnalytics(ctx, user, period);
}
