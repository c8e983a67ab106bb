import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { browser, publicUrl } from '../../../test/client-portal';
import { as, createCreator, createFile, createPortal, signUp, type TestUser } from '../../../test/factories';
import { sendRecipientReminders } from './recipient-reminders';

let app: FastifyInstance;
let owner: TestUser;
let moved = 0;
const DAY = 24 * 3600_000;

beforeAll(async () => {
  app = await buildTestApp({ config: { throttleBaseMs: 0 } });
  await signUp(app, { email: 'operator@example.com' });
});
beforeEach(async () => {
  moved = 0;
  app.ctx.clock = () => new Date(Date.now() + moved);
  owner = await createCreator(app, { name: 'Robin Studio', plan: 'pro' });
});
afterEach(() => {
  app.ctx.clock = () => new Date();
});
afterAll(async () => {
  await app?.close();
});

const recipientsUrl = (portalId: string, suffix = '') => `/api/portals/${portalId}/recipients${suffix}`;
const invite = (portalId: string, payload: unknown, who: TestUser | null = owner) =>
  as(who, app, { method: 'POST', url: recipientsUrl(portalId), payload: payload as Record<string, unknown> });
const list = async (portalId: string) =>
  (await as(owner, app, { method: 'GET', url: recipientsUrl(portalId) })).json().recipients as Array<
    Record<string, unknown>
  >;
const mailsTo = async (to: string) => (await app.ctx.repos.mail.listRecent(500)).filter((mail) => mail.to === to);

