import { pushStatusSchema, pushSubscriptionSchema, pushUnsubscribeSchema } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUserHook, signedInUser } from '../auth';
import { describePush, subscribePush, unsubscribePush } from './push.service';
import { getVapidKeys } from './push-keys';

/** Web Push: the key browsers subscribe with, and this user's subscriptions. */
export async function pushRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  // Made (or read) at start, so the first browser to ask does not wait and every instance agrees.
  await getVapidKeys(ctx);

  app.get(
    '/api/notifications/push',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Browser push: the public key and whether it is on',
        tags: ['Notifications'],
        response: { 200: pushStatusSchema },
      },
    },
    async (request) => describePush(ctx, signedInUser(request)),
  );

  app.post(
    '/api/notifications/push-subscriptions',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Subscribe this browser to push',
        tags: ['Notifications'],
        body: pushSubscriptionSchema,
        response: { 201: pushStatusSchema },
      },
    },
    async (request, reply) => {
      const status = await subscribePush(
        ctx,
        signedInUser(request),
        request.body,
        request.headers['user-agent'] ?? null,
      );
      return reply.code(201).send(status);
    },
  );

  app.delete(
    '/api/notifications/push-subscriptions',
    {
      onRequest: requireUserHook,
      schema: { summary: 'Unsubscribe a browser from push', tags: ['Notifications'], body: pushUnsubscribeSchema },
    },
    async (request, reply) => {
      await unsubscribePush(ctx, signedInUser(request), request.body.endpoint);
      return reply.code(204).send();
    },
  );
}
