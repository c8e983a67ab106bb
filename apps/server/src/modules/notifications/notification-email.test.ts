import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { browser, publicUrl } from '../../../test/client-portal';
import { as, createCreator, createPortal, signUp, type TestUser } from '../../../test/factories';
import { restartableTestApp } from '../../../test/restartable-app';
import { type ReceivedMail, startSmtpPeer } from '../../../test/smtp-peer';
import { BURST_WINDOW_MS, sendDueNotificationMails } from './notification-bursts';
import { sendDueDigests } from './notification-digests';
import { createUnsubscribeToken } from './unsubscribe-token';

let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let shared: Awaited<ReturnType<typeof restartableTestApp>>;
let app: FastifyInstance;
const extraApps: FastifyInstance[] = [];
beforeAll(async () => {
  smtp = await startSmtpPeer();
  shared = await restartableTestApp();
  app = await build();
  await signUp(app, { email: 'operator@example.com' });
});
beforeEach(() => {
  smtp.received.length = 0;
});
afterEach(async () => {
  for (const extra of extraApps.splice(0)) await extra.close();
});
afterAll(async () => {
  await app?.close();
  await shared?.cleanup();
  await smtp?.close();
});

function build() {
  return shared.build({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'ClientDock <hello@clientdock.test>' } });
}

async function setPreferences(user: TestUser, change: Partial<NotificationPreferences>) {
  const res = await as(user, app, {
    method: 'PATCH',
    url: '/api/settings/notifications',
    payload: { ...DEFAULT_NOTIFICATION_PREFERENCES, ...change },
  });
  expect(res.statusCode).toBe(200);
}

// Sign-up sends a verification mail too; these tests look at notification mail only.
const mailsTo = (user: TestUser) =>
  smtp.received.filter((mail) => mail.to.includes(user.email) && !mail.raw.includes('Subject: Verify your email'));
const unsubscribeLink = (mail: ReceivedMail) =>
  mail.body.match(/http:\/\/localhost:3000(\/api\/notifications\/unsubscribe\?token=[\w.-]+)/)?.[1];
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A digest moment a few minutes from now (UTC), and a `now` just after it. */
function upcomingMoment() {
  const moment = new Date(Math.floor((Date.now() + 10 * 60_000) / 60_000) * 60_000);
  const digestTime = `${String(moment.getUTCHours()).padStart(2, '0')}:${String(moment.getUTCMinutes()).padStart(2, '0')}`;
  return { digestTime, weekday: moment.getUTCDay(), after: new Date(moment.getTime() + 60_000) };
}

