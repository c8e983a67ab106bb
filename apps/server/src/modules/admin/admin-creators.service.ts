import {
  type AccountStatus,
  type AdminCreator,
  type AdminCreatorList,
  type AdminCreatorUpdate,
  type AdminLevel,
  type adminCreatorListQuerySchema,
  adminCreatorMessages,
  normalizePlan,
  normalizeTeamRole,
  normalizeUserType,
  type Permission,
  type UserType,
} from '@clientdock/shared';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { Conflict, Forbidden, NotFound } from '../../lib/errors';
import type { RequestMeta } from '../../lib/request-meta';
import { readPlatformSettings } from '../app-settings';
import { changePlan } from '../billing';
import { announceSessionsEnded } from '../notifications';
import type { UserRecord } from '../users';
import type { CreatorRow } from './admin-creators.repository';
import { accountStatusMail } from './admin-mail';

function describe(row: CreatorRow): AdminCreator {
  return {
    ...row,
    userType: normalizeUserType(row.userType),
    plan: normalizePlan(row.plan),
    status: (['active', 'pending', 'suspended'].includes(row.status) ? row.status : 'active') as AccountStatus,
    teamRole: normalizeTeamRole(row.teamRole),
    adminLevel: row.adminLevel === 'super' || row.adminLevel === 'standard' ? row.adminLevel : null,
  };
}

export async function listCreators(
  ctx: AppContext,
  query: z.output<typeof adminCreatorListQuerySchema>,
): Promise<AdminCreatorList> {
  const { page, pageSize, ...filters } = query;
  const [{ rows, total }, pendingTotal] = await Promise.all([
    ctx.repos.adminCreators.list(filters, page, pageSize),
    ctx.repos.adminCreators.countByStatus('pending'),
  ]);
  return { creators: rows.map(describe), page, pageSize, total, pendingTotal };
}

export async function getCreator(ctx: AppContext, id: string): Promise<AdminCreator> {
  const row = await ctx.repos.adminCreators.findById(id);
  if (!row) throw new NotFound(adminCreatorMessages.notFound);
  return describe(row);
}

export interface AccountPatch {
  status?: AccountStatus;
  userType?: UserType;
  adminLevel?: AdminLevel | null;
  permissions?: Permission[];
}

const isSuper = (user: UserRecord) => normalizeUserType(user.userType) === 'admin' && user.adminLevel === 'super';

/** The rules an account change must pass before anything is written. */
export function assertAccountChangeAllowed(admin: UserRecord, target: UserRecord, patch: AccountPatch) {
  const changesRole = patch.userType !== undefined || patch.adminLevel !== undefined || patch.permissions !== undefined;
  if (target.id === admin.id) throw new Forbidden(adminCreatorMessages.notYourself, 'NOT_YOURSELF');
  const targetIsAdmin = normalizeUserType(target.userType) === 'admin';
  // Handing out admin rights is an escalation only a super admin may make (spec §6: a super admin passes every check).
  if ((changesRole || (targetIsAdmin && patch.status !== undefined)) && !isSuper(admin)) {
    throw new Forbidden(adminCreatorMessages.superOnly, 'SUPER_ADMIN_REQUIRED');
  }
  const nextType = patch.userType ?? normalizeUserType(target.userType);
  if (patch.permissions !== undefined && patch.permissions.length > 0 && nextType !== 'admin') {
    throw new Conflict(adminCreatorMessages.permissionsNeedAdmin);
  }
}

function statusAction(from: string, to: AccountStatus): string {
  if (to === 'suspended') return 'user.suspended';
  if (to === 'active' && from === 'pending') return 'user.approved';
  if (to === 'active' && from === 'suspended') return 'user.reactivated';
  return 'user.status_changed';
}

/** Who makes a change: an admin in the app, or the operator at the command line (no account). */
export interface Actor {
  id: string | null;
  email: string | null;
  via?: 'command-line';
}

/**
 * Status, type, admin level and permissions, once assertAccountChangeAllowed has passed (the command line
 * skips it: the operator is trusted). Suspending ends the account's sessions at once; approving a
 * pending account mails its owner. Each change goes to the audit log (Security Logs).
 */
