import { messages, notificationPreferencesSchema } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { withFailureMessage } from '../../lib/failure-message';
import { parseInput } from '../../lib/parse-input';
import { requireUser } from '../../lib/require-user';
import { readNotificationPreferences, saveNotificationPreferences } from './notification-preferences';

/** The notification part of the creator's settings: the whole preference object, read and replaced. */
export async function notificationSettingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.get(
    '/api/settings/notifications',
    { schema: { response: { 200: notificationPreferencesSchema } } },
    async (request) => readNotificationPreferences((await requireUser(request)).settings),
  );

  app.patch(
    '/api/settings/notifications',
    { schema: { response: { 200: notificationPreferencesSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const input = parseInput(notificationPreferencesSchema, request.body);
      return withFailureMessage(request.log, messages.failedUpdateNotificationPreferences, () =>
        saveNotificationPreferences(ctx, user.id, input),
      );
    },
  );
}
