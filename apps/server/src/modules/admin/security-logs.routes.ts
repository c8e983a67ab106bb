import { securityLogListSchema, securityLogQuerySchema } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePermissionHook } from '../auth';
import { exportSecurityLogsCsv, listSecurityLogs } from './security-logs.service';

/** Security Logs (spec §2 admin menu): the audit log, filtered and paged, and as CSV. Both need logs:read. */
export async function securityLogsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.get(
    '/api/admin/security-logs',
    {
      onRequest: requirePermissionHook('logs:read'),
      schema: {
        summary: 'The audit log, newest first: filter by kind, actor or email, and dates (logs:read)',
        tags: ['Admin'],
        querystring: securityLogQuerySchema,
        response: { 200: securityLogListSchema },
      },
    },
    async (request, reply) => {
      const query = request.query;
      reply.header('cache-control', 'no-store');
      return listSecurityLogs(ctx, query);
    },
  );

  app.get(
    '/api/admin/security-logs/export.csv',
    {
      onRequest: requirePermissionHook('logs:read'),
      schema: {
        summary: 'The filtered audit log as CSV, up to 10,000 rows (logs:read)',
        tags: ['Admin'],
        querystring: securityLogQuerySchema,
      },
    },
    async (request, reply) => {
      const query = request.query;
      const csv = await exportSecurityLogsCsv(ctx, query);
      const day = ctx.clock().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="security-log-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
