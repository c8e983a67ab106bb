import { adminDashboardSchema, adminDebugSchema } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePermission } from '../../lib/require-permission';
import { getAdminDashboard } from './admin-dashboard.service';
import { getAdminDebug } from './admin-debug.service';

/** The admin dashboard (platform figures: analytics:read) and the instance diagnostics (logs:read). */
export async function adminDashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/admin/dashboard',
    {
      schema: {
        response: { 200: adminDashboardSchema },
      },
    },
    async (request) => {
      await requirePermission(request, 'analytics:read');
      return getAdminDashboard(ctx);
    },
  );

  app.get(
    '/api/admin/debug',
    {
      schema: {
        response: { 200: adminDebugSchema },
      },
    },
    async (request) => {
      await requirePermission(request, 'logs:read');
      return getAdminDebug(ctx);
    },
  );
}
