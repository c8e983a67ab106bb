import {
  canManageTeamMembers,
  displayNameOf,
  getRoleDisplayName,
  type InvitableRole,
  type InvitationAccepted,
  type InvitationPreview,
  type InvitationStatus,
  type Team,
  type TeamInvitation,
  type TeamInvitationCreate,
  type TeamMember,
  type TeamRole,
  teamMessages,
} from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { AppError, Conflict, Forbidden, NotFound } from '../../lib/errors';
import { assertFeature } from '../../lib/plan-gate';
import type { RequestMeta } from '../../lib/request-meta';
import { INVITATION_TTL_SECONDS, invitationMail, invitationUrl, isInvitationToken } from '../auth';
import { mailName, takeMailAllowance } from '../mail';
import { notifyUser } from '../notifications';
import type { UserRecord } from '../users';
import { invitationMailLimits } from './invitation-limits';
import type { InvitationRow, MemberRow, Membership } from './team.repository';
import { callTeamAuth } from './team-errors';

const roleName = (role: string) => getRoleDisplayName({ userType: 'team_member', teamRole: role });

function invitationStatus(row: InvitationRow, now: Date): InvitationStatus {
  if (row.status === 'pending' && new Date(row.expiresAt).getTime() <= now.getTime()) return 'expired';
  if (row.status === 'accepted' || row.status === 'canceled' || row.status === 'rejected') return row.status;
  return 'pending';
}

function toInvitation(ctx: AppContext, row: InvitationRow): TeamInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    status: invitationStatus(row, ctx.clock()),
    expiresAt: row.expiresAt,
    createdAt: row.createdAt,
    invitedBy: row.inviterName,
    url: invitationUrl(ctx.config.publicUrl, row.id),
  };
}

function toMember(row: MemberRow, viewerId: string): TeamMember {
  return {
    id: row.id,
    userId: row.userId,
    name: displayNameOf(row),
    email: row.email,
    role: row.role,
    joinedAt: row.joinedAt,
    isYou: row.userId === viewerId,
    assignedPortals: row.assignedPortals,
  };
}

async function audit(
  ctx: AppContext,
  actor: UserRecord,
  action: string,
  target: { type: string; id: string },
  details: Record<string, unknown>,
  meta?: RequestMeta,
) {
  await ctx.repos.audit.record({
    action,
    actorId: actor.id,
    actorEmail: actor.email,
    targetType: target.type,
    targetId: target.id,
    ip: meta?.ip ?? null,
    userAgent: meta?.userAgent ?? null,
    details,
  });
}

/** The caller's team, made on first use for an account whose plan includes teams (spec §6: agency creators, admins). */
async function ensureTeam(ctx: AppContext, user: UserRecord): Promise<Membership> {
  const existing = await ctx.repos.team.findMembership(user.id);
  if (existing) return existing;
  assertFeature(user, 'teams', teamMessages.teamRequired);
  try {
    await callTeamAuth(() =>
      ctx.auth.api.createOrganization({
        body: { name: `${displayNameOf(user)}'s team`, slug: `team-${user.id}`, userId: user.id },
      }),
    );
  } catch (error) {
    // Two first invitations at once: the other request made the team.
    const made = await ctx.repos.team.findMembership(user.id);
    if (made) return made;
    throw error;
  }
  await ctx.repos.users.update(user.id, { teamRole: 'owner' });
  const team = await ctx.repos.team.findMembership(user.id);
  if (!team) throw new Error('team was not created');
  return team;
}

/** The caller's team with the right to manage it, or 403. */
async function managedTeam(ctx: AppContext, user: UserRecord): Promise<Membership> {
  const team = await ctx.repos.team.findMembership(user.id);
  if (!team) {
    assertFeature(user, 'teams', teamMessages.teamRequired);
    throw new NotFound(teamMessages.notInTeam);
  }
  if (!canManageTeamMembers(team.role)) throw new Forbidden(teamMessages.manageRequired, 'TEAM_ROLE_REQUIRED');
  return team;
}

