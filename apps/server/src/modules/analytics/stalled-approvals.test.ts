import type { StalledApprovals } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityWriter } from '../../../test/analytics-events';
import { buildTestApp } from '../../../test/build-app';
import { as, createCreator, createFile, createPortal, signUp, type TestUser } from '../../../test/factories';

const NOW = Date.parse('2026-03-18T12:00:00.000Z');
const daysAgo = (days: number, hours = 0) => new Date(NOW - days * 86_400_000 - hours * 3_600_000).toISOString();

let app: FastifyInstance;
let owner: TestUser;
let stranger: TestUser;
const ids: Record<string, string> = {};
const uuids: Record<string, string> = {};

beforeAll(async () => {
  app = await buildTestApp();
  await signUp(app, { email: 'operator@example.com' });
  owner = await createCreator(app, { plan: 'pro', name: 'Casey Owner' });
  stranger = await createCreator(app, { plan: 'pro' });
  app.ctx.clock = () => new Date(NOW);
  const w = activityWriter(app, owner.id);
  const portal = async (key: string, name: string) => {
    const created = await createPortal(app, owner, { name });
    ids[key] = created.id;
    uuids[key] = created.uuid;
    return created.id;
  };
  const file = async (portalId: string) =>
    (await createFile(app, owner, portalId, Buffer.from('x'), 'proof.pdf')).fileId;

  // Stalled: viewed 6 days ago, never approved; two verified addresses (one of them twice, in two browsers).
  const stalled = await portal('stalled', 'Spring campaign');
  await file(stalled);
  const ann = await w.visitor(stalled, { name: 'Ann', email: 'ann@example.com', verified: true });
  await w.visitor(stalled, {
    name: 'Ann again',
    email: 'ANN@example.com',
    verified: true,
    lastSeenAt: '2025-12-01T00:00:00.000Z',
  });
  await w.visitor(stalled, { name: 'Bo', email: 'bo@example.com', verified: true });
  const typed = await w.visitor(stalled, { name: 'Unverified', email: 'typed@example.com', verified: false });
  await w.event(stalled, 'view', daysAgo(6), { visitorId: ann });
  await w.event(stalled, 'download', daysAgo(2), { visitorId: typed });

  // Approved: the latest version was approved yesterday.
  const approved = await portal('approved', 'Approved work');
  const approvedFile = await file(approved);
  const cy = await w.visitor(approved, { email: 'cy@example.com', verified: true });
  await w.event(approved, 'view', daysAgo(10), { visitorId: cy });
  await w.approval(approved, { fileId: approvedFile, decision: 'approved', visitorId: cy, at: daysAgo(1) });

  // Moving: changes were requested 2 days ago and the client looked again since.
  const moving = await portal('moving', 'Moving along');
  const movingFile = await file(moving);
  const di = await w.visitor(moving, { email: 'di@example.com', verified: true });
  await w.event(moving, 'view', daysAgo(10), { visitorId: di });
  await w.approval(moving, { fileId: movingFile, decision: 'changes_requested', visitorId: di, at: daysAgo(2) });
  await w.event(moving, 'view', daysAgo(1), { visitorId: di });

  // Unseen: files, no client has looked.
  await file(await portal('unseen', 'Nobody looked'));

  // Empty: looked at, but no files to approve.
  const empty = await portal('empty', 'No files');
  await w.event(empty, 'view', daysAgo(10), { visitorId: await w.visitor(empty) });

  // Quiet: stalled, but its clients never verified an address.
  const quiet = await portal('quiet', 'Quiet portal');
  await file(quiet);
  await w.event(quiet, 'view', daysAgo(8), { visitorId: await w.visitor(quiet, { name: 'Anon' }) });

  // Archived: stalled, but clients can no longer open it.
  const archived = await portal('archived', 'Old archive');
  await file(archived);
  await w.event(archived, 'view', daysAgo(20), {
    visitorId: await w.visitor(archived, { email: 'ed@example.com', verified: true }),
  });
  expect((await as(owner, app, { method: 'POST', url: `/api/portals/${archived}/archive` })).statusCode).toBe(200);
});

afterAll(async () => {
  await app?.close();
});

