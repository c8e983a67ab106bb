import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { browser, publicUrl } from '../../../test/client-portal';
import { as, createCreator, createFile, createPortal, signUp, type TestUser } from '../../../test/factories';
import { restartableTestApp } from '../../../test/restartable-app';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/webhook-receiver';
import { deliverDueWebhooks } from './webhook-events';

// Every delivery here goes to a receiver this test starts on 127.0.0.1; the apps allow that address
// (WEBHOOK_ALLOW_PRIVATE), as an instance with its receivers on its own network would.
const FORM = { id: 'brief', type: 'form', title: 'Brief', fields: [{ id: 'goal', type: 'textarea', label: 'Goal' }] };
const ALL_EVENTS = [
  'portal.viewed',
  'file.downloaded',
  'comment.created',
  'approval.created',
  'changes.requested',
  'form.submitted',
  'portal.created',
  'portal.archived',
  'file.version_created',
];

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());
afterEach(() => {
  receiver.answer(200, 'ok');
  receiver.received.length = 0;
});

async function addWebhook(app: FastifyInstance, user: TestUser, events = ALL_EVENTS) {
  const res = await as(user, app, { method: 'POST', url: '/api/webhooks', payload: { url: receiver.url, events } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; secret: string };
}

const deliveries = async (app: FastifyInstance, user: TestUser, id: string) =>
  (await as(user, app, { method: 'GET', url: `/api/webhooks/${id}/deliveries` })).json().deliveries as Array<{
    id: string;
    messageId: string;
    status: string;
    attempts: number;
    nextAttemptAt: string | null;
    responseStatus: number | null;
  }>;

describe('webhook deliveries', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ config: { webhookAllowPrivate: true, throttleBaseMs: 0 } });
    await signUp(app, { email: 'operator@example.com' });
  });
  afterAll(() => app.close());

  it('tell every client action, signed by the Standard Webhooks algorithm, with what a receiver needs', async () => {
    const owner = await createCreator(app, { plan: 'pro' });
    const { secret } = await addWebhook(app, owner);
    const portal = await createPortal(app, owner, { name: 'Acme rebrand', sections: [FORM] });
    const { fileId } = await createFile(app, owner, portal.id, Buffer.from('%PDF-1.4 brief'), 'Brief.pdf');
    const client = browser(app, '198.51.100.7');
    expect((await client.get(publicUrl(portal.uuid))).statusCode).toBe(200);
    await client.post(publicUrl(portal.uuid, '/comments'), { name: 'Dana', body: 'Love the colours', fileId });
    await client.post(publicUrl(portal.uuid, '/approvals'), {
      name: 'Dana',
      decision: 'changes_requested',
      fileId,
      note: 'Bigger logo',
    });
    await client.post(publicUrl(portal.uuid, '/approvals'), { name: 'Dana', decision: 'approved', fileId });
    await client.post(publicUrl(portal.uuid, '/forms/brief'), { name: 'Dana', answers: { goal: 'Launch in May' } });
    expect((await client.get(publicUrl(portal.uuid, `/files/${fileId}?download=1`))).statusCode).toBe(200);
    await createFile(app, owner, portal.id, Buffer.from('%PDF-1.4 brief v2'), 'Brief.pdf', fileId);
    await as(owner, app, { method: 'POST', url: `/api/portals/${portal.id}/archive` });
    await deliverDueWebhooks(app.ctx);

    const verifier = new Webhook(secret);
    for (const hook of receiver.received) {
      expect(() => verifier.verify(hook.body, hook.headers as Record<string, string>)).not.toThrow();
      expect(hook.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
      expect(hook.headers['content-type']).toBe('application/json');
    }
    const types = receiver.received.map((hook) => hook.json.type);
    expect(new Set(types)).toEqual(new Set(ALL_EVENTS));
    const data = (type: string) => receiver.ofType(type)[0].json.data as Record<string, Record<string, unknown>>;
    expect(data('portal.created').portal).toMatchObject({
      id: portal.id,
      name: 'Acme rebrand',
      url: expect.stringContaining(portal.uuid),
    });
    expect(data('portal.viewed')).toMatchObject({
      portal: { id: portal.id },
      visitor: { id: expect.any(String) },
      firstToday: true,
    });
    expect(data('comment.created')).toMatchObject({
      file: { id: fileId, name: 'Brief.pdf', version: 1 },
      comment: { body: 'Love the colours', authorName: 'Dana' },
      visitor: { name: 'Dana' },
    });
    expect(data('changes.requested').approval).toMatchObject({ decision: 'changes_requested', note: 'Bigger logo' });
    expect(data('approval.created').approval).toMatchObject({ decision: 'approved' });
    expect(data('form.submitted').form).toMatchObject({ sectionId: 'brief', answers: { goal: 'Launch in May' } });
    expect(data('file.downloaded').file).toMatchObject({ id: fileId, name: 'Brief.pdf' });
    expect(data('file.version_created')).toMatchObject({ file: { id: fileId, version: 2 }, version: { number: 2 } });
    expect(data('portal.archived').portal).toMatchObject({ id: portal.id, status: 'archived' });
    const everything = JSON.stringify(receiver.received.map((hook) => hook.json));
    expect(everything).not.toMatch(/pinHash|cookieId|secretSealed|tokenHash/);
  });

  it('go only to endpoints that chose the event, of the portal’s owner', async () => {
    const owner = await createCreator(app);
    const other = await createCreator(app);
    await addWebhook(app, owner, ['comment.created']);
    await addWebhook(app, other, ALL_EVENTS);
    const portal = await createPortal(app, owner);
    await browser(app, '198.51.100.8').get(publicUrl(portal.uuid));
    await browser(app, '198.51.100.8').post(publicUrl(portal.uuid, '/comments'), { name: 'Ari', body: 'Hi' });
    await deliverDueWebhooks(app.ctx);
    expect(receiver.received.map((hook) => hook.json.type)).toEqual(['comment.created']);
  });

  it('are retried with growing waits while the receiver fails, then delivered once it answers', async () => {
    const owner = await createCreator(app);
    const { id } = await addWebhook(app, owner, ['portal.created']);
    receiver.answer(500, 'down for maintenance');
    await createPortal(app, owner);
    await deliverDueWebhooks(app.ctx);
    const realClock = app.ctx.clock;
    const start = Date.now();
    const waits: number[] = [];
    try {
      for (let attempt = 1; attempt <= 3; attempt++) {
        const [row] = await deliveries(app, owner, id);
        expect(row).toMatchObject({ status: 'pending', attempts: attempt, responseStatus: 500 });
        const due = new Date(row.nextAttemptAt!).getTime();
        waits.push(Math.round((due - app.ctx.clock().getTime()) / 1000));
        // Not before its time...
        await deliverDueWebhooks(app.ctx);
        expect((await deliveries(app, owner, id))[0].attempts).toBe(attempt);
        // ...and at it.
        app.ctx.clock = () => new Date(due + 1);
        if (attempt === 3) receiver.answer(204);
        await deliverDueWebhooks(app.ctx);
      }
    } finally {
      app.ctx.clock = realClock;
    }
    expect(waits[0]).toBeGreaterThanOrEqual(4);
    expect(waits[1]).toBeGreaterThan(waits[0] * 10);
    expect(waits[2]).toBeGreaterThan(waits[1]);
    const [done] = await deliveries(app, owner, id);
    expect(done).toMatchObject({ status: 'succeeded', attempts: 4, responseStatus: 204, nextAttemptAt: null });
    const ids = new Set(receiver.received.map((hook) => hook.headers['webhook-id']));
    expect(receiver.received).toHaveLength(4);
    expect(ids.size).toBe(1);
    expect(Date.now() - start).toBeLessThan(60_000);
  });

  it('turn the endpoint off after a day of failures, end what waits, and tell the owner', async () => {
    const owner = await createCreator(app);
    const { id } = await addWebhook(app, owner, ['portal.created']);
    receiver.answer(503);
    await createPortal(app, owner);
    await deliverDueWebhooks(app.ctx);
    const realClock = app.ctx.clock;
    try {
      let now = Date.now();
      while (now - Date.now() < 25 * 3600_000) {
        const [row] = await deliveries(app, owner, id);
        if (row.status !== 'pending') break;
        now = new Date(row.nextAttemptAt!).getTime() + 1;
        app.ctx.clock = () => new Date(now);
        await deliverDueWebhooks(app.ctx);
      }
    } finally {
      app.ctx.clock = realClock;
    }
    const [webhook] = (await as(owner, app, { method: 'GET', url: '/api/webhooks' })).json().webhooks;
    expect(webhook.enabled).toBe(false);
    expect(webhook.disabledReason).toMatch(/^Every delivery failed for a day/);
    expect((await deliveries(app, owner, id))[0].status).toBe('failed');
    const notes = (await as(owner, app, { method: 'GET', url: '/api/notifications' })).json().notifications;
    expect(notes.map((n: { title: string }) => n.title)).toContain('Webhook turned off');
    const turnedOn = await as(owner, app, { method: 'PATCH', url: `/api/webhooks/${id}`, payload: { enabled: true } });
    expect(turnedOn.json()).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
  });

  it('do not hold up the request that caused them when the receiver is slow', async () => {
    const owner = await createCreator(app);
    await addWebhook(app, owner, ['portal.created']);
    receiver.answer(200, 'slow', 2_000);
    const before = receiver.answered;
    await createPortal(app, owner);
    // The portal was made while the receiver still held its answer back (or before it was even asked).
    expect(receiver.answered).toBe(before);
    await deliverDueWebhooks(app.ctx);
    expect(receiver.received).toHaveLength(1);
    expect(receiver.answered).toBe(before + 1);
  });

  it('give up on a receiver that does not answer within the timeout and try again later', async () => {
    const owner = await createCreator(app);
    const { id } = await addWebhook(app, owner, ['portal.created']);
    receiver.answer(200, 'too late', 11_000);
    await createPortal(app, owner);
    await deliverDueWebhooks(app.ctx);
    const [row] = await deliveries(app, owner, id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, responseStatus: null });
    expect(
      (await as(owner, app, { method: 'GET', url: `/api/webhooks/${id}/deliveries` })).json().deliveries[0].error,
    ).toBe('No answer within 10 seconds.');
  }, 20_000);
});

