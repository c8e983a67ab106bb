import { DEFAULT_NOTIFICATION_PREFERENCES } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { browser, publicUrl } from '../../../test/client-portal';
import { createCreator, createPortal, signUp, type TestUser } from '../../../test/factories';
import { restartableTestApp } from '../../../test/restartable-app';
import { startSmtpPeer } from '../../../test/smtp-peer';
import { BURST_WINDOW_MS, sendDueNotificationMails } from './notification-bursts';
import { sendDueDigests } from './notification-digests';

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
  app.ctx.clock = () => new Date();
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

// Sign-up sends a verification mail too; these tests look at notification mail only.
const mailsTo = (user: TestUser) =>
  smtp.received.filter((mail) => mail.to.includes(user.email) && !mail.raw.includes('Subject: Verify your email'));
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const countOf = async (user: TestUser) => (await app.ctx.repos.notifications.listForUser(user.id)).length;
const afterBurst = (from = Date.now()) => new Date(from + BURST_WINDOW_MS + 1000);

let ip = 0;
/** A comment from a new client address each time, so no per-client limit gets in the way. */
async function comment(uuid: string, name: string, body: string) {
  const res = await browser(app, `198.51.100.${++ip}`).post(publicUrl(uuid, '/comments'), { name, body });
  expect(res.statusCode).toBeLessThan(300);
}

/** The next 09:00 UTC (the default digest time) at least a minute away, and a moment just after it. */
function nextDefaultDigest(): Date {
  const moment = new Date();
  moment.setUTCHours(9, 0, 0, 0);
  if (moment.getTime() <= Date.now() + 60_000) moment.setUTCDate(moment.getUTCDate() + 1);
  return new Date(moment.getTime() + 60_000);
}

describe('instant mail bursts', () => {
  it('sends three comments within minutes as one mail listing them, once, across two instances', async () => {
    const owner = await createCreator(app, { name: 'Owner Person' });
    const portal = await createPortal(app, owner, { name: 'Brand refresh' });
    await comment(portal.uuid, 'Dana', 'Love the new logo');
    await comment(portal.uuid, 'Dana', 'Can the blue be warmer?');
    await comment(portal.uuid, 'Eli', 'Approved from my side');
    await expect.poll(() => countOf(owner)).toBe(3);

    // Nothing before the burst's window has passed.
    expect(await sendDueNotificationMails(app.ctx, new Date(Date.now() + 60_000))).toBe(0);
    // A second instance, started after the comments came in, races the first one.
    const second = await build();
    extraApps.push(second);
    const later = afterBurst();
    const sent = await Promise.all([
      sendDueNotificationMails(app.ctx, later),
      sendDueNotificationMails(second.ctx, later),
    ]);
    expect(sent[0] + sent[1]).toBe(1);
    expect(await sendDueNotificationMails(second.ctx, new Date(later.getTime() + 60_000))).toBe(0);

    await expect.poll(() => mailsTo(owner).length, { timeout: 5000 }).toBe(1);
    await wait(200);
    expect(mailsTo(owner)).toHaveLength(1);
    const [mail] = mailsTo(owner);
    expect(mail.raw).toContain('Subject: 3 new things in Brand refresh');
    // The plain-text part lists each of them.
    expect(mail.body.match(/^- New comment: /gm)).toHaveLength(3);
    expect(mail.body.match(/Dana commented in "Brand refresh"/g)).toHaveLength(2);
    expect(mail.body.match(/Eli commented in "Brand refresh"/g)).toHaveLength(1);
    expect(mail.body).toContain(`http://localhost:3000/dashboard/edit/${portal.id}?tab=activity&activity=comments`);
  });

  it('sends events more than five minutes apart as separate mails', async () => {
    const owner = await createCreator(app);
    const portal = await createPortal(app, owner, { name: 'Website' });
    const start = Date.now();
    app.ctx.clock = () => new Date(start);
    await comment(portal.uuid, 'Dana', 'First thought');
    await expect.poll(() => countOf(owner)).toBe(1);
    app.ctx.clock = () => new Date(start + BURST_WINDOW_MS + 60_000);
    await comment(portal.uuid, 'Dana', 'Second thought, much later');
    await expect.poll(() => countOf(owner)).toBe(2);

    expect(await sendDueNotificationMails(app.ctx, afterBurst(start + BURST_WINDOW_MS))).toBe(1);
    await expect.poll(() => mailsTo(owner).length, { timeout: 5000 }).toBe(1);
    expect(await sendDueNotificationMails(app.ctx, afterBurst(start + BURST_WINDOW_MS + 60_000))).toBe(1);
    await expect.poll(() => mailsTo(owner).length, { timeout: 5000 }).toBe(2);
    for (const mail of mailsTo(owner)) {
      expect(mail.raw).toContain('Subject: New comment');
      expect(mail.body.match(/Dana commented in "Website"/g)).toHaveLength(1);
    }
  });

  it('leaves out what the creator already read in the bell, and sends nothing when all of it was read', async () => {
    const owner = await createCreator(app);
    const portal = await createPortal(app, owner);
    await comment(portal.uuid, 'Dana', 'Seen already');
    await expect.poll(() => countOf(owner)).toBe(1);
    await app.ctx.repos.notifications.markAllRead(owner.id, new Date());
    expect(await sendDueNotificationMails(app.ctx, afterBurst())).toBe(0);
    await wait(200);
    expect(mailsTo(owner)).toHaveLength(0);
  });
});

