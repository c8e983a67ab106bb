import {
  invitationAcceptedSchema,
  invitationPreviewSchema,
  portalAssignmentsSchema,
  portalAssignmentsUpdateSchema,
  portalListQuerySchema,
  portalListSchema,
  teamInvitationAcceptSchema,
  teamInvitationCreateSchema,
  teamInvitationSchema,
  teamMemberSchema,
  teamMemberUpdateSchema,
  teamSchema,
} from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestMeta } from '../../lib/request-meta';
import { requireUser } from '../../lib/require-user';
import { toWebHeaders } from '../../lib/web-headers';
import { getPortalAssignments, listAssignedPortals, setPortalAssignments } from './assignments.service';
import {
  acceptInvitation,
  changeMemberRole,
  getTeam,
  inviteMember,
  previewInvitation,
  removeMember,
  resendInvitation,
  revokeInvitation,
} from './team.service';

const idParams = z.object({ id: z.string().min(1).max(64) });

export async function teamRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/team', { schema: { response: { 200: teamSchema } } }, async (request) =>
    getTeam(ctx, await requireUser(request)),
  );

  app.post(
    '/api/team/invitations',
    { schema: { body: teamInvitationCreateSchema, response: { 201: teamInvitationSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const invitation = await inviteMember(ctx, user, toWebHeaders(request), request.body, requestMeta(request));
      return reply.code(201).send(invitation);
    },
  );

  app.post(
    '/api/team/invitations/accept',
    { schema: { body: teamInvitationAcceptSchema, response: { 200: invitationAcceptedSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return acceptInvitation(ctx, user, toWebHeaders(request), request.body, requestMeta(request));
    },
  );

  // Public: the accept page shows whose team and which role before the person signs in or registers.
  app.get(
    '/api/team/invitations/:id',
    { schema: { params: idParams, response: { 200: invitationPreviewSchema } } },
    async (request) => previewInvitation(ctx, request.params.id),
  );

  app.post(
    '/api/team/invitations/:id/resend',
    { schema: { params: idParams, response: { 200: teamInvitationSchema } } },
    async (request) => resendInvitation(ctx, await requireUser(request), request.params.id, requestMeta(request)),
  );

  app.delete(
    '/api/team/invitations/:id',
    { schema: { params: idParams, response: { 200: teamInvitationSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return revokeInvitation(ctx, user, toWebHeaders(request), request.params.id, requestMeta(request));
    },
  );

  app.patch(
    '/api/team/members/:id',
    { schema: { params: idParams, body: teamMemberUpdateSchema, response: { 200: teamMemberSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const { id } = request.params;
      return changeMemberRole(ctx, user, toWebHeaders(request), id, request.body.role, requestMeta(request));
    },
  );

  app.delete('/api/team/members/:id', { schema: { params: idParams } }, async (request, reply) => {
    const user = await requireUser(request);
    await removeMember(ctx, user, toWebHeaders(request), request.params.id, requestMeta(request));
    return reply.code(204).send();
  });

  app.get(
    '/api/portals/assigned',
    { schema: { querystring: portalListQuerySchema, response: { 200: portalListSchema } } },
    async (request) => listAssignedPortals(ctx, await requireUser(request), request.query),
  );

  app.get(
    '/api/portals/:id/assignments',
    { schema: { params: idParams, response: { 200: portalAssignmentsSchema } } },
    async (request) => getPortalAssignments(ctx, await requireUser(request), request.params.id),
  );

  app.put(
    '/api/portals/:id/assignments',
    { schema: { params: idParams, body: portalAssignmentsUpdateSchema, response: { 200: portalAssignmentsSchema } } },
    async (request) =>
      setPortalAssignments(
        ctx,
        await requireUser(request),
        request.params.id,
        request.body.memberIds,
        requestMeta(request),
      ),
  );
}
