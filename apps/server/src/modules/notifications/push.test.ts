import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { browser, publicUrl } from '../../../test/client-portal';
import { stubResolver } from '../../../test/dns-stub';
import { as, createCreator, createPortal, signUp, type TestUser } from '../../../test/factories';
import { restartableTestApp } from '../../../test/restartable-app';

interface PushRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A browser's push keys, and RFC 8291 decryption of what the push service receives for it. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body[20];
      const serverKey = body.subarray(21, 21 + idLength);
      const cipherText = body.subarray(21 + idLength);
      const secret = ecdh.computeSecret(serverKey);
      const info = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, serverKey]);
      const ikm = Buffer.from(hkdfSync('sha256', secret, auth, info, 32));
      const key = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const decipher = createDecipheriv('aes-128-gcm', key, nonce);
      decipher.setAuthTag(cipherText.subarray(-16));
      const padded = Buffer.concat([decipher.update(cipherText.subarray(0, -16)), decipher.final()]);
      // The last record ends with a 0x02 delimiter, then optional zero padding.
      return padded.subarray(0, padded.lastIndexOf(2)).toString('utf8');
    },
  };
}

let pushService: http.Server;
let pushBase: string;
const received: PushRequest[] = [];
const statusFor = new Map<string, number>();
let shared: Awaited<ReturnType<typeof restartableTestApp>>;
let app: FastifyInstance;
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  // Plays a browser vendor's push service: records each push and answers as told per path.
  pushService = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(statusFor.get(request.url ?? '') ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  pushBase = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  shared = await restartableTestApp();
  app = await shared.build({ config: { allowLocalPushServiceForTests: true } });
  await signUp(app, { email: 'operator@example.com' });
});
beforeEach(async () => {
  received.length = 0;
  owner = await createCreator(app);
  other = await createCreator(app);
});
afterAll(async () => {
  await app?.close();
  await shared?.cleanup();
  await new Promise((resolve) => pushService.close(resolve));
});

async function subscribe(user: TestUser, path: string, keys = browserKeys()) {
  const res = await as(user, app, {
    method: 'POST',
    url: '/api/notifications/push-subscriptions',
    payload: { endpoint: `${pushBase}${path}`, expirationTime: null, keys: keys.keys },
  });
  expect(res.statusCode).toBe(201);
  return { keys, res };
}

const sendTest = (user: TestUser, notificationType = 'client_comment') =>
  as(user, app, { method: 'POST', url: '/api/notifications/test', payload: { notificationType } });
const status = (user: TestUser) => as(user, app, { method: 'GET', url: '/api/notifications/push' });

