import {
  adminCreatorListQuerySchema,
  adminCreatorListSchema,
  adminCreatorSchema,
  adminCreatorUpdateSchema,
} from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestMeta } from '../../lib/request-meta';
import { requirePermission, requirePermissionHook, signedInUser } from '../auth';
import { applyCreatorUpdate, getCreator, listCreators, permissionsFor } from './admin-creators.service';

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
      onRequest: requirePermissionHook('users:read'),
      schema: {
        summary: 'List accounts: search by name or email, filter by plan, status and type, page (users:read)',
        tags: ['Admin'],
        querystring: adminCreatorListQuerySchema,
        response: { 200: adminCreatorListSchema },
      },
    },
    async (request) => listCreators(ctx, request.query),
  );

  app.get(
    '/api/admin/creators/:id',
    {
      onRequest: requirePermissionHook('users:read'),
      schema: {
        summary: 'One account (users:read)',
        tags: ['Admin'],
        params: idParams,
        response: { 200: adminCreatorSchema },
      },
    },
    async (request) => getCreator(ctx, request.params.id),
  );

  app.patch(
    '/api/admin/creators/:id',
    {
      // The permissions a change needs depend on what it changes (a plan needs billing:write); checked before
      // validation like every route's access.
      preValidation: async (request) => {
        const needed = permissionsFor((request.body ?? {}) as Record<string, unknown>);
        for (const permission of needed.length > 0 ? needed : ['users:write' as const]) {
          await requirePermission(request, permission);
        }
      },
      schema: {
        summary: 'Approve, suspend or reactivate an account; change its plan (billing:write), type, level, permissions',
        tags: ['Admin'],
        body: adminCreatorUpdateSchema,
        params: idParams,
        response: { 200: adminCreatorSchema },
      },
    },
    async (request) =>
      applyCreatorUpdate(ctx, signedInUser(request), request.params.id, request.body, requestMeta(request)),
  );
}
