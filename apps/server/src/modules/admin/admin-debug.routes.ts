import { doctorReportSchema, outboxRetryParamsSchema, outboxRetryResultSchema } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { retryMailNow } from '../../jobs/mail-retry';
import { NotFound } from '../../lib/errors';
import { requirePermissionHook } from '../auth';
import { runDoctor } from '../operations';

/** The operator's tools on the diagnostics page: the doctor's checks and one more try of a failed mail. */
export async function adminDebugRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/admin/debug/doctor',
    {
      onRequest: requirePermissionHook('logs:read'),
      schema: {
        summary: 'Run the instance checks of `cli doctor`',
        tags: ['Admin'],
        response: { 200: doctorReportSchema },
      },
    },
    async () => runDoctor(ctx),
  );

  app.post(
    '/api/admin/debug/outbox/:id/retry',
    {
      onRequest: requirePermissionHook('logs:read'),
      schema: {
        summary: 'Try a failed mail again now',
        tags: ['Admin'],
        params: outboxRetryParamsSchema,
        response: { 200: outboxRetryResultSchema },
      },
    },
    async (request) => {
      const result = await retryMailNow(ctx, request.params.id);
      if (!result) throw new NotFound('There is no failed mail with this id: it was sent or retried meanwhile.');
      return result;
    },
  );
}
