import {
  recipientCreateSchema,
  recipientListSchema,
  recipientSchema,
  recipientSettingsSchema,
  recipientUpdatePreviewSchema,
  recipientUpdateResultSchema,
  recipientUpdateSchema,
} from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUserHook, signedInUser } from '../auth';
import { previewUpdate, sendUpdate } from './recipient-update.service';
import {
  inviteRecipient,
  listRecipients,
  remindRecipient,
  revokeRecipient,
  setAutoReminders,
} from './recipients.service';

const portalParams = z.object({ id: z.string().min(1).max(64) });
const recipientParams = portalParams.extend({ recipientId: z.string().min(1).max(64) });

export async function recipientsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const base = '/api/portals/:id/recipients';

  app.get(
    `${base}`,
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'The clients a portal was sent to, those who have not opened it first',
        tags: ['Portals'],
        params: portalParams,
        response: { 200: recipientListSchema },
      },
    },
    async (request) => listRecipients(ctx, signedInUser(request), request.params.id),
  );

  app.post(
    `${base}`,
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Send the portal to a client with a personal link (201 new; 200 resent to an invited address)',
        tags: ['Portals'],
        params: portalParams,
        body: recipientCreateSchema,
        response: { 200: recipientSchema, 201: recipientSchema },
      },
    },
    async (request, reply) => {
      const { recipient, created } = await inviteRecipient(ctx, signedInUser(request), request.params.id, request.body);
      return reply.code(created ? 201 : 200).send(recipient);
    },
  );

  app.patch(
    `${base}/settings`,
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Automatic reminders for a portal: on or off, and the days after the invitation they go on',
        tags: ['Portals'],
        params: portalParams,
        body: recipientSettingsSchema,
        response: { 200: recipientListSchema },
      },
    },
    async (request) => setAutoReminders(ctx, signedInUser(request), request.params.id, request.body),
  );

  app.delete(
    `${base}/:recipientId`,
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Revoke a recipient: their personal link and access end at once',
        tags: ['Portals'],
        params: recipientParams,
      },
    },
    async (request, reply) => {
      await revokeRecipient(ctx, signedInUser(request), request.params.id, request.params.recipientId);
      return reply.code(204).send();
    },
  );

  app.post(
    `${base}/:recipientId/remind`,
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Email a recipient a reminder now (one an hour per recipient)',
        tags: ['Portals'],
        params: recipientParams,
        response: { 200: recipientSchema },
      },
    },
    async (request) => remindRecipient(ctx, signedInUser(request), request.params.id, request.params.recipientId),
  );

  app.get(
    `${base}/update`,
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'What an update would list: files added or given a new version since each recipient last heard',
        tags: ['Portals'],
        params: portalParams,
        response: { 200: recipientUpdatePreviewSchema },
      },
    },
    async (request) => previewUpdate(ctx, signedInUser(request), request.params.id),
  );

  app.post(
    `${base}/update`,
    {
      onRequest: requireUserHook,
      schema: {
        summary: "Email all or chosen recipients what's new in the portal since their last update (5 an hour)",
        tags: ['Portals'],
        params: portalParams,
        body: recipientUpdateSchema,
        response: { 200: recipientUpdateResultSchema },
      },
    },
    async (request) => sendUpdate(ctx, signedInUser(request), request.params.id, request.body),
  );
}