async function findTeamMember(ctx: AppContext, team: Membership, ref: string): Promise<MemberRow> {
  const members = await ctx.repos.team.listMembers(team.organizationId);
  const member = members.find((m) => m.id === ref) ?? members.find((m) => m.userId === ref);
  if (!member) throw new NotFound(teamMessages.memberNotFound);
  return member;
}

async function findTeamInvitation(ctx: AppContext, team: Membership, id: string): Promise<InvitationRow> {
  const invitation = await ctx.repos.team.findInvitation(id);
  if (!invitation || invitation.organizationId !== team.organizationId) {
    throw new NotFound(teamMessages.invitationNotFound);
  }
  return invitation;
}

function expiryFrom(ctx: AppContext): Date {
  return new Date(ctx.clock().getTime() + INVITATION_TTL_SECONDS * 1000);
}

export async function getTeam(ctx: AppContext, user: UserRecord): Promise<Team> {
  const team = await ctx.repos.team.findMembership(user.id);
  if (!team) {
    assertFeature(user, 'teams', teamMessages.teamRequired);
    // No team yet: it is made with the first invitation; until then the owner is its only member.
    return {
      team: null,
      role: 'owner',
      canManage: true,
      members: [
        {
          id: user.id,
          userId: user.id,
          name: displayNameOf(user),
          email: user.email,
          role: 'owner',
          joinedAt: user.createdAt,
          isYou: true,
          assignedPortals: 0,
        },
      ],
      invitations: [],
    };
  }
  const canManage = canManageTeamMembers(team.role);
  const [members, invitations] = await Promise.all([
    ctx.repos.team.listMembers(team.organizationId),
    canManage ? ctx.repos.team.listInvitations(team.organizationId) : Promise.resolve([]),
  ]);
  return {
    team: { id: team.organizationId, name: team.teamName },
    role: team.role,
    canManage,
    members: members.map((member) => toMember(member, user.id)),
    // Accepted invitations are the members above; the rest stay listed so a withdrawn or expired one can be seen.
    invitations: invitations.filter((i) => i.status !== 'accepted').map((row) => toInvitation(ctx, row)),
  };
}

export async function inviteMember(
  ctx: AppContext,
  user: UserRecord,
  headers: Headers,
  input: TeamInvitationCreate,
  meta?: RequestMeta,
): Promise<TeamInvitation> {
  const existing = await ctx.repos.team.findMembership(user.id);
  const team = existing ?? (await ensureTeam(ctx, user));
  if (!canManageTeamMembers(team.role)) throw new Forbidden(teamMessages.manageRequired, 'TEAM_ROLE_REQUIRED');
  if (input.role === 'admin' && team.role !== 'owner') {
    throw new Forbidden(teamMessages.onlyOwnerInvitesAdmins, 'TEAM_ROLE_REQUIRED');
  }
  const email = input.email.trim().toLowerCase();
  if (email === user.email.toLowerCase()) throw new Conflict(teamMessages.cannotInviteSelf);
  const members = await ctx.repos.team.listMembers(team.organizationId);
  if (members.some((member) => member.email.toLowerCase() === email)) throw new Conflict(teamMessages.alreadyMember);
  const now = ctx.clock();
  for (const pending of await ctx.repos.team.pendingInvitationsFor(team.organizationId, email)) {
    if (invitationStatus(pending, now) === 'pending') throw new Conflict(teamMessages.alreadyInvited);
    // An expired invitation to the same address makes way for the new one.
    await ctx.repos.team.setInvitationStatus(pending.id, 'canceled');
  }
  // better-auth mails as it creates the invitation: the allowance is taken before, so a refusal stores nothing.
  await takeMailAllowance(ctx, invitationMailLimits(user.id, email));
  const created = await callTeamAuth(() =>
    ctx.auth.api.createInvitation({ headers, body: { email, role: input.role, organizationId: team.organizationId } }),
  );
  await ctx.repos.team.setInvitationExpiry(created.id, expiryFrom(ctx));
  const row = await ctx.repos.team.findInvitation(created.id);
  if (!row) throw new Error('invitation was not stored');
  await audit(
    ctx,
    user,
    'team.invitation.created',
    { type: 'invitation', id: row.id },
    { email, role: input.role },
    meta,
  );
  // Only an account that confirmed the address hears of it in the app: anyone can register an address unconfirmed.
  const invitee = await ctx.repos.users.findByEmail(email);
  if (invitee?.emailVerified) {
    await notifyUser(
      ctx,
      invitee.id,
      {
        type: 'other',
        title: teamMessages.invitedTitle,
        message: `${mailName(displayNameOf(user))} invited you to join ${mailName(team.teamName)} as a ${roleName(input.role)}.`,
        link: `/team/accept-invitation?id=${encodeURIComponent(row.id)}`,
      },
      { preference: 'planUpdates' },
    );
  }
  return toInvitation(ctx, row);
}