async function stalledList(query = ''): Promise<StalledApprovals> {
  const res = await as(owner, app, { method: 'GET', url: `/api/analytics/stalled-approvals${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const nudge = (portalId: string, user: TestUser = owner) =>
  as(user, app, { method: 'POST', url: `/api/analytics/stalled-approvals/${portalId}/nudge` });

const nudgeMails = async () =>
  (await app.ctx.repos.mail.listRecent(200)).filter((mail) => mail.kind === 'approval-nudge');

describe('stalled approvals', () => {
  it('lists active portals viewed for N days without an approval, longest waiting first', async () => {
    const list = await stalledList();
    expect(list.days).toBe(5);
    expect(list.portals).toEqual([
      {
        portalId: ids.quiet,
        name: 'Quiet portal',
        shareUrl: `http://localhost:3000/portal/${uuids.quiet}`,
        pendingFiles: 1,
        waitingSince: daysAgo(8),
        daysWaiting: 8,
        lastActivityAt: daysAgo(8),
        lastApprovalAt: null,
        verifiedClients: 0,
        lastNudgedAt: null,
        nextNudgeAt: null,
      },
      {
        portalId: ids.stalled,
        name: 'Spring campaign',
        shareUrl: `http://localhost:3000/portal/${uuids.stalled}`,
        pendingFiles: 1,
        waitingSince: daysAgo(6),
        daysWaiting: 6,
        lastActivityAt: daysAgo(2),
        lastApprovalAt: null,
        verifiedClients: 2,
        lastNudgedAt: null,
        nextNudgeAt: null,
      },
    ]);
  });

  it('takes the number of days from the query', async () => {
    expect((await stalledList('?days=7')).portals.map((p) => p.name)).toEqual(['Quiet portal']);
    expect((await stalledList('?days=9')).portals).toEqual([]);
    // Changes were requested 2 days ago and the client has looked again since yesterday.
    expect((await stalledList('?days=1')).portals.map((p) => p.name)).toEqual([
      'Quiet portal',
      'Spring campaign',
      'Moving along',
    ]);
  });

  it('refuses days outside 1..90 with a clear 400, and anonymous callers with 401', async () => {
    for (const days of ['0', '91', 'abc', '2.5', '-1', '']) {
      const res = await as(owner, app, { method: 'GET', url: `/api/analytics/stalled-approvals?days=${days}` });
      expect(res.statusCode, days).toBe(400);
      expect(res.json().error.message).toBe('Days must be a whole number from 1 to 90.');
    }
    expect((await as(null, app, { method: 'GET', url: '/api/analytics/stalled-approvals' })).statusCode).toBe(401);
  });

  it('never lists another creator’s portals', async () => {
    const res = await as(stranger, app, { method: 'GET', url: '/api/analytics/stalled-approvals?days=1' });
    expect(res.json().portals).toEqual([]);
  });
});

describe('nudging the clients of a stalled portal', () => {
  it('emails each verified client once, links to the portal, and allows one nudge per 24 hours', async () => {
    const before = (await as(owner, app, { method: 'GET', url: '/api/analytics?period=7d' })).json();
    const res = await nudge(ids.stalled);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      portalId: ids.stalled,
      sent: 2,
      nudgedAt: new Date(NOW).toISOString(),
      nextNudgeAt: new Date(NOW + 86_400_000).toISOString(),
    });
    const mails = await nudgeMails();
    expect(mails.map((mail) => mail.to).sort()).toEqual(['ann@example.com', 'bo@example.com']);
    for (const mail of mails) {
      expect(mail.subject).toBe('Waiting for your approval: Spring campaign');
      expect(mail.text).toContain('Casey Owner is waiting for your approval in "Spring campaign"');
      expect(mail.text).toContain(`http://localhost:3000/portal/${uuids.stalled}`);
    }
    expect(mails.find((mail) => mail.to === 'ann@example.com')?.text).toContain('Hello Ann,');

    const again = await nudge(ids.stalled);
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe('86400');
    expect(again.json().error.message).toBe(
      "This portal's clients were reminded less than 24 hours ago. You can nudge them again in 24 hours.",
    );
    expect(await nudgeMails()).toHaveLength(2);

    const listed = (await stalledList()).portals.find((portal) => portal.portalId === ids.stalled);
    expect(listed).toMatchObject({
      lastNudgedAt: new Date(NOW).toISOString(),
      nextNudgeAt: new Date(NOW + 86_400_000).toISOString(),
    });

    // A nudge is not client activity.
    const after = (await as(owner, app, { method: 'GET', url: '/api/analytics?period=7d' })).json();
    expect(after.overview).toEqual(before.overview);
    expect(after.recentActivity).toEqual(before.recentActivity);

    app.ctx.clock = () => new Date(NOW + 23 * 3_600_000);
    const later = await nudge(ids.stalled);
    expect(later.statusCode).toBe(429);
    expect(later.headers['retry-after']).toBe('3600');
    expect(later.json().error.message).toContain('You can nudge them again in 1 hour.');

    app.ctx.clock = () => new Date(NOW + 24 * 3_600_000 + 1000);
    expect((await nudge(ids.stalled)).statusCode).toBe(200);
    expect(await nudgeMails()).toHaveLength(4);
    app.ctx.clock = () => new Date(NOW);
  });

  it('sends one nudge when two arrive at once', async () => {
    const w = activityWriter(app, owner.id);
    const portal = await createPortal(app, owner, { name: 'Twice' });
    await w.visitor(portal.id, { email: 'twice@example.com', verified: true });
    const answers = await Promise.all([nudge(portal.id), nudge(portal.id), nudge(portal.id)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 429, 429]);
    expect((await nudgeMails()).filter((mail) => mail.to === 'twice@example.com')).toHaveLength(1);
  });

  it('refuses portals it cannot help with a 409 that says why', async () => {
    const quiet = await nudge(ids.quiet);
    expect(quiet.statusCode).toBe(409);
    expect(quiet.json().error.message).toMatch(/^No client of this portal has verified an email address yet/);
    const archived = await nudge(ids.archived);
    expect(archived.statusCode).toBe(409);
    expect(archived.json().error.message).toBe(
      'Only an active portal can be nudged: its clients cannot open this one.',
    );
  });

  it('answers 404 for another creator’s portal or none, and 401 without a session', async () => {
    expect((await nudge(ids.approved, stranger)).statusCode).toBe(404);
    expect((await nudge('no-such-portal')).statusCode).toBe(404);
    expect(
      (await as(null, app, { method: 'POST', url: `/api/analytics/stalled-approvals/${ids.approved}/nudge` }))
        .statusCode,
    ).toBe(401);
    expect((await nudgeMails()).some((mail) => mail.to === 'cy@example.com')).toBe(false);
  });
});
