import type { Analytics } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityWriter } from '../../../test/analytics-events';
import { buildTestApp } from '../../../test/build-app';
import { as, createCreator, createFile, createPortal, signUp, type TestUser } from '../../../test/factories';

// Today is Wednesday 2026-03-18 (UTC). Every event below sits on a day chosen against the period edges:
// 7d = 03-12..03-18 (previous 03-05..03-11), 30d = 02-17..03-18 (previous 01-18..02-16),
// 90d = 2025-12-19..03-18 (previous 2025-09-20..2025-12-18), 1y = 2025-03-19..03-18 (previous from 2024-03-19).
const NOW = '2026-03-18T12:00:00.000Z';

let app: FastifyInstance;
let owner: TestUser;
let stranger: TestUser;
const ids = { alpha: '', beta: '', gamma: '', delta: '', foreign: '', a1: '', a2: '', b1: '' };

beforeAll(async () => {
  app = await buildTestApp();
  await signUp(app, { email: 'operator@example.com' });
  owner = await createCreator(app, { plan: 'pro' });
  stranger = await createCreator(app, { plan: 'pro' });
  app.ctx.clock = () => new Date(NOW);

  const alpha = await createPortal(app, owner, { name: 'Alpha' });
  const beta = await createPortal(app, owner, { name: 'Beta, "Quoted"' });
  const gamma = await createPortal(app, owner, { name: '=SUM(1+1)' });
  const delta = await createPortal(app, owner, { name: 'Delta' });
  const foreign = await createPortal(app, stranger, { name: 'Someone else' });
  Object.assign(ids, { alpha: alpha.id, beta: beta.id, gamma: gamma.id, delta: delta.id, foreign: foreign.id });
  ids.a1 = (await createFile(app, owner, alpha.id, Buffer.from('brief'), 'brief.pdf')).fileId;
  ids.a2 = (await createFile(app, owner, alpha.id, Buffer.from('logo'), 'logo.png')).fileId;
  ids.b1 = (await createFile(app, owner, beta.id, Buffer.from('final'), 'final, v2.pdf')).fileId;
  const archived = await as(owner, app, { method: 'POST', url: `/api/portals/${delta.id}/archive` });
  expect(archived.statusCode).toBe(200);

  const w = activityWriter(app, owner.id);
  const danaA = await w.visitor(alpha.id, { name: 'Dana', email: 'dana@example.com', verified: true });
  const anonA = await w.visitor(alpha.id);
  const danaB = await w.visitor(beta.id, { name: 'Dana', email: 'Dana@Example.com', verified: true });
  const lee = await w.visitor(beta.id, { name: 'Lee', email: 'lee@example.com', verified: false });
  const anonD = await w.visitor(delta.id);

  // Alpha
  await w.event(alpha.id, 'view', '2026-03-18T10:00:00.000Z', { visitorId: danaA });
  await w.event(alpha.id, 'download', '2026-03-18T10:05:00.000Z', { visitorId: danaA, fileId: ids.a1, times: 2 });
  await w.event(alpha.id, 'comment', '2026-03-15T09:00:00.000Z', { visitorId: danaA, fileId: ids.a1 });
  await w.approval(alpha.id, {
    fileId: ids.a1,
    decision: 'approved',
    visitorId: danaA,
    at: '2026-03-15T09:10:00.000Z',
  });
  await w.event(alpha.id, 'approval', '2026-03-15T09:10:00.000Z', { visitorId: danaA, fileId: ids.a1 });
  await w.event(alpha.id, 'view', '2026-03-12T00:00:00.000Z', { visitorId: anonA });
  await w.event(alpha.id, 'view', '2026-03-11T23:59:59.999Z', { visitorId: anonA });
  await w.event(alpha.id, 'view', '2026-02-20T12:00:00.000Z', { visitorId: anonA, times: 2 });
  await w.event(alpha.id, 'view', '2026-01-27T12:00:00.000Z', { visitorId: anonA, times: 2 });
  await w.event(alpha.id, 'download', '2026-01-27T13:00:00.000Z', { visitorId: anonA, fileId: ids.a2, times: 3 });
  await w.event(alpha.id, 'download', '2025-08-30T12:00:00.000Z', { visitorId: anonA, fileId: ids.a2, times: 3 });
  await w.event(alpha.id, 'view', '2024-06-01T08:00:00.000Z', { visitorId: anonA });
  // Beta: 8 views, 1 download, 3 comments yesterday (12.5 % and 37.5 %), 4 views in the week before.
  await w.event(beta.id, 'view', '2026-03-17T09:00:00.000Z', { visitorId: danaB, times: 4 });
  await w.event(beta.id, 'view', '2026-03-17T09:10:00.000Z', { visitorId: lee, times: 4 });
  await w.event(beta.id, 'download', '2026-03-17T10:00:00.000Z', { visitorId: danaB, fileId: ids.b1 });
  await w.event(beta.id, 'comment', '2026-03-17T11:00:00.000Z', { visitorId: lee, times: 3 });
  await w.event(beta.id, 'view', '2026-03-10T09:00:00.000Z', { visitorId: lee, times: 4 });
  // Delta (archived since)
  await w.event(delta.id, 'view', '2026-03-16T08:00:00.000Z', { visitorId: anonD });
  // Another creator's portal, busy today
  const other = activityWriter(app, stranger.id);
  const outsider = await other.visitor(foreign.id, { name: 'Outsider', email: 'out@example.com', verified: true });
  await other.event(foreign.id, 'view', '2026-03-18T11:00:00.000Z', { visitorId: outsider, times: 5 });
  await other.event(foreign.id, 'download', '2026-03-18T11:30:00.000Z', { visitorId: outsider, times: 5 });
});

