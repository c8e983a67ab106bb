import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityWriter } from '../../../test/analytics-events';
import { buildTestApp } from '../../../test/build-app';
import { browser, publicUrl } from '../../../test/client-portal';
import { as, createCreator, createFile, createPortal, signUp, type TestUser } from '../../../test/factories';
import { up as migrateAnalytics } from '../../db/migrations/0006-analytics';
import { flushEvents } from '../public-portal';

let app: FastifyInstance;
let owner: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  await signUp(app, { email: 'operator@example.com' });
  owner = await createCreator(app, { plan: 'pro' });
});
afterAll(async () => {
  await app?.close();
});

async function daily(portalId: string) {
  const rows = await app.ctx.db
    .selectFrom('event_daily')
    .select(['day', 'type', 'count'])
    .where('portalId', '=', portalId)
    .orderBy('day')
    .orderBy('type')
    .execute();
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

async function fileDaily(portalId: string) {
  const rows = await app.ctx.db
    .selectFrom('file_daily')
    .select(['fileId', 'day', 'downloads'])
    .where('portalId', '=', portalId)
    .orderBy('day')
    .execute();
  return rows.map((row) => ({ ...row, downloads: Number(row.downloads) }));
}

async function visitorDaily(portalId: string) {
  const rows = await app.ctx.db
    .selectFrom('visitor_daily')
    .select(['visitorId', 'day', 'views', 'downloads', 'lastAt'])
    .where('portalId', '=', portalId)
    .orderBy('day')
    .execute();
  return rows.map((row) => ({
    ...row,
    views: Number(row.views),
    downloads: Number(row.downloads),
    lastAt: new Date(row.lastAt).toISOString(),
  }));
}

describe('daily rollups', () => {
  it('count what a client does in the portal, on the UTC day it happened', async () => {
    const portal = await createPortal(app, owner, { name: 'Rolled up' });
    const { fileId } = await createFile(app, owner, portal.id, Buffer.from('hello'), 'hello.txt');
    app.ctx.clock = () => new Date('2026-05-01T23:59:59.000Z');
    const client = browser(app);
    expect((await client.get(publicUrl(portal.uuid))).statusCode).toBe(200);
    expect((await client.get(publicUrl(portal.uuid, `/files/${fileId}?download=1`))).statusCode).toBe(200);
    app.ctx.clock = () => new Date('2026-05-02T00:00:01.000Z');
    expect((await client.get(publicUrl(portal.uuid, `/files/${fileId}?download=1`))).statusCode).toBe(200);
    app.ctx.clock = () => new Date();
    await flushEvents(app.ctx);

    expect(await daily(portal.id)).toEqual([
      { day: '2026-05-01', type: 'download', count: 1 },
      { day: '2026-05-01', type: 'view', count: 1 },
      { day: '2026-05-02', type: 'download', count: 1 },
    ]);
    expect(await fileDaily(portal.id)).toEqual([
      { fileId, day: '2026-05-01', downloads: 1 },
      { fileId, day: '2026-05-02', downloads: 1 },
    ]);
    const [first, second] = await visitorDaily(portal.id);
    expect(first).toMatchObject({ day: '2026-05-01', views: 1, downloads: 1, lastAt: '2026-05-01T23:59:59.000Z' });
    expect(second).toMatchObject({ day: '2026-05-02', views: 0, downloads: 1, lastAt: '2026-05-02T00:00:01.000Z' });
    expect(second?.visitorId).toBe(first?.visitorId);
  });

  it('lose no count when many events arrive at once', async () => {
    const portal = await createPortal(app, owner);
    const { fileId } = await createFile(app, owner, portal.id, Buffer.from('x'), 'x.bin');
    const w = activityWriter(app, owner.id);
    const visitorId = await w.visitor(portal.id);
    await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        w.event(portal.id, 'download', `2026-04-10T10:00:${String(24 - i).padStart(2, '0')}.000Z`, {
          fileId,
          visitorId,
        }),
      ),
    );
    expect(await daily(portal.id)).toEqual([{ day: '2026-04-10', type: 'download', count: 25 }]);
    expect(await fileDaily(portal.id)).toEqual([{ fileId, day: '2026-04-10', downloads: 25 }]);
    expect(await visitorDaily(portal.id)).toEqual([
      { visitorId, day: '2026-04-10', views: 0, downloads: 25, lastAt: '2026-04-10T10:00:24.000Z' },
    ]);
  });

  it('are rebuilt from the events already recorded when the migration runs', async () => {
    const portal = await createPortal(app, owner);
    const db = app.ctx.db;
    const at = ['2025-12-31T23:30:00.000Z', '2026-01-01T00:30:00.000Z', '2026-01-01T08:00:00.000Z'];
    for (const [i, time] of at.entries()) {
      await db
        .insertInto('event')
        .values({
          id: randomUUID(),
          portalId: portal.id,
          ownerId: owner.id,
          type: i === 0 ? 'view' : 'download',
          fileId: i === 0 ? null : 'file-group',
          visitorId: 'visitor-1',
          at: time,
        })
        .execute();
    }
    // As before the migration: no rollup tables.
    for (const table of ['portal_nudge', 'visitor_daily', 'file_daily', 'event_daily'] as const) {
      await db.schema.dropTable(table).execute();
    }
    await migrateAnalytics(db as never, app.ctx.dialect);

    expect(await daily(portal.id)).toEqual([
      { day: '2025-12-31', type: 'view', count: 1 },
      { day: '2026-01-01', type: 'download', count: 2 },
    ]);
    expect(await fileDaily(portal.id)).toEqual([{ fileId: 'file-group', day: '2026-01-01', downloads: 2 }]);
    expect(await visitorDaily(portal.id)).toEqual([
      { visitorId: 'visitor-1', day: '2025-12-31', views: 1, downloads: 0, lastAt: '2025-12-31T23:30:00.000Z' },
      { visitorId: 'visitor-1', day: '2026-01-01', views: 0, downloads: 2, lastAt: '2026-01-01T08:00:00.000Z' },
    ]);
    const res = await as(owner, app, { method: 'GET', url: `/api/portals/${portal.id}/analytics?period=all` });
    expect(res.json().overview.downloads.value).toBe(2);
  });
});
