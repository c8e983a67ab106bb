import { analyticsQuerySchema, messages, productAnalyticsSchema, productEventSchema } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withFailureMessage } from '../../lib/failure-message';
import { requirePermissionHook } from '../auth';
import { asksNotToBeTracked, buildProductAnalytics, ingestClientEvent } from './product-analytics.service';

/** A product event is a name and a few short props: far below the app's 1 MB body limit. */
const EVENT_BODY_LIMIT = 4 * 1024;

/** Product analytics (spec §7): first-party ingestion from the browser, and the admin's reading of it. */
export async function productAnalyticsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.post(
    '/api/events',
    {
      bodyLimit: EVENT_BODY_LIMIT,
      // Before the body is read: with DNT or GPC nothing is looked at, let alone kept.
      onRequest: async (request, reply) => {
        if (asksNotToBeTracked(request.headers)) return reply.code(204).header('cache-control', 'no-store').send(null);
      },
      schema: {
        summary: 'Record a product analytics event (no cookie; DNT and Sec-GPC answered 204 and not recorded)',
        tags: ['Instance'],
        body: productEventSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await ingestClientEvent(ctx, request.ip, request.body);
      return reply.code(204).header('cache-control', 'no-store').send(null);
    },
  );

  app.get(
    '/api/admin/analytics/product',
    {
      onRequest: requirePermissionHook('analytics:read'),
      schema: {
        summary:
          'Product analytics over a period: counts per event, the funnel, top features, client errors (analytics:read)',
        tags: ['Admin'],
        querystring: analyticsQuerySchema,
        response: { 200: productAnalyticsSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return withFailureMessage(ctx.log, messages.failedFetchAnalytics, () =>
        buildProductAnalytics(ctx, request.query.period),
      );
    },
  );
}
