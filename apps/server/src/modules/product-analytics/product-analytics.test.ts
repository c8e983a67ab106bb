import { PRODUCT_EVENT_LIMITS, productEventMessages } from '@clientdock/shared';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNonAdmins, expectAdminOnly, expectPermissionRequired } from '../../../test/admin-access';
import { activityWriter } from '../../../test/analytics-events';
import { buildTestApp } from '../../../test/build-app';
import { as, createAdmin, createCreator, createPortal, signUp, type TestUser } from '../../../test/factories';

const DAY = 86_400_000;

async function storedEvents(app: FastifyInstance, name?: string) {
  let query = app.ctx.db.selectFrom('product_event').selectAll().orderBy('at');
  if (name) query = query.where('name', '=', name);
  const rows = await query.execute();
  return rows.map((row) => ({
    ...row,
    props: typeof row.props === 'string' ? JSON.parse(row.props) : row.props,
  }));
}

const send = (app: FastifyInstance, payload: unknown, options: Partial<InjectOptions> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/events',
    remoteAddress: '198.51.100.7',
    ...options,
    payload: payload as InjectOptions['payload'],
  });

describe('POST /api/events', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('records a browser event with its props, without setting a cookie', async () => {
    const res = await send(app, { name: 'feature_used', props: { feature: 'portal_share', count: 2, ok: true } });
    expect(res.statusCode).toBe(204);
    expect(res.headers['set-cookie']).toBeUndefined();
    const [event] = await storedEvents(app, 'feature_used');
    expect(event).toMatchObject({
      source: 'client',
      userId: null,
      props: { feature: 'portal_share', count: 2, ok: true },
    });
    expect((await send(app, { name: 'page_view' })).statusCode).toBe(204);
    expect(await storedEvents(app, 'page_view')).toHaveLength(1);
  });

  it('records nothing when the browser sends DNT or Sec-GPC, and still answers 204', async () => {
    const before = (await storedEvents(app)).length;
    for (const headers of [{ dnt: '1' }, { 'sec-gpc': '1' }]) {
      const res = await send(app, { name: 'page_view', props: { path: '/pricing' } }, { headers });
      expect(res.statusCode).toBe(204);
    }
    // Not even read: a body that would be refused is answered the same.
    expect((await send(app, { name: 'nope' }, { headers: { dnt: '1' } })).statusCode).toBe(204);
    expect(await storedEvents(app)).toHaveLength(before);
  });

  it('refuses bad input with 400 in the error envelope', async () => {
    const cases: Array<[unknown, string]> = [
      [{}, productEventMessages.invalidName],
      [{ name: 'made_up' }, productEventMessages.invalidName],
      [{ name: 42 }, productEventMessages.invalidName],
      [{ name: 'feature_used', props: { nested: { a: 1 } } }, productEventMessages.invalidProps],
      [{ name: 'feature_used', props: { list: [1, 2] } }, productEventMessages.invalidProps],
      [
        { name: 'feature_used', props: { long: 'x'.repeat(PRODUCT_EVENT_LIMITS.maxValueLength + 1) } },
        productEventMessages.invalidProps,
      ],
      [
        { name: 'feature_used', props: Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`k${i}`, i])) },
        productEventMessages.invalidProps,
      ],
      [{ name: 'feature_used', props: { 'bad key': 1 } }, productEventMessages.invalidProps],
      [{ name: 'feature_used', props: 'text' }, productEventMessages.invalidProps],
      [
        { name: 'error_occurred', props: { message: 'Failed for dana@example.com' } },
        productEventMessages.personalData,
      ],
      [{ name: 'feature_used', props: { userEmail: 'x' } }, productEventMessages.personalData],
    ];
    const before = (await storedEvents(app)).length;
    for (const [payload, message] of cases) {
      const res = await send(app, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code, JSON.stringify(payload)).toEqual(expect.any(String));
      expect(res.json().error.message, JSON.stringify(payload)).toContain(message);
    }
    const junk = await send(app, '{"name":', { headers: { 'content-type': 'application/json' } });
    expect(junk.statusCode).toBe(400);
    expect(junk.json().error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    const huge = await send(app, { name: 'page_view', props: { a: 'x'.repeat(5000) } });
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
    expect(await storedEvents(app)).toHaveLength(before);
  });

  it('limits each client address to its share a minute (429), other addresses unaffected', async () => {
    const ip = '203.0.113.99';
    for (let i = 0; i < PRODUCT_EVENT_LIMITS.perMinute; i++) {
      expect((await send(app, { name: 'page_view' }, { remoteAddress: ip })).statusCode).toBe(204);
    }
    const over = await send(app, { name: 'page_view' }, { remoteAddress: ip });
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toEqual({ code: 'TOO_MANY_REQUESTS', message: productEventMessages.tooMany });
    expect(over.headers['retry-after']).toBeDefined();
    expect((await send(app, { name: 'page_view' }, { remoteAddress: '203.0.113.100' })).statusCode).toBe(204);
  });

  it('keeps a browser’s copy of a server-side event apart from the server’s own', async () => {
    expect((await send(app, { name: 'purchase' })).statusCode).toBe(204);
    const [copy] = await storedEvents(app, 'purchase');
    expect(copy.source).toBe('client');
  });
});

