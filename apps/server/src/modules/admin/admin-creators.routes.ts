import { ACCOUNT_STATUSES, ADMIN_LEVELS, billingMessages, PERMISSIONS, PLAN_IDS, USER_TYPES } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFound } from '../../lib/errors';
import { requestMeta } from '../../lib/request-meta';
import { requirePermission } from '../../lib/require-permission';
import { changePlan } from '../billing/billing.service';
import { listCreators, updateCreator } from './admin-creators.service';

const idParams = z.object({ id: z.string().min(1).max(64) });
const creatorUpdateSchema = z.object({
  status: z.enum(ACCOUNT_STATUSES).optional(),
  plan: z.enum(PLAN_IDS).optional(),
  userType: z.enum(USER_TYPES).optional(),
  adminLevel: z.enum(ADMIN_LEVELS).nullable().optional(),
  permissions: z.array(z.enum(PERMISSIONS)).optional(),
});

/** Manage Creators (spec §2 admin menu): each call names the permission it needs (spec §6). */
export async function adminCreatorsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/admin/creators', async (request) => {
    await requirePermission(request, 'users:read');
    return { creators: await listCreators(ctx) };
  });

  app.patch('/api/admin/creators/:id', { schema: { params: idParams, body: creatorUpdateSchema } }, async (request) => {
    const { plan, ...account } = request.body;
    const admin = await requirePermission(request, Object.keys(account).length > 0 ? 'users:write' : 'billing:write');
    if (plan !== undefined) await requirePermission(request, 'billing:write');
    const target = await ctx.repos.users.findById(request.params.id);
    if (!target) throw new NotFound(billingMessages.userNotFound);
    const meta = requestMeta(request);
    if (plan !== undefined && plan !== target.plan) await changePlan(ctx, target, plan, admin, 'admin', meta);
    return updateCreator(ctx, admin, target.id, account, meta);
  });
}
