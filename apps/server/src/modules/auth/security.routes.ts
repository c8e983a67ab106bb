import {
  accountSecuritySchema,
  adminSecuritySettingsSchema,
  adminSecuritySettingsUpdateSchema,
} from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestMeta } from '../../lib/request-meta';
import { requirePermissionHook } from './require-permission';
import { requireUserHook, signedInUser } from './require-user';
import { readAccountSecurity, readAdminSecuritySettings, updateAdminSecuritySettings } from './security.service';

/** Sign-in security: the user's own state for Settings > Security, and the instance's rule for admins. */
export async function securityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  app.get(
    '/api/account/security',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Two-factor and passkey state of the signed-in user',
        tags: ['Account'],
        response: { 200: accountSecuritySchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      reply.header('cache-control', 'no-store');
      return readAccountSecurity(ctx, user);
    },
  );

  app.get(
    '/api/admin/settings/security',
    {
      onRequest: requirePermissionHook('settings:read'),
      schema: { summary: 'Sign-in rules for admins', tags: ['Admin'], response: { 200: adminSecuritySettingsSchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return readAdminSecuritySettings(ctx);
    },
  );

  app.patch(
    '/api/admin/settings/security',
    {
      onRequest: requirePermissionHook('settings:write'),
      schema: {
        body: adminSecuritySettingsUpdateSchema,
        summary: 'Require two-factor sign-in for admins',
        tags: ['Admin'],
        response: { 200: adminSecuritySettingsSchema },
      },
    },
    async (request, reply) => {
      const admin = signedInUser(request);
      const patch = request.body;
      reply.header('cache-control', 'no-store');
      return updateAdminSecuritySettings(ctx, admin, patch, requestMeta(request));
    },
  );
}