describe('webhook deliveries across restarts and instances', () => {
  it('survive a restart: what was due is sent by the next process', async () => {
    const shared = await restartableTestApp();
    try {
      const first = await shared.build({ config: { webhookAllowPrivate: true } });
      await signUp(first, { email: 'operator@example.com' });
      const owner = await createCreator(first);
      const { id } = await addWebhook(first, owner, ['portal.created']);
      receiver.answer(500);
      await createPortal(first, owner);
      await deliverDueWebhooks(first.ctx);
      // A second delivery claimed by an instance that then died mid-attempt (its lease never ended normally).
      await createPortal(first, owner);
      const [pending] = (await deliveries(first, owner, id)).filter((row) => row.attempts === 0);
      if (pending) {
        const now = new Date();
        await first.ctx.repos.webhooks.claim(
          pending.id,
          now.toISOString(),
          new Date(now.getTime() + 60_000).toISOString(),
        );
      }
      await first.close();

      receiver.answer(200);
      const second = await shared.build({ config: { webhookAllowPrivate: true } });
      second.ctx.clock = () => new Date(Date.now() + 61_000);
      await deliverDueWebhooks(second.ctx);
      const rows = await deliveries(second, owner, id);
      expect(rows.map((row) => row.status)).toEqual(['succeeded', 'succeeded']);
      expect(new Set(receiver.received.map((hook) => hook.headers['webhook-id'])).size).toBe(2);
      await second.close();
    } finally {
      await shared.cleanup();
    }
  });

  it('go out once when two instances share the queue', async () => {
    const shared = await restartableTestApp();
    try {
      const one = await shared.build({ config: { webhookAllowPrivate: true } });
      const two = await shared.build({ config: { webhookAllowPrivate: true } });
      await signUp(one, { email: 'operator@example.com' });
      const owner = await createCreator(one);
      const { id } = await addWebhook(one, owner, ['portal.created']);
      receiver.answer(200, 'ok', 20);
      // Twelve messages written to the shared queue without waking either worker; then both race for them.
      const createdAt = new Date().toISOString();
      await one.ctx.repos.webhooks.insertDeliveries(
        Array.from({ length: 12 }, (_, i) => ({
          id: `race-${i}`,
          endpointId: id,
          messageId: `msg_race${i}`,
          eventType: 'portal.created',
          payload: JSON.stringify({ type: 'portal.created', timestamp: createdAt, data: { n: i } }),
          createdAt,
        })),
      );
      await Promise.all([deliverDueWebhooks(one.ctx), deliverDueWebhooks(two.ctx), deliverDueWebhooks(one.ctx)]);
      const ids = receiver.received.map((hook) => hook.headers['webhook-id']);
      expect(ids).toHaveLength(12);
      expect(new Set(ids).size).toBe(12);
      await one.close();
      await two.close();
    } finally {
      await shared.cleanup();
    }
  });
});