/** Sends the mail again and gives the invitation another 7 days, from now; an expired one comes back to life. */
/** Writes an invitation change to the audit log and answers the invitation as now stored. */
async function invitationChanged(
  ctx: AppContext,
  user: UserRecord,
  action: string,
  invitation: Parameters<typeof toInvitation>[1] & { id: string; email: string },
  meta?: RequestMeta,
): Promise<TeamInvitation> {
  await audit(ctx, user, action, { type: 'invitation', id: invitation.id }, { email: invitation.email }, meta);
  const row = await ctx.repos.team.findInvitation(invitation.id);
  return toInvitation(ctx, row ?? invitation);
}

export async function resendInvitation(
  ctx: AppContext,
  user: UserRecord,
  invitationId: string,
  meta?: RequestMeta,
): Promise<TeamInvitation> {
  const team = await managedTeam(ctx, user);
  const invitation = await findTeamInvitation(ctx, team, invitationId);
  if (invitation.status !== 'pending') throw new Conflict(teamMessages.invitationNotPending);
  if (invitation.role === 'admin' && team.role !== 'owner') {
    throw new Forbidden(teamMessages.onlyOwnerInvitesAdmins, 'TEAM_ROLE_REQUIRED');
  }
  await takeMailAllowance(ctx, invitationMailLimits(user.id, invitation.email));
  await ctx.repos.team.setInvitationExpiry(invitation.id, expiryFrom(ctx));
  await ctx.mailer.send(
    invitationMail(ctx.config, {
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      teamName: invitation.teamName,
      inviterName: displayNameOf(user),
    }),
  );
  return invitationChanged(ctx, user, 'team.invitation.resent', invitation, meta);
}

export async function revokeInvitation(
  ctx: AppContext,
  user: UserRecord,
  headers: Headers,
  invitationId: string,
  meta?: RequestMeta,
): Promise<TeamInvitation> {
  const team = await managedTeam(ctx, user);
  const invitation = await findTeamInvitation(ctx, team, invitationId);
  if (invitation.status !== 'pending') throw new Conflict(teamMessages.invitationNotPending);
  if (invitation.role === 'admin' && team.role !== 'owner') {
    throw new Forbidden(teamMessages.onlyOwnerInvitesAdmins, 'TEAM_ROLE_REQUIRED');
  }
  await callTeamAuth(() => ctx.auth.api.cancelInvitation({ headers, body: { invitationId: invitation.id } }));
  return invitationChanged(ctx, user, 'team.invitation.revoked', invitation, meta);
}

