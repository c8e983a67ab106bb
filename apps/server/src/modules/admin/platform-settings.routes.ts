import { platformSettingsSchema, platformSettingsUpdateSchema, publicPlatformSchema } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { parseInput } from '../../lib/parse-input';
import { requestMeta } from '../../lib/request-meta';
import { requirePermission } from '../../lib/require-permission';
import { readPlatformSettings, readPublicPlatform, updatePlatformSettings } from './platform-settings.service';

/** Platform settings: settings:read reads them, settings:write changes them; anyone reads the public part. */
export async function platformSettingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.get('/api/platform', { schema: { response: { 200: publicPlatformSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return readPublicPlatform(ctx);
  });

  app.get('/api/admin/settings', { schema: { response: { 200: platformSettingsSchema } } }, async (request, reply) => {
    await requirePermission(request, 'settings:read');
    reply.header('cache-control', 'no-store');
    return readPlatformSettings(ctx.repos.appSettings);
  });

  app.patch(
    '/api/admin/settings',
    {
      schema: { response: { 200: platformSettingsSchema } },
    },
    async (request, reply) => {
      const admin = await requirePermission(request, 'settings:write');
      const patch = parseInput(platformSettingsUpdateSchema, request.body);
      reply.header('cache-control', 'no-store');
      return updatePlatformSettings(ctx, admin, patch, requestMeta(request));
    },
  );
}
