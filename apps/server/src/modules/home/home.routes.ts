import { dashboardHomeSchema, messages } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { withFailureMessage } from '../../lib/failure-message';
import { requireUserHook, signedInUser } from '../auth';
import { buildDashboardHome } from './home.service';

/** The creator's home: what waits on them, what waits on their clients, the latest client events. */
export async function homeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.get(
    '/api/dashboard/home',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'What waits on you and on your clients, and the latest client events',
        tags: ['Analytics'],
        response: { 200: dashboardHomeSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return withFailureMessage(ctx.log, messages.failedFetchAnalytics, () =>
        buildDashboardHome(ctx, signedInUser(request)),
      );
    },
  );
}
