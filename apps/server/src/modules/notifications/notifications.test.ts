import { randomUUID } from 'node:crypto';
import { DEFAULT_NOTIFICATION_PREFERENCES, NOTIFICATION_TYPES } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { as, createCreator, signUp, type TestUser } from '../../../test/factories';

let app: FastifyInstance;
let owner: TestUser;
let other: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  await signUp(app, { email: 'operator@example.com' });
});
beforeEach(async () => {
  owner = await createCreator(app, { name: 'Owner Person' });
  other = await createCreator(app);
});
afterAll(async () => {
  await app?.close();
});

async function seed(user: TestUser, count: number) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    ids.push(
      await app.ctx.repos.notifications.create({
        uid: user.id,
        type: 'other',
        title: `Note ${i}`,
        message: `Message ${i}`,
        createdAt: new Date(Date.now() - (count - i) * 1000).toISOString(),
      }),
    );
  }
  return ids;
}

const list = (user: TestUser | null) => as(user, app, { method: 'GET', url: '/api/notifications' });

describe('GET /api/notifications', () => {
  it('lists the newest 50 of the user only, with the unread count over all of them', async () => {
    await seed(owner, 55);
    await seed(other, 2);
    const res = await list(owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.unreadCount).toBe(55);
    expect(body.notifications).toHaveLength(50);
    expect(body.notifications[0]).toEqual({
      id: expect.any(String),
      type: 'other',
      title: 'Note 54',
      message: 'Message 54',
      link: null,
      read: false,
      readAt: null,
      createdAt: expect.any(String),
    });
    expect(body.notifications.at(-1).title).toBe('Note 5');
    expect(body.notifications.every((n: { uid?: string }) => n.uid === undefined)).toBe(true);
  });

  it('answers an empty list and 0 for a new user, and 401 when signed out', async () => {
    expect((await list(owner)).json()).toEqual({ notifications: [], unreadCount: 0 });
    const anonymous = await list(null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('UNAUTHORIZED');
  });
});

describe('marking read', () => {
  it('marks one read with readAt, keeps the first readAt, and answers the new count', async () => {
    const [first, second] = await seed(owner, 2);
    const res = await as(owner, app, { method: 'POST', url: `/api/notifications/${first}/read` });
    expect(res.statusCode).toBe(200);
    const { notification, unreadCount } = res.json();
    expect(notification).toMatchObject({ id: first, read: true });
    expect(Date.parse(notification.readAt)).toBeGreaterThan(Date.now() - 10_000);
    expect(unreadCount).toBe(1);
    const again = await as(owner, app, { method: 'POST', url: `/api/notifications/${first}/read` });
    expect(again.json().notification.readAt).toBe(notification.readAt);
    const stored = (await list(owner)).json();
    expect(stored.unreadCount).toBe(1);
    expect(stored.notifications.find((n: { id: string }) => n.id === second).read).toBe(false);
  });

  it("answers 404 for someone else's notification and leaves it unread", async () => {
    const [theirs] = await seed(other, 1);
    const res = await as(owner, app, { method: 'POST', url: `/api/notifications/${theirs}/read` });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: 'NOT_FOUND', message: 'Notification not found.' });
    expect((await list(other)).json().notifications[0]).toMatchObject({ read: false, readAt: null });
  });

  it('answers 4xx, never 5xx, for unknown or junk ids', async () => {
    for (const id of ['nope', '00000000-0000-0000-0000-000000000000', "1' or '1'='1", '%E2%9C%93']) {
      expect((await as(owner, app, { method: 'POST', url: `/api/notifications/${id}/read` })).statusCode).toBe(404);
    }
    const long = await as(owner, app, { method: 'POST', url: `/api/notifications/${'x'.repeat(65)}/read` });
    expect(long.statusCode).toBe(400);
    expect((await as(null, app, { method: 'POST', url: '/api/notifications/nope/read' })).statusCode).toBe(401);
  });

  it('read-all really marks every one of the user read, and no one else’s', async () => {
    await seed(owner, 3);
    await seed(other, 2);
    const res = await as(owner, app, { method: 'POST', url: '/api/notifications/read-all' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ unreadCount: 0 });
    const mine = (await list(owner)).json();
    expect(mine.unreadCount).toBe(0);
    expect(mine.notifications.every((n: { read: boolean; readAt: string }) => n.read && n.readAt)).toBe(true);
    expect((await list(other)).json().unreadCount).toBe(2);
    expect((await as(null, app, { method: 'POST', url: '/api/notifications/read-all' })).statusCode).toBe(401);
  });
});

