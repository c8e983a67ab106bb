import type { InvitationPreview, Team, TeamInvitation, TeamMember } from '@clientdock/shared';

export function makeMember(options: Partial<TeamMember> = {}): TeamMember {
  return {
    id: 'member_owner',
    userId: 'user_1',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    role: 'owner',
    joinedAt: '2026-01-05T10:00:00.000Z',
    isYou: true,
    assignedPortals: 0,
    ...options,
  };
}

export function makeInvitation(options: Partial<TeamInvitation> = {}): TeamInvitation {
  return {
    id: 'inv_1',
    email: 'sam@example.com',
    role: 'editor',
    status: 'pending',
    expiresAt: '2026-12-08T10:00:00.000Z',
    createdAt: '2026-12-01T10:00:00.000Z',
    invitedBy: 'Ada Lovelace',
    url: 'http://localhost/team/accept-invitation?id=inv_1',
    ...options,
  };
}

export function makeTeam(options: Partial<Team> = {}): Team {
  return {
    team: { id: 'team_1', name: "Ada Lovelace's team" },
    role: 'owner',
    canManage: true,
    members: [
      makeMember(),
      makeMember({
        id: 'member_2',
        userId: 'user_2',
        name: 'Grace Hopper',
        email: 'grace@example.com',
        role: 'editor',
        isYou: false,
        assignedPortals: 2,
      }),
    ],
    invitations: [makeInvitation()],
    ...options,
  };
}

export function makePreview(options: Partial<InvitationPreview> = {}): InvitationPreview {
  return {
    id: 'inv_1',
    email: 'sam@example.com',
    role: 'editor',
    status: 'pending',
    expiresAt: '2026-12-08T10:00:00.000Z',
    teamName: "Ada Lovelace's team",
    invitedBy: 'Ada Lovelace',
    hasAccount: false,
    ...options,
  };
}
