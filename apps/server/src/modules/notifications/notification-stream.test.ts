import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { browser, publicUrl } from '../../../test/client-portal';
import { as, cookieFrom, createAdmin, createCreator, createPortal, signUp } from '../../../test/factories';
import { restartableTestApp } from '../../../test/restartable-app';
import { baseUrl, openEventStream } from '../../../test/sse';
import { usePostgres } from '../../../test/test-database';

type Stream = Awaited<ReturnType<typeof openEventStream>>;

let app: FastifyInstance;
let base: string;
const streams: Stream[] = [];
beforeAll(async () => {
  app = await buildTestApp();
  await signUp(app, { email: 'operator@example.com' });
  base = await baseUrl(app);
});
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});
afterAll(async () => {
  await app?.close();
});

/** Waits for a promise, failing after `ms` (the heartbeat's 25 s would be far later). */
async function within(ms: number, promise: Promise<unknown>) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms);
  });
  try {
    await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function open(cookie?: string, target = base) {
  const stream = await openEventStream(`${target}/api/notifications/stream`, cookie ? { cookie } : {});
  streams.push(stream);
  return stream;
}

describe('GET /api/notifications/stream', () => {
  it('sends the unread count on connect, then a notification created afterwards, live', async () => {
    const owner = await createCreator(app);
    await app.ctx.repos.notifications.create({ uid: owner.id, type: 'other', title: 'Earlier', message: 'Before' });
    const stream = await open(owner.cookie);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-store, no-transform');
    // The security headers still apply to the stream.
    expect(stream.headers['x-content-type-options']).toBe('nosniff');
    expect(stream.headers['content-security-policy']).toContain("default-src 'self'");
    expect(await stream.next('unread')).toEqual({ unreadCount: 1 });

    const portal = await createPortal(app, owner, { name: 'Brand refresh' });
    const client = browser(app);
    await client.post(publicUrl(portal.uuid, '/comments'), { name: 'Dana', body: 'Love it' });

    const notification = (await stream.next('notification')) as Record<string, unknown>;
    expect(notification).toMatchObject({
      type: 'client_comment',
      title: 'New comment',
      message: 'Dana commented in "Brand refresh"',
      read: false,
      link: `/dashboard/edit/${portal.id}?tab=activity&activity=comments`,
    });
    expect(notification.uid).toBeUndefined();
    expect(await stream.next('unread')).toEqual({ unreadCount: 2 });
  });

  it('tells every open stream of the user about reads, and nothing to another user', async () => {
    const owner = await createCreator(app);
    const other = await createCreator(app);
    const id = await app.ctx.repos.notifications.create({ uid: owner.id, type: 'other', title: 'A', message: 'a' });
    await app.ctx.repos.notifications.create({ uid: owner.id, type: 'other', title: 'B', message: 'b' });
    const tabs = [await open(owner.cookie), await open(owner.cookie)];
    const stranger = await open(other.cookie);
    for (const tab of tabs) expect(await tab.next('unread')).toEqual({ unreadCount: 2 });
    expect(await stranger.next('unread')).toEqual({ unreadCount: 0 });

    await as(owner, app, { method: 'POST', url: `/api/notifications/${id}/read` });
    for (const tab of tabs) expect(await tab.next('unread')).toEqual({ unreadCount: 1 });
    await as(owner, app, { method: 'POST', url: '/api/notifications/read-all' });
    for (const tab of tabs) expect(await tab.next('unread')).toEqual({ unreadCount: 0 });
    await as(owner, app, { method: 'POST', url: '/api/notifications/test', payload: { notificationType: 'other' } });
    for (const tab of tabs) expect(await tab.next('notification')).toMatchObject({ title: 'Test notification' });

    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stranger.events.map((e) => e.event)).toEqual(['unread']);
  });

  it('sends a heartbeat every 25 seconds, and ends the stream once the session is signed out', async () => {
    const owner = await createCreator(app);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const stream = await open(owner.cookie);
      await stream.next('unread');
      vi.advanceTimersByTime(25_000);
      await expect.poll(() => stream.comments).toContain('heartbeat');
      const signOut = await as(owner, app, {
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { origin: 'http://localhost:3000' },
      });
      expect(signOut.statusCode).toBe(200);
      vi.advanceTimersByTime(25_000);
      await stream.closed;
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes the stream at once when its session is signed out, not at the next heartbeat', async () => {
    const owner = await createCreator(app);
    const stream = await open(owner.cookie);
    await stream.next('unread');
    const signOut = await as(owner, app, {
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(signOut.statusCode).toBe(200);
    await within(2000, stream.closed);
  });

  it('closes the streams of revoked sessions at once: password change elsewhere, suspension', async () => {
    const owner = await createCreator(app);
    const laptop = cookieFrom(
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          payload: { email: owner.email, password: owner.password },
        })
      ).headers,
    );
    const kept = await open(owner.cookie);
    const revoked = await open(laptop);
    await kept.next('unread');
    await revoked.next('unread');
    const change = await as(owner, app, {
      method: 'POST',
      url: '/api/account/password',
      payload: { currentPassword: owner.password, newPassword: 'second Secret pass 42' },
    });
    expect(change.statusCode).toBe(200);
    await within(2000, revoked.closed);

    // The session that changed the password keeps its stream, until an admin suspends the account.
    await as(owner, app, { method: 'POST', url: '/api/notifications/read-all' });
    // The security alert of the change comes first, then the count after reading it.
    await expect.poll(() => kept.events.at(-1)).toEqual({ event: 'unread', data: '{"unreadCount":0}' });
    const admin = await createAdmin(app);
    const suspend = await as(admin, app, {
      method: 'PATCH',
      url: `/api/admin/creators/${owner.id}`,
      payload: { status: 'suspended' },
    });
    expect(suspend.statusCode).toBe(200);
    await within(2000, kept.closed);
  });

  it('answers 401 JSON when not signed in', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/notifications/stream' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().error.code).toBe('UNAUTHORIZED');
  });

  it('forgets a stream when the browser goes away', async () => {
    const owner = await createCreator(app);
    const stream = await open(owner.cookie);
    await stream.next('unread');
    stream.close();
    await stream.closed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    // A change for the user now has no one to go to, and does not fail.
    await as(owner, app, { method: 'POST', url: '/api/notifications/read-all' });
    expect(stream.events).toHaveLength(1);
  });

  it('lets the app close while streams are open', async () => {
    const own = await buildTestApp();
    const owner = await createCreator(own);
    const stream = await open(owner.cookie, await baseUrl(own));
    await stream.next('unread');
    await own.close();
    await stream.closed;
  });
});

