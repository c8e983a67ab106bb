import { createHmac, timingSafeEqual } from 'node:crypto';
import { getRoleDisplayName, teamMessages } from '@clientdock/shared';
import { createAccessControl } from 'better-auth/plugins/access';
import { defaultStatements } from 'better-auth/plugins/organization/access';
import type { AppConfig } from '../../config';
import type { Mailer } from '../mail';
import { actionMail, mailName, mailSubject } from '../mail';

export const INVITATION_TTL_SECONDS = 7 * 24 * 60 * 60;
export const TEAM_MEMBER_LIMIT = 100;

const ac = createAccessControl(defaultStatements);
const manageMembers = { member: ['create', 'update', 'delete'], invitation: ['create', 'cancel'] } as const;

/** better-auth's view of ClientDock's team roles; the finer rules (owner protection, who appoints admins) are in team.service. */
export const teamAccessControl = {
  ac,
  creatorRole: 'owner',
  roles: {
    owner: ac.newRole({ ...manageMembers, organization: ['update', 'delete'] }),
    admin: ac.newRole(manageMembers),
    editor: ac.newRole({}),
    viewer: ac.newRole({}),
  },
};

/**
 * The secret of the mailed link. The invitation id alone is no proof: it is shown to the team's managers and
 * in the invitee's notifications, and anyone may register an unconfirmed account with the invited address.
 * Only the mailbox receives this token, derived from the id so that every mail of one invitation carries it.
 */
export function invitationToken(secret: string, invitationId: string): string {
  return createHmac('sha256', secret).update(`team-invitation:${invitationId}`).digest('base64url');
}

export function isInvitationToken(secret: string, invitationId: string, token: string): boolean {
  const expected = Buffer.from(invitationToken(secret, invitationId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The accept page's address; with `token` only in the mail to the invited address. */
export function invitationUrl(publicUrl: string, invitationId: string, token?: string): string {
  const link = `${publicUrl}/team/accept-invitation?id=${encodeURIComponent(invitationId)}`;
  return token ? `${link}&token=${encodeURIComponent(token)}` : link;
}

/** The invitation mail: who invites, to which team, as what, and the link that works for new and existing accounts. */
export function invitationMail(
  config: Pick<AppConfig, 'publicUrl' | 'authSecret'>,
  invitation: { id: string; email: string; role: string; teamName: string; inviterName: string },
) {
  const roleName = getRoleDisplayName({ userType: 'team_member', teamRole: invitation.role });
  const teamName = mailName(invitation.teamName);
  const body = actionMail({
    greeting: 'Hi,',
    intro: `${mailName(invitation.inviterName)} invited you to join ${teamName} on ClientDock as a ${roleName}. The invitation is valid for 7 days.`,
    action: 'Accept invitation',
    url: invitationUrl(config.publicUrl, invitation.id, invitationToken(config.authSecret, invitation.id)),
    outro:
      'New to ClientDock? The link lets you create your account with this address. If you were not expecting this, ignore this message.',
  });
  return {
    kind: 'team-invitation',
    to: invitation.email,
    subject: mailSubject(teamMessages.mailSubject(teamName)),
    ...body,
  };
}

export function teamPluginOptions(deps: { config: AppConfig; mailer: Mailer; onError: (error: unknown) => void }) {
  return {
    // Teams are made by ClientDock's team service for accounts whose plan includes them, never by request.
    allowUserToCreateOrganization: false,
    organizationLimit: 1,
    membershipLimit: TEAM_MEMBER_LIMIT,
    invitationExpiresIn: INVITATION_TTL_SECONDS,
    // The library's own accept and reject calls need a confirmed address. ClientDock's accept route also takes
    // the mailed link's token as proof, and confirms the address before calling the library (team.service).
    requireEmailVerificationOnInvitation: true,
    sendInvitationEmail: async (data: {
      id: string;
      email: string;
      role: string;
      organization: { name: string };
      inviter: { user: { name: string; email: string } };
    }) => {
      const mail = invitationMail(deps.config, {
        id: data.id,
        email: data.email,
        role: data.role,
        teamName: data.organization.name,
        inviterName: data.inviter.user.name || data.inviter.user.email,
      });
      deps.mailer.send(mail).catch(deps.onError);
    },
  };
}
