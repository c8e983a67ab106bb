import { ANALYTICS_PERIODS, type Analytics } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityWriter } from '../../../test/analytics-events';
import { buildTestApp } from '../../../test/build-app';
import { as, createCreator, createFile, createPortal, signUp, type TestUser } from '../../../test/factories';
import { applyEventRetention } from './event-retention.service';
import { dayOf, periodWindow } from './period-window';
import { withMonthToDate, withWholeMonths } from './rollup-months';

// Today is 2026-03-18 (UTC); the activity below spans 2024-12-01 to today, so every period, its previous period
// and `all` take whole months from the monthly rollups and the rest by day, and the periods from 30 days on take
// March's ended days from visitor_to_date.
const NOW = '2026-03-18T12:00:00.000Z';
const FIRST = Date.parse('2024-12-01T00:00:00.000Z');
const TYPES = ['view', 'view', 'view', 'download', 'comment', 'approval', 'form'] as const;

let app: FastifyInstance;
let owner: TestUser;
const portalIds: string[] = [];
const files: Record<string, string[]> = {};
const visitors: Record<string, string[]> = {};

function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const analytics = async (period: string): Promise<Analytics> => {
  const res = await as(owner, app, { method: 'GET', url: `/api/analytics?period=${period}` });
  expect(res.statusCode).toBe(200);
  return res.json();
};

/** Each read that takes whole months from the monthly rollups, against the same read by day only. */
async function expectSameAsByDay(now = new Date(NOW)) {
  const repo = app.ctx.repos.analytics;
  const today = dayOf(now);
  const currentMonth = today.slice(0, 7);
  let toDate = 0;
  for (const period of ANALYTICS_PERIODS) {
    const window = periodWindow(period, now, period === 'all' ? await repo.firstDay(portalIds) : null);
    for (const range of [window.current, window.previous]) {
      if (!range) continue;
      const byMonth = withMonthToDate(withWholeMonths(range, currentMonth), today);
      if (byMonth.toDate) toDate++;
      const byDay = { ...range, months: null, toDate: null };
      const counted = (await repo.eventCounts(portalIds, range, today)).byPortalMonth.map((row) => ({
        portalId: row.portalId,
        month: row.month,
        count: row.events,
      }));
      await repo.refreshMonths(portalIds, [byMonth], counted);
      expect(await repo.clientActivity(portalIds, byMonth, 100), `${period} clients`).toEqual(
        await repo.clientActivity(portalIds, byDay, 100),
      );
      expect(await repo.countVisitors(portalIds, byMonth), `${period} visitors`).toBe(
        await repo.countVisitors(portalIds, byDay),
      );
      expect(await repo.topFiles(portalIds, byMonth, 10), `${period} files`).toEqual(
        await repo.topFiles(portalIds, byDay, 10),
      );
    }
  }
  return toDate;
}

beforeAll(async () => {
  app = await buildTestApp();
  await signUp(app, { email: 'operator@example.com' });
  owner = await createCreator(app, { plan: 'pro' });
  app.ctx.clock = () => new Date(NOW);
  const w = activityWriter(app, owner.id);
  for (const name of ['North', 'South']) {
    const portal = await createPortal(app, owner, { name });
    portalIds.push(portal.id);
    files[portal.id] = [];
    for (const file of ['brief.pdf', 'deck.pdf', 'logo.png']) {
      files[portal.id]!.push((await createFile(app, owner, portal.id, Buffer.from(file), file)).fileId);
    }
    visitors[portal.id] = [
      await w.visitor(portal.id, { name: 'Dana', email: 'dana@example.com', verified: true }),
      await w.visitor(portal.id, { name: 'Lee', email: `lee.${name}@example.com` }),
      await w.visitor(portal.id),
      await w.visitor(portal.id),
    ];
  }
  const random = prng(29);
  const span = Date.parse(NOW) - FIRST;
  for (let i = 0; i < 400; i++) {
    const portalId = portalIds[Math.floor(random() * portalIds.length)]!;
    const type = TYPES[Math.floor(random() * TYPES.length)]!;
    const at = new Date(FIRST + Math.floor(random() * span)).toISOString();
    const visitorId = random() < 0.1 ? null : visitors[portalId]![Math.floor(random() * 4)]!;
    const fileId = type === 'view' || type === 'form' ? null : files[portalId]![Math.floor(random() * 3)]!;
    await w.event(portalId, type, at, { visitorId, fileId });
  }
});

afterAll(async () => {
  await app?.close();
});

