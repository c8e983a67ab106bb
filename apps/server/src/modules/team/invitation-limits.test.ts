import { mailLimitMessages } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { as, createCreator, signUp, type TestUser } from '../../../test/factories';
import { startSmtpPeer } from '../../../test/smtp-peer';
import { invite, mailedInvitationLink } from '../../../test/team';
import { INVITATION_MAILS_PER_ACCOUNT, INVITATION_MAILS_PER_ADDRESS } from './invitation-limits';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  await signUp(app, { email: 'operator@example.com' });
});
afterAll(async () => {
  await app.close();
});

const agencyOwner = () => createCreator(app, { plan: 'agency', name: 'Olivia Owner' });
const resend = (owner: TestUser, id: string) =>
  as(owner, app, { method: 'POST', url: `/api/team/invitations/${id}/resend` });
const invitationMails = async (email: string) =>
  (await app.ctx.repos.mail.listRecent(200)).filter((m) => m.to === email && m.kind === 'team-invitation');

describe('invitation mail limits', () => {
  it('sends one address at most 3 invitation mails an hour; the 4th is refused with 429 and Retry-After', async () => {
    const owner = await agencyOwner();
    const invitation = await invite(app, owner, 'flooded@example.com', 'editor');
    await expect.poll(async () => (await invitationMails('flooded@example.com')).length).toBe(1);
    expect((await resend(owner, invitation.id)).statusCode).toBe(200);
    expect((await resend(owner, invitation.id)).statusCode).toBe(200);

    const refused = await resend(owner, invitation.id);
    expect(refused.statusCode).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(3500);
    expect(seconds).toBeLessThanOrEqual(3600);
    expect(refused.json().error).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: mailLimitMessages.invitationsToAddress(INVITATION_MAILS_PER_ADDRESS, seconds),
    });
    expect(refused.json().error.message).toContain('You can send another in 1 hour.');
    // A refusal is not counted: the wait stays the same.
    expect(Number((await resend(owner, invitation.id)).headers['retry-after'])).toBeLessThanOrEqual(seconds);
    expect(await invitationMails('flooded@example.com')).toHaveLength(INVITATION_MAILS_PER_ADDRESS);

    // Another team's new invitation to the same address counts too, and stores nothing.
    const other = await agencyOwner();
    const again = await as(other, app, {
      method: 'POST',
      url: '/api/team/invitations',
      payload: { email: 'flooded@example.com', role: 'viewer' },
    });
    expect(again.statusCode).toBe(429);
    expect((await as(other, app, { method: 'GET', url: '/api/team' })).json().invitations ?? []).toEqual([]);
    expect(await invitationMails('flooded@example.com')).toHaveLength(INVITATION_MAILS_PER_ADDRESS);

    // An hour later the address may be invited again.
    const start = Date.now();
    app.ctx.clock = () => new Date(start + 3601_000);
    try {
      expect((await resend(owner, invitation.id)).statusCode).toBe(200);
    } finally {
      app.ctx.clock = () => new Date();
    }
  });

  it('lets one account send at most 50 invitation mails a day', async () => {
    const owner = await agencyOwner();
    for (let i = 0; i < INVITATION_MAILS_PER_ACCOUNT; i++) await invite(app, owner, `bulk-${i}@example.com`, 'viewer');
    const refused = await as(owner, app, {
      method: 'POST',
      url: '/api/team/invitations',
      payload: { email: 'one-too-many@example.com', role: 'viewer' },
    });
    expect(refused.statusCode).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(23 * 3600);
    expect(refused.json().error.message).toBe(
      mailLimitMessages.invitationsPerAccount(INVITATION_MAILS_PER_ACCOUNT, seconds),
    );
    expect(refused.json().error.message).toContain('You can send more in 24 hours');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await invitationMails('one-too-many@example.com')).toHaveLength(0);
  });

  it('links to PUBLIC_URL whatever Host the request came with', async () => {
    const owner = await agencyOwner();
    const res = await as(owner, app, {
      method: 'POST',
      url: '/api/team/invitations',
      headers: { host: 'evil.example', origin: 'http://evil.example', 'x-forwarded-host': 'evil.example' },
      payload: { email: 'forged-host@example.com', role: 'viewer' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().url).toMatch(/^http:\/\/localhost:3000\/team\/accept-invitation\?/);
    const link = await mailedInvitationLink(app, 'forged-host@example.com');
    expect(link.origin).toBe('http://localhost:3000');
    const [mail] = await invitationMails('forged-host@example.com');
    expect(mail.text).not.toContain('evil.example');
    expect(mail.html).not.toContain('evil.example');
  });

  it('shows the inviter’s and team’s names escaped and cut to 80 characters', async () => {
    const name = `<script>alert(1)</script>${'x'.repeat(275)}`;
    const owner = await createCreator(app, { plan: 'agency', name });
    await invite(app, owner, 'escaped@example.com', 'editor');
    await expect.poll(async () => (await invitationMails('escaped@example.com')).length).toBe(1);
    const [mail] = await invitationMails('escaped@example.com');
    const shown = `${name.slice(0, 79)}…`;
    expect(mail.text).toContain(`${shown} invited you to join ${`${name}'s team`.slice(0, 79)}… on ClientDock`);
    expect(mail.text).not.toContain('x'.repeat(80));
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(mail.html).not.toContain('x'.repeat(80));
    expect(mail.subject.length).toBeLessThan(130);
  });

  it('keeps a name with a line break and Bcc: in the subject line, adding no header', async () => {
    const smtp = await startSmtpPeer();
    const mailing = await buildTestApp({ env: { SMTP_URL: smtp.url } });
    try {
      await signUp(mailing, { email: 'operator@example.com' });
      const owner = await createCreator(mailing, {
        plan: 'agency',
        name: 'Mallory\r\nBcc: victim@example.net\r\nX-Injected: yes',
      });
      await invite(mailing, owner, 'header@example.com', 'viewer');
      const toInvitee = () => smtp.received.filter((m) => m.to.includes('header@example.com'));
      await expect.poll(() => toInvitee().length).toBe(1);
      const [received] = toInvitee();
      expect(received.to).toEqual(['header@example.com']);
      expect(smtp.received.some((m) => m.to.includes('victim@example.net'))).toBe(false);
      const head = received.raw.split('\r\n\r\n')[0];
      expect(head).not.toMatch(/^bcc:/im);
      expect(head).not.toMatch(/^x-injected:/im);
      const [stored] = (await mailing.ctx.repos.mail.listRecent()).filter((m) => m.to === 'header@example.com');
      expect(stored.subject).toBe(
        "You're invited to join Mallory Bcc: victim@example.net X-Injected: yes's team on ClientDock",
      );
    } finally {
      await mailing.close();
      await smtp.close();
    }
  });
});