describe('POST /api/notifications/test', () => {
  it.each(NOTIFICATION_TYPES)('creates and delivers a %s test notification, even with that type off', async (type) => {
    await as(owner, app, {
      method: 'PATCH',
      url: '/api/settings/notifications',
      payload: {
        portalAccess: false,
        fileDownloads: false,
        clientComments: false,
        clientApprovals: false,
        portalExpiring: false,
        portalLimitReached: false,
        planUpdates: false,
        securityAlerts: false,
        emailFrequency: 'instant',
      },
    });
    const res = await as(owner, app, {
      method: 'POST',
      url: '/api/notifications/test',
      payload: { notificationType: type },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ notification: { type, read: false }, email: true, push: 0 });
    expect(res.json().notification.message).toContain('test notification');
    const [stored] = (await list(owner)).json().notifications;
    expect(stored.id).toBe(res.json().notification.id);
    const mail = (await app.ctx.repos.mail.listRecent()).find((m) => m.to === owner.email);
    expect(mail?.subject).toBe(stored.title);
  });

  it('sends no mail when email is off', async () => {
    await as(owner, app, {
      method: 'PATCH',
      url: '/api/settings/notifications',
      payload: { ...DEFAULT_NOTIFICATION_PREFERENCES, emailFrequency: 'disabled' },
    });
    const res = await as(owner, app, {
      method: 'POST',
      url: '/api/notifications/test',
      payload: { notificationType: 'client_comment' },
    });
    expect(res.json().email).toBe(false);
    expect((await app.ctx.repos.mail.listRecent()).some((m) => m.to === owner.email && m.kind === 'notification')).toBe(
      false,
    );
  });

  it('keeps neither the notification nor its instant mail when one of them cannot be written', async () => {
    await as(owner, app, {
      method: 'PATCH',
      url: '/api/settings/notifications',
      payload: { ...DEFAULT_NOTIFICATION_PREFERENCES, emailFrequency: 'instant' },
    });
    const taken = randomUUID();
    await app.ctx.repos.mail.insert({
      id: taken,
      kind: 'test',
      to: 'someone@example.com',
      subject: 'Already here',
      text: 'Already here',
      html: null,
      status: 'logged',
    });
    const { mailer } = app.ctx;
    const draft = mailer.draft;
    // The instant mail's outbox row collides with an existing one, so its write fails.
    mailer.draft = (message) => {
      const mail = draft(message);
      return { ...mail, outbox: { ...mail.outbox, id: taken } };
    };
    try {
      const res = await as(owner, app, {
        method: 'POST',
        url: '/api/notifications/test',
        payload: { notificationType: 'other' },
      });
      expect(res.statusCode).toBe(500);
    } finally {
      mailer.draft = draft;
    }
    expect((await list(owner)).json().notifications).toEqual([]);
    expect((await app.ctx.repos.mail.listRecent()).some((m) => m.to === owner.email && m.kind === 'notification')).toBe(
      false,
    );
  });

  it.each([
    [{ notificationType: 'nope' }, 'Unknown notification type'],
    [{ notificationType: 3 }, 'Unknown notification type'],
    [{}, 'Unknown notification type'],
    [[1], 'Send a JSON object as the request body.'],
  ])('answers 400 for %j', async (payload, message) => {
    const res = await as(owner, app, { method: 'POST', url: '/api/notifications/test', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('needs a signed-in user', async () => {
    const res = await as(null, app, {
      method: 'POST',
      url: '/api/notifications/test',
      payload: { notificationType: 'other' },
    });
    expect(res.statusCode).toBe(401);
  });

  it("answers 'Failed to send test notification' when it cannot be stored", async () => {
    const repo = app.ctx.repos.notifications;
    const original = repo.insertRecord;
    repo.insertRecord = async () => {
      throw new Error('disk full');
    };
    try {
      const res = await as(owner, app, {
        method: 'POST',
        url: '/api/notifications/test',
        payload: { notificationType: 'other' },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json().error.message).toBe('Failed to send test notification');
    } finally {
      repo.insertRecord = original;
    }
  });
});
