import { securityLogListSchema, securityLogQuerySchema } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { parseInput } from '../../lib/parse-input';
import { requirePermission } from '../../lib/require-permission';
import { exportSecurityLogsCsv, listSecurityLogs } from './security-logs.service';

/** Security Logs (spec §2 admin menu): the audit log, filtered and paged, and as CSV. Both need logs:read. */
export async function securityLogsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.get(
    '/api/admin/security-logs',
    {
      schema: {
        response: { 200: securityLogListSchema },
      },
    },
    async (request, reply) => {
      await requirePermission(request, 'logs:read');
      const query = parseInput(securityLogQuerySchema, request.query);
      reply.header('cache-control', 'no-store');
      return listSecurityLogs(ctx, query);
    },
  );

  app.get('/api/admin/security-logs/export.csv', async (request, reply) => {
    await requirePermission(request, 'logs:read');
    const query = parseInput(securityLogQuerySchema, request.query);
    const csv = await exportSecurityLogsCsv(ctx, query);
    const day = ctx.clock().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="security-log-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });
}
