import { announcementMessages, DEFAULT_NOTIFICATION_PREFERENCES } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createNonAdmins, expectAdminOnly, expectPermissionRequired, type NonAdmins } from '../../../test/admin-access';
import { buildTestApp } from '../../../test/build-app';
import { as, createCreator, signUp, type TestUser } from '../../../test/factories';
import { startSmtpPeer } from '../../../test/smtp-peer';
import { baseUrl, openEventStream } from '../../../test/sse';
import { resumeAnnouncementMail, runAnnouncementMail } from './announcements.service';

let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let app: FastifyInstance;
let admin: TestUser;
let others: NonAdmins;
let pro: TestUser;
let free: TestUser;
let quiet: TestUser;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  app = await buildTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'ClientDock <hello@clientdock.test>' } });
  admin = await signUp(app, { email: 'operator@example.com', name: 'Ada Operator' });
  others = await createNonAdmins(app);
  pro = await createCreator(app, { plan: 'pro', name: 'Paula Pro' });
  free = await createCreator(app, { plan: 'free', name: 'Fred Free' });
  quiet = await createCreator(app, { plan: 'pro', name: 'Quinn Quiet' });
  await createCreator(app, { plan: 'pro', status: 'suspended' });
  const off = await as(quiet, app, {
    method: 'PATCH',
    url: '/api/settings/notifications',
    payload: { ...DEFAULT_NOTIFICATION_PREFERENCES, emailFrequency: 'disabled' },
  });
  expect(off.statusCode).toBe(200);
});
beforeEach(() => {
  smtp.received.length = 0;
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const announcementMails = () => smtp.received.filter((mail) => mail.raw.includes('Subject: ClientDock: '));

async function bell(user: TestUser) {
  return (await as(user, app, { method: 'GET', url: '/api/notifications' })).json();
}

function post(payload: Record<string, unknown>, user: TestUser = admin) {
  return as(user, app, { method: 'POST', url: '/api/admin/announcements', payload });
}

describe('admin announcements access (spec §6)', () => {
  it('refuses creators and team members with the spec’s message', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/admin/announcements' },
      {
        method: 'POST' as const,
        url: '/api/admin/announcements',
        payload: { title: 'Hi', message: 'Hello', audience: 'all' },
      },
    ]) {
      await expectAdminOnly(app, others, request);
    }
    const list = { method: 'GET' as const, url: '/api/admin/announcements' };
    await expectPermissionRequired(app, others.plainAdmin, list, 'announcements:write');
    await expectPermissionRequired(
      app,
      others.plainAdmin,
      { method: 'POST', url: '/api/admin/announcements', payload: { title: 'Hi', message: 'Hello', audience: 'all' } },
      'announcements:write',
    );
    await app.ctx.repos.users.setPermissions(others.plainAdmin.id, ['announcements:write']);
    expect((await as(others.plainAdmin, app, list)).statusCode).toBe(200);
    await app.ctx.repos.users.setPermissions(others.plainAdmin.id, []);
    expect((await bell(pro)).notifications).toEqual([]);
  });
});