export async function updateCreator(
  ctx: AppContext,
  actor: Actor,
  target: UserRecord,
  patch: AccountPatch,
  meta: RequestMeta,
): Promise<void> {
  const audit = (action: string, details: Record<string, unknown>) =>
    ctx.repos.audit.record({
      action,
      actorId: actor.id,
      actorEmail: actor.email,
      targetType: 'user',
      targetId: target.id,
      ip: meta.ip,
      userAgent: meta.userAgent,
      details: { email: target.email, ...details, ...(actor.via ? { via: actor.via } : {}) },
    });

  const { permissions, status, ...role } = patch;
  const roleChanges: Record<string, { from: unknown; to: unknown }> = {};
  if (role.userType !== undefined && role.userType !== target.userType) {
    roleChanges.userType = { from: target.userType, to: role.userType };
  }
  if (role.adminLevel !== undefined && role.adminLevel !== target.adminLevel) {
    roleChanges.adminLevel = { from: target.adminLevel, to: role.adminLevel };
  }
  // Leaving the admin role takes its level and permissions with it, so a later promotion starts clean.
  const leavesAdmin = role.userType !== undefined && role.userType !== 'admin' && target.userType === 'admin';
  const nextPermissions = leavesAdmin ? [] : permissions;
  if (leavesAdmin && target.adminLevel !== null) roleChanges.adminLevel = { from: target.adminLevel, to: null };
  if (nextPermissions !== undefined && [...nextPermissions].sort().join() !== [...target.permissions].sort().join()) {
    roleChanges.permissions = { from: target.permissions, to: [...new Set(nextPermissions)] };
  }
  if (Object.keys(roleChanges).length > 0) {
    await ctx.repos.users.update(target.id, {
      ...(role.userType !== undefined ? { userType: role.userType } : {}),
      ...(role.adminLevel !== undefined || leavesAdmin ? { adminLevel: leavesAdmin ? null : role.adminLevel } : {}),
    });
    if (nextPermissions !== undefined) await ctx.repos.users.setPermissions(target.id, [...new Set(nextPermissions)]);
    await audit('user.role_changed', { changes: roleChanges });
  }

  if (status !== undefined && status !== target.status) {
    await ctx.repos.users.update(target.id, { status });
    const action = statusAction(target.status, status);
    const sessionsEnded =
      status === 'suspended' ? await ctx.repos.adminCreators.revokeSessions(target.id, 'suspended', ctx.clock()) : 0;
    if (sessionsEnded > 0) await announceSessionsEnded(ctx, target.id);
    await audit(action, { from: target.status, to: status, ...(status === 'suspended' ? { sessionsEnded } : {}) });
    if (action === 'user.approved' || action === 'user.suspended' || action === 'user.reactivated') {
      const platform = await readPlatformSettings(ctx.repos.appSettings);
      // The mailer keeps it in the outbox before delivery, so a failed delivery is not lost; it is not an error here.
      await ctx.mailer
        .send(accountStatusMail(ctx, platform, target, action))
        .catch((error) => ctx.log.error({ err: error }, 'could not mail an account status change'));
    }
  }
}

/**
 * An admin's change to an account: its plan (through billing, as the owner's own change goes) and the account
 * fields. Every rule is checked before the first write, so a refused request changes nothing.
 */
export async function applyCreatorUpdate(
  ctx: AppContext,
  admin: UserRecord,
  targetId: string,
  update: AdminCreatorUpdate,
  meta: RequestMeta,
): Promise<AdminCreator> {
  const { plan, ...account } = update;
  const target = await ctx.repos.users.findById(targetId);
  if (!target) throw new NotFound(adminCreatorMessages.notFound);
  const changesAccount = Object.keys(account).length > 0;
  if (changesAccount) assertAccountChangeAllowed(admin, target, account);
  if (plan !== undefined && plan !== target.plan) await changePlan(ctx, target, plan, admin, 'admin', meta);
  if (changesAccount) {
    const current = (await ctx.repos.users.findById(target.id)) ?? target;
    await updateCreator(ctx, admin, current, account, meta);
  }
  return getCreator(ctx, target.id);
}

/** The named permissions a change needs (spec §6): the plan billing:write, everything else users:write. */
export function permissionsFor(patch: { plan?: unknown } & AccountPatch): Permission[] {
  const needed: Permission[] = [];
  if (Object.keys(patch).some((key) => key !== 'plan')) needed.push('users:write');
  if (patch.plan !== undefined) needed.push('billing:write');
  return needed;
}
