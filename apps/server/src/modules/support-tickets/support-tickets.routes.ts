import {
  SUPPORT_TICKET_STATUSES,
  supportReplyCreateSchema,
  supportTicketCreateSchema,
  supportTicketDetailSchema,
  supportTicketListSchema,
  supportTicketReceiptSchema,
  supportTicketStatusUpdateSchema,
} from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestMeta } from '../../lib/request-meta';
import { toWebHeaders } from '../../lib/web-headers';
import { requirePermissionHook, signedInUser } from '../auth';
import { createTicket, getTicket, listTickets, replyToTicket, setTicketStatus } from './support-tickets.service';

const idParams = z.object({ id: z.string().min(1).max(64) });

/** The contact form (public) and the admin's list of what came in through it. */
export async function supportTicketsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  // Announcements still under way when the app stops are let finish first, before the database closes.
  const announcing = new Set<Promise<void>>();
  app.addHook('preClose', async () => {
    await Promise.all(announcing);
  });

  api.post(
    '/api/support-tickets',
    {
      schema: {
        tags: ['Support'],
        body: supportTicketCreateSchema,
        summary: 'Send a message through the contact form',
        response: { 201: supportTicketReceiptSchema },
      },
    },
    async (request, reply) => {
      const input = request.body;
      // A signed-in sender is linked to their account, so the admin can see who wrote.
      const session = await ctx.auth.api.getSession({ headers: toWebHeaders(request) }).catch(() => null);
      const { receipt, announced } = await createTicket(ctx, input, requestMeta(request), session?.user.id ?? null);
      announcing.add(announced);
      void announced.finally(() => announcing.delete(announced));
      return reply.code(201).send(receipt);
    },
  );

  api.get(
    '/api/admin/support-tickets',
    {
      onRequest: requirePermissionHook('support:read'),
      schema: {
        tags: ['Admin'],
        summary: 'List support tickets, newest first (support:read)',
        querystring: z.object({ status: z.enum(SUPPORT_TICKET_STATUSES).optional() }),
        response: { 200: supportTicketListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { tickets: await listTickets(ctx, request.query.status) };
    },
  );

  api.get(
    '/api/admin/support-tickets/:id',
    {
      onRequest: requirePermissionHook('support:read'),
      schema: {
        tags: ['Admin'],
        summary: 'Read one support ticket with its replies (support:read)',
        params: idParams,
        response: { 200: supportTicketDetailSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getTicket(ctx, request.params.id);
    },
  );

  api.patch(
    '/api/admin/support-tickets/:id',
    {
      onRequest: requirePermissionHook('support:write'),
      schema: {
        tags: ['Admin'],
        body: supportTicketStatusUpdateSchema,
        summary: 'Set a ticket open, pending or closed (support:write)',
        params: idParams,
        response: { 200: supportTicketDetailSchema },
      },
    },
    async (request) => {
      const { status } = request.body;
      return setTicketStatus(ctx, request.params.id, status);
    },
  );

  api.post(
    '/api/admin/support-tickets/:id/replies',
    {
      onRequest: requirePermissionHook('support:write'),
      schema: {
        tags: ['Admin'],
        body: supportReplyCreateSchema,
        summary: 'Answer a ticket; the reply is mailed to the sender (support:write)',
        params: idParams,
        response: { 201: supportTicketDetailSchema },
      },
    },
    async (request, reply) => {
      const admin = signedInUser(request);
      const input = request.body;
      return reply.code(201).send(await replyToTicket(ctx, admin, request.params.id, input));
    },
  );
}
