import {
  accountSecuritySchema,
  adminSecuritySettingsSchema,
  adminSecuritySettingsUpdateSchema,
} from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { parseInput } from '../../lib/parse-input';
import { requestMeta } from '../../lib/request-meta';
import { requirePermission } from '../../lib/require-permission';
import { requireUser } from '../../lib/require-user';
import { readAccountSecurity, readAdminSecuritySettings, updateAdminSecuritySettings } from './security.service';

/** Sign-in security: the user's own state for Settings > Security, and the instance's rule for admins. */
export async function securityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.get(
    '/api/account/security',
    {
      schema: {
        summary: 'Two-factor and passkey state of the signed-in user',
        tags: ['account'],
        response: { 200: accountSecuritySchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', 'no-store');
      return readAccountSecurity(ctx, user);
    },
  );

  app.get(
    '/api/admin/settings/security',
    {
      schema: { summary: 'Sign-in rules for admins', tags: ['admin'], response: { 200: adminSecuritySettingsSchema } },
    },
    async (request, reply) => {
      await requirePermission(request, 'settings:read');
      reply.header('cache-control', 'no-store');
      return readAdminSecuritySettings(ctx);
    },
  );

  app.patch(
    '/api/admin/settings/security',
    {
      schema: {
        summary: 'Require two-factor sign-in for admins',
        tags: ['admin'],
        response: { 200: adminSecuritySettingsSchema },
      },
    },
    async (request, reply) => {
      const admin = await requirePermission(request, 'settings:write');
      const patch = parseInput(adminSecuritySettingsUpdateSchema, request.body);
      reply.header('cache-control', 'no-store');
      return updateAdminSecuritySettings(ctx, admin, patch, requestMeta(request));
    },
  );
}