describe('sending announcements', () => {
  it('puts an announcement for one plan in those creators’ bells, live, and keeps it in the history', async () => {
    const stream = await openEventStream(`${await baseUrl(app)}/api/notifications/stream`, { cookie: pro.cookie });
    try {
      const res = await post({
        title: 'Pro plan: bigger files',
        message: 'Pro files can now be 100 MB.',
        audience: 'pro',
        link: '/pricing',
      });
      expect(res.statusCode).toBe(201);
      // Active Pro creators only: the suspended one is left out.
      expect(res.json()).toMatchObject({
        audience: 'pro',
        recipients: 2,
        sendEmail: false,
        email: { status: 'none', sent: 0 },
        sentByName: 'Ada Operator',
      });
      const live = await stream.next('notification');
      expect(live).toMatchObject({ type: 'announcement', title: 'Pro plan: bigger files', link: '/pricing' });
    } finally {
      stream.close();
    }
    expect((await bell(pro)).notifications[0]).toMatchObject({
      type: 'announcement',
      title: 'Pro plan: bigger files',
      message: 'Pro files can now be 100 MB.',
      read: false,
    });
    expect((await bell(free)).notifications.some((n: { type: string }) => n.type === 'announcement')).toBe(false);
    expect((await bell(admin)).notifications.some((n: { type: string }) => n.type === 'announcement')).toBe(false);

    const history = (await as(admin, app, { method: 'GET', url: '/api/admin/announcements' })).json();
    expect(history.announcements[0]).toMatchObject({ title: 'Pro plan: bigger files', recipients: 2 });
    expect(history.audienceSizes).toMatchObject({ pro: 2, free: expect.any(Number), agency: expect.any(Number) });
    expect(history.audienceSizes.all).toBeGreaterThanOrEqual(history.audienceSizes.pro + history.audienceSizes.free);
    expect(announcementMails()).toEqual([]);
  });

  it('mails everyone in the audience after answering, skipping those who turned email off', async () => {
    const res = await post({
      title: 'Maintenance on Sunday',
      message: 'ClientDock restarts at 02:00 UTC.\n\nIt takes a minute.',
      audience: 'all',
      sendEmail: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().email.status).toBe('queued');
    const id = res.json().id;
    await expect
      .poll(
        async () => {
          const list = (await as(admin, app, { method: 'GET', url: '/api/admin/announcements' })).json();
          return list.announcements.find((a: { id: string }) => a.id === id).email.status;
        },
        { timeout: 15_000 },
      )
      .toBe('sent');
    const stored = (await as(admin, app, { method: 'GET', url: '/api/admin/announcements' })).json().announcements[0];
    expect(stored.email.skipped).toBe(1);
    expect(stored.email.sent).toBe(stored.recipients - 1);
    expect(stored.completedAt).not.toBeNull();
    const mails = announcementMails();
    expect(mails).toHaveLength(stored.recipients - 1);
    const recipients = mails.flatMap((mail) => mail.to);
    expect(recipients).toEqual(expect.arrayContaining([pro.email, free.email, others.creator.email]));
    expect(recipients).not.toContain(quiet.email);
    expect(recipients).not.toContain(admin.email);
    const toPro = mails.find((mail) => mail.to.includes(pro.email))!;
    expect(toPro.raw).toContain('Subject: ClientDock: Maintenance on Sunday');
    expect(toPro.body).toContain('It takes a minute.');
    expect(toPro.body).toContain('/api/notifications/unsubscribe?token=');
    // Nothing left for the job; a second run of a finished announcement does nothing.
    expect(await resumeAnnouncementMail(app.ctx)).toBe(0);
    expect(await runAnnouncementMail(app.ctx, id)).toBe(false);
    expect(announcementMails()).toHaveLength(stored.recipients - 1);
  });

  it('resumes a mail run left half-done, from where it stopped', async () => {
    const res = await post({ title: 'Resumed', message: 'Hello again', audience: 'all', sendEmail: true });
    const id = res.json().id;
    await expect
      .poll(async () => (await app.ctx.repos.announcements.findById(id))?.emailStatus, { timeout: 15_000 })
      .toBe('sent');
    // As if an instance stopped after all but the last recipient: the run is left with its cursor there.
    const ids = await app.ctx.repos.announcements.recipientIds('all');
    const last = ids[ids.length - 1];
    await app.ctx.db
      .updateTable('announcement')
      .set({
        emailStatus: 'sending',
        emailCursor: ids[ids.length - 2],
        emailLeaseUntil: new Date(Date.now() - 1000).toISOString(),
        completedAt: null,
      })
      .where('id', '=', id)
      .execute();
    smtp.received.length = 0;
    expect(await resumeAnnouncementMail(app.ctx)).toBe(1);
    const lastUser = await app.ctx.repos.users.findById(last);
    const expected = last === quiet.id ? [] : [[lastUser?.email]];
    expect(announcementMails().map((mail) => mail.to)).toEqual(expected);
    expect(await app.ctx.repos.announcements.findById(id)).toMatchObject({ emailStatus: 'sent', emailCursor: last });
  });

  it('lets only one run hold an announcement’s mail at a time', async () => {
    const res = await post({ title: 'Leased', message: 'Once', audience: 'free', sendEmail: false });
    const id = res.json().id;
    await app.ctx.db.updateTable('announcement').set({ emailStatus: 'queued' }).where('id', '=', id).execute();
    const now = new Date();
    const until = new Date(now.getTime() + 60_000);
    expect(await app.ctx.repos.announcements.claimMailRun(id, now, until)).toBe(true);
    expect(await app.ctx.repos.announcements.claimMailRun(id, now, until)).toBe(false);
    expect(await app.ctx.repos.announcements.claimMailRun(id, new Date(until.getTime() + 1), until)).toBe(true);
  });

  it.each([
    [{ message: 'x', audience: 'all' }, announcementMessages.titleRequired],
    [{ title: ' ', message: 'x', audience: 'all' }, announcementMessages.titleRequired],
    [{ title: 't'.repeat(121), message: 'x', audience: 'all' }, announcementMessages.titleTooLong],
    [{ title: 'Hi', audience: 'all' }, announcementMessages.messageRequired],
    [{ title: 'Hi', message: 'm'.repeat(2001), audience: 'all' }, announcementMessages.messageTooLong],
    [{ title: 'Hi', message: 'x' }, announcementMessages.audienceInvalid],
    [{ title: 'Hi', message: 'x', audience: 'enterprise' }, announcementMessages.audienceInvalid],
    [{ title: 'Hi', message: 'x', audience: 'all', link: 'https://evil.example' }, announcementMessages.linkInvalid],
    [{ title: 'Hi', message: 'x', audience: 'all', link: '//evil.example' }, announcementMessages.linkInvalid],
    [{ title: 'Hi', message: 'x', audience: 'all', link: 'javascript:alert(1)' }, announcementMessages.linkInvalid],
    [{ title: 'Hi', message: 'x', audience: 'all', sendEmail: 'yes' }, 'sendEmail must be true or false'],
  ])('refuses bad input with a clear 400 (%#)', async (payload, message) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('refuses an audience nobody is in', async () => {
    const res = await post({ title: 'Agency news', message: 'Hello agencies', audience: 'agency' });
    if (res.statusCode === 201) {
      // createNonAdmins made an agency creator; the agency audience is not empty here.
      expect(res.json().recipients).toBeGreaterThan(0);
      await app.ctx.db.updateTable('user').set({ plan: 'free' }).where('plan', '=', 'agency').execute();
    }
    const empty = await post({ title: 'Agency news', message: 'Hello agencies', audience: 'agency' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(announcementMessages.noRecipients);
  });
});
