import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { browser, publicUrl } from '../../../test/client-portal';
import { as, createCreator, createFile, createPortal, signUp, type TestUser } from '../../../test/factories';
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

// A portal read for one client is shown to the next ones for a second (decision 0018); the creator's own
// changes on this instance show at once.
describe('a portal changed while its clients have it open', () => {
  const patch = (id: string, payload: Record<string, unknown>) =>
    as(owner, app, { method: 'PATCH', url: `/api/portals/${id}`, payload });
  const second = () => new Promise((resolve) => setTimeout(resolve, 1100));

  /** Waits out the last write's second, then makes sure the portal is held: a second view reads nothing. */
  async function warm(client: ReturnType<typeof browser>, uuid: string) {
    await second();
    const reads = vi.spyOn(app.ctx.repos.portals, 'findByUuidWithOwner');
    try {
      expect((await client.get(publicUrl(uuid))).statusCode).toBe(200);
      expect((await client.get(publicUrl(uuid))).statusCode).toBe(200);
      expect(reads).toHaveBeenCalledTimes(1);
    } finally {
      reads.mockRestore();
    }
  }

  beforeEach(async () => {
    await app.ctx.db.updateTable('user').set({ plan: 'pro' }).where('id', '=', owner.id).execute();
  });

  it('shows a new name, a new file and a new brand colour on the next view', async () => {
    const portal = await createPortal(app, owner, { name: 'Launch kit', status: 'active' });
    const client = browser(app);
    await warm(client, portal.uuid);
    expect((await patch(portal.id, { name: 'Launch kit v2' })).statusCode).toBe(200);
    const renamed = (await client.get(publicUrl(portal.uuid))).json().portal;
    expect(renamed.name).toBe('Launch kit v2');
    expect(renamed.files).toEqual([]);

    await warm(client, portal.uuid);
    await createFile(app, owner, portal.id, Buffer.from('brief'), 'Brief.txt');
    expect((await client.get(publicUrl(portal.uuid))).json().portal.files).toEqual([
      expect.objectContaining({ name: 'Brief.txt' }),
    ]);

    await warm(client, portal.uuid);
    expect((await patch(portal.id, { branding: { primaryColor: '#123456' } })).statusCode).toBe(200);
    expect((await client.get(publicUrl(portal.uuid))).json().portal.branding.primaryColor).toBe('#123456');
  });

  it('locks a portal behind its new PIN, and closes an archived one, at once', async () => {
    const portal = await createPortal(app, owner, { status: 'active' });
    const client = browser(app);
    await warm(client, portal.uuid);
    expect((await patch(portal.id, { accessType: 'pin', pin: '4821' })).statusCode).toBe(200);
    const locked = await client.get(publicUrl(portal.uuid));
    expect(locked.statusCode).toBe(401);
    expect(locked.json().error.code).toBe('PORTAL_LOCKED');

    const open = await createPortal(app, owner, { status: 'active' });
    await warm(client, open.uuid);
    const archived = await as(owner, app, { method: 'POST', url: `/api/portals/${open.id}/archive` });
    expect(archived.statusCode).toBeLessThan(300);
    expect((await client.get(publicUrl(open.uuid))).statusCode).toBe(410);
  });

  it('keeps the portal when a client downloads a file, and reads it again after a second', async () => {
    const portal = await createPortal(app, owner, { status: 'active' });
    const { fileId } = await createFile(app, owner, portal.id, Buffer.from('brief'), 'Brief.txt');
    const client = browser(app);
    await warm(client, portal.uuid);
    const reads = vi.spyOn(app.ctx.repos.portals, 'findByUuidWithOwner');
    try {
      expect((await client.get(publicUrl(portal.uuid, `/files/${fileId}?download=1`))).statusCode).toBe(200);
      expect((await client.get(publicUrl(portal.uuid))).statusCode).toBe(200);
      expect(reads).not.toHaveBeenCalled();
      await second();
      expect((await client.get(publicUrl(portal.uuid))).statusCode).toBe(200);
      expect(reads).toHaveBeenCalledTimes(1);
    } finally {
      reads.mockRestore();
    }
  });
});
