import { analyticsMessages, retentionMessages } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNonAdmins, expectAdminOnly, expectPermissionRequired, type NonAdmins } from '../../../test/admin-access';
import { activityWriter } from '../../../test/analytics-events';
import { buildTestApp } from '../../../test/build-app';
import { as, createAdmin, createCreator, createPortal, signUp, type TestUser } from '../../../test/factories';
import { applyEventRetention } from './event-retention.service';

const DAY = 86_400_000;
const now = new Date();
const daysAgo = (days: number, hour = 12) => {
  const at = new Date(now.getTime() - days * DAY);
  at.setUTCHours(hour, 0, 0, 0);
  return at.toISOString();
};

let app: FastifyInstance;
let admin: TestUser;
let others: NonAdmins;
let ana: TestUser;
let ben: TestUser;
let anaPortal: { id: string; name: string };
let benPortal: { id: string; name: string };
beforeAll(async () => {
  app = await buildTestApp();
  admin = await signUp(app, { email: 'operator@example.com' });
  others = await createNonAdmins(app);
  ana = await createCreator(app, { plan: 'pro', name: 'Ana Busy' });
  ben = await createCreator(app, { plan: 'free', name: 'Ben Quiet' });
  anaPortal = await createPortal(app, ana, { name: 'Ana launch' });
  benPortal = await createPortal(app, ben, { name: 'Ben review' });
  const anaEvents = activityWriter(app, ana.id);
  const benEvents = activityWriter(app, ben.id);
  await anaEvents.event(anaPortal.id, 'view', daysAgo(1), { times: 5 });
  await anaEvents.event(anaPortal.id, 'download', daysAgo(1), { times: 2 });
  await anaEvents.event(anaPortal.id, 'form', daysAgo(3));
  await benEvents.event(benPortal.id, 'view', daysAgo(2), { times: 2 });
  await benEvents.event(benPortal.id, 'comment', daysAgo(2));
  // Older than a week: in 30d, not in 7d; the previous week of 7d.
  await anaEvents.event(anaPortal.id, 'view', daysAgo(10), { times: 4 });
  // Older than 90 days: only in 1y and all, and what a 30-day retention deletes.
  await benEvents.event(benPortal.id, 'view', daysAgo(120), { times: 3 });
  await benEvents.event(benPortal.id, 'approval', daysAgo(120));
});
afterAll(async () => {
  await app.close();
});

const get = (user: TestUser, url: string) => as(user, app, { method: 'GET', url });

describe('platform analytics access (spec §6)', () => {
  it('refuses non-admins, and admins without analytics:read (or settings:write to change retention)', async () => {
    const requests = [
      { method: 'GET' as const, url: '/api/admin/analytics' },
      { method: 'GET' as const, url: '/api/admin/analytics/retention' },
      { method: 'PATCH' as const, url: '/api/admin/analytics/retention', payload: { retentionDays: 90 } },
    ];
    for (const request of requests) {
      await expectAdminOnly(app, others, request);
      await expectPermissionRequired(app, others.plainAdmin, request, 'analytics:read');
    }
    const reader = await createAdmin(app);
    await app.ctx.repos.users.update(reader.id, { adminLevel: 'standard' });
    await app.ctx.repos.users.setPermissions(reader.id, ['analytics:read']);
    expect((await get(reader, '/api/admin/analytics')).statusCode).toBe(200);
    expect((await get(reader, '/api/admin/analytics/retention')).statusCode).toBe(200);
    await expectPermissionRequired(app, reader, requests[2], 'settings:write');
    expect((await get(admin, '/api/admin/analytics/retention')).json().retentionDays).toBeNull();
  });
});

