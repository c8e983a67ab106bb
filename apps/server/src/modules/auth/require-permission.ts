import { hasPermission, messages, type Permission } from '@clientdock/shared';
import type { FastifyRequest } from 'fastify';
import { Forbidden } from '../../lib/errors';
import type { UserRecord } from '../users';
import { recordRefusal, requireAdmin } from './require-user';

/**
 * Spec §6 "Permission check": the signed-in user must be an admin ('Admin privileges required to access
 * this page.'), and either a super admin or one whose permissions list names `permission`.
 */
export async function requirePermission(request: FastifyRequest, permission: Permission): Promise<UserRecord> {
  const user = await requireAdmin(request);
  if (!hasPermission(user, permission)) {
    await recordRefusal(request, user, 'admin.permission_denied', { permission });
    throw new Forbidden(messages.permissionRequired(permission), 'PERMISSION_REQUIRED');
  }
  return user;
}

/** The same check as a route's hook, before validation: `{ onRequest: requirePermissionHook('users:read') }`. */
export function requirePermissionHook(permission: Permission) {
  return async (request: FastifyRequest) => {
    await requirePermission(request, permission);
  };
}
