import {
  hasFeature,
  type MyPortalAccess,
  type PortalAccessMode,
  type PortalStatus,
  portalMessages,
  portalRoleAllows,
  type TeamRole,
  teamMessages,
} from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { Conflict, Forbidden, NotFound } from '../../lib/errors';
import type { PortalRecord, PortalScope } from '../portals';
import type { Membership } from '../team';
import type { UserRecord } from '../users';

export type { PortalAccessMode };

/**
 * The one place that decides who reaches a portal, and as what (spec §6): its owner has full access; in the
 * owner's team, admins reach every portal, editors and viewers the portals assigned to them. Anyone else: null.
 */
export async function portalRoleFor(
  ctx: AppContext,
  user: Pick<UserRecord, 'id'>,
  portal: Pick<PortalRecord, 'id' | 'ownerId'>,
  membership?: Membership | null,
): Promise<TeamRole | null> {
  if (portal.ownerId === user.id) return 'owner';
  const team = membership === undefined ? await ctx.repos.team.findMembership(user.id) : membership;
  if (!team?.ownerId || team.ownerId !== portal.ownerId) return null;
  const role =
    team.role === 'owner' || team.role === 'admin' || (await ctx.repos.team.isAssigned(portal.id, team.memberId))
      ? team.role
      : null;
  const owner = { userType: team.ownerUserType, plan: team.ownerPlan, teamRole: 'owner' };
  if (!role || hasFeature(owner, 'teams')) return role;
  // The owner left the Agency plan: the team reads what it reached for a grace period, then reaches nothing.
  // Nothing is deleted, so the roles come back as they were when the owner takes Agency again.
  const inGrace = team.teamGraceUntil !== null && new Date(team.teamGraceUntil) > ctx.clock();
  return inGrace ? 'viewer' : null;
}

export function describeAccess(role: TeamRole): MyPortalAccess {
  return { role, canEdit: portalRoleAllows(role, 'write'), canManage: portalRoleAllows(role, 'manage') };
}

export async function canAccessPortal(
  ctx: AppContext,
  user: Pick<UserRecord, 'id'>,
  portal: Pick<PortalRecord, 'id' | 'ownerId'>,
  mode: PortalAccessMode,
): Promise<boolean> {
  const role = await portalRoleFor(ctx, user, portal);
  return role !== null && portalRoleAllows(role, mode);
}

/**
 * A portal the person does not reach answers 404, never 403: its existence is not theirs to learn. One they
 * reach but whose role does not allow the action (a viewer writing) answers 403. Answers their role.
 */
export async function assertCanAccessPortal(
  ctx: AppContext,
  user: Pick<UserRecord, 'id'>,
  portal: PortalRecord | undefined,
  mode: PortalAccessMode,
): Promise<TeamRole> {
  const role = portal ? await portalRoleFor(ctx, user, portal) : null;
  if (!portal || !role) throw new NotFound(portalMessages.portalNotFound);
  if (!portalRoleAllows(role, mode)) {
    throw new Forbidden(
      role === 'viewer' ? teamMessages.viewerReadOnly : teamMessages.roleCannotWrite,
      'ROLE_FORBIDDEN',
    );
  }
  return role;
}

export async function loadPortalWithRole(
  ctx: AppContext,
  user: Pick<UserRecord, 'id'>,
  portalId: string,
  mode: PortalAccessMode,
): Promise<{ portal: PortalRecord; role: TeamRole }> {
  const portal = await ctx.repos.portals.findById(portalId);
  const role = await assertCanAccessPortal(ctx, user, portal, mode);
  return { portal: portal as PortalRecord, role };
}

export async function loadPortalFor(
  ctx: AppContext,
  user: Pick<UserRecord, 'id'>,
  portalId: string,
  mode: PortalAccessMode,
): Promise<PortalRecord> {
  return (await loadPortalWithRole(ctx, user, portalId, mode)).portal;
}

/** Every portal a person reaches and their role in each: what lists, analytics and usage are built from. */
export async function portalScopeFor(
  ctx: AppContext,
  user: Pick<UserRecord, 'id'>,
): Promise<PortalScope & { roleOf(portal: Pick<PortalRecord, 'ownerId'>): TeamRole }> {
  const team = await ctx.repos.team.findMembership(user.id);
  const scope: PortalScope = { ownerIds: [user.id], portalIds: [] };
  if (team?.ownerId && team.ownerId !== user.id) {
    if (team.role === 'admin' || team.role === 'owner') scope.ownerIds.push(team.ownerId);
    else scope.portalIds = await ctx.repos.team.assignedPortalIds(team.memberId);
  }
  return {
    ...scope,
    roleOf: (portal) => (portal.ownerId === user.id || !team ? 'owner' : team.role),
  };
}

/** The people a portal's client activity concerns: its owner, the team's admins and the members assigned to it. */
export async function portalAudience(ctx: AppContext, portal: Pick<PortalRecord, 'id' | 'ownerId'>): Promise<string[]> {
  const ownerTeam = await ctx.repos.team.findMembership(portal.ownerId);
  if (ownerTeam?.role !== 'owner') return [portal.ownerId];
  const [members, assigned] = await Promise.all([
    ctx.repos.team.listMembers(ownerTeam.organizationId),
    ctx.repos.team.assignedMemberIds(portal.id),
  ]);
  const assignedSet = new Set(assigned);
  const audience = new Set([portal.ownerId]);
  for (const member of members) {
    if (member.role === 'admin' || assignedSet.has(member.id)) audience.add(member.userId);
  }
  return [...audience];
}

/** Archived portals are read-only until restored. */
export function assertNotArchived(portal: PortalRecord) {
  if (portal.status === 'archived') throw new Conflict(portalMessages.portalArchived);
}

export function isPast(iso: string | null, now: Date): boolean {
  return iso !== null && new Date(iso).getTime() <= now.getTime();
}

/** A live portal past its expiry is expired even before the job has marked it. */
export function effectiveStatus(portal: Pick<PortalRecord, 'status' | 'expiresAt'>, now: Date): PortalStatus {
  const status = portal.status as PortalStatus;
  if ((status === 'active' || status === 'draft') && isPast(portal.expiresAt, now)) return 'expired';
  return status;
}