describe('GET /api/admin/analytics', () => {
  it('counts every creator’s activity by type, day by day, with a comparison to the period before', async () => {
    const res = await get(admin, '/api/admin/analytics?period=7d');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ period: '7d', interval: 'day' });
    expect(body.timeSeries).toHaveLength(7);
    expect(body.overview.views).toEqual({ value: 7, previous: 4, change: 75 });
    expect(body.overview.downloads.value).toBe(2);
    expect(body.overview.comments.value).toBe(1);
    expect(body.overview.forms.value).toBe(1);
    expect(body.overview.approvals).toEqual({ value: 0, previous: 0, change: 0 });
    const yesterday = body.timeSeries.find((p: { date: string }) => p.date === daysAgo(1).slice(0, 10));
    expect(yesterday).toMatchObject({ views: 5, downloads: 2 });
    // Sign-ups and portals made in this test run count as new today.
    const today = body.timeSeries.at(-1);
    expect(today.newCreators).toBeGreaterThanOrEqual(2);
    expect(today.newPortals).toBe(2);
    expect(body.overview.creators.total).toBeGreaterThanOrEqual(2);
    expect(body.overview.portals).toMatchObject({ total: 2, active: 2 });
  });

  it('ranks the top creators and portals by views, then downloads', async () => {
    const body = (await get(admin, '/api/admin/analytics?period=30d')).json();
    expect(body.topCreators.slice(0, 2)).toEqual([
      expect.objectContaining({ id: ana.id, name: 'Ana Busy', plan: 'pro', portals: 1, views: 9, downloads: 2 }),
      expect.objectContaining({ id: ben.id, name: 'Ben Quiet', plan: 'free', portals: 1, views: 2, downloads: 0 }),
    ]);
    expect(body.topPortals.slice(0, 2)).toEqual([
      expect.objectContaining({ id: anaPortal.id, name: 'Ana launch', ownerName: 'Ana Busy', views: 9 }),
      expect.objectContaining({ id: benPortal.id, name: 'Ben review', ownerName: 'Ben Quiet', views: 2 }),
    ]);
  });

  it('covers a year and all time in weeks, and refuses an unknown period', async () => {
    const all = (await get(admin, '/api/admin/analytics?period=all')).json();
    expect(all).toMatchObject({ interval: 'week' });
    expect(all.overview.views).toEqual({ value: 14, previous: null, change: null });
    expect(all.overview.approvals.value).toBe(1);
    const year = (await get(admin, '/api/admin/analytics?period=1y')).json();
    expect(year.overview.views.value).toBe(14);
    const bad = await get(admin, '/api/admin/analytics?period=2w');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(analyticsMessages.invalidPeriod);
  });
});

describe('raw event retention', () => {
  it('shows the raw events, keeps them forever by default, and the daily run deletes only past a set retention', async () => {
    const initial = (await get(admin, '/api/admin/analytics/retention')).json();
    expect(initial).toMatchObject({ retentionDays: null, expiredEvents: 0, lastRun: null });
    expect(initial.rawEvents.count).toBe(19);
    expect(initial.rawEvents.oldestAt).toBe(daysAgo(120));
    expect(await applyEventRetention(app.ctx)).toBeNull();

    const before = (await get(admin, '/api/admin/analytics?period=all')).json();
    const set = await as(admin, app, {
      method: 'PATCH',
      url: '/api/admin/analytics/retention',
      payload: { retentionDays: 30 },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ retentionDays: 30, expiredEvents: 4 });
    const audit = await app.ctx.repos.audit.listByAction('analytics.retention_changed');
    expect(audit[0]).toMatchObject({ actorId: admin.id });

    expect(await applyEventRetention(app.ctx)).toBe(4);
    // Claimed for the day: a second call (or another instance) the same day does nothing.
    expect(await applyEventRetention(app.ctx)).toBeNull();
    const after = (await get(admin, '/api/admin/analytics/retention')).json();
    expect(after.rawEvents.count).toBe(15);
    expect(after).toMatchObject({ expiredEvents: 0, lastRun: { retentionDays: 30, deleted: 4 } });
    // The rollups stay, so every total is unchanged.
    const totals = (await get(admin, '/api/admin/analytics?period=all')).json();
    expect(totals.overview).toEqual(before.overview);
    expect(totals.topCreators).toEqual(before.topCreators);

    const tomorrow = new Date(Date.now() + DAY);
    expect(await applyEventRetention(app.ctx, tomorrow)).toBe(0);

    const forever = await as(admin, app, {
      method: 'PATCH',
      url: '/api/admin/analytics/retention',
      payload: { retentionDays: null },
    });
    expect(forever.json().retentionDays).toBeNull();
  });

  it.each([
    [{ retentionDays: 7 }],
    [{ retentionDays: 4000 }],
    [{ retentionDays: 90.5 }],
    [{ retentionDays: '90' }],
    [{}],
  ])('refuses a retention outside 30 to 3650 whole days (%#)', async (payload) => {
    const res = await as(admin, app, { method: 'PATCH', url: '/api/admin/analytics/retention', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(retentionMessages.daysInvalid);
  });
});
