import {
  portalArchiveViewSchema,
  portalCreateSchema,
  portalListQuerySchema,
  portalListSchema,
  portalPinSchema,
  portalPreviewLinkSchema,
  portalRestoreSchema,
  portalSchema,
  portalUpdateSchema,
} from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUserHook, signedInUser } from '../auth';
import { getTemplateDetail } from '../templates';
import { revealPin } from './portal-pin.service';
import { createPreviewLink } from './portal-preview.service';
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
// A template's "Use this template" answers here: portals depend on templates, not the other way round.
const useTemplateSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120, 'Name must be at most 120 characters').optional(),
  clientName: z.string().trim().max(120, 'Client name must be at most 120 characters').optional(),
});
const uuidParams = z.object({ uuid: z.string().min(1).max(64) });

export async function portalsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/portals',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'List your portals (filter by status, search, sort)',
        tags: ['Portals'],
        querystring: portalListQuerySchema,
        response: { 200: portalListSchema },
      },
    },
    async (request) => listPortals(app.ctx, signedInUser(request), request.query),
  );

  app.post(
    '/api/portals',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Create a portal',
        tags: ['Portals'],
        body: portalCreateSchema,
        response: { 201: portalSchema },
      },
    },
    async (request, reply) => {
      const portal = await createPortal(app.ctx, signedInUser(request), request.body);
      return reply.code(201).send(portal);
    },
  );

  app.get(
    '/api/portals/:id',
    {
      onRequest: requireUserHook,
      schema: { summary: 'Read one portal', tags: ['Portals'], params: idParams, response: { 200: portalSchema } },
    },
    async (request) => getPortal(app.ctx, signedInUser(request), request.params.id),
  );

  app.patch(
    '/api/portals/:id',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Change a portal (name, access, expiry, sections, branding)',
        tags: ['Portals'],
        params: idParams,
        body: portalUpdateSchema,
        response: { 200: portalSchema },
      },
    },
    async (request) => updatePortal(app.ctx, signedInUser(request), request.params.id, request.body),
  );

  app.delete(
    '/api/portals/:id',
    {
      onRequest: requireUserHook,
      schema: { summary: 'Delete a portal and its files', tags: ['Portals'], params: idParams },
    },
    async (request, reply) => {
      await deletePortal(app.ctx, signedInUser(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/portals/:id/archive',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Archive a portal (its link stops working)',
        tags: ['Portals'],
        params: idParams,
        response: { 200: portalSchema },
      },
    },
    async (request) => archivePortal(app.ctx, signedInUser(request), request.params.id),
  );

  app.post(
    '/api/portals/:id/restore',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Restore an archived portal',
        tags: ['Portals'],
        params: idParams,
        body: portalRestoreSchema,
        response: { 200: portalSchema },
      },
    },
    async (request) => restorePortal(app.ctx, signedInUser(request), request.params.id, request.body),
  );

  app.get(
    '/api/portals/by-uuid/:uuid/archive-view',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Read an archived portal as its client saw it',
        tags: ['Portals'],
        params: uuidParams,
        response: { 200: portalArchiveViewSchema },
      },
    },
    async (request) => getPortalView(app.ctx, signedInUser(request), request.params.uuid),
  );

  app.post(
    '/api/portals/:id/preview',
    {
      onRequest: requireUserHook,
      schema: {
        summary:
          'A one-hour link that opens the portal as its client sees it, past its lock (drafts too), counting nothing (owner and editors)',
        tags: ['Portals'],
        params: idParams,
        response: { 200: portalPreviewLinkSchema },
      },
    },
    async (request) => createPreviewLink(app.ctx, signedInUser(request), request.params.id),
  );

  app.get(
    '/api/portals/:id/pin',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'The portal\u2019s PIN, to send it to the client (owner and editors; null when not recoverable)',
        tags: ['Portals'],
        params: idParams,
        response: { 200: portalPinSchema },
      },
    },
    async (request) => revealPin(app.ctx, signedInUser(request), request.params.id),
  );

  // "Use this template": a portal built from it, as POST /api/portals with templateId does.
  app.post(
    '/api/templates/:id',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Use a template: create a portal from it',
        tags: ['Templates'],
        params: idParams,
        // The body is optional: without it the portal takes the template's name.
        body: useTemplateSchema.nullish(),
        response: { 201: portalSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const input = request.body ?? {};
      const template = await getTemplateDetail(app.ctx, user, request.params.id);
      const portal = await createPortal(app.ctx, user, {
        name: input.name ?? (input.clientName ? `${input.clientName}: ${template.name}` : template.name),
        templateId: template.id,
        clientName: input.clientName,
      });
      return reply.code(201).send(portal);
    },
  );
}
