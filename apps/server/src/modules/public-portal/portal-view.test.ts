import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { browser, publicUrl } from '../../../test/client-portal';
import { createCreator, createPortal, signUp, type TestUser } from '../../../test/factories';
import { flushEvents } from './activity';

let app: FastifyInstance;
let owner: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  await signUp(app, { email: 'operator@example.com' });
});
beforeEach(async () => {
  owner = await createCreator(app, { name: 'Sam Maker' });
});
afterAll(async () => {
  await app?.close();
});

const visitorsOf = (portalId: string) =>
  app.ctx.db.selectFrom('visitor').selectAll().where('portalId', '=', portalId).execute();
const viewsOf = (portalId: string) =>
  app.ctx.db.selectFrom('event').selectAll().where('portalId', '=', portalId).where('type', '=', 'view').execute();

async function settle(check: () => Promise<boolean>) {
  for (let i = 0; i < 50 && !(await check()); i++) await new Promise((r) => setTimeout(r, 20));
}

describe('a first view of a portal', () => {
  it('writes the new visitor with its view and the day’s rollups, and tells the owner', async () => {
    const portal = await createPortal(app, owner, { name: 'Launch kit' });
    const client = browser(app);
    const res = await client.get(publicUrl(portal.uuid));
    expect(res.statusCode).toBe(200);
    // The view is queued with its visitor and written with the next batch (decision 0017).
    await flushEvents(app.ctx);
    const [visitor] = await visitorsOf(portal.id);
    expect(visitor).toMatchObject({ portalId: portal.id, cookieId: client.jar.get('cd_visitor') });
    const views = await viewsOf(portal.id);
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({ visitorId: visitor.id, ownerId: owner.id });
    const daily = await app.ctx.db.selectFrom('event_daily').selectAll().where('portalId', '=', portal.id).execute();
    expect(daily).toEqual([expect.objectContaining({ type: 'view', count: 1 })]);
    const perVisitor = await app.ctx.db
      .selectFrom('visitor_daily')
      .selectAll()
      .where('visitorId', '=', visitor.id)
      .execute();
    expect(perVisitor).toEqual([expect.objectContaining({ views: 1 })]);

    const notified = () =>
      app.ctx.db.selectFrom('notification').selectAll().where('uid', '=', owner.id).where('type', '=', 'portal_access');
    await settle(async () => (await notified().execute()).length > 0);
    expect(await notified().execute()).toEqual([expect.objectContaining({ title: 'Portal viewed' })]);
  });

  it('leaves no visitor behind when its first view cannot be written', async () => {
    const portal = await createPortal(app, owner);
    await browser(app).get(publicUrl(portal.uuid));
    await flushEvents(app.ctx);
    const [existing] = await app.ctx.repos.events.listByPortal(portal.id);
    const visitor = {
      id: crypto.randomUUID(),
      portalId: portal.id,
      cookieId: 'a-cookie-never-seen-before',
      name: null,
      email: null,
      emailVerified: false,
      firstSeenAt: new Date().toISOString(),
      lastSeenAt: new Date().toISOString(),
    };
    // The event's id is taken: the event fails, and the visitor written before it in the transaction goes too.
    await expect(app.ctx.repos.events.insert({ ...existing, visitorId: visitor.id }, visitor)).rejects.toThrow();
    expect((await visitorsOf(portal.id)).map((v) => v.cookieId)).not.toContain('a-cookie-never-seen-before');
  });

  it('gives a browser known from another portal a visitor of its own here, once, even in parallel', async () => {
    const first = await createPortal(app, owner);
    const second = await createPortal(app, owner);
    const client = browser(app);
    await client.get(publicUrl(first.uuid));
    const answers = await Promise.all([client.get(publicUrl(second.uuid)), client.get(publicUrl(second.uuid))]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    await flushEvents(app.ctx);
    const visitors = await visitorsOf(second.id);
    expect(visitors).toHaveLength(1);
    expect(visitors[0].cookieId).toBe(client.jar.get('cd_visitor'));
    expect((await viewsOf(second.id)).length).toBeGreaterThanOrEqual(1);
    await client.get(publicUrl(second.uuid));
    await flushEvents(app.ctx);
    expect((await viewsOf(second.id)).length).toBeLessThanOrEqual(2);
  });
});
