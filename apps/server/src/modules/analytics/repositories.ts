import { createAnalyticsRepository } from './analytics.repository';
import { createEventRetentionRepository } from './event-retention.repository';
import { createPlatformAnalyticsRepository } from './platform-analytics.repository';
import { createStalledApprovalsRepository } from './stalled-approvals.repository';

/** The analytics module's repositories, as ctx.repos names them (built in module-repositories.ts). */
export const repositories = {
  analytics: createAnalyticsRepository,
  stalledApprovals: createStalledApprovalsRepository,
  platformAnalytics: createPlatformAnalyticsRepository,
  eventRetention: createEventRetentionRepository,
};
