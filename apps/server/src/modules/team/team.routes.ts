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
import { toWebHeaders } from '../../lib/web-headers';
import { requireUserHook, signedInUser } from '../auth';
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

  app.get(
    '/api/team',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Your team: members, their roles, and pending invitations',
        tags: ['Team'],
        response: { 200: teamSchema },
      },
    },
    async (request) => getTeam(ctx, signedInUser(request)),
  );

  app.post(
    '/api/team/invitations',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Invite someone to your team by email, with a role',
        tags: ['Team'],
        body: teamInvitationCreateSchema,
        response: { 201: teamInvitationSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const invitation = await inviteMember(ctx, user, toWebHeaders(request), request.body, requestMeta(request));
      return reply.code(201).send(invitation);
    },
  );

  app.post(
    '/api/team/invitations/accept',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Accept a team invitation with the signed-in account',
        tags: ['Team'],
        body: teamInvitationAcceptSchema,
        response: { 200: invitationAcceptedSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return acceptInvitation(ctx, user, toWebHeaders(request), request.body, requestMeta(request));
    },
  );

  // Public: the accept page shows whose team and which role before the person signs in or registers.
  app.get(
    '/api/team/invitations/:id',
    {
      schema: {
        summary: 'What an invitation offers (whose team, which role), before signing in',
        tags: ['Team'],
        params: idParams,
        response: { 200: invitationPreviewSchema },
      },
    },
    async (request) => previewInvitation(ctx, request.params.id),
  );

  app.post(
    '/api/team/invitations/:id/resend',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Send an invitation mail again',
        tags: ['Team'],
        params: idParams,
        response: { 200: teamInvitationSchema },
      },
    },
    async (request) => resendInvitation(ctx, signedInUser(request), request.params.id, requestMeta(request)),
  );

  app.delete(
    '/api/team/invitations/:id',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Withdraw an invitation',
        tags: ['Team'],
        params: idParams,
        response: { 200: teamInvitationSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return revokeInvitation(ctx, user, toWebHeaders(request), request.params.id, requestMeta(request));
    },
  );

  app.patch(
    '/api/team/members/:id',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Change a member\u2019s role',
        tags: ['Team'],
        params: idParams,
        body: teamMemberUpdateSchema,
        response: { 200: teamMemberSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { id } = request.params;
      return changeMemberRole(ctx, user, toWebHeaders(request), id, request.body.role, requestMeta(request));
    },
  );

  app.delete(
    '/api/team/members/:id',
    {
      onRequest: requireUserHook,
      schema: { summary: 'Remove a member from your team', tags: ['Team'], params: idParams },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await removeMember(ctx, user, toWebHeaders(request), request.params.id, requestMeta(request));
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/portals/assigned',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'The portals assigned to you as a team member',
        tags: ['Portals'],
        querystring: portalListQuerySchema,
        response: { 200: portalListSchema },
      },
    },
    async (request) => listAssignedPortals(ctx, signedInUser(request), request.query),
  );

  app.get(
    '/api/portals/:id/assignments',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Which team members a portal is assigned to',
        tags: ['Portal activity and files'],
        params: idParams,
        response: { 200: portalAssignmentsSchema },
      },
    },
    async (request) => getPortalAssignments(ctx, signedInUser(request), request.params.id),
  );

  app.put(
    '/api/portals/:id/assignments',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Assign a portal to team members',
        tags: ['Portal activity and files'],
        params: idParams,
        body: portalAssignmentsUpdateSchema,
        response: { 200: portalAssignmentsSchema },
      },
    },
    async (request) =>
      setPortalAssignments(ctx, signedInUser(request), request.params.id, request.body.memberIds, requestMeta(request)),
  );
}
