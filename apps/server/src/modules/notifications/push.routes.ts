import {
  notificationMessages,
  pushStatusSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, NotFound } from '../../lib/errors';
import { requireUserHook, signedInUser } from '../auth/require-user';
import { getVapidKeys } from './push-keys';
import { isAllowedPushEndpoint } from './push-sender';

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
    async (request) => {
      const user = signedInUser(request);
      const [keys, subscriptions] = await Promise.all([
        getVapidKeys(ctx),
        ctx.repos.pushSubscriptions.countForUser(user.id),
      ]);
      return { publicKey: keys.publicKey, subscriptions };
    },
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
      const user = signedInUser(request);
      const input = request.body;
      if (!isAllowedPushEndpoint(ctx, input.endpoint)) {
        const message = input.endpoint.startsWith('https://')
          ? notificationMessages.pushEndpointNotAllowed
          : notificationMessages.pushEndpointInsecure;
        throw new AppError(400, 'VALIDATION_ERROR', message, [{ path: 'endpoint', message }]);
      }
      await ctx.repos.pushSubscriptions.upsert({
        uid: user.id,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        expirationTime: input.expirationTime ?? null,
        userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
      });
      const keys = await getVapidKeys(ctx);
      return reply
        .code(201)
        .send({ publicKey: keys.publicKey, subscriptions: await ctx.repos.pushSubscriptions.countForUser(user.id) });
    },
  );

  app.delete(
    '/api/notifications/push-subscriptions',
    {
      onRequest: requireUserHook,
      schema: { summary: 'Unsubscribe a browser from push', tags: ['Notifications'], body: pushUnsubscribeSchema },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { endpoint } = request.body;
      if (!(await ctx.repos.pushSubscriptions.deleteForUser(user.id, endpoint))) {
        throw new NotFound(notificationMessages.pushSubscriptionNotFound);
      }
      return reply.code(204).send();
    },
  );
}
