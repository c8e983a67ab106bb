import { z } from 'zod';
import { ACCOUNT_STATUSES, PLAN_IDS, USER_TYPES } from '../roles';
import { ANALYTICS_EVENT_TYPES } from './analytics';
import { PORTAL_STATUSES } from './portal';

const countsOf = <T extends readonly [string, ...string[]]>(keys: T) =>
  z.object(Object.fromEntries(keys.map((key) => [key, z.number().int()])) as Record<T[number], z.ZodNumber>);

/** `GET /api/admin/dashboard`: the instance at a glance. */
export const adminDashboardSchema = z.object({
  accounts: z.object({
    total: z.number().int(),
    byPlan: countsOf(PLAN_IDS),
    byStatus: countsOf(ACCOUNT_STATUSES),
    byType: countsOf(USER_TYPES),
    newLast7Days: z.number().int(),
  }),
  portals: z.object({ total: z.number().int(), byStatus: countsOf(PORTAL_STATUSES) }),
  storage: z.object({
    /** Every stored file version. */
    files: z.number().int(),
    bytes: z.number(),
    uploadsLast7Days: z.number().int(),
    uploadsInProgress: z.number().int(),
  }),
  events: z.object({
    last7Days: z.number().int(),
    byType: countsOf(ANALYTICS_EVENT_TYPES),
    /** One entry per day, oldest first, UTC days, the last one today. */
    daily: z.array(z.object({ date: z.string(), events: z.number().int(), signUps: z.number().int() })),
  }),
  pendingApprovals: z.object({ accounts: z.number().int(), templates: z.number().int() }),
  openTickets: z.number().int(),
  generatedAt: z.string(),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
