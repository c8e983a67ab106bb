import { adminDashboardSchema, adminDebugSchema } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePermissionHook } from '../auth';
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
      onRequest: requirePermissionHook('analytics:read'),
      schema: {
        summary: 'Platform figures: accounts, portals, storage, activity, approvals (any admin)',
        tags: ['Admin'],
        response: { 200: adminDashboardSchema },
      },
    },
    async () => getAdminDashboard(ctx),
  );

  app.get(
    '/api/admin/debug',
    {
      onRequest: requirePermissionHook('logs:read'),
      schema: {
        summary: 'Diagnostics: version, database and migrations, storage, mail, jobs (logs:read)',
        tags: ['Admin'],
        response: { 200: adminDebugSchema },
      },
    },
    async () => getAdminDebug(ctx),
  );
}
