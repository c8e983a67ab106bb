import {
  webhookCreatedSchema,
  webhookCreateSchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookListSchema,
  webhookSchema,
  webhookUpdateSchema,
} from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestMeta } from '../../lib/request-meta';
import { requireUserHook, signedInUser } from '../auth';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  replayDelivery,
  sendTestEvent,
  updateWebhook,
} from './webhooks.service';

const webhookParams = z.object({ id: z.string().min(1).max(64) });
const deliveryParams = webhookParams.extend({ deliveryId: z.string().min(1).max(64) });
const tags = ['API tokens and webhooks'];

export async function webhooksRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/webhooks',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Your webhook endpoints, with how their last delivery went',
        tags,
        response: { 200: webhookListSchema },
      },
    },
    async (request) => listWebhooks(ctx, signedInUser(request)),
  );

  app.post(
    '/api/webhooks',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Add a webhook endpoint; the answer is the only time its signing secret (whsec_...) is shown',
        tags,
        body: webhookCreateSchema,
        response: { 201: webhookCreatedSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createWebhook(ctx, signedInUser(request), request.body, requestMeta(request))),
  );

  app.patch(
    '/api/webhooks/:id',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Change a webhook: its address, events, description, or turn it off and on',
        tags,
        params: webhookParams,
        body: webhookUpdateSchema,
        response: { 200: webhookSchema },
      },
    },
    async (request) => updateWebhook(ctx, signedInUser(request), request.params.id, request.body),
  );

  app.delete(
    '/api/webhooks/:id',
    {
      onRequest: requireUserHook,
      schema: { summary: 'Delete a webhook and its delivery log', tags, params: webhookParams },
    },
    async (request, reply) => {
      await deleteWebhook(ctx, signedInUser(request), request.params.id, requestMeta(request));
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/webhooks/:id/test',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Send a webhook.ping to the endpoint (answers the queued delivery)',
        tags,
        params: webhookParams,
        response: { 202: webhookDeliverySchema },
      },
    },
    async (request, reply) => reply.code(202).send(await sendTestEvent(ctx, signedInUser(request), request.params.id)),
  );

  app.get(
    '/api/webhooks/:id/deliveries',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'The delivery log of a webhook: the last 100 deliveries, newest first',
        tags,
        params: webhookParams,
        response: { 200: webhookDeliveryListSchema },
      },
    },
    async (request) => listDeliveries(ctx, signedInUser(request), request.params.id),
  );

  app.post(
    '/api/webhooks/:id/deliveries/:deliveryId/replay',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Send a delivery’s message again, with the same webhook-id (answers the new delivery)',
        tags,
        params: deliveryParams,
        response: { 202: webhookDeliverySchema },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(await replayDelivery(ctx, signedInUser(request), request.params.id, request.params.deliveryId)),
  );
}