/** The `?r=` token of the newest mail to `to`. */
async function personalToken(to: string): Promise<string> {
  const [mail] = await mailsTo(to);
  const token = mail?.text.match(/\?r=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no personal link mailed to ${to}`);
  return token;
}

describe('sending a portal to a client', () => {
  it('mails a branded invitation with a personal link and the quoted message, and lists the recipient', async () => {
    const portal = await createPortal(app, owner, { name: 'Spring campaign' });
    const res = await invite(portal.id, { email: ' Dana@Example.com ', name: 'Dana', message: 'Here are the drafts.' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: 'dana@example.com', name: 'Dana', status: 'invited', remindersSent: 0 });
    const [mail] = await mailsTo('dana@example.com');
    expect(mail.subject).toBe('Robin Studio shared Spring campaign with you');
    expect(mail.text).toContain('> Here are the drafts.');
    expect(mail.text).toContain(`/portal/${portal.uuid}?r=`);
    expect(mail.html).toContain('<blockquote');
    expect(await list(portal.id)).toEqual([expect.objectContaining({ email: 'dana@example.com', status: 'invited' })]);
  });

  it('resends to an address already invited (200, same recipient) instead of adding it twice', async () => {
    const portal = await createPortal(app, owner);
    const first = await invite(portal.id, { email: 'sam@example.com' });
    const again = await invite(portal.id, { email: 'SAM@example.com' });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect(await list(portal.id)).toHaveLength(1);
    expect(await mailsTo('sam@example.com')).toHaveLength(2);
  });

  it('refuses bad input with a message a person can act on', async () => {
    const portal = await createPortal(app, owner);
    const bad = await invite(portal.id, { email: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Enter a valid email address, like name@example.com',
    });
    const long = await invite(portal.id, { email: 'a@example.com', message: 'x'.repeat(1001) });
    expect(long.json().error.message).toBe('The personal message can be at most 1000 characters');
    expect((await invite(portal.id, {})).statusCode).toBe(400);
  });

  it('answers 404 to another creator and 401 to nobody', async () => {
    const portal = await createPortal(app, owner);
    const { id } = (await invite(portal.id, { email: 'kim@example.com' })).json();
    const other = await createCreator(app);
    expect((await invite(portal.id, { email: 'x@example.com' }, other)).statusCode).toBe(404);
    expect((await as(other, app, { method: 'GET', url: recipientsUrl(portal.id) })).statusCode).toBe(404);
    expect((await as(other, app, { method: 'DELETE', url: recipientsUrl(portal.id, `/${id}`) })).statusCode).toBe(404);
    expect((await as(other, app, { method: 'POST', url: recipientsUrl(portal.id, `/${id}/remind`) })).statusCode).toBe(
      404,
    );
    const settings = await as(other, app, {
      method: 'PATCH',
      url: recipientsUrl(portal.id, '/settings'),
      payload: { autoReminders: false, reminderDays: [7] },
    });
    expect(settings.statusCode).toBe(404);
    expect((await as(owner, app, { method: 'GET', url: recipientsUrl(portal.id) })).json()).toMatchObject({
      autoReminders: true,
      reminderDays: [2, 5],
    });
    expect((await invite(portal.id, { email: 'x@example.com' }, null)).statusCode).toBe(401);
  });

  it('refuses a draft portal: its link would not open yet', async () => {
    const portal = await createPortal(app, owner, { status: 'draft' });
    const res = await invite(portal.id, { email: 'kim@example.com' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/before sending it to a client/);
  });

  it('limits invitations per portal an hour (429 with Retry-After)', async () => {
    const portal = await createPortal(app, owner);
    const now = Date.now();
    for (let i = 0; i < 50; i++) {
      await app.ctx.repos.rateWindows.hit('recipient-mail-portal', portal.id, now, 3600_000);
    }
    const res = await invite(portal.id, { email: 'late@example.com' });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailsTo('late@example.com')).toHaveLength(0);
  });
});

describe('the PIN in the invitation', () => {
  it('carries the PIN of a PIN portal only when asked, in text and HTML; reminders do not', async () => {
    const portal = await createPortal(app, owner, { accessType: 'pin', pin: '4829' });
    expect((await invite(portal.id, { email: 'quiet@example.com' })).statusCode).toBe(201);
    const [quiet] = await mailsTo('quiet@example.com');
    expect(quiet.text).not.toContain('4829');
    expect(quiet.text).toContain('The portal asks for a PIN');

    const res = await invite(portal.id, { email: 'pin@example.com', includePin: true });
    expect(res.statusCode).toBe(201);
    const [mail] = await mailsTo('pin@example.com');
    expect(mail.text).toContain('Your PIN: 4829');
    expect(mail.text).not.toContain('gives it to you separately');
    expect(mail.html).toMatch(/Your PIN: <strong[^>]*>4829<\/strong>/);

    const reminded = await as(owner, app, {
      method: 'POST',
      url: recipientsUrl(portal.id, `/${res.json().id}/remind`),
    });
    expect(reminded.statusCode).toBe(200);
    const [reminder] = await mailsTo('pin@example.com');
    expect(reminder.subject).toContain('Reminder');
    expect(reminder.text).not.toContain('4829');
  });

  it('answers 409 when only the PIN’s hash is kept, and sends nothing', async () => {
    const portal = await createPortal(app, owner, { accessType: 'pin', pin: '4829' });
    await app.ctx.repos.portals.update(portal.id, { pinSealed: null });
    const res = await invite(portal.id, { email: 'hash@example.com', includePin: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'CONFLICT', message: 'Set the PIN again to send it by email' });
    expect(await mailsTo('hash@example.com')).toHaveLength(0);
    expect((await invite(portal.id, { email: 'hash@example.com' })).statusCode).toBe(201);
  });

  it('ignores includePin on a link portal and refuses a value that is not true or false', async () => {
    const portal = await createPortal(app, owner);
    expect((await invite(portal.id, { email: 'link@example.com', includePin: true })).statusCode).toBe(201);
    const [mail] = await mailsTo('link@example.com');
    expect(mail.text).not.toContain('PIN');
    const bad = await invite(portal.id, { email: 'link@example.com', includePin: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 'VALIDATION_ERROR', message: 'includePin must be true or false' });
  });

  it('answers 404 to another creator asking for the PIN', async () => {
    const portal = await createPortal(app, owner, { accessType: 'pin', pin: '4829' });
    const other = await createCreator(app);
    const res = await invite(portal.id, { email: 'x@example.com', includePin: true }, other);
    expect(res.statusCode).toBe(404);
    expect(await mailsTo('x@example.com')).toHaveLength(0);
  });
});

describe('the personal link', () => {
  it('proves the address once: the first browser is a verified client, a second one is not', async () => {
    const portal = await createPortal(app, owner);
    await invite(portal.id, { email: 'lee@example.com' });
    const token = await personalToken('lee@example.com');
    const first = browser(app);
    const opened = await first.get(publicUrl(portal.uuid, `?r=${token}`));
    expect(opened.statusCode).toBe(200);
    expect(opened.json().visitor).toMatchObject({ email: 'lee@example.com', verified: true });
    const [recipient] = await list(portal.id);
    expect(recipient).toMatchObject({ status: 'opened' });
    expect(recipient.firstOpenedAt).toEqual(expect.any(String));

    const second = browser(app, '203.0.113.77');
    const reused = await second.get(publicUrl(portal.uuid, `?r=${token}`));
    expect(reused.statusCode).toBe(200);
    expect(reused.json().visitor).toMatchObject({ verified: false, email: null });
    // The browser that used it stays verified through its cookies.
    expect((await first.get(publicUrl(portal.uuid))).json().visitor.verified).toBe(true);
  });

  it('opens an email-code portal (the address joined its allow list); revoking ends that access at once', async () => {
    const portal = await createPortal(app, owner, { accessType: 'email', allowedEmails: ['boss@example.com'] });
    const { id } = (await invite(portal.id, { email: 'ana@example.com' })).json();
    const stored = await app.ctx.repos.portals.findById(portal.id);
    expect(stored?.allowedEmails).toEqual(['boss@example.com', 'ana@example.com']);

    const token = await personalToken('ana@example.com');
    const ana = browser(app);
    expect((await ana.get(publicUrl(portal.uuid, `?r=${token}`))).statusCode).toBe(200);
    expect((await ana.get(publicUrl(portal.uuid))).statusCode).toBe(200);
    const stranger = browser(app, '203.0.113.90');
    expect((await stranger.get(publicUrl(portal.uuid, `?r=${token}`))).statusCode).toBe(401);

    const revoked = await as(owner, app, { method: 'DELETE', url: recipientsUrl(portal.id, `/${id}`) });
    expect(revoked.statusCode).toBe(204);
    const refused = await ana.get(publicUrl(portal.uuid));
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('PORTAL_LOCKED');
    expect((await ana.post(publicUrl(portal.uuid, '/email-code'), { email: 'ana@example.com' })).statusCode).toBe(403);
    expect(await list(portal.id)).toEqual([]);

    // Invited again: a new recipient and a new link that works.
    const again = await invite(portal.id, { email: 'ana@example.com' });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).not.toBe(id);
    const back = browser(app, '203.0.113.91');
    expect((await back.get(publicUrl(portal.uuid, `?r=${await personalToken('ana@example.com')}`))).statusCode).toBe(
      200,
    );
  });

  it('a revoked link proves nothing and no browser counts as the recipient any more', async () => {
    const portal = await createPortal(app, owner);
    const { id } = (await invite(portal.id, { email: 'jo@example.com' })).json();
    const token = await personalToken('jo@example.com');
    const jo = browser(app);
    await jo.get(publicUrl(portal.uuid, `?r=${token}`));
    await as(owner, app, { method: 'DELETE', url: recipientsUrl(portal.id, `/${id}`) });
    expect((await jo.get(publicUrl(portal.uuid))).json().visitor.verified).toBe(false);
    expect((await as(owner, app, { method: 'DELETE', url: recipientsUrl(portal.id, `/${id}`) })).statusCode).toBe(404);
  });
});

describe('status', () => {
  it('moves forward by itself from what the recipient does, and never back', async () => {
    const portal = await createPortal(app, owner, { allowDownload: true });
    const { fileId } = await createFile(app, owner, portal.id, Buffer.from('%PDF-1.4 hello'), 'Brief.pdf');
    await invite(portal.id, { email: 'pat@example.com' });
    const pat = browser(app);
    await pat.get(publicUrl(portal.uuid, `?r=${await personalToken('pat@example.com')}`));
    const statusOf = async () => (await list(portal.id))[0];

    await pat.get(publicUrl(portal.uuid, `/files/${fileId}`));
    await expect.poll(statusOf).toMatchObject({ status: 'viewed', filesViewed: 1 });
    await pat.get(publicUrl(portal.uuid, `/files/${fileId}?download=1`));
    await expect.poll(statusOf).toMatchObject({ status: 'downloaded', downloads: 1 });
    await pat.post(publicUrl(portal.uuid, '/comments'), { name: 'Pat', body: 'Looks good', fileId });
    await expect.poll(statusOf).toMatchObject({ status: 'responded' });
    await pat.post(publicUrl(portal.uuid, '/approvals'), { name: 'Pat', decision: 'approved', fileId });
    await expect.poll(statusOf).toMatchObject({ status: 'approved' });
    moved = 3600_000;
    await pat.get(publicUrl(portal.uuid));
    await expect
      .poll(async () => (await statusOf()).lastSeenAt)
      .toSatisfy((at) => new Date(String(at)).getTime() > Date.now() + 3000_000);
    expect(await statusOf()).toMatchObject({ status: 'approved', filesViewed: 1, downloads: 1 });
  });

  it('lists recipients who have not opened first', async () => {
    const portal = await createPortal(app, owner);
    await invite(portal.id, { email: 'opened@example.com' });
    await browser(app).get(publicUrl(portal.uuid, `?r=${await personalToken('opened@example.com')}`));
    await invite(portal.id, { email: 'waiting@example.com' });
    expect((await list(portal.id)).map((r) => r.email)).toEqual(['waiting@example.com', 'opened@example.com']);
  });
});

describe('reminders', () => {
  it('sends a manual reminder, at most one an hour per recipient', async () => {
    const portal = await createPortal(app, owner, { name: 'Logo round 2' });
    const { id } = (await invite(portal.id, { email: 'max@example.com' })).json();
    const remind = () => as(owner, app, { method: 'POST', url: recipientsUrl(portal.id, `/${id}/remind`) });
    const first = await remind();
    expect(first.statusCode).toBe(200);
    expect(first.json().remindersSent).toBe(1);
    expect((await mailsTo('max@example.com'))[0].subject).toBe('Reminder: Logo round 2 is waiting for you');
    const soon = await remind();
    expect(soon.statusCode).toBe(429);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(3000);
    expect(soon.json().error.message).toMatch(/You can remind them again in/);
    moved = 3600_000 + 1000;
    expect((await remind()).statusCode).toBe(200);
  });

  it('sends the automatic ones after 2 and 5 days, each once across instances, and stops once opened', async () => {
    const portal = await createPortal(app, owner);
    await invite(portal.id, { email: 'slow@example.com' });
    await invite(portal.id, { email: 'quick@example.com' });
    await browser(app).get(publicUrl(portal.uuid, `?r=${await personalToken('quick@example.com')}`));
    const reminders = async (to: string) =>
      (await mailsTo(to)).filter((mail) => mail.subject.startsWith('Reminder:')).length;

    moved = DAY;
    await sendRecipientReminders(app.ctx);
    expect(await reminders('slow@example.com')).toBe(0);
    moved = 2 * DAY + 60_000;
    // Two instances running the job at once.
    await Promise.all([sendRecipientReminders(app.ctx), sendRecipientReminders(app.ctx)]);
    await sendRecipientReminders(app.ctx);
    expect(await reminders('slow@example.com')).toBe(1);
    moved = 5 * DAY + 60_000;
    await Promise.all([sendRecipientReminders(app.ctx), sendRecipientReminders(app.ctx)]);
    expect(await reminders('slow@example.com')).toBe(2);
    moved = 9 * DAY;
    await sendRecipientReminders(app.ctx);
    expect(await reminders('slow@example.com')).toBe(2);
    expect(await reminders('quick@example.com')).toBe(0);
  });

  it('sends none when the portal turned them off', async () => {
    const portal = await createPortal(app, owner);
    await invite(portal.id, { email: 'off@example.com' });
    const res = await as(owner, app, {
      method: 'PATCH',
      url: recipientsUrl(portal.id, '/settings'),
      payload: { autoReminders: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().autoReminders).toBe(false);
    moved = 3 * DAY;
    await sendRecipientReminders(app.ctx);
    expect((await mailsTo('off@example.com')).filter((m) => m.subject.startsWith('Reminder:'))).toHaveLength(0);
  });

  it('follows the schedule the creator chose, and refuses one a person could not mean', async () => {
    const portal = await createPortal(app, owner);
    const settings = (payload: unknown) =>
      as(owner, app, {
        method: 'PATCH',
        url: recipientsUrl(portal.id, '/settings'),
        payload: payload as Record<string, unknown>,
      });
    expect((await as(owner, app, { method: 'GET', url: recipientsUrl(portal.id) })).json().reminderDays).toEqual([
      2, 5,
    ]);
    for (const reminderDays of [[5, 2], [0], [1, 2, 3, 4], [1.5], 'soon', [2, 2]]) {
      const bad = await settings({ autoReminders: true, reminderDays });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toBeTruthy();
    }
    const res = await settings({ autoReminders: true, reminderDays: [1, 3] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ autoReminders: true, reminderDays: [1, 3] });
    // Turning them off and on keeps the schedule.
    await settings({ autoReminders: false });
    expect((await settings({ autoReminders: true })).json().reminderDays).toEqual([1, 3]);

    await invite(portal.id, { email: 'scheduled@example.com' });
    const reminders = async () =>
      (await mailsTo('scheduled@example.com')).filter((mail) => mail.subject.startsWith('Reminder:')).length;
    moved = DAY + 60_000;
    await sendRecipientReminders(app.ctx);
    expect(await reminders()).toBe(1);
    moved = 2 * DAY + 60_000;
    await sendRecipientReminders(app.ctx);
    expect(await reminders()).toBe(1);
    moved = 3 * DAY + 60_000;
    await Promise.all([sendRecipientReminders(app.ctx), sendRecipientReminders(app.ctx)]);
    expect(await reminders()).toBe(2);
    moved = 12 * DAY;
    await sendRecipientReminders(app.ctx);
    expect(await reminders()).toBe(2);
  });

  it('reminds those who have not responded, once, two days before the portal closes', async () => {
    const expiresAt = new Date(Date.now() + 3 * DAY).toISOString();
    const portal = await createPortal(app, owner, { expiresAt });
    await invite(portal.id, { email: 'closing@example.com' });
    await invite(portal.id, { email: 'answered@example.com' });
    await app.ctx.db
      .updateTable('recipient')
      .set({ status: 'approved' })
      .where('portalId', '=', portal.id)
      .where('email', '=', 'answered@example.com')
      .execute();
    const closing = async (to: string) =>
      (await mailsTo(to)).filter((mail) => /^Reminder: .* closes on /.test(mail.subject));

    moved = DAY / 2;
    await sendRecipientReminders(app.ctx);
    expect(await closing('closing@example.com')).toHaveLength(0);
    moved = DAY + 60_000;
    await Promise.all([sendRecipientReminders(app.ctx), sendRecipientReminders(app.ctx)]);
    await sendRecipientReminders(app.ctx);
    const sent = await closing('closing@example.com');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toMatch(/It closes on \w+day, \w+ \d+: have a look before then\./);
    expect(await closing('answered@example.com')).toHaveLength(0);
  });
});
