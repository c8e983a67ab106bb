import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { activityWriter } from '../../../test/analytics-events';
import { buildTestApp } from '../../../test/build-app';
import { as, createCreator, createFile, createPortal, signUp, type TestUser } from '../../../test/factories';

const PORTALS = 50;
const EVENTS = 10_000;
const TYPES = ['view', 'download', 'comment', 'approval', 'form'];

let app: FastifyInstance;
let owner: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  await signUp(app, { email: 'operator@example.com' });
  owner = await createCreator(app, { plan: 'agency' });
  const portalIds: string[] = [];
  for (let i = 0; i < PORTALS; i++) portalIds.push((await createPortal(app, owner, { name: `Portal ${i}` })).id);
  const w = activityWriter(app, owner.id);
  // Every tenth portal gets a file with changes requested and a file awaiting a decision.
  for (const portalId of portalIds.filter((_, i) => i % 10 === 0)) {
    const asked = (await createFile(app, owner, portalId, Buffer.from('a'), 'asked.pdf')).fileId;
    await createFile(app, owner, portalId, Buffer.from('b'), 'waiting.pdf');
    await w.approval(portalId, {
      fileId: asked,
      decision: 'changes_requested',
      visitorId: null,
      at: new Date().toISOString(),
    });
  }
  const start = Date.now() - EVENTS * 60_000;
  const rows = Array.from({ length: EVENTS }, (_, i) => ({
    id: randomUUID(),
    portalId: portalIds[i % PORTALS]!,
    ownerId: owner.id,
    type: TYPES[i % TYPES.length]!,
    fileId: null,
    visitorId: null,
    at: new Date(start + i * 60_000).toISOString(),
  }));
  // Ten files waiting for review in each portal, older than the change requests.
  const uploads = portalIds.flatMap((portalId, p) =>
    Array.from({ length: 10 }, (_, i) => ({
      id: randomUUID(),
      portalId,
      sectionId: 'request-1',
      itemId: 'logo',
      name: `upload-${p}-${i}.png`,
      declaredType: 'image/png',
      size: 1000,
      status: 'submitted',
      createdAt: new Date(start + (p * 10 + i) * 1000).toISOString(),
      uploadedAt: new Date(start + (p * 10 + i) * 1000).toISOString(),
    })),
  );
  await app.ctx.db.insertInto('request_upload').values(uploads).execute();
  for (let i = 0; i < rows.length; i += 500) {
    await app.ctx.db
      .insertInto('event')
      .values(rows.slice(i, i + 500))
      .execute();
  }
}, 120_000);

afterAll(async () => {
  await app?.close();
});

/** The fastest of a few answers: one slow answer on a shared machine says nothing about the queries. */
async function fastest(call: () => Promise<unknown>, times = 5): Promise<number> {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < times; i++) {
    const before = performance.now();
    await call();
    best = Math.min(best, performance.now() - before);
  }
  return best;
}

it(`answers the home for ${PORTALS} portals and ${EVENTS} events in under 100 ms`, async () => {
  const call = () => as(owner, app, { method: 'GET', url: '/api/dashboard/home' });
  const res = await call();
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.recentActivity).toHaveLength(20);
  expect(body.waitingOnYou.filter((item: { kind: string }) => item.kind === 'change_request')).toHaveLength(5);
  expect(body.waitingOnYou.filter((item: { kind: string }) => item.kind === 'client_upload')).toHaveLength(45);
  const took = await fastest(call);
  // 100 ms on a machine of its own; when other work slows this one down, the budget grows with the time the same
  // stack takes for a signed-in route that reads one row, measured here and now.
  const baseline = await fastest(() => as(owner, app, { method: 'GET', url: '/api/me' }));
  expect(took).toBeLessThan(Math.max(100, baseline * 25));
});