describe('events the server records itself', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await signUp(app, { email: 'operator@example.com' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('records sign_up after a sign-up and portal_created for a new portal, with the account and no personal data', async () => {
    const creator = await signUp(app, { email: 'newcomer@example.com', name: 'New Comer' });
    const [signUpEvent] = await storedEvents(app, 'sign_up');
    expect(signUpEvent).toMatchObject({ source: 'server', userId: creator.id, props: null });
    await createPortal(app, creator, { name: 'First one' });
    const [created] = await storedEvents(app, 'portal_created');
    expect(created).toMatchObject({ source: 'server', userId: creator.id, props: { fromTemplate: false } });
    expect(JSON.stringify(await storedEvents(app))).not.toContain('newcomer@example.com');
  });

  it('records client downloads and interactions from the portal’s announcements', async () => {
    const creator = await createCreator(app);
    const portal = await createPortal(app, creator, { name: 'Client work' });
    const base = { portalId: portal.id, ownerId: creator.id, summary: 'x', at: new Date().toISOString() };
    await app.ctx.events.emitAndWait('client.activity', { ...base, type: 'download', fileId: 'f1' });
    await app.ctx.events.emitAndWait('client.activity', { ...base, type: 'comment' });
    await app.ctx.events.emitAndWait('client.activity', { ...base, type: 'approval', decision: 'approved' });
    await app.ctx.events.emitAndWait('client.activity', { ...base, type: 'view' });
    await app.ctx.events.emitAndWait('client.activity', { ...base, type: 'reply' });
    expect(await storedEvents(app, 'file_download')).toHaveLength(1);
    const interactions = await storedEvents(app, 'client_interaction');
    expect(interactions.map((event) => event.props)).toEqual([{ type: 'comment' }, { type: 'approval' }]);
  });
});

describe('GET /api/admin/analytics/product', () => {
  let app: FastifyInstance;
  let admin: TestUser;
  const now = Date.now();
  const ago = (days: number) => new Date(now - days * DAY);
  beforeAll(async () => {
    app = await buildTestApp();
    admin = await signUp(app, { email: 'operator@example.com' });
    const repo = app.ctx.repos.productEvents;
    const record = (name: string, at: Date, extra: { props?: Record<string, string>; userId?: string } = {}) =>
      repo.record({ name, source: 'server', props: extra.props ?? null, userId: extra.userId ?? null, at });
    const browser = (name: string, at: Date, props: Record<string, string> | null = null) =>
      repo.record({ name, source: 'client', props, userId: null, at });

    // Five sign-ups now (recorded by the sign-up itself); three make a portal, two of those get a client view,
    // one of those buys. A purchase by someone without a viewed portal does not count in the funnel.
    const people = [];
    for (let i = 0; i < 5; i++) people.push(await createCreator(app, { name: `Person ${i}` }));
    const portals = [];
    for (const person of people.slice(0, 3)) portals.push(await createPortal(app, person, { name: 'Work' }));
    await activityWriter(app, people[0].id).event(portals[0].id, 'view', ago(0).toISOString(), { times: 3 });
    await activityWriter(app, people[1].id).event(portals[1].id, 'view', ago(1).toISOString());
    await record('purchase', ago(0), { userId: people[0].id, props: { kind: 'plan' } });
    await record('purchase', ago(0), { userId: people[3].id, props: { kind: 'template' } });
    // An older sign-up, outside 7 days: in 30d only.
    const older = await createCreator(app, { name: 'Older' });
    await app.ctx.db
      .updateTable('product_event')
      .set({ day: ago(20).toISOString().slice(0, 10), at: ago(20).toISOString() })
      .where('userId', '=', older.id)
      .execute();

    for (let i = 0; i < 20; i++) await browser('product_hub_visit', ago(i % 3));
    await browser('product_hub_visit', ago(40));
    for (let i = 0; i < 4; i++) await browser('page_view', ago(0), { path: '/pricing' });
    await browser('feature_used', ago(0), { feature: 'portal_share' });
    await browser('feature_used', ago(1), { feature: 'portal_share' });
    await browser('feature_used', ago(2), { feature: 'csv_export' });
    await browser('error_occurred', ago(2), { message: 'Old failure', path: '/dashboard' });
    await browser('error_occurred', ago(0), { message: 'Chunk failed to load', path: '/dashboard/analytics' });
    // A browser's copy of sign_up counts nowhere.
    await browser('sign_up', ago(0));
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers the funnel, counts over time, top features and recent errors of the period', async () => {
    const res = await as(admin, app, { method: 'GET', url: '/api/admin/analytics/product?period=7d' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ period: '7d', interval: 'day' });
    expect(body.funnel).toEqual([
      { step: 'visit', count: 20, conversion: null },
      { step: 'sign_up', count: 5, conversion: 25 },
      { step: 'portal_created', count: 3, conversion: 60 },
      { step: 'first_client_view', count: 2, conversion: 67 },
      { step: 'purchase', count: 1, conversion: 50 },
    ]);
    expect(body.totals).toMatchObject({
      product_hub_visit: 20,
      page_view: 4,
      sign_up: 5,
      portal_created: 3,
      purchase: 2,
      feature_used: 3,
      error_occurred: 2,
      conversion: 0,
    });
    expect(body.timeSeries).toHaveLength(7);
    const today = body.timeSeries.at(-1);
    expect(today.counts).toMatchObject({ page_view: 4, sign_up: 5, product_hub_visit: 7 });
    expect(body.topFeatures).toEqual([
      { feature: 'portal_share', count: 2 },
      { feature: 'csv_export', count: 1 },
    ]);
    expect(body.recentErrors.map((e: { message: string }) => e.message)).toEqual([
      'Chunk failed to load',
      'Old failure',
    ]);
    expect(body.recentErrors[0]).toMatchObject({ path: '/dashboard/analytics', at: expect.any(String) });

    const month = (await as(admin, app, { method: 'GET', url: '/api/admin/analytics/product?period=30d' })).json();
    expect(month.funnel.map((step: { count: number }) => step.count)).toEqual([20, 6, 3, 2, 1]);
    const all = (await as(admin, app, { method: 'GET', url: '/api/admin/analytics/product?period=all' })).json();
    expect(all.totals.product_hub_visit).toBe(21);
    expect(all.interval).toBe('week');
  });

  it('answers an empty period with zeros', async () => {
    const fresh = await buildTestApp();
    const operator = await signUp(fresh, { email: 'operator@example.com' });
    const body = (await as(operator, fresh, { method: 'GET', url: '/api/admin/analytics/product' })).json();
    await fresh.close();
    expect(body.period).toBe('30d');
    expect(body.funnel.map((step: { count: number }) => step.count)).toEqual([0, 0, 0, 0, 0]);
    expect(body.funnel.every((step: { conversion: number | null }) => step.conversion === null)).toBe(true);
    expect(body.topFeatures).toEqual([]);
    expect(body.recentErrors).toEqual([]);
  });

  it('is for admins with analytics:read only, and refuses a bad period', async () => {
    const others = await createNonAdmins(app);
    const request = { method: 'GET' as const, url: '/api/admin/analytics/product' };
    await expectAdminOnly(app, others, request);
    await expectPermissionRequired(app, others.plainAdmin, request, 'analytics:read');
    const bad = await as(admin, app, { method: 'GET', url: '/api/admin/analytics/product?period=2w' });
    expect(bad.statusCode).toBe(400);
    expect((await as(await createAdmin(app), app, request)).statusCode).toBe(200);
  });

  it('drops product events past the raw-event retention', async () => {
    const { applyEventRetention } = await import('../analytics/event-retention.service');
    await app.ctx.repos.eventRetention.setRetentionDays(30);
    await applyEventRetention(app.ctx, new Date(now));
    const left = await storedEvents(app, 'product_hub_visit');
    expect(left).toHaveLength(20);
  });
});
