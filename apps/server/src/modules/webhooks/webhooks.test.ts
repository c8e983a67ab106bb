import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { as, createCreator, signUp, type TestUser } from '../../../test/factories';
import { startWebhookReceiver, type WebhookReceiver } from '../../../test/webhook-receiver';
import { deliverDueWebhooks } from './webhook-events';

let app: FastifyInstance;
let receiver: WebhookReceiver;
beforeAll(async () => {
  app = await buildTestApp({ config: { webhookAllowPrivate: true } });
  receiver = await startWebhookReceiver();
  await signUp(app, { email: 'operator@example.com' });
});
afterAll(async () => {
  await app.close();
  await receiver.close();
});

async function addWebhook(user: TestUser, body: Record<string, unknown> = {}) {
  const res = await as(user, app, {
    method: 'POST',
    url: '/api/webhooks',
    payload: { url: receiver.url, events: ['comment.created', 'portal.created'], ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; secret: string; url: string; enabled: boolean };
}

describe('webhook endpoints', () => {
  it('are added with a signing secret shown once, sealed at rest, and listed without it', async () => {
    const creator = await createCreator(app);
    const created = await addWebhook(creator, { description: 'CRM' });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const row = await app.ctx.db
      .selectFrom('webhook_endpoint')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirst();
    expect(JSON.stringify(row)).not.toContain(created.secret.slice(6));
    const list = (await as(creator, app, { method: 'GET', url: '/api/webhooks' })).json();
    expect(list.webhooks).toEqual([
      expect.objectContaining({
        id: created.id,
        url: receiver.url,
        description: 'CRM',
        events: ['comment.created', 'portal.created'],
        enabled: true,
        disabledReason: null,
        lastDeliveryStatus: null,
      }),
    ]);
    expect(JSON.stringify(list)).not.toContain('whsec_');
  });

  it('are changed, turned off and on, and deleted with their log', async () => {
    const creator = await createCreator(app);
    const { id } = await addWebhook(creator);
    const patch = (payload: Record<string, unknown>) =>
      as(creator, app, { method: 'PATCH', url: `/api/webhooks/${id}`, payload });
    const changed = await patch({ events: ['portal.viewed'], description: 'Views only', enabled: false });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ events: ['portal.viewed'], description: 'Views only', enabled: false });
    const ping = await as(creator, app, { method: 'POST', url: `/api/webhooks/${id}/test` });
    expect(ping.statusCode).toBe(409);
    expect(ping.json().error.message).toBe('This webhook is turned off. Turn it on to send events to it.');
    expect((await patch({ enabled: true })).json().enabled).toBe(true);
    expect((await as(creator, app, { method: 'POST', url: `/api/webhooks/${id}/test` })).statusCode).toBe(202);
    expect((await as(creator, app, { method: 'DELETE', url: `/api/webhooks/${id}` })).statusCode).toBe(204);
    expect((await as(creator, app, { method: 'GET', url: `/api/webhooks/${id}/deliveries` })).statusCode).toBe(404);
    const left = await app.ctx.db.selectFrom('webhook_delivery').select('id').where('endpointId', '=', id).execute();
    expect(left).toEqual([]);
  });

  it('send a test ping through the queue and log it; a delivery can be replayed with the same webhook-id', async () => {
    const creator = await createCreator(app);
    const { id } = await addWebhook(creator);
    receiver.answer(200, 'thanks');
    const queued = await as(creator, app, { method: 'POST', url: `/api/webhooks/${id}/test` });
    expect(queued.statusCode).toBe(202);
    expect(queued.json()).toMatchObject({ eventType: 'webhook.ping', status: 'pending' });
    await deliverDueWebhooks(app.ctx);
    const [logged] = (await as(creator, app, { method: 'GET', url: `/api/webhooks/${id}/deliveries` })).json()
      .deliveries;
    expect(logged).toMatchObject({ status: 'succeeded', responseStatus: 200, responseBody: 'thanks', attempts: 1 });
    expect(logged.durationMs).toBeGreaterThanOrEqual(0);
    const pings = receiver.received.filter((hook) => hook.headers['webhook-id'] === logged.messageId);
    expect(pings).toHaveLength(1);
    expect(pings[0].json.data).toMatchObject({ webhookId: id });

    const replay = await as(creator, app, {
      method: 'POST',
      url: `/api/webhooks/${id}/deliveries/${logged.id}/replay`,
    });
    expect(replay.statusCode).toBe(202);
    expect(replay.json().messageId).toBe(logged.messageId);
    await deliverDueWebhooks(app.ctx);
    expect(receiver.received.filter((hook) => hook.headers['webhook-id'] === logged.messageId)).toHaveLength(2);
    const listed = (await as(creator, app, { method: 'GET', url: '/api/webhooks' })).json().webhooks;
    expect(listed[0]).toMatchObject({ lastDeliveryStatus: 'succeeded' });
  });

  it('in the Slack format post the event’s one line and a link to the portal, still signed and logged', async () => {
    const creator = await createCreator(app);
    const { id } = await addWebhook(creator, { format: 'slack', events: ['portal.created'] });
    expect((await as(creator, app, { method: 'GET', url: '/api/webhooks' })).json().webhooks[0].format).toBe('slack');
    receiver.received.length = 0;
    await as(creator, app, { method: 'POST', url: '/api/portals', payload: { name: 'Q3 <report> & co' } });
    await deliverDueWebhooks(app.ctx);
    const [hook] = receiver.received;
    const text = (JSON.parse(hook.body) as { text: string }).text;
    expect(text).toMatch(
      /^Portal "Q3 &lt;report&gt; &amp; co" was created <http:\/\/localhost:3000\/portal\/[0-9a-f-]+\|Open Q3 &lt;report&gt; &amp; co>$/,
    );
    expect(hook.headers['webhook-signature']).toMatch(/^v1,/);
    const [logged] = (await as(creator, app, { method: 'GET', url: `/api/webhooks/${id}/deliveries` })).json()
      .deliveries;
    expect(logged).toMatchObject({ status: 'succeeded', eventType: 'portal.created' });
    const changed = await as(creator, app, {
      method: 'PATCH',
      url: `/api/webhooks/${id}`,
      payload: { format: 'standard' },
    });
    expect(changed.json().format).toBe('standard');
    const wrong = await as(creator, app, { method: 'PATCH', url: `/api/webhooks/${id}`, payload: { format: 'teams' } });
    expect(wrong.json().error.message).toBe('The format is "standard" or "slack"');
  });

  it('are another account’s business: 404 for every route, nothing changed', async () => {
    const owner = await createCreator(app);
    const { id } = await addWebhook(owner);
    await as(owner, app, { method: 'POST', url: `/api/webhooks/${id}/test` });
    const [delivery] = (await as(owner, app, { method: 'GET', url: `/api/webhooks/${id}/deliveries` })).json()
      .deliveries;
    const stranger = await createCreator(app);
    for (const [method, url, payload] of [
      ['PATCH', `/api/webhooks/${id}`, { enabled: false }],
      ['DELETE', `/api/webhooks/${id}`, undefined],
      ['POST', `/api/webhooks/${id}/test`, undefined],
      ['GET', `/api/webhooks/${id}/deliveries`, undefined],
      ['POST', `/api/webhooks/${id}/deliveries/${delivery.id}/replay`, undefined],
    ] as const) {
      const res = await as(stranger, app, { method, url, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await as(stranger, app, { method: 'GET', url: '/api/webhooks' })).json().webhooks).toEqual([]);
    expect((await as(owner, app, { method: 'GET', url: '/api/webhooks' })).json().webhooks[0].enabled).toBe(true);
    expect((await as(null, app, { method: 'GET', url: '/api/webhooks' })).statusCode).toBe(401);
  });

  it('answer bad input with 400 and a message a person can act on', async () => {
    const creator = await createCreator(app);
    for (const [payload, message] of [
      [{ events: ['portal.viewed'] }, 'Enter the address to send events to, like https://example.com/hooks/clientdock'],
      [
        { url: 'ftp://example.com', events: ['portal.viewed'] },
        'Enter a full web address that starts with https:// or http://',
      ],
      [{ url: 'https://', events: ['portal.viewed'] }, 'Enter a full web address that starts with https:// or http://'],
      [
        { url: 'not a url', events: ['portal.viewed'] },
        'Enter a full web address that starts with https:// or http://',
      ],
      [
        { url: 'https://user:pw@example.com/h', events: ['portal.viewed'] },
        'Leave the user name and password out of the address; sign requests with the webhook secret instead',
      ],
      [
        { url: `https://example.com/${'a'.repeat(2000)}`, events: ['portal.viewed'] },
        'A webhook address can be at most 2000 characters',
      ],
      [{ url: 'https://example.com/h' }, 'Choose at least one event to send'],
      [{ url: 'https://example.com/h', events: [] }, 'Choose at least one event to send'],
      [{ url: 'https://example.com/h', events: ['portal.exploded'] }, 'Choose events from the list'],
      [
        { url: 'https://example.com/h', events: ['portal.viewed'], description: 'x'.repeat(121) },
        'A description can be at most 120 characters',
      ],
    ] as const) {
      const res = await as(creator, app, { method: 'POST', url: '/api/webhooks', payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    const { id } = await addWebhook(creator);
    const empty = await as(creator, app, { method: 'PATCH', url: `/api/webhooks/${id}`, payload: {} });
    expect(empty.statusCode).toBe(400);
    const wrong = await as(creator, app, { method: 'PATCH', url: `/api/webhooks/${id}`, payload: { enabled: 'yes' } });
    expect(wrong.json().error.message).toBe('enabled must be true or false');
    const missing = await as(creator, app, { method: 'POST', url: `/api/webhooks/${id}/deliveries/nope/replay` });
    expect(missing.statusCode).toBe(404);
  });

  it('are limited to ten an account', async () => {
    const creator = await createCreator(app);
    for (let i = 0; i < 10; i++) await addWebhook(creator);
    const res = await as(creator, app, {
      method: 'POST',
      url: '/api/webhooks',
      payload: { url: receiver.url, events: ['portal.viewed'] },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/You have 10 webhooks/);
  });
});

describe('webhook targets on a server that keeps webhooks to public addresses', () => {
  let strict: FastifyInstance;
  beforeAll(async () => {
    strict = await buildTestApp();
    await signUp(strict, { email: 'operator@example.com' });
  });
  afterAll(() => strict.close());

  it('refuse loopback, private, link-local and metadata addresses and localhost names', async () => {
    const creator = await createCreator(strict);
    for (const url of [
      'http://127.0.0.1:8080/hooks',
      'http://localhost/hooks',
      'http://api.localhost/hooks',
      'http://10.0.0.5/hooks',
      'http://192.168.1.20/hooks',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/hooks',
      'http://[fd00::1]/hooks',
    ]) {
      const res = await as(creator, strict, {
        method: 'POST',
        url: '/api/webhooks',
        payload: { url, events: ['portal.viewed'] },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.message).toBe(
        'This address points to a private or local network, which webhooks may not reach on this server',
      );
    }
  });

  it('refuse at delivery a name that resolves to a private address, and log why', async () => {
    const creator = await createCreator(strict);
    // A public-looking name whose address is loopback: refused when the delivery resolves it.
    const res = await as(creator, strict, {
      method: 'POST',
      url: '/api/webhooks',
      payload: { url: 'http://127.0.0.1.nip.test/hooks', events: ['portal.viewed'] },
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    await strict.ctx.db
      .updateTable('webhook_endpoint')
      .set({ url: 'http://[::ffff:127.0.0.1]:9/hooks' })
      .where('id', '=', id)
      .execute();
    await as(creator, strict, { method: 'POST', url: `/api/webhooks/${id}/test` });
    await deliverDueWebhooks(strict.ctx);
    const [delivery] = (await as(creator, strict, { method: 'GET', url: `/api/webhooks/${id}/deliveries` })).json()
      .deliveries;
    expect(delivery).toMatchObject({ status: 'pending', responseStatus: null, attempts: 1 });
    expect(delivery.error).toMatch(/^Refused: .* is not a public address/);
  });
});
