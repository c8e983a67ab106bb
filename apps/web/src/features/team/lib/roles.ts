import { getRoleDisplayName, type InvitableRole, type InvitationStatus, type TeamRole } from '@clientdock/shared';

export const roleLabel = (role: TeamRole) => getRoleDisplayName({ userType: 'team_member', teamRole: role });

/** What each role may do (spec §6), in the words the invite dialog and the role guide use. */
export const ROLE_SUMMARIES: Record<TeamRole, string> = {
  owner: 'Full access to every portal, the plan and the team.',
  admin: 'Manages every team portal, invites editors and viewers, and chooses who works on what.',
  editor: 'Creates up to 5 portals and edits the portals assigned to them.',
  viewer: 'Sees the portals assigned to them, without changing anything.',
};

export const INVITE_ROLE_ORDER: InvitableRole[] = ['editor', 'viewer', 'admin'];

export const STATUS_LABELS: Record<InvitationStatus, string> = {
  pending: 'Pending',
  expired: 'Expired',
  accepted: 'Accepted',
  canceled: 'Withdrawn',
  rejected: 'Declined',
};

/** Who the caller may change: the owner changes anyone but themselves as owner; admins change editors and viewers. */
export function canChangeMember(viewerRole: TeamRole | null, member: { role: TeamRole; isYou: boolean }): boolean {
  if (member.role === 'owner') return false;
  if (viewerRole === 'owner') return true;
  if (viewerRole === 'admin') return member.role !== 'admin' || member.isYou;
  return false;
}
