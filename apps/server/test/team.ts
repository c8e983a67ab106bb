import type { FastifyInstance } from 'fastify';
import { as, createCreator, signUp, type TestUser } from './factories';

export type InvitedRole = 'admin' | 'editor' | 'viewer';

export interface TeamMemberUser extends TestUser {
  memberId: string;
}

/** Invites `email` into `owner`'s team as `role`; answers the invitation as the API returns it. */
export async function invite(app: FastifyInstance, owner: TestUser, email: string, role: InvitedRole) {
  const res = await as(owner, app, { method: 'POST', url: '/api/team/invitations', payload: { email, role } });
  if (res.statusCode !== 201) throw new Error(`invite failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; email: string; role: string; status: string; expiresAt: string; url: string };
}

/** The accept link of the latest invitation mail to `email`, as its reader would open it (the mail leaves in the background). */
export async function mailedInvitationLink(app: FastifyInstance, email: string): Promise<URL> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const mails = await app.ctx.repos.mail.listRecent(50);
    const mail = mails.find((m) => m.to === email && m.kind === 'team-invitation');
    const link = mail?.text.match(/https?:\/\/\S+\/team\/accept-invitation\?\S+/)?.[0];
    if (link) return new URL(link);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no invitation mail to ${email}`);
}

/** A new account that registers with the invited address and accepts through the mailed link. */
export async function joinTeam(app: FastifyInstance, owner: TestUser, role: InvitedRole): Promise<TeamMemberUser> {
  const email = `${role}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const invitation = await invite(app, owner, email, role);
  const user = await signUp(app, { email, name: `Team ${role}` });
  const link = await mailedInvitationLink(app, email);
  const res = await as(user, app, {
    method: 'POST',
    url: '/api/team/invitations/accept',
    payload: { invitationId: invitation.id, token: link.searchParams.get('token') },
  });
  if (res.statusCode !== 200) throw new Error(`accept failed: ${res.statusCode} ${res.body}`);
  return { ...user, memberId: res.json().memberId };
}

/** An agency owner with an admin, an editor and a viewer in the team, and an outsider (another agency creator). */
export async function createTeam(app: FastifyInstance) {
  const owner = await createCreator(app, { plan: 'agency', name: 'Olivia Owner' });
  const admin = await joinTeam(app, owner, 'admin');
  const editor = await joinTeam(app, owner, 'editor');
  const viewer = await joinTeam(app, owner, 'viewer');
  const outsider = await createCreator(app, { plan: 'agency', name: 'Oscar Outsider' });
  return { owner, admin, editor, viewer, outsider };
}

export async function assign(app: FastifyInstance, by: TestUser, portalId: string, memberIds: string[]) {
  const res = await as(by, app, { method: 'PUT', url: `/api/portals/${portalId}/assignments`, payload: { memberIds } });
  if (res.statusCode !== 200) throw new Error(`assign failed: ${res.statusCode} ${res.body}`);
  return res.json();
}