afterAll(async () => {
  await app?.close();
});

async function analytics(period?: string, user: TestUser = owner): Promise<Analytics> {
  const res = await as(user, app, { method: 'GET', url: `/api/analytics${period ? `?period=${period}` : ''}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const counts = (views: number, downloads: number, comments: number, approvals: number) => ({
  views,
  downloads,
  comments,
  approvals,
});

describe('GET /api/analytics', () => {
  it('answers the last 7 days exactly, with changes against the 7 days before', async () => {
    const a = await analytics('7d');
    expect(a.period).toBe('7d');
    expect(a.lastUpdated).toBe(NOW);
    expect(a.overview).toEqual({
      portals: { active: 3, total: 4 },
      views: { value: 11, previous: 5, change: 120 },
      uniqueVisitors: { value: 5, previous: 2, change: 150 },
      downloads: { value: 3, previous: 0, change: null },
      comments: { value: 4, previous: 0, change: null },
      approvals: { value: 1, previous: 0, change: null },
      linkPreviews: 0,
    });
    expect(a.timeSeries).toEqual([
      { date: '2026-03-12', ...counts(1, 0, 0, 0) },
      { date: '2026-03-13', ...counts(0, 0, 0, 0) },
      { date: '2026-03-14', ...counts(0, 0, 0, 0) },
      { date: '2026-03-15', ...counts(0, 0, 1, 1) },
      { date: '2026-03-16', ...counts(1, 0, 0, 0) },
      { date: '2026-03-17', ...counts(8, 1, 3, 0) },
      { date: '2026-03-18', ...counts(1, 2, 0, 0) },
    ]);
    expect(a.portalPerformance).toEqual([
      {
        portalId: ids.beta,
        name: 'Beta, "Quoted"',
        status: 'active',
        ...counts(8, 1, 3, 0),
        conversionRate: 13,
        engagement: 38,
      },
      {
        portalId: ids.alpha,
        name: 'Alpha',
        status: 'active',
        ...counts(2, 2, 1, 1),
        conversionRate: 100,
        engagement: 50,
      },
      {
        portalId: ids.delta,
        name: 'Delta',
        status: 'archived',
        ...counts(1, 0, 0, 0),
        conversionRate: 0,
        engagement: 0,
      },
      {
        portalId: ids.gamma,
        name: '=SUM(1+1)',
        status: 'active',
        ...counts(0, 0, 0, 0),
        conversionRate: 0,
        engagement: 0,
      },
    ]);
    expect(a.filePopularity).toEqual([
      { fileId: ids.a1, name: 'brief.pdf', portalId: ids.alpha, portalName: 'Alpha', downloads: 2 },
      { fileId: ids.b1, name: 'final, v2.pdf', portalId: ids.beta, portalName: 'Beta, "Quoted"', downloads: 1 },
    ]);
    expect(
      a.clientEngagement.map(({ id, ...client }) => ({ key: id.startsWith('email:') ? id : 'visitor', ...client })),
    ).toEqual([
      {
        key: 'email:dana@example.com',
        name: 'Dana',
        email: 'dana@example.com',
        verified: true,
        portals: 2,
        ...counts(5, 3, 1, 1),
        lastSeenAt: '2026-03-18T10:05:01.000Z',
      },
      {
        key: 'email:lee@example.com',
        name: 'Lee',
        email: 'lee@example.com',
        verified: false,
        portals: 1,
        ...counts(4, 0, 3, 0),
        lastSeenAt: '2026-03-17T11:00:02.000Z',
      },
      {
        key: 'visitor',
        name: null,
        email: null,
        verified: false,
        portals: 1,
        ...counts(1, 0, 0, 0),
        lastSeenAt: '2026-03-16T08:00:00.000Z',
      },
      {
        key: 'visitor',
        name: null,
        email: null,
        verified: false,
        portals: 1,
        ...counts(1, 0, 0, 0),
        lastSeenAt: '2026-03-12T00:00:00.000Z',
      },
    ]);
  });

  it('lists the latest events of the period, newest first, in words, at most 20', async () => {
    const { recentActivity } = await analytics('7d');
    expect(recentActivity).toHaveLength(19);
    expect(recentActivity.slice(0, 3).map((event) => [event.at, event.text])).toEqual([
      ['2026-03-18T10:05:01.000Z', 'Dana downloaded "brief.pdf" from "Alpha"'],
      ['2026-03-18T10:05:00.000Z', 'Dana downloaded "brief.pdf" from "Alpha"'],
      ['2026-03-18T10:00:00.000Z', 'Dana viewed "Alpha"'],
    ]);
    expect(recentActivity[0]).toMatchObject({
      type: 'download',
      portalId: ids.alpha,
      portalName: 'Alpha',
      fileId: ids.a1,
      fileName: 'brief.pdf',
      visitorName: 'Dana',
      visitorEmail: 'dana@example.com',
      decision: null,
    });
    const texts = recentActivity.map((event) => event.text);
    expect(texts).toContain('Lee commented in "Beta, "Quoted""');
    expect(texts).toContain('A client viewed "Delta"');
    const approval = recentActivity.find((event) => event.type === 'approval');
    expect(approval).toMatchObject({ decision: 'approved', text: 'Dana approved "brief.pdf" in "Alpha"' });
    expect(recentActivity.at(-1)?.at).toBe('2026-03-12T00:00:00.000Z');
    const times = recentActivity.map((event) => event.at);
    expect([...times].sort().reverse()).toEqual(times);

    // 22 events in 30 days: the two oldest (02-20) are left out.
    const month = (await analytics('30d')).recentActivity;
    expect(month).toHaveLength(20);
    expect(month.at(-1)?.at).toBe('2026-03-11T23:59:59.999Z');
  });

  it('answers 30 days, the default, zero-filled, with a previous period to compare', async () => {
    const a = await analytics();
    expect(a.period).toBe('30d');
    expect(a.overview).toEqual({
      portals: { active: 3, total: 4 },
      views: { value: 18, previous: 2, change: 800 },
      uniqueVisitors: { value: 5, previous: 1, change: 400 },
      downloads: { value: 3, previous: 3, change: 0 },
      comments: { value: 4, previous: 0, change: null },
      approvals: { value: 1, previous: 0, change: null },
      linkPreviews: 0,
    });
    expect(a.timeSeries).toHaveLength(30);
    expect(a.timeSeries[0]).toEqual({ date: '2026-02-17', ...counts(0, 0, 0, 0) });
    expect(a.timeSeries.find((point) => point.date === '2026-02-20')).toEqual({
      date: '2026-02-20',
      ...counts(2, 0, 0, 0),
    });
    expect(a.timeSeries.at(-1)?.date).toBe('2026-03-18');
    expect(a.timeSeries.reduce((sum, point) => sum + point.views, 0)).toBe(18);
    expect(
      a.portalPerformance.map((p) => [p.name, p.views, p.downloads, p.comments, p.conversionRate, p.engagement]),
    ).toEqual([
      ['Beta, "Quoted"', 12, 1, 3, 8, 25],
      ['Alpha', 5, 2, 1, 40, 20],
      ['Delta', 1, 0, 0, 0, 0],
      ['=SUM(1+1)', 0, 0, 0, 0, 0],
    ]);
    expect(a.filePopularity.map((file) => [file.name, file.downloads])).toEqual([
      ['brief.pdf', 2],
      ['final, v2.pdf', 1],
    ]);
  });

  it('answers 90 days, whose previous 90 days were empty', async () => {
    const a = await analytics('90d');
    expect(a.timeSeries).toHaveLength(90);
    expect(a.timeSeries[0]?.date).toBe('2025-12-19');
    expect(a.overview).toMatchObject({
      views: { value: 20, previous: 0, change: null },
      uniqueVisitors: { value: 5, previous: 0, change: null },
      downloads: { value: 6, previous: 0, change: null },
      comments: { value: 4, previous: 0, change: null },
      approvals: { value: 1, previous: 0, change: null },
    });
    expect(a.filePopularity.map((file) => [file.name, file.downloads])).toEqual([
      ['logo.png', 3],
      ['brief.pdf', 2],
      ['final, v2.pdf', 1],
    ]);
    expect(a.portalPerformance[1]).toMatchObject({ name: 'Alpha', views: 7, downloads: 5, conversionRate: 71 });
  });

  it('answers a year in weeks starting Sunday, the first cut at the period start', async () => {
    const a = await analytics('1y');
    expect(a.overview).toMatchObject({
      views: { value: 20, previous: 1, change: 1900 },
      uniqueVisitors: { value: 5, previous: 1, change: 400 },
      downloads: { value: 9, previous: 0, change: null },
    });
    expect(a.timeSeries).toHaveLength(53);
    expect(a.timeSeries[0]?.date).toBe('2025-03-19');
    expect(a.timeSeries[1]?.date).toBe('2025-03-23');
    expect(a.timeSeries.find((point) => point.date === '2025-08-24')).toEqual({
      date: '2025-08-24',
      ...counts(0, 3, 0, 0),
    });
    expect(a.timeSeries.slice(-2)).toEqual([
      { date: '2026-03-08', ...counts(6, 0, 0, 0) },
      { date: '2026-03-15', ...counts(10, 3, 4, 1) },
    ]);
    expect(a.filePopularity.map((file) => [file.name, file.downloads])).toEqual([
      ['logo.png', 6],
      ['brief.pdf', 2],
      ['final, v2.pdf', 1],
    ]);
  });

  it('answers all time from the first day with activity, without a previous period', async () => {
    const a = await analytics('all');
    expect(a.overview).toEqual({
      portals: { active: 3, total: 4 },
      views: { value: 21, previous: null, change: null },
      uniqueVisitors: { value: 5, previous: null, change: null },
      downloads: { value: 9, previous: null, change: null },
      comments: { value: 4, previous: null, change: null },
      approvals: { value: 1, previous: null, change: null },
      linkPreviews: 0,
    });
    expect(a.timeSeries[0]).toEqual({ date: '2024-06-01', ...counts(1, 0, 0, 0) });
    expect(a.timeSeries[1]?.date).toBe('2024-06-02');
    expect(a.timeSeries.reduce((sum, point) => sum + point.views + point.downloads, 0)).toBe(30);
  });

  it('never shows another creator’s portals or events, and shows them theirs alone', async () => {
    for (const period of ['7d', '30d', '90d', '1y', 'all']) {
      const a = await analytics(period);
      const text = JSON.stringify(a);
      expect(text).not.toContain(ids.foreign);
      expect(text).not.toContain('Someone else');
      expect(text).not.toContain('Outsider');
    }
    const theirs = await analytics('7d', stranger);
    expect(theirs.overview.views.value).toBe(5);
    expect(theirs.overview.downloads.value).toBe(5);
    expect(theirs.portalPerformance.map((portal) => portal.name)).toEqual(['Someone else']);
    expect(JSON.stringify(theirs)).not.toContain('Alpha');
  });

  it('answers a new creator with zeros, not errors', async () => {
    const fresh = await createCreator(app, { plan: 'pro' });
    const a = await analytics('7d', fresh);
    expect(a.overview.portals).toEqual({ active: 0, total: 0 });
    expect(a.overview.views).toEqual({ value: 0, previous: 0, change: 0 });
    expect(a.timeSeries).toHaveLength(7);
    expect(a.timeSeries.every((point) => point.views === 0)).toBe(true);
    expect([a.portalPerformance, a.filePopularity, a.clientEngagement, a.recentActivity]).toEqual([[], [], [], []]);
    const all = await analytics('all', fresh);
    expect(all.timeSeries).toEqual([{ date: '2026-03-18', ...counts(0, 0, 0, 0) }]);
  });

  it('counts a client seen from two browsers as one row, with the address they gave', async () => {
    const creator = await createCreator(app, { plan: 'pro' });
    const portal = await createPortal(app, creator, { name: 'Twice' });
    const w = activityWriter(app, creator.id);
    const first = await w.visitor(portal.id, { name: 'Sam', email: 'sam@example.com', verified: false });
    const again = await w.visitor(portal.id, { name: 'Sam', email: 'Sam@Example.com', verified: true });
    await w.event(portal.id, 'view', '2026-03-16T08:00:00.000Z', { visitorId: first, times: 2 });
    await w.event(portal.id, 'view', '2026-03-17T08:00:00.000Z', { visitorId: again });
    await w.event(portal.id, 'download', '2026-03-17T08:05:00.000Z', { visitorId: again });
    const a = await analytics('7d', creator);
    expect(a.clientEngagement).toEqual([
      {
        id: 'email:sam@example.com',
        name: 'Sam',
        email: 'sam@example.com',
        verified: true,
        portals: 1,
        ...counts(3, 1, 0, 0),
        lastSeenAt: expect.stringMatching(/^2026-03-17T08:05/),
      },
    ]);
  });

  it('refuses a junk period with a clear 400 and anonymous callers with 401', async () => {
    for (const query of ['period=week', 'period=', 'period=7D', 'period=7d&period=30d']) {
      const res = await as(owner, app, { method: 'GET', url: `/api/analytics?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message).toBe('Choose a period of 7d, 30d, 90d, 1y or all.');
    }
    expect((await as(null, app, { method: 'GET', url: '/api/analytics' })).statusCode).toBe(401);
  });
});

