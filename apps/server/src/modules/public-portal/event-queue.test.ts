import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { browser, publicUrl } from '../../../test/client-portal';
import { createCreator, createFile, createPortal, signUp, type TestUser } from '../../../test/factories';
import { restartableTestApp } from '../../../test/restartable-app';
import { createDb } from '../../db/connection';
import type { Database } from '../../db/types';
import { flushEvents } from './activity';

let app: FastifyInstance;
let owner: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  await signUp(app, { email: 'operator@example.com' });
  owner = await createCreator(app, { name: 'Sam Maker' });
});
afterAll(async () => {
  await app?.close();
});

/** A browser that has opened another portal of this instance: its cookie is new to this one. */
function returningBrowser(target: FastifyInstance) {
  const client = browser(target);
  client.jar.set('cd_visitor', randomBytes(18).toString('base64url'));
  return client;
}

async function countsOf(db: Kysely<Database>, portalId: string) {
  const events = await db.selectFrom('event').selectAll().where('portalId', '=', portalId).execute();
  const visitors = await db.selectFrom('visitor').select('id').where('portalId', '=', portalId).execute();
  const daily = await db.selectFrom('event_daily').select(['type', 'count']).where('portalId', '=', portalId).execute();
  const perVisitor = await db
    .selectFrom('visitor_daily')
    .select(['views', 'downloads'])
    .where('portalId', '=', portalId)
    .execute();
  return {
    views: events.filter((event) => event.type === 'view').length,
    visitors: visitors.length,
    dailyViews: daily.filter((row) => row.type === 'view').reduce((sum, row) => sum + Number(row.count), 0),
    visitorDailyViews: perVisitor.reduce((sum, row) => sum + Number(row.views), 0),
    orphans: events.filter((event) => !visitors.some((visitor) => visitor.id === event.visitorId)).length,
  };
}

describe('queued portal views', () => {
  it('writes every one of many concurrent views once the queue is flushed', async () => {
    const portal = await createPortal(app, owner);
    const n = 60;
    // Half are browsers without a cookie, each from its own address; half carry a cookie new to the portal.
    const clients = Array.from({ length: n }, (_, i) =>
      i % 2 === 0 ? browser(app, `198.51.100.${i + 1}`) : returningBrowser(app),
    );
    const answers = await Promise.all(clients.map((client) => client.get(publicUrl(portal.uuid))));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(n).fill(200));
    await flushEvents(app.ctx);
    expect(await countsOf(app.ctx.db, portal.id)).toEqual({
      views: n,
      visitors: n,
      dailyViews: n,
      visitorDailyViews: n,
      orphans: 0,
    });
  });

  it('finds a visitor whose first view is still queued: a comment right after it reuses the same visitor', async () => {
    const portal = await createPortal(app, owner);
    const client = browser(app, '198.51.100.200');
    expect((await client.get(publicUrl(portal.uuid))).statusCode).toBe(200);
    // Before the queue is written: the second view is the same session, the comment the same visitor.
    expect((await client.get(publicUrl(portal.uuid))).statusCode).toBe(200);
    const comment = await client.post(publicUrl(portal.uuid, '/comments'), { name: 'Dana', body: 'Looks great' });
    expect(comment.statusCode).toBe(201);
    await flushEvents(app.ctx);
    const counts = await countsOf(app.ctx.db, portal.id);
    expect(counts).toMatchObject({ views: 1, visitors: 1, dailyViews: 1, orphans: 0 });
    const comments = await app.ctx.db
      .selectFrom('comment')
      .select('visitorId')
      .where('portalId', '=', portal.id)
      .execute();
    expect(comments).toHaveLength(1);
  });

  it('files a view under the row another instance wrote first for the same cookie', async () => {
    const portal = await createPortal(app, owner);
    const client = returningBrowser(app);
    expect((await client.get(publicUrl(portal.uuid))).statusCode).toBe(200);
    // Another instance, reached by the same browser a moment later, writes its own row for the cookie.
    const other = {
      id: crypto.randomUUID(),
      portalId: portal.id,
      cookieId: client.jar.get('cd_visitor')!,
      name: null,
      email: null,
      emailVerified: false,
      firstSeenAt: new Date().toISOString(),
      lastSeenAt: new Date().toISOString(),
    };
    await app.ctx.db.insertInto('visitor').values(other).execute();
    await flushEvents(app.ctx);
    const [view] = await app.ctx.db.selectFrom('event').selectAll().where('portalId', '=', portal.id).execute();
    expect(view.visitorId).toBe(other.id);
    expect(await countsOf(app.ctx.db, portal.id)).toMatchObject({ views: 1, visitors: 1, orphans: 0 });
  });
});

