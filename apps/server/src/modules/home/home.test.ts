import { randomUUID } from 'node:crypto';
import type { DashboardHome } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityWriter } from '../../../test/analytics-events';
import { buildTestApp } from '../../../test/build-app';
import { as, createCreator, createFile, createPortal, signUp, type TestUser } from '../../../test/factories';

const NOW = '2026-03-18T12:00:00.000Z';

let app: FastifyInstance;
let owner: TestUser;
let stranger: TestUser;
let newcomer: TestUser;
const ids = { alpha: '', beta: '', foreign: '', brief: '', logo: '', contract: '', recipient: '' };

const home = async (who: TestUser) => {
  const res = await as(who, app, { method: 'GET', url: '/api/dashboard/home' });
  expect(res.statusCode).toBe(200);
  return res.json() as DashboardHome;
};

const comment = (portalId: string, at: string, extra: Record<string, unknown> = {}) => {
  const id = randomUUID();
  return app.ctx.repos.comments
    .insert({
      id,
      portalId,
      fileId: null,
      fileVersion: null,
      parentId: null,
      authorType: 'client',
      authorName: 'Dana',
      authorEmail: 'dana@example.com',
      authorUserId: null,
      body: 'Can the logo be bigger?',
      anchor: null,
      resolvedAt: null,
      verified: false,
      visitorId: null,
      createdAt: at,
      ...extra,
    })
    .then(() => id);
};

beforeAll(async () => {
  app = await buildTestApp();
  await signUp(app, { email: 'operator@example.com' });
  owner = await createCreator(app, { plan: 'pro' });
  stranger = await createCreator(app, { plan: 'pro' });
  newcomer = await createCreator(app, { plan: 'pro' });
  ids.alpha = (await createPortal(app, owner, { name: 'Alpha' })).id;
  ids.beta = (await createPortal(app, owner, { name: 'Beta' })).id;
  ids.foreign = (await createPortal(app, stranger, { name: 'Someone else' })).id;
  ids.brief = (await createFile(app, owner, ids.alpha, Buffer.from('brief'), 'brief.pdf')).fileId;
  ids.logo = (await createFile(app, owner, ids.alpha, Buffer.from('logo'), 'logo.png')).fileId;
  ids.contract = (await createFile(app, stranger, ids.foreign, Buffer.from('c'), 'contract.pdf')).fileId;
  const invited = await as(owner, app, {
    method: 'POST',
    url: `/api/portals/${ids.beta}/recipients`,
    payload: { email: 'lee@example.com', name: 'Lee' },
  });
  expect(invited.statusCode).toBeLessThan(300);
  ids.recipient = (await app.ctx.db.selectFrom('recipient').select('id').executeTakeFirstOrThrow()).id;
  app.ctx.clock = () => new Date(NOW);
  // Closes two days after NOW; set once the invitation is made, which a closed portal would refuse.
  await app.ctx.db
    .updateTable('portal')
    .set({ expiresAt: '2026-03-20T00:00:00.000Z' })
    .where('id', '=', ids.beta)
    .execute();

  const w = activityWriter(app, owner.id);
  const dana = await w.visitor(ids.alpha, { name: 'Dana', email: 'dana@example.com', verified: true });
  await w.approval(ids.alpha, {
    fileId: ids.brief,
    decision: 'changes_requested',
    visitorId: dana,
    at: '2026-03-17T09:00:00.000Z',
  });
  await w.event(ids.alpha, 'approval', '2026-03-17T09:00:00.000Z', { visitorId: dana, fileId: ids.brief });
  await comment(ids.alpha, '2026-03-18T08:00:00.000Z');
  const answered = await comment(ids.alpha, '2026-03-16T08:00:00.000Z', { body: 'Answered already' });
  await comment(ids.alpha, '2026-03-16T09:00:00.000Z', {
    parentId: answered,
    authorType: 'creator',
    authorName: 'Owner',
    body: 'Yes',
  });
  await comment(ids.alpha, '2026-03-16T10:00:00.000Z', { body: 'Resolved one', resolvedAt: NOW });
  await app.ctx.repos.formResponses.insert({
    id: randomUUID(),
    portalId: ids.beta,
    sectionId: 'form-1',
    answers: {},
    name: 'Lee',
    email: null,
    visitorId: null,
    createdAt: '2026-03-17T12:00:00.000Z',
  } as never);
  // Another creator's portal, with everything that would show up if it leaked.
  const other = activityWriter(app, stranger.id);
  await other.approval(ids.foreign, {
    fileId: ids.contract,
    decision: 'changes_requested',
    visitorId: null,
    at: '2026-03-18T11:00:00.000Z',
  });
  await comment(ids.foreign, '2026-03-18T11:00:00.000Z', { body: 'Leaked?' });
  await other.event(ids.foreign, 'view', '2026-03-18T11:00:00.000Z');
});

