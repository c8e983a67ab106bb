import { platformSettingsSchema, platformSettingsUpdateSchema, publicPlatformSchema } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestMeta } from '../../lib/request-meta';
import { readPlatformSettings, readPublicPlatform, updatePlatformSettings } from '../app-settings';
import { requirePermissionHook, signedInUser } from '../auth';

/** Platform settings: settings:read reads them, settings:write changes them; anyone reads the public part. */
export async function platformSettingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.get(
    '/api/platform',
    {
      schema: {
        summary:
          'The platform\u2019s name, support email, registration mode, and whether plans are sold here (billing) and shown with prices',
        tags: ['Instance'],
        response: { 200: publicPlatformSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return readPublicPlatform(ctx);
    },
  );

  app.get(
    '/api/admin/settings',
    {
      onRequest: requirePermissionHook('settings:read'),
      schema: { summary: 'Platform settings (any admin)', tags: ['Admin'], response: { 200: platformSettingsSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return readPlatformSettings(ctx.repos.appSettings);
    },
  );

  app.patch(
    '/api/admin/settings',
    {
      onRequest: requirePermissionHook('settings:write'),
      schema: {
        summary: 'Change platform settings (settings:write)',
        tags: ['Admin'],
        body: platformSettingsUpdateSchema,
        response: { 200: platformSettingsSchema },
      },
    },
    async (request, reply) => {
      const admin = signedInUser(request);
      const patch = request.body;
      reply.header('cache-control', 'no-store');
      return updatePlatformSettings(ctx, admin, patch, requestMeta(request));
    },
  );
}
