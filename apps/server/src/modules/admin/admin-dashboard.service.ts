import {
  ACCOUNT_STATUSES,
  type AdminDashboard,
  ANALYTICS_EVENT_TYPES,
  PLAN_IDS,
  PORTAL_STATUSES,
  USER_TYPES,
} from '@clientdock/shared';
import type { AppContext } from '../../app-context';

const DAY_MS = 24 * 60 * 60 * 1000;
const DAYS = 7;

function pick<K extends string>(keys: readonly K[], counts: Record<string, number>): Record<K, number> {
  return Object.fromEntries(keys.map((key) => [key, counts[key] ?? 0])) as Record<K, number>;
}

/** The last `DAYS` UTC days, oldest first, today last. */
function lastDays(now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: DAYS }, (_, i) => new Date(today - (DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

export async function getAdminDashboard(ctx: AppContext): Promise<AdminDashboard> {
  const now = ctx.clock();
  const days = lastDays(now);
  const since = new Date(`${days[0]}T00:00:00.000Z`);
  const repo = ctx.repos.adminDashboard;
  const [accounts, portals, storage, events, signUps, pendingTemplates, openTickets] = await Promise.all([
    repo.accounts(since),
    repo.portalsByStatus(),
    repo.storage(since),
    repo.eventsSince(since),
    repo.signUpsByDay(since),
    repo.pendingTemplates(),
    repo.openTickets(),
  ]);
  const total = (counts: Record<string, number>) => Object.values(counts).reduce((sum, n) => sum + n, 0);
  // Unknown or missing values count the way the rest of the app reads them (spec §6: a free creator).
  const byPlan = pick(PLAN_IDS, accounts.byPlan);
  byPlan.free += total(accounts.byPlan) - total(byPlan);
  const byType = pick(USER_TYPES, accounts.byType);
  byType.creator += total(accounts.byType) - total(byType);
  const byStatus = pick(ACCOUNT_STATUSES, accounts.byStatus);
  byStatus.active += total(accounts.byStatus) - total(byStatus);
  return {
    accounts: { total: total(accounts.byPlan), byPlan, byStatus, byType, newLast7Days: accounts.newSince },
    portals: { total: total(portals), byStatus: pick(PORTAL_STATUSES, portals) },
    storage: {
      files: storage.files,
      bytes: storage.bytes,
      uploadsLast7Days: storage.uploadsSince,
      uploadsInProgress: storage.uploadsInProgress,
    },
    events: {
      last7Days: total(events.byType),
      byType: pick(ANALYTICS_EVENT_TYPES, events.byType),
      daily: days.map((date) => ({ date, events: events.byDay[date] ?? 0, signUps: signUps[date] ?? 0 })),
    },
    pendingApprovals: { accounts: byStatus.pending, templates: pendingTemplates },
    openTickets,
    generatedAt: now.toISOString(),
  };
}
