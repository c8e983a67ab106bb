import { DEFAULT_NOTIFICATION_PREFERENCES } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { as, createCreator, createPortal, signUp, type TestUser } from '../../../test/factories';
import { sendExpiryReminders } from './expiry-reminders';
import { BURST_WINDOW_MS, sendDueNotificationMails } from './notification-bursts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let app: FastifyInstance;
let owner: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  await signUp(app, { email: 'operator@example.com' });
});
beforeEach(async () => {
  owner = await createCreator(app, { plan: 'pro' });
});
afterAll(async () => {
  await app?.close();
});

const expiring = async () =>
  (await app.ctx.repos.notifications.listForUser(owner.id)).filter((n) => n.type === 'portal_expiring');

async function portalExpiringIn(ms: number, name = 'Brand refresh') {
  const portal = await createPortal(app, owner, { name });
  const expiresAt = new Date(Date.now() + ms).toISOString();
  await app.ctx.repos.portals.update(portal.id, { expiresAt });
  return { ...portal, expiresAt };
}

describe('portal expiry reminders', () => {
  it('reminds 3 days and 1 day before, once each, however often the job runs', async () => {
    const portal = await portalExpiringIn(5 * DAY);
    const start = Date.now();
    const run = (offset: number) => sendExpiryReminders(app.ctx, new Date(start + offset));

    expect(await run(0)).toBe(0);
    expect(await run(2 * DAY - HOUR)).toBe(0);
    expect(await run(2 * DAY + 5 * 60_000)).toBe(1);
    expect(await run(2 * DAY + 10 * 60_000)).toBe(0);
    expect(await run(3 * DAY)).toBe(0);
    const [three] = await expiring();
    expect(three).toMatchObject({
      title: 'Portal expiring soon',
      link: `/dashboard/edit/${portal.id}?tab=details`,
      read: false,
    });
    expect(three.message).toMatch(/^"Brand refresh" expires in 3 days \(\d{2}\/\d{2}\/\d{4}, /);

    const [a, b] = await Promise.all([run(4 * DAY + 5 * 60_000), run(4 * DAY + 5 * 60_000)]);
    expect(a + b).toBe(1);
    expect(await run(4 * DAY + HOUR)).toBe(0);
    const reminders = await expiring();
    expect(reminders).toHaveLength(2);
    expect(reminders[0].message).toMatch(/^"Brand refresh" expires in 1 day \(/);
    // Past expiry, nothing more.
    expect(await run(6 * DAY)).toBe(0);
  });

  it('sends only the 1-day reminder for a portal that already has less than a day left', async () => {
    await portalExpiringIn(20 * HOUR);
    expect(await sendExpiryReminders(app.ctx)).toBe(1);
    expect(await sendExpiryReminders(app.ctx, new Date(Date.now() + HOUR))).toBe(0);
    const reminders = await expiring();
    expect(reminders).toHaveLength(1);
    expect(reminders[0].message).toContain('expires in 1 day');
  });

  it('reminds again when the expiry date is moved', async () => {
    const portal = await portalExpiringIn(2 * DAY);
    expect(await sendExpiryReminders(app.ctx)).toBe(1);
    await app.ctx.repos.portals.update(portal.id, { expiresAt: new Date(Date.now() + 2.5 * DAY).toISOString() });
    expect(await sendExpiryReminders(app.ctx)).toBe(1);
    expect(await expiring()).toHaveLength(2);
  });

  it('leaves drafts, archived portals and owners who turned it off alone', async () => {
    const draft = await createPortal(app, owner, { status: 'draft' });
    await app.ctx.repos.portals.update(draft.id, { expiresAt: new Date(Date.now() + DAY / 2).toISOString() });
    const archived = await portalExpiringIn(DAY / 2);
    await as(owner, app, { method: 'POST', url: `/api/portals/${archived.id}/archive` });
    expect(await sendExpiryReminders(app.ctx)).toBe(0);

    await as(owner, app, {
      method: 'PATCH',
      url: '/api/settings/notifications',
      payload: { ...DEFAULT_NOTIFICATION_PREFERENCES, portalExpiring: false },
    });
    await portalExpiringIn(DAY / 2);
    expect(await sendExpiryReminders(app.ctx)).toBe(0);
    expect(await expiring()).toHaveLength(0);
  });

  it('mails the reminder when the owner chose instant email', async () => {
    await portalExpiringIn(DAY / 3, 'Launch kit');
    await sendExpiryReminders(app.ctx);
    await sendDueNotificationMails(app.ctx, new Date(Date.now() + BURST_WINDOW_MS + 1000));
    const mail = (await app.ctx.repos.mail.listRecent()).find((m) => m.to === owner.email && m.kind === 'notification');
    expect(mail?.subject).toBe('Portal expiring soon');
    expect(mail?.text).toContain('"Launch kit" expires in less than a day');
  });
});
