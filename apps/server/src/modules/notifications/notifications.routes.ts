import {
  messages,
  notificationListSchema,
  notificationReadResultSchema,
  testNotificationRequestSchema,
  testNotificationResultSchema,
  unreadCountSchema,
} from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withFailureMessage } from '../../lib/failure-message';
import { parseInput } from '../../lib/parse-input';
import { requireUser } from '../../lib/require-user';
import { notificationSettingsRoutes } from './notification-settings.routes';
import { notificationStreamRoutes } from './notification-stream.routes';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  sendTestNotification,
} from './notifications.service';
import { pushRoutes } from './push.routes';
import { unsubscribeRoutes } from './unsubscribe.routes';

const idParams = z.object({ id: z.string().min(1).max(64) });

export async function notificationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/notifications', { schema: { response: { 200: notificationListSchema } } }, async (request) =>
    listNotifications(ctx, await requireUser(request)),
  );

  app.post(
    '/api/notifications/:id/read',
    { schema: { params: idParams, response: { 200: notificationReadResultSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return withFailureMessage(request.log, messages.failedMarkRead, () =>
        markNotificationRead(ctx, user, request.params.id),
      );
    },
  );

  app.post('/api/notifications/read-all', { schema: { response: { 200: unreadCountSchema } } }, async (request) => {
    const user = await requireUser(request);
    return withFailureMessage(request.log, messages.failedMarkAllRead, () => markAllNotificationsRead(ctx, user));
  });

  app.post(
    '/api/notifications/test',
    { schema: { response: { 201: testNotificationResultSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const { notificationType } = parseInput(testNotificationRequestSchema, request.body);
      const result = await withFailureMessage(request.log, messages.failedSendTestNotification, () =>
        sendTestNotification(ctx, user, notificationType),
      );
      return reply.code(201).send(result);
    },
  );

  await app.register(notificationStreamRoutes);
  await app.register(notificationSettingsRoutes);
  await app.register(pushRoutes);
  await app.register(unsubscribeRoutes);
}