describe('instant email', () => {
  it('mails a client comment when its burst ends, in the creator’s colours, with a working unsubscribe link', async () => {
    const owner = await createCreator(app, { name: 'Owner Person' });
    await app.ctx.repos.settings.updateUser(owner.id, {
      firstName: 'Olivia',
      settings: (current) => ({ ...current, branding: { primaryColor: '#aa3300' } }),
    });
    const portal = await createPortal(app, owner, { name: 'Brand refresh' });
    await browser(app).post(publicUrl(portal.uuid, '/comments'), { name: 'Dana', body: 'Love it' });
    await expect.poll(async () => (await app.ctx.repos.notifications.listForUser(owner.id)).length).toBe(1);
    expect(await sendDueNotificationMails(app.ctx, new Date(Date.now() + BURST_WINDOW_MS + 1000))).toBe(1);

    await expect.poll(() => mailsTo(owner).length, { timeout: 5000 }).toBe(1);
    const [mail] = mailsTo(owner);
    expect(mail.raw).toContain('Subject: New comment');
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    expect(mail.body).toContain('Hi Olivia,');
    expect(mail.body).toContain('Dana commented in "Brand refresh"');
    expect(mail.body).toContain('#aa3300');
    expect(mail.body).toContain(`http://localhost:3000/dashboard/edit/${portal.id}?tab=activity&activity=comments`);
    expect(mail.raw).toMatch(/List-Unsubscribe:\s+<http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?token=/);
    expect(mail.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    const link = unsubscribeLink(mail);
    expect(link).toBeDefined();
    // A mail scanner following the link changes nothing: the page asks first.
    const page = await app.inject({ method: 'GET', url: link! });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<button type="submit"');
    expect(page.body).not.toContain('You are unsubscribed');
    expect((await as(owner, app, { method: 'GET', url: '/api/settings/notifications' })).json()).toMatchObject({
      emailFrequency: 'instant',
    });
    const action = page.body.match(/<form method="post" action="([^"]+)"/)?.[1].replace(/&amp;/g, '&');
    expect(action).toBe(link);
    const done = await app.inject({
      method: 'POST',
      url: action!,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You are unsubscribed');
    const prefs = await as(owner, app, { method: 'GET', url: '/api/settings/notifications' });
    expect(prefs.json()).toMatchObject({ emailFrequency: 'disabled', clientComments: true });

    // In-app notifications go on; mail stops.
    await browser(app, '192.0.2.9').post(publicUrl(portal.uuid, '/comments'), { name: 'Eli', body: 'Me too' });
    await expect.poll(async () => (await app.ctx.repos.notifications.listForUser(owner.id)).length).toBe(2);
    expect(await sendDueNotificationMails(app.ctx, new Date(Date.now() + BURST_WINDOW_MS + 1000))).toBe(0);
    await wait(200);
    expect(mailsTo(owner)).toHaveLength(1);
  });

  it('sends no instant mail for a type that is off, or when the creator chose a digest', async () => {
    const owner = await createCreator(app);
    await setPreferences(owner, { clientComments: false });
    const portal = await createPortal(app, owner);
    await browser(app, '192.0.2.10').post(publicUrl(portal.uuid, '/comments'), { name: 'Dana', body: 'Hi' });
    await setPreferences(owner, { emailFrequency: 'daily' });
    await browser(app, '192.0.2.11').get(publicUrl(portal.uuid));
    await expect.poll(async () => (await app.ctx.repos.notifications.listForUser(owner.id)).length).toBe(1);
    await sendDueNotificationMails(app.ctx, new Date(Date.now() + BURST_WINDOW_MS + 1000));
    await wait(200);
    expect(mailsTo(owner)).toHaveLength(0);
  });
});

describe('unsubscribe link', () => {
  it('works as a one-click POST, as mail apps send it', async () => {
    const owner = await createCreator(app);
    const token = createUnsubscribeToken(app.ctx.config.authSecret, owner.id);
    const res = await app.inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${token}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('You are unsubscribed');
    expect((await app.ctx.repos.users.findById(owner.id))?.settings.notifications).toMatchObject({
      emailFrequency: 'disabled',
      portalAccess: true,
    });
  });

  it('refuses a forged, altered or missing token with a 400 page and changes nothing', async () => {
    const owner = await createCreator(app);
    const victim = createUnsubscribeToken(app.ctx.config.authSecret, owner.id);
    const forged = createUnsubscribeToken('not-the-secret', owner.id);
    const otherUser = `${Buffer.from('someone-else').toString('base64url')}.${victim.split('.')[1]}`;
    for (const query of [`?token=${forged}`, `?token=${otherUser}`, '?token=junk', '?token=a.b.c', '']) {
      const res = await app.inject({ method: 'GET', url: `/api/notifications/unsubscribe${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('This unsubscribe link is not valid.');
    }
    expect((await app.ctx.repos.users.findById(owner.id))?.settings.notifications).toBeUndefined();
  });
});

describe('digests', () => {
  it('sends exactly one daily digest per period, across repeated runs, racing runs and a restart', async () => {
    const { digestTime, after } = upcomingMoment();
    const owner = await createCreator(app, { name: 'Digest Owner' });
    await setPreferences(owner, { emailFrequency: 'daily', digestTime, timeZone: 'UTC' });
    for (const notificationType of ['client_comment', 'file_download', 'portal_access']) {
      await as(owner, app, { method: 'POST', url: '/api/notifications/test', payload: { notificationType } });
    }
    expect(mailsTo(owner)).toHaveLength(0);

    const [a, b] = await Promise.all([sendDueDigests(app.ctx, after), sendDueDigests(app.ctx, after)]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    await sendDueDigests(app.ctx, new Date(after.getTime() + 5 * 60_000));
    const restarted = await build();
    extraApps.push(restarted);
    await sendDueDigests(restarted.ctx, new Date(after.getTime() + 10 * 60_000));

    await expect.poll(() => mailsTo(owner).length, { timeout: 5000 }).toBe(1);
    await wait(200);
    expect(mailsTo(owner)).toHaveLength(1);
    const [mail] = mailsTo(owner);
    expect(mail.raw).toContain('Subject: Your daily ClientDock summary: 3 new notifications');
    for (const title of ['New comment', 'File downloaded', 'Portal viewed']) expect(mail.body).toContain(title);
    expect(unsubscribeLink(mail)).toBeDefined();
  });

  it('sends a weekly digest on the chosen day only', async () => {
    const { digestTime, weekday, after } = upcomingMoment();
    const owner = await createCreator(app);
    await setPreferences(owner, {
      emailFrequency: 'weekly',
      digestTime,
      weeklyDigestDay: (weekday + 1) % 7,
    });
    await as(owner, app, { method: 'POST', url: '/api/notifications/test', payload: { notificationType: 'other' } });
    await sendDueDigests(app.ctx, after);
    await wait(200);
    expect(mailsTo(owner)).toHaveLength(0);

    await setPreferences(owner, { emailFrequency: 'weekly', digestTime, weeklyDigestDay: weekday });
    await sendDueDigests(app.ctx, after);
    await expect.poll(() => mailsTo(owner).length, { timeout: 5000 }).toBe(1);
    expect(mailsTo(owner)[0].raw).toContain('Subject: Your weekly ClientDock summary: 1 new notification');
  });

  it('sends nothing when email is disabled or instant, or when nothing is new', async () => {
    const { digestTime, after } = upcomingMoment();
    const disabled = await createCreator(app);
    const instant = await createCreator(app);
    const quiet = await createCreator(app);
    await setPreferences(disabled, { emailFrequency: 'disabled', digestTime });
    await setPreferences(instant, { emailFrequency: 'instant', digestTime });
    await setPreferences(quiet, { emailFrequency: 'daily', digestTime });
    for (const user of [disabled, instant]) {
      await as(user, app, { method: 'POST', url: '/api/notifications/test', payload: { notificationType: 'other' } });
    }
    await wait(200);
    smtp.received.length = 0;

    await sendDueDigests(app.ctx, after);
    await wait(200);
    for (const user of [disabled, instant, quiet]) expect(mailsTo(user)).toHaveLength(0);
    // Nothing recorded for the quiet period, so a notification arriving later is still digested next time.
    const recorded = await app.ctx.repos.notificationDigests.listRecorded(
      [quiet.id],
      [new Date(after.getTime() - 60_000).toISOString().slice(0, 10)],
    );
    expect(recorded.size).toBe(0);
  });
});
