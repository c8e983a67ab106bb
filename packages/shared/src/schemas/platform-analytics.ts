import { z } from 'zod';
import { PLAN_IDS } from '../roles';
import { ANALYTICS_PERIODS, analyticsMetricSchema } from './analytics';
import { PORTAL_STATUSES } from './portal';

// The admin's Platform Analytics: activity across every creator's portals, from the daily rollups, and the
// retention of raw events (the rollups are kept whatever it says, so totals never change).

export const PLATFORM_ANALYTICS_LIMITS = { topCreators: 10, topPortals: 10 } as const;

export const platformTimeSeriesPointSchema = z.object({
  date: z.string(),
  views: z.number().int(),
  downloads: z.number().int(),
  comments: z.number().int(),
  approvals: z.number().int(),
  forms: z.number().int(),
  newCreators: z.number().int(),
  newPortals: z.number().int(),
});
export type PlatformTimeSeriesPoint = z.infer<typeof platformTimeSeriesPointSchema>;

export const platformAnalyticsSchema = z.object({
  period: z.enum(ANALYTICS_PERIODS),
  interval: z.enum(['day', 'week']),
  /** First and last day covered (YYYY-MM-DD, UTC). */
  from: z.string(),
  to: z.string(),
  overview: z.object({
    creators: z.object({ total: z.number().int(), new: analyticsMetricSchema }),
    portals: z.object({ total: z.number().int(), active: z.number().int(), new: analyticsMetricSchema }),
    views: analyticsMetricSchema,
    downloads: analyticsMetricSchema,
    comments: analyticsMetricSchema,
    approvals: analyticsMetricSchema,
    forms: analyticsMetricSchema,
  }),
  timeSeries: z.array(platformTimeSeriesPointSchema),
  topCreators: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      plan: z.enum(PLAN_IDS),
      portals: z.number().int(),
      views: z.number().int(),
      downloads: z.number().int(),
    }),
  ),
  topPortals: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      status: z.enum(PORTAL_STATUSES),
      ownerId: z.string(),
      ownerName: z.string(),
      views: z.number().int(),
      downloads: z.number().int(),
    }),
  ),
  lastUpdated: z.string(),
});
export type PlatformAnalytics = z.infer<typeof platformAnalyticsSchema>;

export const EVENT_RETENTION_LIMITS = { minDays: 30, maxDays: 3650 } as const;
/** The choices the management page offers; any whole number of days in the limits is accepted. */
export const EVENT_RETENTION_CHOICES = [30, 90, 180, 365, 730] as const;

export const retentionMessages = {
  daysInvalid: `Keep raw events for a whole number of days from ${EVENT_RETENTION_LIMITS.minDays} to ${EVENT_RETENTION_LIMITS.maxDays}, or forever (null)`,
} as const;

export const eventRetentionUpdateSchema = z.object({
  retentionDays: z
    .number({ error: retentionMessages.daysInvalid })
    .int(retentionMessages.daysInvalid)
    .min(EVENT_RETENTION_LIMITS.minDays, retentionMessages.daysInvalid)
    .max(EVENT_RETENTION_LIMITS.maxDays, retentionMessages.daysInvalid)
    .nullable(),
});
export type EventRetentionUpdate = z.infer<typeof eventRetentionUpdateSchema>;

export const eventRetentionSchema = z.object({
  /** null keeps raw events forever. */
  retentionDays: z.number().int().nullable(),
  rawEvents: z.object({ count: z.number().int(), oldestAt: z.string().nullable() }),
  /** Raw events older than the retention now, which the next daily run deletes. */
  expiredEvents: z.number().int(),
  lastRun: z
    .object({
      day: z.string(),
      retentionDays: z.number().int(),
      cutoff: z.string(),
      deleted: z.number().int(),
      finishedAt: z.string().nullable(),
    })
    .nullable(),
});
export type EventRetention = z.infer<typeof eventRetentionSchema>;
