import type { AccountStatus, AdminLevel, Permission, UserType } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import type { RequestMeta } from '../../lib/request-meta';
import type { UserRecord } from '../users/users.repository';

function describe(user: UserRecord) {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    userType: user.userType,
    plan: user.plan,
    subscriptionStatus: user.subscriptionStatus,
    status: user.status,
    teamRole: user.teamRole,
    adminLevel: user.adminLevel,
    permissions: user.permissions,
    createdAt: user.createdAt,
    lastLogin: user.lastLogin,
  };
}

export async function listCreators(ctx: AppContext) {
  return (await ctx.repos.users.listNewestFirst(1000)).map(describe);
}

/** Status, type, admin level and permissions; role and status changes go to the audit log (Security Logs). */
export async function updateCreator(
  ctx: AppContext,
  admin: UserRecord,
  userId: string,
  patch: { status?: AccountStatus; userType?: UserType; adminLevel?: AdminLevel | null; permissions?: Permission[] },
  meta: RequestMeta,
) {
  const { permissions, ...fields } = patch;
  if (Object.keys(fields).length > 0) await ctx.repos.users.update(userId, fields);
  if (permissions !== undefined) {
    await ctx.repos.users.setPermissions(userId, permissions);
  }
  if (Object.keys(patch).length > 0) {
    await ctx.repos.audit.record({
      action: 'user.updated',
      actorId: admin.id,
      actorEmail: admin.email,
      targetType: 'user',
      targetId: userId,
      ip: meta.ip,
      userAgent: meta.userAgent,
      details: patch,
    });
  }
  const user = await ctx.repos.users.findById(userId);
  return user ? describe(user) : null;
}
