import { announcementCreateSchema, announcementListSchema, announcementSchema } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requirePermissionHook, signedInUser } from '../auth';
import { listAnnouncements, sendAnnouncement } from './announcements.service';

/** Announcements to creators (admins with announcements:write). */
export async function announcementsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  // Deliveries still under way when the app stops finish first, before the database closes; a mail run cut
  // short anyway is resumed by the announcement-mail job.
  const delivering = new Set<Promise<void>>();
  app.addHook('preClose', async () => {
    await Promise.all(delivering);
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/admin/announcements',
    {
      onRequest: requirePermissionHook('announcements:write'),
      schema: {
        summary: 'Sent announcements and audience sizes (admins only)',
        tags: ['Admin'],
        response: { 200: announcementListSchema },
      },
    },
    async () => listAnnouncements(ctx),
  );

  app.post(
    '/api/admin/announcements',
    {
      onRequest: requirePermissionHook('announcements:write'),
      schema: {
        summary: 'Announce to all creators or one plan, in the bell and optionally by email (admins only)',
        tags: ['Admin'],
        body: announcementCreateSchema,
        response: { 201: announcementSchema },
      },
    },
    async (request, reply) => {
      const admin = signedInUser(request);
      const input = request.body;
      const { announcement, delivery } = await sendAnnouncement(ctx, admin, input);
      delivering.add(delivery);
      void delivery.finally(() => delivering.delete(delivery));
      return reply.code(201).send(announcement);
    },
  );
}