describe('a batch', () => {
  it('sums its events per visitor, file and day on top of what the rollups already held', async () => {
    const maker = await createCreator(app, { name: 'Kim Maker' });
    const portal = await createPortal(app, maker);
    const { fileId } = await createFile(app, maker, portal.id, Buffer.from('%PDF-1.4 brief'), 'brief.pdf');
    const client = returningBrowser(app);
    expect((await client.get(publicUrl(portal.uuid))).statusCode).toBe(200);
    await flushEvents(app.ctx);
    const [visitor] = await app.ctx.db.selectFrom('visitor').selectAll().where('portalId', '=', portal.id).execute();

    // One batch: the known visitor views twice and downloads three times; a new visitor comes twice, in the
    // same batch, under one cookie (two requests that each found no row), and downloads once.
    const at = (minute: number) => `${new Date().toISOString().slice(0, 10)}T00:0${minute}:00.000Z`;
    const event = (type: 'view' | 'download', visitorId: string, minute: number) => ({
      id: crypto.randomUUID(),
      portalId: portal.id,
      ownerId: maker.id,
      type,
      fileId: type === 'download' ? fileId : null,
      fileVersion: type === 'download' ? 1 : null,
      visitorId,
      at: at(minute),
    });
    const { events } = app.ctx.repos;
    for (const [type, minute] of [
      ['view', 1],
      ['download', 2],
      ['download', 5],
      ['view', 3],
      ['download', 4],
    ] as const) {
      events.enqueue(event(type, visitor.id, minute));
    }
    const cookieId = randomBytes(18).toString('base64url');
    const newcomer = (id: string) => ({
      id,
      portalId: portal.id,
      cookieId,
      name: null,
      email: null,
      emailVerified: false,
      firstSeenAt: at(1),
      lastSeenAt: at(1),
    });
    const [first, second] = [crypto.randomUUID(), crypto.randomUUID()];
    events.enqueue(event('view', first, 1), newcomer(first));
    events.enqueue(event('download', second, 2), newcomer(second));
    await flushEvents(app.ctx);

    const db = app.ctx.db;
    const visitors = await db.selectFrom('visitor').select('id').where('portalId', '=', portal.id).execute();
    expect(visitors.map((row) => row.id).sort()).toEqual([visitor.id, first].sort());
    const perVisitor = await db
      .selectFrom('visitor_daily')
      .select(['visitorId', 'views', 'downloads', 'lastAt'])
      .where('portalId', '=', portal.id)
      .execute();
    const known = perVisitor.filter((row) => row.visitorId === visitor.id);
    expect(known.reduce((sum, row) => sum + Number(row.views), 0)).toBe(3);
    expect(known.reduce((sum, row) => sum + Number(row.downloads), 0)).toBe(3);
    expect(perVisitor.find((row) => row.visitorId === first)).toMatchObject({ views: 1, downloads: 1 });
    const lastAt = perVisitor.find((row) => row.visitorId === first)?.lastAt;
    expect(new Date(lastAt as string).toISOString()).toBe(at(2));
    const daily = await db
      .selectFrom('event_daily')
      .select(['type', 'count'])
      .where('portalId', '=', portal.id)
      .execute();
    const count = (type: string) =>
      daily.filter((row) => row.type === type).reduce((sum, row) => sum + Number(row.count), 0);
    expect([count('view'), count('download')]).toEqual([4, 4]);
    const files = await db.selectFrom('file_daily').select('downloads').where('fileId', '=', fileId).execute();
    expect(files.reduce((sum, row) => sum + Number(row.downloads), 0)).toBe(4);
    expect(await countsOf(db, portal.id)).toMatchObject({ views: 4, visitors: 2, orphans: 0 });
  });
});

describe('a graceful stop', () => {
  it('writes the queued views before the database closes', async () => {
    const shared = await restartableTestApp();
    const first = await shared.build();
    const creator = await createCreator(first, { name: 'Robin Maker' });
    const portal = await createPortal(first, creator);
    const n = 25;
    const answers = await Promise.all(
      Array.from({ length: n }, () => returningBrowser(first).get(publicUrl(portal.uuid))),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(n).fill(200));
    await first.close();

    // Read back through a plain connection to the same database, as the next start would.
    const reader = createDb(first.ctx.config.database, () => {});
    const counts = await countsOf(reader.db, portal.id);
    await reader.close();
    await shared.cleanup();
    expect(counts).toEqual({ views: n, visitors: n, dailyViews: n, visitorDailyViews: n, orphans: 0 });
  });
});
