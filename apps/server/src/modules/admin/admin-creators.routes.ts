import {
  adminCreatorListQuerySchema,
  adminCreatorListSchema,
  adminCreatorMessages,
  adminCreatorSchema,
  adminCreatorUpdateSchema,
} from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFound } from '../../lib/errors';
import { parseInput } from '../../lib/parse-input';
import { requestMeta } from '../../lib/request-meta';
import { requirePermission } from '../../lib/require-permission';
import { changePlan } from '../billing/billing.service';
import {
  assertAccountChangeAllowed,
  getCreator,
  listCreators,
  permissionsFor,
  updateCreator,
} from './admin-creators.service';

const idParams = z.object({ id: z.string().min(1).max(64) });

/**
 * Manage Creators (spec §2 admin menu): each call names the permission it needs (spec §6). Inputs are parsed
 * after the permission check, so someone without access learns nothing from a malformed request.
 */
export async function adminCreatorsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/admin/creators',
    {
      schema: {
        response: { 200: adminCreatorListSchema },
      },
    },
    async (request) => {
      await requirePermission(request, 'users:read');
      return listCreators(ctx, parseInput(adminCreatorListQuerySchema, request.query));
    },
  );

  app.get(
    '/api/admin/creators/:id',
    { schema: { params: idParams, response: { 200: adminCreatorSchema } } },
    async (request) => {
      await requirePermission(request, 'users:read');
      return getCreator(ctx, request.params.id);
    },
  );

  app.patch(
    '/api/admin/creators/:id',
    {
      schema: {
        params: idParams,
        response: { 200: adminCreatorSchema },
      },
    },
    async (request) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const needed = permissionsFor(body);
      let admin = await requirePermission(request, needed[0] ?? 'users:write');
      for (const permission of needed.slice(1)) admin = await requirePermission(request, permission);
      const { plan, ...account } = parseInput(adminCreatorUpdateSchema, request.body);
      const target = await ctx.repos.users.findById(request.params.id);
      if (!target) throw new NotFound(adminCreatorMessages.notFound);
      const meta = requestMeta(request);
      const changesAccount = Object.keys(account).length > 0;
      // Every rule is checked before the first write, so a refused request changes nothing.
      if (changesAccount) assertAccountChangeAllowed(admin, target, account);
      if (plan !== undefined && plan !== target.plan) await changePlan(ctx, target, plan, admin, 'admin', meta);
      if (changesAccount) {
        const current = (await ctx.repos.users.findById(target.id)) ?? target;
        await updateCreator(ctx, admin, current, account, meta);
      }
      return getCreator(ctx, target.id);
    },
  );
}