describe('GET /api/portals/:id/analytics', () => {
  it('answers the same shape for one portal', async () => {
    const res = await as(owner, app, { method: 'GET', url: `/api/portals/${ids.alpha}/analytics?period=7d` });
    expect(res.statusCode).toBe(200);
    const a: Analytics = res.json();
    expect(a.overview).toMatchObject({
      portals: { active: 1, total: 1 },
      views: { value: 2, previous: 1, change: 100 },
      uniqueVisitors: { value: 2, previous: 1, change: 100 },
      downloads: { value: 2, previous: 0, change: null },
    });
    expect(a.portalPerformance.map((portal) => portal.portalId)).toEqual([ids.alpha]);
    expect(a.clientEngagement.map((client) => [client.name, client.portals, client.views, client.downloads])).toEqual([
      ['Dana', 1, 1, 2],
      [null, 1, 1, 0],
    ]);
    expect(a.recentActivity.every((event) => event.portalId === ids.alpha)).toBe(true);
    expect(a.timeSeries).toHaveLength(7);
  });

  it('answers 404 for another creator’s portal, 400 for a junk period and 401 without a session', async () => {
    const foreign = await as(owner, app, { method: 'GET', url: `/api/portals/${ids.foreign}/analytics` });
    expect(foreign.statusCode).toBe(404);
    const missing = await as(owner, app, { method: 'GET', url: '/api/portals/nope/analytics' });
    expect(missing.statusCode).toBe(404);
    const junk = await as(owner, app, { method: 'GET', url: `/api/portals/${ids.alpha}/analytics?period=2w` });
    expect(junk.statusCode).toBe(400);
    const anonymous = await as(null, app, { method: 'GET', url: `/api/portals/${ids.alpha}/analytics` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/analytics/export.csv', () => {
  it('downloads the per-portal figures with exactly the spec’s columns, quoted and formula-safe', async () => {
    const res = await as(owner, app, { method: 'GET', url: '/api/analytics/export.csv?period=7d' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(
      'attachment; filename="clientdock-analytics-7d-2026-03-18.csv"',
    );
    expect(res.body.startsWith('\ufeff')).toBe(true);
    expect(res.body.slice(1).split('\r\n')).toEqual([
      'Portal Name,Views,Downloads,Comments,Conversion Rate,Status',
      '"Beta, ""Quoted""",8,1,3,13%,active',
      'Alpha,2,2,1,100%,active',
      'Delta,1,0,0,0%,archived',
      "'=SUM(1+1),0,0,0,0%,active",
      '',
    ]);
  });

  it('names the file after the default period and refuses junk and anonymous calls', async () => {
    const res = await as(owner, app, { method: 'GET', url: '/api/analytics/export.csv' });
    expect(res.headers['content-disposition']).toContain('clientdock-analytics-30d-2026-03-18.csv');
    expect(res.body).toContain('"Beta, ""Quoted""",12,1,3,8%,active');
    expect((await as(owner, app, { method: 'GET', url: '/api/analytics/export.csv?period=x' })).statusCode).toBe(400);
    expect((await as(null, app, { method: 'GET', url: '/api/analytics/export.csv' })).statusCode).toBe(401);
  });
});