/** Public: the accept page reads it by the id in the link, before anyone signs in. */
export async function previewInvitation(ctx: AppContext, invitationId: string): Promise<InvitationPreview> {
  const invitation = await ctx.repos.team.findInvitation(invitationId);
  if (!invitation) throw new NotFound(teamMessages.invitationNotFound);
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    status: invitationStatus(invitation, ctx.clock()),
    expiresAt: invitation.expiresAt,
    teamName: invitation.teamName,
    invitedBy: invitation.inviterName,
    hasAccount: Boolean(await ctx.repos.users.findByEmail(invitation.email)),
  };
}

function assertAcceptable(ctx: AppContext, invitation: InvitationRow | undefined, user: UserRecord): InvitationRow {
  if (!invitation) throw new NotFound(teamMessages.invitationNotFound);
  const status = invitationStatus(invitation, ctx.clock());
  if (status === 'accepted') throw new Conflict(teamMessages.invitationUsed);
  if (status === 'canceled' || status === 'rejected') {
    throw new AppError(410, 'INVITATION_REVOKED', teamMessages.invitationRevoked);
  }
  if (status === 'expired') throw new AppError(410, 'INVITATION_EXPIRED', teamMessages.invitationExpired);
  if (invitation.email.toLowerCase() !== user.email.toLowerCase()) {
    throw new Forbidden(teamMessages.invitationWrongAccount(invitation.email), 'WRONG_ACCOUNT');
  }
  return invitation;
}

/** A person is in one team at a time; an owner whose team is just themselves leaves it behind on joining another. */
async function makeRoomForTeam(ctx: AppContext, user: UserRecord, organizationId: string) {
  const current = await ctx.repos.team.findMembership(user.id);
  if (!current) return;
  if (current.organizationId === organizationId) throw new Conflict(teamMessages.alreadyMember);
  if (current.role !== 'owner') throw new Conflict(teamMessages.alreadyInAnotherTeam);
  const now = ctx.clock();
  const pending = (await ctx.repos.team.listInvitations(current.organizationId)).filter(
    (i) => invitationStatus(i, now) === 'pending',
  );
  if ((await ctx.repos.team.countMembers(current.organizationId)) > 1 || pending.length > 0) {
    throw new Conflict(teamMessages.ownsTeam);
  }
  await ctx.repos.team.deleteOrganization(current.organizationId);
}

export async function acceptInvitation(
  ctx: AppContext,
  user: UserRecord,
  headers: Headers,
  input: { invitationId: string; token?: string },
  meta?: RequestMeta,
): Promise<InvitationAccepted> {
  const { invitationId, token } = input;
  const invitation = assertAcceptable(ctx, await ctx.repos.team.findInvitation(invitationId), user);
  // Proof that the person controls the invited address: the mailed link's token, or a confirmed address.
  if (token && !isInvitationToken(ctx.config.authSecret, invitation.id, token)) {
    throw new Forbidden(teamMessages.invitationLinkInvalid, 'INVITATION_LINK_INVALID');
  }
  if (!token && !user.emailVerified) {
    throw new Forbidden(teamMessages.invitationNeedsProof(invitation.email), 'EMAIL_NOT_VERIFIED');
  }
  await makeRoomForTeam(ctx, user, invitation.organizationId);
  // The token reached this account's own address (checked above), so that address is now confirmed.
  if (!user.emailVerified) await ctx.repos.users.markEmailVerified(user.id);
  const { member } = await callTeamAuth(() => ctx.auth.api.acceptInvitation({ headers, body: { invitationId } }));
  const role = invitation.role;
  await ctx.repos.users.update(user.id, {
    teamRole: role,
    // Spec §1: people who work on a creator's portals are team members; an instance admin stays an admin.
    ...(user.userType === 'admin' ? {} : { userType: 'team_member' }),
  });
  await audit(
    ctx,
    user,
    'team.invitation.accepted',
    { type: 'invitation', id: invitation.id },
    { organizationId: invitation.organizationId, role },
    meta,
  );
  await notifyUser(
    ctx,
    invitation.inviterId,
    {
      type: 'other',
      title: 'New team member',
      message: `${mailName(displayNameOf(user))} joined ${mailName(invitation.teamName)} as a ${roleName(role)}.`,
      link: '/dashboard/team',
    },
    { preference: 'planUpdates' },
  );
  return { teamId: invitation.organizationId, teamName: invitation.teamName, role, memberId: member.id };
}

