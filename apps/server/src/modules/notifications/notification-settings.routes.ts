import { messages, notificationPreferencesSchema } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { withFailureMessage } from '../../lib/failure-message';
import { requireUserHook, signedInUser } from '../auth';
import { readNotificationPreferences, saveNotificationPreferences } from './notification-preferences';

/** The notification part of the creator's settings: the whole preference object, read and replaced. */
export async function notificationSettingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.get(
    '/api/settings/notifications',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Your notification preferences',
        tags: ['Settings'],
        response: { 200: notificationPreferencesSchema },
      },
    },
    async (request) => readNotificationPreferences(signedInUser(request).settings),
  );

  app.patch(
    '/api/settings/notifications',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Save your notification preferences (the whole object)',
        tags: ['Settings'],
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const input = request.body;
      return withFailureMessage(request.log, messages.failedUpdateNotificationPreferences, () =>
        saveNotificationPreferences(ctx, user.id, input),
      );
    },
  );
}
