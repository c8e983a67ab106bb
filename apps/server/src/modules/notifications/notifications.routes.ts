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
import { requireUserHook, signedInUser } from '../auth';
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

  app.get(
    '/api/notifications',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Your latest 50 notifications, newest first',
        tags: ['Notifications'],
        response: { 200: notificationListSchema },
      },
    },
    async (request) => listNotifications(ctx, signedInUser(request)),
  );

  app.post(
    '/api/notifications/:id/read',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Mark a notification read',
        tags: ['Notifications'],
        params: idParams,
        response: { 200: notificationReadResultSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return withFailureMessage(request.log, messages.failedMarkRead, () =>
        markNotificationRead(ctx, user, request.params.id),
      );
    },
  );

  app.post(
    '/api/notifications/read-all',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Mark every notification read',
        tags: ['Notifications'],
        response: { 200: unreadCountSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return withFailureMessage(request.log, messages.failedMarkAllRead, () => markAllNotificationsRead(ctx, user));
    },
  );

  app.post(
    '/api/notifications/test',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Send yourself a test notification',
        tags: ['Notifications'],
        body: testNotificationRequestSchema,
        response: { 201: testNotificationResultSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { notificationType } = request.body;
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