describe('web push', () => {
  it('makes VAPID keys once and keeps them in the database across restarts', async () => {
    const res = await status(owner);
    expect(res.statusCode).toBe(200);
    const { publicKey, subscriptions } = res.json();
    expect(subscriptions).toBe(0);
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const restarted = await shared.build({ config: { allowLocalPushServiceForTests: true } });
    try {
      expect((await as(owner, restarted, { method: 'GET', url: '/api/notifications/push' })).json().publicKey).toBe(
        publicKey,
      );
    } finally {
      await restarted.close();
    }
    expect((await as(null, app, { method: 'GET', url: '/api/notifications/push' })).statusCode).toBe(401);
  });

  it('pushes an encrypted, VAPID-signed message to every subscribed browser', async () => {
    const { keys, res } = await subscribe(owner, '/push/laptop');
    expect(res.json()).toMatchObject({ subscriptions: 1 });
    await subscribe(owner, '/push/phone');
    const sent = await sendTest(owner);
    expect(sent.json().push).toBe(2);

    expect(received.map((r) => r.path).sort()).toEqual(['/push/laptop', '/push/phone']);
    const push = received.find((r) => r.path === '/push/laptop')!;
    const { publicKey } = (await status(owner)).json();
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.ttl).toBe('86400');
    expect(push.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));
    const payload = JSON.parse(keys.decrypt(push.body));
    expect(payload).toEqual({
      title: 'New comment',
      body: sent.json().notification.message,
      url: '/dashboard/notifications/test',
      tag: sent.json().notification.id,
      type: 'client_comment',
    });
  });

  it('pushes client activity for enabled types only', async () => {
    await subscribe(owner, '/push/owner');
    const portal = await createPortal(app, owner);
    await as(owner, app, {
      method: 'PATCH',
      url: '/api/settings/notifications',
      payload: { ...DEFAULT_NOTIFICATION_PREFERENCES, portalAccess: false },
    });
    const client = browser(app, '192.0.2.44');
    await client.get(publicUrl(portal.uuid));
    await client.post(publicUrl(portal.uuid, '/comments'), { name: 'Dana', body: 'Hi' });
    await expect.poll(() => received.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toHaveLength(1);
  });

  it('removes a subscription the push service says is gone (410 or 404), and keeps one that failed for now', async () => {
    statusFor.set('/push/gone', 410);
    statusFor.set('/push/unknown', 404);
    statusFor.set('/push/busy', 503);
    for (const path of ['/push/gone', '/push/unknown', '/push/busy', '/push/ok']) await subscribe(owner, path);
    expect((await status(owner)).json().subscriptions).toBe(4);
    expect((await sendTest(owner)).json().push).toBe(1);
    expect(received).toHaveLength(4);
    const left = await app.ctx.repos.pushSubscriptions.listForUser(owner.id);
    expect(left.map((s) => s.endpoint.replace(pushBase, '')).sort()).toEqual(['/push/busy', '/push/ok']);
  });

  it('keeps one row per endpoint: subscribing again updates it, even from another account', async () => {
    await subscribe(owner, '/push/shared');
    await subscribe(owner, '/push/shared');
    expect((await status(owner)).json().subscriptions).toBe(1);
    await subscribe(other, '/push/shared');
    expect((await status(owner)).json().subscriptions).toBe(0);
    expect((await status(other)).json().subscriptions).toBe(1);
  });

  it('unsubscribes only the user’s own endpoint', async () => {
    await subscribe(owner, '/push/mine');
    const remove = (user: TestUser, endpoint: string) =>
      as(user, app, { method: 'DELETE', url: '/api/notifications/push-subscriptions', payload: { endpoint } });
    expect((await remove(other, `${pushBase}/push/mine`)).statusCode).toBe(404);
    expect((await remove(owner, `${pushBase}/push/mine`)).statusCode).toBe(204);
    expect((await remove(owner, `${pushBase}/push/mine`)).statusCode).toBe(404);
    expect((await remove(owner, 'not a url')).statusCode).toBe(400);
    expect((await status(owner)).json().subscriptions).toBe(0);
  });

  it.each([
    [{ endpoint: 'not a url', keys: { p256dh: 'a', auth: 'b' } }],
    [{ endpoint: 'https://push.example.com/x', keys: { p256dh: '', auth: 'b' } }],
    [{ endpoint: 'https://push.example.com/x' }],
    [{ endpoint: 42, keys: { p256dh: 'a', auth: 'b' } }],
    [[1, 2]],
  ])('answers 400 for a malformed subscription %j', async (payload) => {
    const res = await as(owner, app, { method: 'POST', url: '/api/notifications/push-subscriptions', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('accepts only https endpoints on a normal server', async () => {
    const strict = await buildTestApp();
    try {
      const user = await createCreator(strict);
      const res = await as(user, strict, {
        method: 'POST',
        url: '/api/notifications/push-subscriptions',
        payload: { endpoint: `${pushBase}/push/x`, keys: browserKeys().keys },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Push subscriptions must use an https:// endpoint.');
      expect(
        (await as(null, strict, { method: 'POST', url: '/api/notifications/push-subscriptions', payload: {} }))
          .statusCode,
      ).toBe(401);
    } finally {
      await strict.close();
    }
  });

  it("accepts only the browsers' push services, never an address of this machine or its network", async () => {
    const strict = await buildTestApp();
    try {
      const user = await createCreator(strict);
      const subscribeTo = (endpoint: string) =>
        as(user, strict, {
          method: 'POST',
          url: '/api/notifications/push-subscriptions',
          payload: { endpoint, keys: browserKeys().keys },
        });
      for (const endpoint of [
        'https://127.0.0.1/push',
        'https://169.254.169.254/latest/meta-data/',
        'https://10.0.0.1/push',
        'https://[::1]/push',
        'https://localhost/push',
        'https://push.example.com/x',
        'https://fcm.googleapis.com.evil.example/x',
        'https://fcm.googleapis.com:8443/fcm/send/x',
      ]) {
        const res = await subscribeTo(endpoint);
        expect(res.statusCode, endpoint).toBe(400);
        expect(res.json().error.message).toMatch(/browser push service/);
      }
      for (const endpoint of [
        'https://fcm.googleapis.com/fcm/send/abc',
        'https://updates.push.services.mozilla.com/wpush/v2/abc',
        'https://web.push.apple.com/abc',
        'https://wns2-par02p.notify.windows.com/w/?token=abc',
      ]) {
        expect((await subscribeTo(endpoint)).statusCode, endpoint).toBe(201);
      }
    } finally {
      await strict.close();
    }
  });

  it('resolves an added push host and refuses it before connecting when any address is private', async () => {
    const strict = await buildTestApp({ config: { pushServiceHosts: ['push.example.test', '*.push.example.org'] } });
    strict.ctx.dns = stubResolver({
      hosts: {
        'push.example.test': ['127.0.0.1'],
        'eu.push.example.org': ['93.184.216.34', '169.254.169.254'],
      },
    });
    const connect = vi.spyOn(https, 'request');
    try {
      const user = await createCreator(strict);
      for (const endpoint of ['https://push.example.test/p/1', 'https://eu.push.example.org/p/2']) {
        const res = await as(user, strict, {
          method: 'POST',
          url: '/api/notifications/push-subscriptions',
          payload: { endpoint, keys: browserKeys().keys },
        });
        expect(res.statusCode).toBe(201);
      }
      const sent = await as(user, strict, {
        method: 'POST',
        url: '/api/notifications/test',
        payload: { notificationType: 'client_comment' },
      });
      expect(sent.json().push).toBe(0);
      expect(connect).not.toHaveBeenCalled();
    } finally {
      connect.mockRestore();
      await strict.close();
    }
  });

  it('connects to the address it checked, not to a second answer of the DNS', async () => {
    let answers = 0;
    app.ctx.dns = stubResolver({ hosts: {} });
    app.ctx.dns.lookup = async () => (answers++ === 0 ? ['127.0.0.1'] : ['192.0.2.1']);
    try {
      const port = (pushService.address() as AddressInfo).port;
      const res = await as(owner, app, {
        method: 'POST',
        url: '/api/notifications/push-subscriptions',
        payload: { endpoint: `http://push.local.test:${port}/push/pinned`, keys: browserKeys().keys },
      });
      expect(res.statusCode).toBe(201);
      expect((await sendTest(owner)).json().push).toBe(1);
      expect(received.map((r) => r.path)).toEqual(['/push/pinned']);
      expect(answers).toBe(1);
    } finally {
      app.ctx.dns = undefined;
    }
  });
});
