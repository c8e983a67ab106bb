import { z } from 'zod';
import { analyticsMessages } from '../messages';
import { PORTAL_STATUSES } from './portal';

// The creator's analytics: what clients did in their portals over a period, counted from recorded events.
// Days are UTC calendar days; a period of N days is today and the N - 1 days before it.

export const ANALYTICS_PERIODS = ['7d', '30d', '90d', '1y', 'all'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = '30d';

/** Length of each period in days; `all` has no limit. */
export const ANALYTICS_PERIOD_DAYS: Record<AnalyticsPeriod, number | null> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
  '1y': 365,
  all: null,
};

export const ANALYTICS_LIMITS = { topFiles: 10, recentActivity: 20, clients: 100 } as const;

export const STALLED_APPROVALS = { defaultDays: 5, minDays: 1, maxDays: 90, nudgeCooldownHours: 24 } as const;

/** Time series points are days, or weeks (starting Sunday) for a year and all time. */
export function timeSeriesInterval(period: AnalyticsPeriod): 'day' | 'week' {
  return period === '1y' || period === 'all' ? 'week' : 'day';
}

export const analyticsQuerySchema = z.object({
  period: z.enum(ANALYTICS_PERIODS, { error: analyticsMessages.invalidPeriod }).default(DEFAULT_ANALYTICS_PERIOD),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/** The creator's analytics: an omitted period is the plan's default (30 days, or the last 7 days on Free). */
export const creatorAnalyticsQuerySchema = z.object({
  period: z.enum(ANALYTICS_PERIODS, { error: analyticsMessages.invalidPeriod }).optional(),
});

/** A count in the period, the same count in the previous period of equal length, and the change in percent. */
export const analyticsMetricSchema = z.object({
  value: z.number().int(),
  /** null for `all`, which has no previous period. */
  previous: z.number().int().nullable(),
  /** Rounded percent; null when there is nothing to compare with (no previous period, or it was 0). */
  change: z.number().int().nullable(),
});
export type AnalyticsMetric = z.infer<typeof analyticsMetricSchema>;

export const analyticsOverviewSchema = z.object({
  portals: z.object({ active: z.number().int(), total: z.number().int() }),
  views: analyticsMetricSchema,
  uniqueVisitors: analyticsMetricSchema,
  downloads: analyticsMetricSchema,
  comments: analyticsMetricSchema,
  approvals: analyticsMetricSchema,
  /** Opens by link previewers and bots (chat apps' unfurls, crawlers, scripts) in the period: never counted as views. */
  linkPreviews: z.number().int(),
});
export type AnalyticsOverview = z.infer<typeof analyticsOverviewSchema>;

export const timeSeriesPointSchema = z.object({
  /** First day of the point (YYYY-MM-DD, UTC). */
  date: z.string(),
  views: z.number().int(),
  downloads: z.number().int(),
  comments: z.number().int(),
  approvals: z.number().int(),
});
export type TimeSeriesPoint = z.infer<typeof timeSeriesPointSchema>;

export const portalPerformanceSchema = z.object({
  portalId: z.string(),
  name: z.string(),
  status: z.enum(PORTAL_STATUSES),
  views: z.number().int(),
  downloads: z.number().int(),
  comments: z.number().int(),
  approvals: z.number().int(),
  /** Downloads over views in percent, rounded; 0 without views. */
  conversionRate: z.number().int(),
  /** Comments over views in percent, rounded; 0 without views. */
  engagement: z.number().int(),
});
export type PortalPerformance = z.infer<typeof portalPerformanceSchema>;

export const filePopularitySchema = z.object({
  fileId: z.string(),
  name: z.string(),
  portalId: z.string(),
  portalName: z.string(),
  downloads: z.number().int(),
});
export type FilePopularity = z.infer<typeof filePopularitySchema>;

export const clientEngagementSchema = z.object({
  /** `email:<address>` for a verified client (one person across portals), else the visitor's id. */
  id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  verified: z.boolean(),
  portals: z.number().int(),
  views: z.number().int(),
  downloads: z.number().int(),
  comments: z.number().int(),
  approvals: z.number().int(),
  lastSeenAt: z.string(),
});
export type ClientEngagement = z.infer<typeof clientEngagementSchema>;

/** Clients' actions, and the creator's answers in a review: a new version, a comment resolved, a reply. */
export const ANALYTICS_EVENT_TYPES = [
  'view',
  'download',
  'comment',
  'approval',
  'form',
  'upload',
  'version',
  'resolution',
  'reply',
] as const;

export const recentActivitySchema = z.object({
  id: z.string(),
  type: z.enum(ANALYTICS_EVENT_TYPES),
  at: z.string(),
  portalId: z.string(),
  portalName: z.string(),
  fileId: z.string().nullable(),
  /** null when the event has no file or the file was deleted since. */
  fileName: z.string().nullable(),
  visitorName: z.string().nullable(),
  visitorEmail: z.string().nullable(),
  /** Approvals only. */
  decision: z.enum(['approved', 'changes_requested']).nullable(),
  /** One line a person can read, e.g. 'Dana downloaded "proof.pdf" from Launch proofs'. */
  text: z.string(),
});
export type RecentActivity = z.infer<typeof recentActivitySchema>;

export const analyticsSchema = z.object({
  overview: analyticsOverviewSchema,
  timeSeries: z.array(timeSeriesPointSchema),
  portalPerformance: z.array(portalPerformanceSchema),
  filePopularity: z.array(filePopularitySchema),
  clientEngagement: z.array(clientEngagementSchema),
  recentActivity: z.array(recentActivitySchema),
  period: z.enum(ANALYTICS_PERIODS),
  lastUpdated: z.string(),
  /** false on a plan without advanced analytics: filePopularity and clientEngagement are then left empty. */
  advanced: z.boolean(),
});
export type Analytics = z.infer<typeof analyticsSchema>;

// ---------- Stalled approvals ----------

export const stalledApprovalsQuerySchema = z.object({
  days: z.coerce
    .number({ error: analyticsMessages.invalidStalledDays })
    .int(analyticsMessages.invalidStalledDays)
    .min(STALLED_APPROVALS.minDays, analyticsMessages.invalidStalledDays)
    .max(STALLED_APPROVALS.maxDays, analyticsMessages.invalidStalledDays)
    .default(STALLED_APPROVALS.defaultDays),
});
export type StalledApprovalsQuery = z.infer<typeof stalledApprovalsQuerySchema>;

export const stalledPortalSchema = z.object({
  portalId: z.string(),
  name: z.string(),
  shareUrl: z.string(),
  /** Files whose latest version nobody has approved yet. */
  pendingFiles: z.number().int(),
  /** The first client view or download since the portal's last approval (or ever, without one). */
  waitingSince: z.string(),
  daysWaiting: z.number().int(),
  lastActivityAt: z.string(),
  lastApprovalAt: z.string().nullable(),
  /** Distinct client addresses proven by an emailed code: who a nudge reaches. */
  verifiedClients: z.number().int(),
  lastNudgedAt: z.string().nullable(),
  /** When the next nudge is allowed; null when it is allowed now. */
  nextNudgeAt: z.string().nullable(),
});
export type StalledPortal = z.infer<typeof stalledPortalSchema>;

export const stalledApprovalsSchema = z.object({
  days: z.number().int(),
  portals: z.array(stalledPortalSchema),
});
export type StalledApprovals = z.infer<typeof stalledApprovalsSchema>;

export const nudgeResultSchema = z.object({
  portalId: z.string(),
  sent: z.number().int(),
  nudgedAt: z.string(),
  nextNudgeAt: z.string(),
});
export type NudgeResult = z.infer<typeof nudgeResultSchema>;
