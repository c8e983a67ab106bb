import {
  portalArchiveViewSchema,
  portalCreateSchema,
  portalListQuerySchema,
  portalListSchema,
  portalRestoreSchema,
  portalSchema,
  portalUpdateSchema,
} from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/require-user';
import {
  archivePortal,
  createPortal,
  deletePortal,
  getPortal,
  getPortalView,
  listPortals,
  restorePortal,
  updatePortal,
} from './portals.service';

const idParams = z.object({ id: z.string().min(1).max(64) });
const uuidParams = z.object({ uuid: z.string().min(1).max(64) });

export async function portalsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/portals',
    { schema: { querystring: portalListQuerySchema, response: { 200: portalListSchema } } },
    async (request) => listPortals(app.ctx, await requireUser(request), request.query),
  );

  app.post(
    '/api/portals',
    { schema: { body: portalCreateSchema, response: { 201: portalSchema } } },
    async (request, reply) => {
      const portal = await createPortal(app.ctx, await requireUser(request), request.body);
      return reply.code(201).send(portal);
    },
  );

  app.get('/api/portals/:id', { schema: { params: idParams, response: { 200: portalSchema } } }, async (request) =>
    getPortal(app.ctx, await requireUser(request), request.params.id),
  );

  app.patch(
    '/api/portals/:id',
    { schema: { params: idParams, body: portalUpdateSchema, response: { 200: portalSchema } } },
    async (request) => updatePortal(app.ctx, await requireUser(request), request.params.id, request.body),
  );

  app.delete('/api/portals/:id', { schema: { params: idParams } }, async (request, reply) => {
    await deletePortal(app.ctx, await requireUser(request), request.params.id);
    return reply.code(204).send();
  });

  app.post(
    '/api/portals/:id/archive',
    { schema: { params: idParams, response: { 200: portalSchema } } },
    async (request) => archivePortal(app.ctx, await requireUser(request), request.params.id),
  );

  app.post(
    '/api/portals/:id/restore',
    { schema: { params: idParams, body: portalRestoreSchema, response: { 200: portalSchema } } },
    async (request) => restorePortal(app.ctx, await requireUser(request), request.params.id, request.body),
  );

  app.get(
    '/api/portals/by-uuid/:uuid/archive-view',
    { schema: { params: uuidParams, response: { 200: portalArchiveViewSchema } } },
    async (request) => getPortalView(app.ctx, await requireUser(request), request.params.uuid),
  );
}
