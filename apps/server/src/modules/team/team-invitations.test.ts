import { teamMessages } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { as, createCreator, signUp, type TestUser } from '../../../test/factories';
import { invite, joinTeam, mailedInvitationLink } from '../../../test/team';

let app: FastifyInstance;
let owner: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  await signUp(app, { email: 'operator@example.com' });
  owner = await createCreator(app, { plan: 'agency', name: 'Olivia Owner' });
});
afterAll(async () => {
  await app.close();
});

const accept = (user: TestUser, invitationId: string, token?: string) =>
  as(user, app, { method: 'POST', url: '/api/team/invitations/accept', payload: { invitationId, token } });
const mailedToken = async (email: string) => (await mailedInvitationLink(app, email)).searchParams.get('token') ?? '';
const me = async (user: TestUser) => (await as(user, app, { method: 'GET', url: '/api/me' })).json();
const team = async (user: TestUser) => (await as(user, app, { method: 'GET', url: '/api/team' })).json();
const mailTo = async (email: string) =>
  (await app.ctx.repos.mail.listRecent(50)).filter((m) => m.to === email && m.kind === 'team-invitation');

describe('invitations', () => {
  it('mails a link to /team/accept-invitation, and a new account registers and joins through it', async () => {
    const invitation = await invite(app, owner, 'New.Person@Example.com', 'editor');
    expect(invitation).toMatchObject({
      id: expect.any(String),
      email: 'new.person@example.com',
      role: 'editor',
      status: 'pending',
    });
    const days = (new Date(invitation.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const [mail] = await mailTo('new.person@example.com');
    expect(mail.subject).toBe("You're invited to join Olivia Owner's team on ClientDock");
    expect(mail.text).toContain(`http://localhost:3000/team/accept-invitation?id=${invitation.id}&token=`);
    expect(mail.text).toContain('Team Editor');

    const preview = await app.inject({ method: 'GET', url: `/api/team/invitations/${invitation.id}` });
    expect(preview.json()).toMatchObject({
      teamName: "Olivia Owner's team",
      role: 'editor',
      hasAccount: false,
      status: 'pending',
    });

    const person = await signUp(app, { email: 'new.person@example.com', name: 'New Person' });
    const res = await accept(person, invitation.id, await mailedToken('new.person@example.com'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ teamName: "Olivia Owner's team", role: 'editor' });
    expect(await me(person)).toMatchObject({
      userType: 'team_member',
      teamRole: 'editor',
      roleDisplayName: 'Team Editor',
      emailVerified: true,
      limits: { portals: 5, fileSizeMb: 100 },
    });
    const members = (await team(owner)).members;
    expect(members.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual(
      expect.arrayContaining([
        [owner.email, 'owner'],
        ['new.person@example.com', 'editor'],
      ]),
    );
    expect((await accept(person, invitation.id)).statusCode).toBe(409);
    const audit = await app.ctx.repos.audit.listByAction('team.invitation.accepted');
    expect(audit.some((entry) => entry.actorId === person.id)).toBe(true);
  });

  it('lets an existing account sign in and join; it hears of the invitation in its notifications too', async () => {
    const existing = await createCreator(app, { plan: 'pro', name: 'Existing Person' });
    await app.ctx.repos.users.markEmailVerified(existing.id);
    const invitation = await invite(app, owner, existing.email, 'viewer');
    const preview = await app.inject({ method: 'GET', url: `/api/team/invitations/${invitation.id}` });
    expect(preview.json().hasAccount).toBe(true);
    const notices = (await as(existing, app, { method: 'GET', url: '/api/notifications' })).json().notifications;
    expect(notices[0]).toMatchObject({ title: 'Team invitation', link: `/team/accept-invitation?id=${invitation.id}` });
    const res = await accept(existing, invitation.id);
    expect(res.statusCode).toBe(200);
    expect(await me(existing)).toMatchObject({ userType: 'team_member', teamRole: 'viewer', limits: { portals: 0 } });
  });

  it('refuses an account that registered the invited address without proving it; the mailbox’s reader joins', async () => {
    // Sign-up needs no confirmed address: anyone may register the address a team is about to invite.
    const squatter = await signUp(app, { email: 'target@example.com', name: 'Not The Invitee' });
    const invitation = await invite(app, owner, 'target@example.com', 'admin');
    const other = await invite(app, owner, 'other.target@example.com', 'viewer');
    const notices = (await as(squatter, app, { method: 'GET', url: '/api/notifications' })).json().notifications;
    expect(notices.some((n: { link: string | null }) => n.link?.includes(invitation.id))).toBe(false);

    const withoutProof = await accept(squatter, invitation.id);
    expect(withoutProof.statusCode).toBe(403);
    expect(withoutProof.json().error).toEqual({
      code: 'EMAIL_NOT_VERIFIED',
      message: teamMessages.invitationNeedsProof('target@example.com'),
    });
    for (const token of ['forged', await mailedToken('other.target@example.com'), invitation.id]) {
      const res = await accept(squatter, invitation.id, token);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({
        code: 'INVITATION_LINK_INVALID',
        message: teamMessages.invitationLinkInvalid,
      });
    }
    expect(await me(squatter)).toMatchObject({ userType: 'creator', teamRole: null, emailVerified: false });
    expect((await team(owner)).members.some((m: { email: string }) => m.email === 'target@example.com')).toBe(false);
    expect((await team(owner)).invitations.find((i: { id: string }) => i.id === invitation.id).status).toBe('pending');

    // Whoever reads the mailbox holds the link: it proves the address, which the account then has confirmed.
    const joined = await accept(squatter, invitation.id, await mailedToken('target@example.com'));
    expect(joined.statusCode).toBe(200);
    expect(await me(squatter)).toMatchObject({ teamRole: 'admin', emailVerified: true });
    expect(other.status).toBe('pending');
  });

  it('refuses a signed-in person whose email is not the invited one, and anonymous callers', async () => {
    const invitation = await invite(app, owner, 'someone.else@example.com', 'viewer');
    const stranger = await signUp(app);
    const res = await accept(stranger, invitation.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(teamMessages.invitationWrongAccount('someone.else@example.com'));
    expect((await accept({ cookie: '' } as TestUser, invitation.id)).statusCode).toBe(401);
    expect((await accept(stranger, 'no-such-invitation')).statusCode).toBe(404);
    const bad = await as(stranger, app, { method: 'POST', url: '/api/team/invitations/accept', payload: {} });
    expect(bad.statusCode).toBe(400);
  });

  it('expires after 7 days; resending gives it 7 more days from then and a new mail', async () => {
    const invitation = await invite(app, owner, 'late@example.com', 'editor');
    const person = await signUp(app, { email: 'late@example.com' });
    const start = Date.now();
    app.ctx.clock = () => new Date(start + 7 * 86_400_000 + 60_000);
    try {
      const res = await accept(person, invitation.id);
      expect(res.statusCode).toBe(410);
      expect(res.json().error).toMatchObject({ code: 'INVITATION_EXPIRED', message: teamMessages.invitationExpired });
      const listed = (await team(owner)).invitations.find((i: { id: string }) => i.id === invitation.id);
      expect(listed.status).toBe('expired');

      const resent = await as(owner, app, { method: 'POST', url: `/api/team/invitations/${invitation.id}/resend` });
      expect(resent.statusCode).toBe(200);
      expect(resent.json()).toMatchObject({ id: invitation.id, status: 'pending' });
      expect(new Date(resent.json().expiresAt).getTime()).toBeGreaterThan(start + 13 * 86_400_000);
      expect(await mailTo('late@example.com')).toHaveLength(2);
      // Every mail of one invitation carries the same link.
      expect((await accept(person, invitation.id, await mailedToken('late@example.com'))).statusCode).toBe(200);
    } finally {
      app.ctx.clock = () => new Date();
    }
  });

  it('revokes: the link stops working, and a revoked invitation cannot be resent', async () => {
    const invitation = await invite(app, owner, 'revoked@example.com', 'viewer');
    const revoked = await as(owner, app, { method: 'DELETE', url: `/api/team/invitations/${invitation.id}` });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().status).toBe('canceled');
    const person = await signUp(app, { email: 'revoked@example.com' });
    const res = await accept(person, invitation.id);
    expect(res.statusCode).toBe(410);
    expect(res.json().error.message).toBe(teamMessages.invitationRevoked);
    const resend = await as(owner, app, { method: 'POST', url: `/api/team/invitations/${invitation.id}/resend` });
    expect(resend.statusCode).toBe(409);
  });

  it('refuses a second pending invitation to one address, members, and the owner’s own address', async () => {
    await invite(app, owner, 'twice@example.com', 'viewer');
    const again = await as(owner, app, {
      method: 'POST',
      url: '/api/team/invitations',
      payload: { email: 'twice@example.com', role: 'editor' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(teamMessages.alreadyInvited);
    const self = await as(owner, app, {
      method: 'POST',
      url: '/api/team/invitations',
      payload: { email: owner.email, role: 'admin' },
    });
    expect(self.statusCode).toBe(409);
    for (const payload of [{ email: 'not-an-email', role: 'viewer' }, { email: 'x@example.com', role: 'owner' }, {}]) {
      const res = await as(owner, app, { method: 'POST', url: '/api/team/invitations', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('needs a plan with teams: a free or pro creator is told to upgrade', async () => {
    const pro = await createCreator(app, { plan: 'pro' });
    const res = await as(pro, app, {
      method: 'POST',
      url: '/api/team/invitations',
      payload: { email: 'friend@example.com', role: 'viewer' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(teamMessages.teamRequired);
    expect((await as(pro, app, { method: 'GET', url: '/api/team' })).statusCode).toBe(403);
  });

  it('keeps the organization endpoints of the auth library closed: teams change only through /api/team', async () => {
    for (const path of ['create', 'invite-member', 'accept-invitation', 'update-member-role', 'remove-member']) {
      const res = await as(owner, app, { method: 'POST', url: `/api/auth/organization/${path}`, payload: {} });
      expect(res.statusCode, path).toBe(404);
    }
  });
});

describe('members', () => {
  it('lets the owner change a role; the member’s limits follow', async () => {
    const editor = await joinTeam(app, owner, 'editor');
    const res = await as(owner, app, {
      method: 'PATCH',
      url: `/api/team/members/${editor.memberId}`,
      payload: { role: 'admin' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'admin' });
    expect(await me(editor)).toMatchObject({ teamRole: 'admin', limits: { portals: 999, fileSizeMb: 500 } });
    const audit = await app.ctx.repos.audit.listByAction('team.member.role_changed');
    expect(audit.some((entry) => entry.targetId === editor.id)).toBe(true);
  });

  it('protects the owner: nobody demotes or removes them, not even themselves', async () => {
    const admin = await joinTeam(app, owner, 'admin');
    const ownerMember = (await team(owner)).members.find((m: { role: string }) => m.role === 'owner');
    for (const actor of [admin, owner]) {
      const demote = await as(actor, app, {
        method: 'PATCH',
        url: `/api/team/members/${ownerMember.id}`,
        payload: { role: 'viewer' },
      });
      expect(demote.statusCode).toBe(403);
      expect(demote.json().error.code).toBe('OWNER_PROTECTED');
      const remove = await as(actor, app, { method: 'DELETE', url: `/api/team/members/${ownerMember.id}` });
      expect(remove.statusCode).toBe(403);
    }
    const demote = await as(admin, app, {
      method: 'PATCH',
      url: `/api/team/members/${ownerMember.id}`,
      payload: { role: 'viewer' },
    });
    expect(demote.json().error.message).toBe(teamMessages.ownerProtected);
    expect((await me(owner)).teamRole).toBe('owner');
  });

  it('lets admins manage editors and viewers but not other admins; editors and viewers manage nobody', async () => {
    const admin = await joinTeam(app, owner, 'admin');
    const otherAdmin = await joinTeam(app, owner, 'admin');
    const viewer = await joinTeam(app, owner, 'viewer');
    const toEditor = await as(admin, app, {
      method: 'PATCH',
      url: `/api/team/members/${viewer.memberId}`,
      payload: { role: 'editor' },
    });
    expect(toEditor.statusCode).toBe(200);
    const onAdmin = await as(admin, app, { method: 'DELETE', url: `/api/team/members/${otherAdmin.memberId}` });
    expect(onAdmin.statusCode).toBe(403);
    const promote = await as(admin, app, {
      method: 'PATCH',
      url: `/api/team/members/${viewer.memberId}`,
      payload: { role: 'admin' },
    });
    expect(promote.statusCode).toBe(403);
    const byEditor = await as(viewer, app, {
      method: 'POST',
      url: '/api/team/invitations',
      payload: { email: 'friend@example.com', role: 'viewer' },
    });
    expect(byEditor.statusCode).toBe(403);
    expect(byEditor.json().error.message).toBe(teamMessages.manageRequired);
    const adminInvitesAdmin = await as(admin, app, {
      method: 'POST',
      url: '/api/team/invitations',
      payload: { email: 'friend@example.com', role: 'admin' },
    });
    expect(adminInvitesAdmin.statusCode).toBe(403);
  });

  it('removes a member: they are a creator again, lose the team’s portals, and the portals they made stay', async () => {
    const editor = await joinTeam(app, owner, 'editor');
    const made = await as(editor, app, { method: 'POST', url: '/api/portals', payload: { name: 'Made by editor' } });
    expect(made.statusCode).toBe(201);
    const res = await as(owner, app, { method: 'DELETE', url: `/api/team/members/${editor.memberId}` });
    expect(res.statusCode).toBe(204);
    expect(await me(editor)).toMatchObject({ userType: 'creator', teamRole: null });
    const lost = await as(editor, app, { method: 'GET', url: `/api/portals/${made.json().id}` });
    expect(lost.statusCode).toBe(404);
    const kept = await as(owner, app, { method: 'GET', url: `/api/portals/${made.json().id}` });
    expect(kept.statusCode).toBe(200);
    const again = await as(owner, app, { method: 'DELETE', url: `/api/team/members/${editor.memberId}` });
    expect(again.statusCode).toBe(404);
  });

  it('lets a member leave on their own', async () => {
    const viewer = await joinTeam(app, owner, 'viewer');
    const res = await as(viewer, app, { method: 'DELETE', url: `/api/team/members/${viewer.memberId}` });
    expect(res.statusCode).toBe(204);
    expect((await me(viewer)).userType).toBe('creator');
  });

  it('refuses joining a second team', async () => {
    const otherOwner = await createCreator(app, { plan: 'agency' });
    const member = await joinTeam(app, owner, 'viewer');
    const invitation = await invite(app, otherOwner, member.email, 'editor');
    const res = await accept(member, invitation.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(teamMessages.alreadyInAnotherTeam);
  });
});
