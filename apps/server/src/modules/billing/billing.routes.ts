import { planChangeSchema, planOverviewSchema } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestMeta } from '../../lib/request-meta';
import { requireUserHook, signedInUser } from '../auth';
import { changeOwnPlan, getPlanOverview } from './billing.service';

export async function billingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/billing/plan',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Your plan, its limits and usage, and the plans you can change to',
        tags: ['Plans and billing'],
        response: { 200: planOverviewSchema },
      },
    },
    async (request) => getPlanOverview(ctx, signedInUser(request)),
  );

  /** Upgrade or downgrade the signed-in account; answers the plan page as it now reads, or where to pay. */
  app.post(
    '/api/billing/plan',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Upgrade or downgrade your plan (answers the new overview, or where to pay)',
        tags: ['Plans and billing'],
        body: planChangeSchema,
      },
    },
    async (request) => changeOwnPlan(ctx, signedInUser(request), request.body.plan, requestMeta(request)),
  );
}