afterAll(async () => {
  await app?.close();
});

describe('GET /api/dashboard/home', () => {
  it('lists what waits on the creator, newest first, each with its action', async () => {
    const { waitingOnYou } = await home(owner);
    expect(waitingOnYou.map((item) => [item.kind, item.portalName, item.who, item.text])).toEqual([
      ['comment', 'Alpha', 'Dana', 'Can the logo be bigger?'],
      ['form_response', 'Beta', 'Lee', 'Answered a form'],
      ['change_request', 'Alpha', 'Client', 'Requested changes to "brief.pdf"'],
    ]);
    expect(waitingOnYou[2]).toMatchObject({
      fileId: ids.brief,
      fileName: 'brief.pdf',
      link: `/dashboard/edit/${ids.alpha}?tab=files&review=${ids.brief}`,
    });
    expect(waitingOnYou[0]?.link).toBe(`/dashboard/edit/${ids.alpha}?tab=activity&activity=comments`);
  });

  it('lists unopened recipients with their id and files still awaiting a decision with their wait', async () => {
    const { waitingOnClients } = await home(owner);
    const recipient = waitingOnClients.find((item) => item.kind === 'not_opened');
    expect(recipient).toMatchObject({
      portalId: ids.beta,
      who: 'Lee',
      remind: 'recipient',
      recipientId: ids.recipient,
      link: `/dashboard/edit/${ids.beta}?tab=recipients`,
    });
    const awaiting = waitingOnClients.filter((item) => item.kind === 'awaiting_decision');
    // brief.pdf has a decision (changes requested); logo.png has none.
    expect(awaiting.map((item) => item.fileName)).toEqual(['logo.png']);
    expect(awaiting[0]?.remind).toBe('portal');
    expect(awaiting[0]?.waitingDays).toBeGreaterThanOrEqual(0);
    expect(waitingOnClients[0]).toMatchObject({
      kind: 'closing_soon',
      portalName: 'Beta',
      since: '2026-03-20T00:00:00.000Z',
      remind: null,
    });
  });

  it('answers the latest client events with a readable line', async () => {
    const { recentActivity } = await home(owner);
    expect(recentActivity.map((event) => event.text)).toEqual(['Dana requested changes to "brief.pdf" in "Alpha"']);
  });

  it("never shows another creator's portals", async () => {
    const answer = await home(owner);
    const portals = [...answer.waitingOnYou, ...answer.waitingOnClients, ...answer.recentActivity].map(
      (item) => item.portalId,
    );
    expect(portals).not.toContain(ids.foreign);
    const theirs = await home(stranger);
    expect(theirs.waitingOnYou.map((item) => item.portalId)).toEqual([ids.foreign, ids.foreign]);
  });

  it('answers empty lists for a creator with nothing yet', async () => {
    expect(await home(newcomer)).toEqual({
      waitingOnYou: [],
      waitingOnClients: [],
      recentActivity: [],
      generatedAt: NOW,
    });
  });

  it('needs a signed-in user', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/dashboard/home' })).statusCode).toBe(401);
  });
});