describe('monthly rollups', () => {
  it('answer every period as the daily rollups alone do', async () => {
    for (const period of ANALYTICS_PERIODS) expect((await analytics(period)).period).toBe(period);
    const monthly = await app.ctx.db.selectFrom('visitor_monthly').select('month').distinct().execute();
    expect(monthly.length).toBeGreaterThan(12);
    await expectSameAsByDay();
  });

  it('start `all` at the first day any of the portals has activity, each portal looked up by its key', async () => {
    const first = await app.ctx.db
      .selectFrom('event')
      .select((eb) => eb.fn.min('at').as('at'))
      .executeTakeFirst();
    const day = String(first?.at instanceof Date ? first.at.toISOString() : first?.at).slice(0, 10);
    expect(await app.ctx.repos.analytics.firstDay(portalIds)).toBe(day);
    expect(await app.ctx.repos.analytics.firstDay([portalIds[1]!])).not.toBeNull();
    expect(await app.ctx.repos.analytics.firstDay([])).toBeNull();
    // More portals than one compound statement holds (SQLite allows 500 parts): none of these has activity.
    const many = [...portalIds, ...Array.from({ length: 150 }, (_, i) => `no-such-portal-${i}`)];
    expect(await app.ctx.repos.analytics.firstDay(many)).toBe(day);
  });

  it('take in an event that arrives late for a month already copied', async () => {
    const before = await analytics('all');
    const [portalId] = portalIds;
    const [dana] = visitors[portalId!]!;
    await activityWriter(app, owner.id).event(portalId!, 'download', '2025-06-10T08:00:00.000Z', {
      visitorId: dana,
      fileId: files[portalId!]![0],
      times: 3,
    });
    const after = await analytics('all');
    expect(after.overview.downloads.value).toBe(before.overview.downloads.value + 3);
    const client = (answer: Analytics) => answer.clientEngagement.find((c) => c.id === 'email:dana@example.com');
    expect(client(after)?.downloads).toBe((client(before)?.downloads ?? 0) + 3);
    await expectSameAsByDay();
  });

  it('add up each visitor by month, so a run of whole months is two rows per visitor', async () => {
    await analytics('all');
    const rows = await app.ctx.db
      .selectFrom('visitor_running')
      .select(['visitorId', 'month', 'months'])
      .where('portalId', '=', portalIds[0]!)
      .execute();
    const months = [...new Set(rows.map((row) => row.month))].sort();
    expect(months[0]).toBe('2024-12');
    expect(months.at(-1)).toBe('2026-02');
    // Every visitor seen by a month has a row at every month after it, with its active months so far.
    const [dana] = visitors[portalIds[0]!]!;
    const danas = rows.filter((row) => row.visitorId === dana).sort((a, b) => a.month.localeCompare(b.month));
    expect(danas.map((row) => row.month)).toEqual(months.slice(months.indexOf(danas[0]!.month)));
    for (let i = 1; i < danas.length; i++) expect(danas[i]!.months).toBeGreaterThanOrEqual(danas[i - 1]!.months);
  });

  it('take in a late event before the first month added up, and a month that ends', async () => {
    const [portalId] = portalIds;
    const [, lee] = visitors[portalId!]!;
    await activityWriter(app, owner.id).event(portalId!, 'comment', '2024-11-20T10:00:00.000Z', { visitorId: lee });
    await activityWriter(app, owner.id).event(portalId!, 'form', '2025-02-14T10:00:00.000Z', {
      visitorId: visitors[portalId!]![3],
    });
    expect((await analytics('all')).overview.comments.value).toBeGreaterThan(0);
    await expectSameAsByDay();
    const april = '2026-04-02T09:00:00.000Z';
    app.ctx.clock = () => new Date(april);
    try {
      for (const period of ANALYTICS_PERIODS) expect((await analytics(period)).period).toBe(period);
      const [mark] = await app.ctx.db
        .selectFrom('visitor_running_mark')
        .select('through')
        .where('portalId', '=', portalId!)
        .execute();
      expect(mark?.through).toBe('2026-03');
      await expectSameAsByDay(new Date(april));
    } finally {
      app.ctx.clock = () => new Date(NOW);
    }
  });

  it('take in a late event in an ended day of the current month, and a day that ends', async () => {
    expect(await expectSameAsByDay()).toBe(4);
    const marks = async () =>
      (
        await app.ctx.db
          .selectFrom('visitor_to_date_mark')
          .select('throughDay')
          .where('portalId', '=', portalIds[0]!)
          .execute()
      ).map((mark) => mark.throughDay);
    const before = await analytics('30d');
    expect(await marks()).toContain('2026-03-17');
    const [portalId] = portalIds;
    const [dana] = visitors[portalId!]!;
    const w = activityWriter(app, owner.id);
    await w.event(portalId!, 'download', '2026-03-05T08:00:00.000Z', {
      visitorId: dana,
      fileId: files[portalId!]![1],
      times: 2,
    });
    // Today's events are read by day: they leave the rows as they are.
    await w.event(portalId!, 'view', '2026-03-18T08:00:00.000Z', { visitorId: dana });
    const after = await analytics('30d');
    const client = (answer: Analytics) => answer.clientEngagement.find((c) => c.id === 'email:dana@example.com');
    expect(client(after)?.downloads).toBe((client(before)?.downloads ?? 0) + 2);
    expect(client(after)?.views).toBe((client(before)?.views ?? 0) + 1);
    expect(await expectSameAsByDay()).toBe(4);
    const nextDay = '2026-03-19T06:00:00.000Z';
    app.ctx.clock = () => new Date(nextDay);
    try {
      for (const period of ANALYTICS_PERIODS) expect((await analytics(period)).period).toBe(period);
      expect(await marks()).toContain('2026-03-18');
      expect(await expectSameAsByDay(new Date(nextDay))).toBe(4);
      // On a month's first day no day of it has ended yet.
      const first = new Date('2026-04-01T06:00:00.000Z');
      app.ctx.clock = () => first;
      for (const period of ANALYTICS_PERIODS) expect((await analytics(period)).period).toBe(period);
      expect(await expectSameAsByDay(first)).toBe(0);
    } finally {
      app.ctx.clock = () => new Date(NOW);
    }
  });

  it('serve a read that began before midnight from the rows of its own day', async () => {
    const repo = app.ctx.repos.analytics;
    const [portalId] = portalIds;
    const [dana] = visitors[portalId!]!;
    await activityWriter(app, owner.id).event(portalId!, 'view', '2026-03-18T21:00:00.000Z', { visitorId: dana });
    const today = '2026-03-18';
    const range = withMonthToDate(withWholeMonths(periodWindow('30d', new Date(NOW), null).current, '2026-03'), today);
    expect(range.toDate).toEqual({ fromDay: '2026-03-01', toDay: '2026-03-17' });
    const counted = (await repo.eventCounts(portalIds, range, today)).byPortalMonth.map((row) => ({
      portalId: row.portalId,
      month: row.month,
      count: row.events,
    }));
    const readAt = async (at: string) => {
      app.ctx.clock = () => new Date(at);
      try {
        expect((await analytics('30d')).period).toBe('30d');
      } finally {
        app.ctx.clock = () => new Date(NOW);
      }
    };
    const marks = async () =>
      (
        await app.ctx.db
          .selectFrom('visitor_to_date_mark')
          .select('throughDay')
          .where('portalId', '=', portalId!)
          .orderBy('throughDay')
          .execute()
      ).map((mark) => mark.throughDay);
    // A read just before midnight makes the rows through the 17th current, then waits on its other queries...
    await repo.refreshMonths(portalIds, [range], counted);
    // ...while a read just after midnight builds the rows through the 18th...
    await readAt('2026-03-19T00:00:05.000Z');
    expect(await marks()).toEqual(['2026-03-17', '2026-03-18']);
    // ...and the first read goes on with its own: the 18th is read by day, and counted once.
    const byDay = { ...range, months: null, toDate: null };
    expect(await repo.clientActivity(portalIds, range, 100)).toEqual(await repo.clientActivity(portalIds, byDay, 100));
    expect(await repo.countVisitors(portalIds, range)).toBe(await repo.countVisitors(portalIds, byDay));
    // A day on, the rows through the 17th are gone.
    await readAt('2026-03-20T06:00:00.000Z');
    expect(await marks()).toEqual(['2026-03-18', '2026-03-19']);
    const rowDays = await app.ctx.db
      .selectFrom('visitor_to_date')
      .select('throughDay')
      .distinct()
      .where('portalId', '=', portalId!)
      .orderBy('throughDay')
      .execute();
    expect(rowDays.map((row) => row.throughDay)).toEqual(['2026-03-18', '2026-03-19']);
  });

  it('keep every answer when retention deletes the raw events', async () => {
    const before = await Promise.all(ANALYTICS_PERIODS.map((period) => analytics(period)));
    await app.ctx.repos.eventRetention.setRetentionDays(30);
    expect(await applyEventRetention(app.ctx)).toBeGreaterThan(0);
    const after = await Promise.all(ANALYTICS_PERIODS.map((period) => analytics(period)));
    const stable = (answer: Analytics) => ({ ...answer, recentActivity: [], lastUpdated: '' });
    expect(after.map(stable)).toEqual(before.map(stable));
    await expectSameAsByDay();
  });
});
