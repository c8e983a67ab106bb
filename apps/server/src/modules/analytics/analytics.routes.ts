import {
  analyticsSchema,
  creatorAnalyticsQuerySchema,
  messages,
  nudgeResultSchema,
  stalledApprovalsQuerySchema,
  stalledApprovalsSchema,
} from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withFailureMessage } from '../../lib/failure-message';
import { contentDisposition } from '../../lib/serve-stored-file';
import { requireUserHook, signedInUser } from '../auth';
import { analyticsCsv, exportFilename } from './analytics-export';
import { visiblePortal, visiblePortals } from './analytics-scope';
import { analyticsForExport, creatorAnalytics, portalAnalytics } from './creator-analytics.service';
import { listStalledApprovals, nudgePortal } from './stalled-approvals.service';

const portalParams = z.object({ id: z.string().min(1).max(64) });
const nudgeParams = z.object({ portalId: z.string().min(1).max(64) });

/** The creator's analytics: every portal they can see, one portal, the CSV export and stalled approvals. */
export async function analyticsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const failure = <T>(work: () => Promise<T>) => withFailureMessage(ctx.log, messages.failedFetchAnalytics, work);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/analytics',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Analytics across your portals',
        tags: ['Analytics'],
        querystring: creatorAnalyticsQuerySchema,
        response: { 200: analyticsSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { period } = request.query;
      return failure(() => creatorAnalytics(ctx, user, period));
    },
  );

  app.get(
    '/api/analytics/export.csv',
    {
      onRequest: requireUserHook,
      schema: { summary: 'Analytics as CSV', tags: ['Analytics'], querystring: creatorAnalyticsQuerySchema },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { period } = request.query;
      const analytics = await failure(() => analyticsForExport(ctx, user, period));
      const csv = analyticsCsv(analytics);
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header(
        'content-disposition',
        contentDisposition('attachment', exportFilename(analytics.period, ctx.clock())),
      );
      // The byte-order mark makes spreadsheet apps read the file as UTF-8.
      return reply.send(`\ufeff${csv}`);
    },
  );

  app.get(
    '/api/portals/:id/analytics',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Analytics of one portal',
        tags: ['Portals'],
        querystring: creatorAnalyticsQuerySchema,
        params: portalParams,
        response: { 200: analyticsSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { period } = request.query;
      return failure(() => portalAnalytics(ctx, user, request.params.id, period));
    },
  );

  app.get(
    '/api/analytics/stalled-approvals',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Portals waiting on an approval',
        tags: ['Analytics'],
        querystring: stalledApprovalsQuerySchema,
        response: { 200: stalledApprovalsSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { days } = request.query;
      return failure(async () => listStalledApprovals(ctx, await visiblePortals(ctx, user), days));
    },
  );

  app.post(
    '/api/analytics/stalled-approvals/:portalId/nudge',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Remind a portal\u2019s clients by email',
        tags: ['Analytics'],
        params: nudgeParams,
        response: { 200: nudgeResultSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const portal = await visiblePortal(ctx, user, request.params.portalId, 'write');
      return nudgePortal(ctx, user, portal);
    },
  );
}
