import {
  displayNameOf,
  getPortalLimit,
  type PortalAssignments,
  type PortalList,
  type PortalListQuery,
  teamMessages,
} from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { BadRequest, Conflict } from '../../lib/errors';
import type { RequestMeta } from '../../lib/request-meta';
import { loadPortalFor } from '../access';
import { notifyUser } from '../notifications';
import type { PortalRecord } from '../portals';
import { activePortalUsage, describePortals } from '../portals';
import type { UserRecord } from '../users';
import type { MemberRow } from './team.repository';

/** The team a portal belongs to: its owner's, if the owner has one. */
async function teamOfPortal(ctx: AppContext, portal: PortalRecord) {
  const ownerTeam = await ctx.repos.team.findMembership(portal.ownerId);
  if (ownerTeam?.role !== 'owner') return null;
  return ownerTeam;
}

async function describeAssignments(
  ctx: AppContext,
  portal: PortalRecord,
  members: MemberRow[],
): Promise<PortalAssignments> {
  const assigned = new Set(await ctx.repos.team.assignedMemberIds(portal.id));
  return {
    portalId: portal.id,
    members: members
      .filter((member) => member.role !== 'owner')
      .map((member) => ({
        memberId: member.id,
        userId: member.userId,
        name: displayNameOf(member),
        email: member.email,
        role: member.role,
        assigned: assigned.has(member.id),
      })),
  };
}

export async function getPortalAssignments(ctx: AppContext, user: UserRecord, portalId: string) {
  const portal = await loadPortalFor(ctx, user, portalId, 'manage');
  const team = await teamOfPortal(ctx, portal);
  if (!team) return { portalId: portal.id, members: [] };
  return describeAssignments(ctx, portal, await ctx.repos.team.listMembers(team.organizationId));
}

/** Owners and team admins choose who works on a portal; ids may be member ids or user ids of the team. */
export async function setPortalAssignments(
  ctx: AppContext,
  user: UserRecord,
  portalId: string,
  ids: string[],
  meta?: RequestMeta,
): Promise<PortalAssignments> {
  const portal = await loadPortalFor(ctx, user, portalId, 'manage');
  const team = await teamOfPortal(ctx, portal);
  if (!team) {
    if (ids.length > 0) throw new Conflict(teamMessages.notTeamPortal);
    return { portalId: portal.id, members: [] };
  }
  const members = await ctx.repos.team.listMembers(team.organizationId);
  const memberIds = new Set<string>();
  for (const id of ids) {
    const member = members.find((m) => m.id === id) ?? members.find((m) => m.userId === id);
    if (!member) throw new BadRequest(teamMessages.assignmentUnknownMember);
    // The owner reaches every portal already.
    if (member.role !== 'owner') memberIds.add(member.id);
  }
  const added = await ctx.repos.team.replaceAssignments(portal.id, [...memberIds], user.id, ctx.clock());
  await ctx.repos.audit.record({
    action: 'portal.assignments.updated',
    actorId: user.id,
    actorEmail: user.email,
    targetType: 'portal',
    targetId: portal.id,
    ip: meta?.ip ?? null,
    userAgent: meta?.userAgent ?? null,
    details: { memberIds: [...memberIds] },
  });
  for (const memberId of added) {
    const member = members.find((m) => m.id === memberId);
    if (!member || member.userId === user.id) continue;
    await notifyUser(
      ctx,
      member.userId,
      {
        type: 'other',
        title: 'Portal assigned to you',
        message: `You can now work on "${portal.name}" in ${team.teamName}.`,
        link: '/dashboard/assigned',
      },
      { preference: 'planUpdates' },
    );
  }
  return describeAssignments(ctx, portal, members);
}

/** /dashboard/assigned: the portals assigned to the caller in their team, with what their role lets them do. */
export async function listAssignedPortals(
  ctx: AppContext,
  user: UserRecord,
  query: PortalListQuery,
): Promise<PortalList> {
  const now = ctx.clock();
  const team = await ctx.repos.team.findMembership(user.id);
  const portalIds = team ? await ctx.repos.team.assignedPortalIds(team.memberId) : [];
  const portals = team ? await ctx.repos.portals.listInScope({ ownerIds: [], portalIds }, query, now) : [];
  const role = team?.role ?? 'viewer';
  return {
    portals: await describePortals(
      ctx,
      portals.map((portal) => ({ portal, role: portal.ownerId === user.id ? 'owner' : role })),
      now,
    ),
    usage: { activePortals: await activePortalUsage(ctx, user, now), portalLimit: getPortalLimit(user) },
  };
}