describe('defaults for a creator who never saved preferences', () => {
  it('mails a comment, and keeps a view for the daily digest', async () => {
    const owner = await createCreator(app);
    const portal = await createPortal(app, owner, { name: 'Launch kit' });
    await browser(app, '198.51.100.200').get(publicUrl(portal.uuid));
    await comment(portal.uuid, 'Dana', 'Looks great');
    await expect.poll(() => countOf(owner)).toBe(2);
    expect(await sendDueNotificationMails(app.ctx, afterBurst())).toBe(1);
    await expect.poll(() => mailsTo(owner).length, { timeout: 5000 }).toBe(1);
    expect(mailsTo(owner)[0].raw).toContain('Subject: New comment');
    expect(mailsTo(owner)[0].body).not.toContain('Portal viewed');

    smtp.received.length = 0;
    expect(await sendDueDigests(app.ctx, nextDefaultDigest())).toBeGreaterThanOrEqual(1);
    await expect.poll(() => mailsTo(owner).length, { timeout: 5000 }).toBe(1);
    const [digest] = mailsTo(owner);
    expect(digest.raw).toContain('Subject: Your daily ClientDock summary: 1 new notification');
    expect(digest.body).toContain('Portal viewed');
    expect(digest.body).not.toContain('New comment');
  });
});

describe('preferences saved before per-kind choices', () => {
  const older = Object.fromEntries(
    Object.entries(DEFAULT_NOTIFICATION_PREFERENCES).filter(
      ([key]) => !['emailDelivery', 'clientUploads', 'formResponses'].includes(key),
    ),
  );
  const saveOlder = (user: TestUser, change: object) =>
    app.ctx.repos.settings.updateUser(user.id, {
      settings: (current) => ({ ...current, notifications: { ...older, ...change } }),
    });

  it('still mails a view at once to a creator who chose instant email', async () => {
    const owner = await createCreator(app);
    await saveOlder(owner, { emailFrequency: 'instant' });
    const portal = await createPortal(app, owner);
    await browser(app, '198.51.100.201').get(publicUrl(portal.uuid));
    await expect.poll(() => countOf(owner)).toBe(1);
    expect(await sendDueNotificationMails(app.ctx, afterBurst())).toBe(1);
    await expect.poll(() => mailsTo(owner).length, { timeout: 5000 }).toBe(1);
    expect(mailsTo(owner)[0].raw).toContain('Subject: Portal viewed');
  });

  it('keeps a comment for the digest of a creator who chose a daily digest, and honours a switch turned off', async () => {
    const owner = await createCreator(app);
    await saveOlder(owner, { emailFrequency: 'daily', portalAccess: false });
    const portal = await createPortal(app, owner);
    await browser(app, '198.51.100.202').get(publicUrl(portal.uuid));
    await comment(portal.uuid, 'Dana', 'For the digest');
    await expect.poll(() => countOf(owner)).toBe(1);
    expect(await sendDueNotificationMails(app.ctx, afterBurst())).toBe(0);
    await sendDueDigests(app.ctx, nextDefaultDigest());
    await expect.poll(() => mailsTo(owner).length, { timeout: 5000 }).toBe(1);
    expect(mailsTo(owner)[0].body).toContain('New comment');
    expect(mailsTo(owner)[0].body).not.toContain('Portal viewed');
  });
});