/**
 * Owners cannot be demoted or removed, by anyone (spec: not by anyone but themselves, and a team needs its
 * owner). Admins manage editors and viewers; admins are appointed and managed by the owner.
 */
function assertMayChange(team: Membership, target: MemberRow, actor: UserRecord, newRole?: TeamRole) {
  if (target.role === 'owner') {
    throw new Forbidden(
      target.userId === actor.id ? teamMessages.ownerNeeded : teamMessages.ownerProtected,
      'OWNER_PROTECTED',
    );
  }
  if (team.role !== 'owner' && target.userId !== actor.id && (target.role === 'admin' || newRole === 'admin')) {
    throw new Forbidden(teamMessages.adminsManageOthers, 'TEAM_ROLE_REQUIRED');
  }
  if (team.role !== 'owner' && newRole === 'admin') {
    throw new Forbidden(teamMessages.onlyOwnerInvitesAdmins, 'TEAM_ROLE_REQUIRED');
  }
}

export async function changeMemberRole(
  ctx: AppContext,
  user: UserRecord,
  headers: Headers,
  memberRef: string,
  role: InvitableRole,
  meta?: RequestMeta,
): Promise<TeamMember> {
  const team = await managedTeam(ctx, user);
  const target = await findTeamMember(ctx, team, memberRef);
  assertMayChange(team, target, user, role);
  if (target.role !== role) {
    await callTeamAuth(() =>
      ctx.auth.api.updateMemberRole({
        headers,
        body: { memberId: target.id, role, organizationId: team.organizationId },
      }),
    );
    await ctx.repos.users.update(target.userId, { teamRole: role });
    await audit(
      ctx,
      user,
      'team.member.role_changed',
      { type: 'user', id: target.userId },
      { from: target.role, to: role },
      meta,
    );
    await notifyUser(
      ctx,
      target.userId,
      {
        type: 'other',
        title: 'Team role changed',
        message: `Your role in ${team.teamName} is now ${roleName(role)}.`,
        link: '/dashboard',
      },
      { preference: 'planUpdates' },
    );
  }
  return toMember({ ...target, role }, user.id);
}

export async function removeMember(
  ctx: AppContext,
  user: UserRecord,
  headers: Headers,
  memberRef: string,
  meta?: RequestMeta,
): Promise<void> {
  const own = await ctx.repos.team.findMembership(user.id);
  const leaving = own && (own.memberId === memberRef || own.userId === memberRef);
  const team = leaving ? own : await managedTeam(ctx, user);
  const target = await findTeamMember(ctx, team, memberRef);
  assertMayChange(team, target, user);
  if (leaving) {
    await callTeamAuth(() =>
      ctx.auth.api.leaveOrganization({ headers, body: { organizationId: team.organizationId } }),
    );
  } else {
    await callTeamAuth(() =>
      ctx.auth.api.removeMember({ headers, body: { memberIdOrEmail: target.id, organizationId: team.organizationId } }),
    );
  }
  // Their portal assignments went with the membership; the portals they made stay with the team.
  await ctx.repos.users.update(target.userId, {
    teamRole: null,
    ...(target.userType === 'team_member' ? { userType: 'creator' } : {}),
  });
  await audit(ctx, user, 'team.member.removed', { type: 'user', id: target.userId }, { role: target.role }, meta);
  if (!leaving) {
    await notifyUser(
      ctx,
      target.userId,
      {
        type: 'other',
        title: 'Removed from team',
        message: `You are no longer a member of ${team.teamName}.`,
        link: '/dashboard',
      },
      { preference: 'planUpdates' },
    );
  }
}
