import {
  analyticsQuerySchema,
  eventRetentionSchema,
  eventRetentionUpdateSchema,
  messages,
  platformAnalyticsSchema,
} from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { withFailureMessage } from '../../lib/failure-message';
import { requestMeta } from '../../lib/request-meta';
import { requirePermissionHook, signedInUser } from '../auth';
import { describeRetention, setRetention } from './event-retention.service';
import { buildPlatformAnalytics } from './platform-analytics.service';

/**
 * Platform Analytics and its management (spec §6 names analytics:read; changing what is kept is a setting of
 * the instance, so it also needs settings:write).
 */
export async function platformAnalyticsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/admin/analytics',
    {
      onRequest: requirePermissionHook('analytics:read'),
      schema: {
        summary: 'Activity across the platform over a period (analytics:read)',
        tags: ['Admin'],
        querystring: analyticsQuerySchema,
        response: { 200: platformAnalyticsSchema },
      },
    },
    async (request) => {
      const { period } = request.query;
      return withFailureMessage(ctx.log, messages.failedFetchAnalytics, () => buildPlatformAnalytics(ctx, period));
    },
  );

  app.get(
    '/api/admin/analytics/retention',
    {
      onRequest: requirePermissionHook('analytics:read'),
      schema: {
        summary: 'How long raw events are kept, and how many exist (analytics:read)',
        tags: ['Admin'],
        response: { 200: eventRetentionSchema },
      },
    },
    async () => describeRetention(ctx),
  );

  app.patch(
    '/api/admin/analytics/retention',
    {
      onRequest: [requirePermissionHook('analytics:read'), requirePermissionHook('settings:write')],
      schema: {
        summary: 'Keep raw events for a number of days, or forever (analytics:read and settings:write)',
        tags: ['Admin'],
        body: eventRetentionUpdateSchema,
        response: { 200: eventRetentionSchema },
      },
    },
    async (request) => setRetention(ctx, signedInUser(request), request.body.retentionDays, requestMeta(request)),
  );
}