describe.runIf(usePostgres)('across app instances (PostgreSQL LISTEN/NOTIFY)', () => {
  it('closes a stream on one instance when its session is signed out through another', async () => {
    const shared = await restartableTestApp();
    const first = await shared.build();
    const second = await shared.build();
    try {
      const owner = await createCreator(first);
      const stream = await open(owner.cookie, await baseUrl(first));
      await stream.next('unread');
      const signOut = await as(owner, second, {
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { origin: 'http://localhost:3000' },
      });
      expect(signOut.statusCode).toBe(200);
      await within(3000, stream.closed);
    } finally {
      await first.close();
      await second.close();
      await shared.cleanup();
    }
  });

  it('delivers a notification made on one instance to a stream open on another', async () => {
    const shared = await restartableTestApp();
    const first = await shared.build();
    const second = await shared.build();
    try {
      const owner = await createCreator(first);
      const stream = await open(owner.cookie, await baseUrl(first));
      expect(await stream.next('unread')).toEqual({ unreadCount: 0 });
      const res = await as(owner, second, {
        method: 'POST',
        url: '/api/notifications/test',
        payload: { notificationType: 'portal_access' },
      });
      expect(res.statusCode).toBe(201);
      expect(await stream.next('notification')).toMatchObject({
        id: res.json().notification.id,
        type: 'portal_access',
      });
      expect(await stream.next('unread')).toEqual({ unreadCount: 1 });
      await as(owner, second, { method: 'POST', url: '/api/notifications/read-all' });
      expect(await stream.next('unread')).toEqual({ unreadCount: 0 });

      // The listening connection is cut (a database restart, a proxy timeout): it comes back by itself.
      const cut = await sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query like 'LISTEN %' and pid <> pg_backend_pid()`.execute(first.ctx.db);
      expect(cut.rows).toHaveLength(2);
      await expect
        .poll(
          async () => {
            await as(owner, second, {
              method: 'POST',
              url: '/api/notifications/test',
              payload: { notificationType: 'other' },
            });
            return stream.events.filter((e) => e.event === 'notification').length;
          },
          { timeout: 10_000, interval: 500 },
        )
        .toBeGreaterThan(1);
    } finally {
      await first.close();
      await second.close();
      await shared.cleanup();
    }
  });
});
