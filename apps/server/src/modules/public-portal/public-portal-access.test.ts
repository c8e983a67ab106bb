import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { browser, publicUrl, setCookies } from '../../../test/client-portal';
import { as, createCreator, createFile, createPortal, signUp, type TestUser } from '../../../test/factories';
import { restartableTestApp } from '../../../test/restartable-app';
import { flushEvents } from './activity';

// One app for the file (each test makes its own creator and portals); tests that move the clock or the
// throttle base put them back afterwards.
let app: FastifyInstance;
let owner: TestUser;
beforeAll(async () => {
  app = await buildTestApp({ config: { throttleBaseMs: 0 } });
  await signUp(app, { email: 'operator@example.com' });
});
beforeEach(async () => {
  owner = await createCreator(app, { name: 'Sam Maker', plan: 'pro' });
});
afterEach(() => {
  app.ctx.clock = () => new Date();
  app.ctx.config.throttleBaseMs = 0;
});
afterAll(async () => {
  await app?.close();
});

describe('a link portal', () => {
  it('opens without a cookie, counts one view per visitor per half hour, and lists only latest versions', async () => {
    const portal = await createPortal(app, owner, { name: 'Launch kit', description: 'All the things' });
    const first = await createFile(app, owner, portal.id, Buffer.from('v1'), 'brief.txt');
    await createFile(app, owner, portal.id, Buffer.from('version two'), 'brief.txt', first.fileId);
    const client = browser(app);

    const res = await client.get(publicUrl(portal.uuid));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.portal).toMatchObject({
      uuid: portal.uuid,
      name: 'Launch kit',
      accessType: 'link',
      allowDownload: true,
    });
    expect(body.portal.files).toHaveLength(1);
    expect(body.portal.files[0]).toMatchObject({
      id: first.fileId,
      version: 2,
      size: 11,
      previewUrl: publicUrl(portal.uuid, `/files/${first.fileId}`),
      downloadUrl: publicUrl(portal.uuid, `/files/${first.fileId}?download=1`),
    });
    expect(body.visitor).toEqual({ name: null, email: null, verified: false });
    const visitorCookie = setCookies(res.headers).get('cd_visitor');
    expect(visitorCookie?.attributes).toMatch(/Path=\/api\/public;.*HttpOnly/);
    expect(visitorCookie?.attributes).toContain('SameSite=Lax');

    await client.get(publicUrl(portal.uuid));
    const views = () =>
      flushEvents(app.ctx)
        .then(() => app.ctx.repos.events.listByPortal(portal.id))
        .then((e) => e.filter((x) => x.type === 'view'));
    expect(await views()).toHaveLength(1);
    const later = Date.now() + 31 * 60_000;
    app.ctx.clock = () => new Date(later);
    await client.get(publicUrl(portal.uuid));
    expect(await views()).toHaveLength(2);
    await browser(app, '198.51.100.7').get(publicUrl(portal.uuid));
    expect(await views()).toHaveLength(3);
    expect((await views())[0]).toMatchObject({ ownerId: owner.id, portalId: portal.id });
  });

  it('announces each view on the event bus', async () => {
    const portal = await createPortal(app, owner);
    const seen: unknown[] = [];
    app.ctx.events.on('client.activity', (activity) => {
      seen.push(activity);
    });
    await browser(app).get(publicUrl(portal.uuid));
    expect(seen).toEqual([expect.objectContaining({ type: 'view', portalId: portal.id, ownerId: owner.id })]);
  });
});

describe('portals that are not served', () => {
  it('answers 404 for an unknown uuid and 410 for draft, archived, expired and suspended ones', async () => {
    const client = browser(app);
    const unknown = await client.get(publicUrl('0123456789abcdef0123456789abcdef'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('PORTAL_NOT_FOUND');

    // A draft is not gone: its client is told it is not published yet, even before a PIN would be asked.
    const draft = await createPortal(app, owner, { status: 'draft', accessType: 'pin', pin: '1234' });
    const unpublished = await client.get(publicUrl(draft.uuid));
    expect(unpublished.statusCode).toBe(410);
    expect(unpublished.json().error).toMatchObject({
      code: 'PORTAL_NOT_PUBLISHED',
      message: "This portal isn't published yet",
    });
    expect((await client.get(publicUrl(draft.uuid, '/comments'))).json().error.code).toBe('PORTAL_NOT_PUBLISHED');

    const archived = await createPortal(app, owner);
    await as(owner, app, { method: 'POST', url: `/api/portals/${archived.id}/archive` });
    const gone = await client.get(publicUrl(archived.uuid));
    expect(gone.json().error).toMatchObject({
      code: 'PORTAL_UNAVAILABLE',
      message: 'This portal is no longer available',
    });
    expect((await client.get(publicUrl(archived.uuid, '/comments'))).statusCode).toBe(410);

    const expiring = await createPortal(app, owner, { accessType: 'pin', pin: '1234' });
    await app.ctx.repos.portals.update(expiring.id, { expiresAt: new Date(Date.now() - 1000).toISOString() });
    const expired = await client.get(publicUrl(expiring.uuid));
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toMatchObject({ code: 'PORTAL_EXPIRED', message: 'This portal has expired' });
    expect((await client.post(publicUrl(expiring.uuid, '/unlock'), { pin: '1234' })).statusCode).toBe(410);

    const live = await createPortal(app, owner);
    await app.ctx.repos.users.update(owner.id, { status: 'suspended' });
    expect((await client.get(publicUrl(live.uuid))).statusCode).toBe(410);
  });
});

describe('a PIN portal', () => {
  it('is locked, refuses a wrong PIN, opens with the right one and keeps it open with the cookie', async () => {
    const portal = await createPortal(app, owner, { name: 'Secret', accessType: 'pin', pin: '482913' });
    const file = await createFile(app, owner, portal.id, Buffer.from('hello'), 'hello.txt');
    const client = browser(app);

    const locked = await client.get(publicUrl(portal.uuid));
    expect(locked.statusCode).toBe(401);
    expect(locked.json().error).toMatchObject({
      code: 'PORTAL_LOCKED',
      accessType: 'pin',
      portal: { name: 'Secret', branding: { primaryColor: '#2563eb', displayName: 'Sam Maker' } },
    });
    expect((await client.get(publicUrl(portal.uuid, `/files/${file.fileId}`))).statusCode).toBe(401);

    const wrong = await client.post(publicUrl(portal.uuid, '/unlock'), { pin: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toMatchObject({ code: 'WRONG_PIN', attemptsLeft: 9 });
    expect(wrong.json().error.message).toBe('That PIN is not right. 9 attempts left.');

    const right = await client.post(publicUrl(portal.uuid, '/unlock'), { pin: '482913' });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ ok: true });
    const cookie = setCookies(right.headers).get('cd_portal');
    expect(cookie?.attributes).toContain(`Path=/api/public/portals/${portal.uuid}`);
    expect(cookie?.attributes).toContain('Max-Age=86400');
    expect(cookie?.attributes).toContain('HttpOnly');
    expect(cookie?.attributes).toContain('SameSite=Lax');
    expect(cookie?.attributes).not.toContain('Secure');

    expect((await client.get(publicUrl(portal.uuid))).statusCode).toBe(200);
    const bytes = await client.get(publicUrl(portal.uuid, `/files/${file.fileId}`));
    expect(bytes.statusCode).toBe(200);
    expect(bytes.body).toBe('hello');

    // A day later the cookie is worth nothing.
    const tomorrow = Date.now() + 24 * 3600_000 + 1000;
    app.ctx.clock = () => new Date(tomorrow);
    expect((await client.get(publicUrl(portal.uuid))).statusCode).toBe(401);
  });

  it('validates the PIN body and refuses PINs on portals without one', async () => {
    const portal = await createPortal(app, owner, { accessType: 'pin', pin: '1234' });
    const client = browser(app);
    for (const payload of [{}, { pin: 1234 }, { pin: '12' }, { pin: 'abcd' }, []]) {
      const res = await client.post(publicUrl(portal.uuid, '/unlock'), payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const junk = await client.request({
      method: 'POST',
      url: publicUrl(portal.uuid, '/unlock'),
      payload: '{"pin":',
      headers: { 'content-type': 'application/json' },
    });
    expect(junk.statusCode).toBe(400);
    expect(junk.json().error.message).toBe('The request body is not valid JSON.');
    const link = await createPortal(app, owner);
    const res = await client.post(publicUrl(link.uuid, '/unlock'), { pin: '1234' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('NOT_PIN_PORTAL');
  });

  it("does not let portal A's cookie open portal B, and a new PIN ends old cookies", async () => {
    const a = await createPortal(app, owner, { accessType: 'pin', pin: '1111' });
    const b = await createPortal(app, owner, { accessType: 'pin', pin: '1111' });
    const fileB = await createFile(app, owner, b.id, Buffer.from('b only'), 'b.txt');
    const client = browser(app);
    await client.post(publicUrl(a.uuid, '/unlock'), { pin: '1111' });
    expect(client.jar.get('cd_portal')).toBeTruthy();
    expect((await client.get(publicUrl(a.uuid))).statusCode).toBe(200);
    expect((await client.get(publicUrl(b.uuid))).statusCode).toBe(401);
    expect((await client.get(publicUrl(b.uuid, `/files/${fileB.fileId}`))).statusCode).toBe(401);
    expect((await client.get(publicUrl(b.uuid, '/download-all'))).statusCode).toBe(401);
    expect((await client.get(publicUrl(b.uuid, '/comments'))).statusCode).toBe(401);
    // The file of B through A's address is simply not there.
    expect((await client.get(publicUrl(a.uuid, `/files/${fileB.fileId}`))).statusCode).toBe(404);

    await as(owner, app, { method: 'PATCH', url: `/api/portals/${a.id}`, payload: { pin: '2222' } });
    expect((await client.get(publicUrl(a.uuid))).statusCode).toBe(401);
  });

  it('throttles wrong PINs to 429 with Retry-After, writes the lockout to the audit log, per client address', async () => {
    const portal = await createPortal(app, owner, { accessType: 'pin', pin: '5555' });
    const attacker = browser(app, '192.0.2.66');
    for (let i = 1; i <= 9; i++) {
      const res = await attacker.post(publicUrl(portal.uuid, '/unlock'), { pin: `000${i}` });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.attemptsLeft).toBe(10 - i);
    }
    const tenth = await attacker.post(publicUrl(portal.uuid, '/unlock'), { pin: '0010' });
    expect(tenth.statusCode).toBe(429);
    expect(tenth.json().error.code).toBe('TOO_MANY_ATTEMPTS');
    const retryAfter = Number(tenth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(29 * 60);
    expect(retryAfter).toBeLessThanOrEqual(30 * 60);

    const right = await attacker.post(publicUrl(portal.uuid, '/unlock'), { pin: '5555' });
    expect(right.statusCode).toBe(429);
    expect(right.headers['retry-after']).toBeDefined();

    const audit = (await app.ctx.repos.audit.listByAction('portal.pin_lockout')).filter(
      (row) => row.targetId === portal.id,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ targetId: portal.id, ip: '192.0.2.66' });

    // Another address is not locked out, and after the window the attacker may try again.
    expect((await browser(app, '192.0.2.77').post(publicUrl(portal.uuid, '/unlock'), { pin: '5555' })).statusCode).toBe(
      200,
    );
    const later = Date.now() + 31 * 60_000;
    app.ctx.clock = () => new Date(later);
    expect((await attacker.post(publicUrl(portal.uuid, '/unlock'), { pin: '5555' })).statusCode).toBe(200);
  });

  it('waits a growing delay after each failure before checking the next PIN', async () => {
    app.ctx.config.throttleBaseMs = 100;
    const portal = await createPortal(app, owner, { accessType: 'pin', pin: '5555' });
    let now = Date.now();
    app.ctx.clock = () => new Date(now);
    const client = browser(app);
    expect((await client.post(publicUrl(portal.uuid, '/unlock'), { pin: '0001' })).statusCode).toBe(401);
    const early = await client.post(publicUrl(portal.uuid, '/unlock'), { pin: '5555' });
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('1');
    now += 250; // 100 ms x 2^1
    expect((await client.post(publicUrl(portal.uuid, '/unlock'), { pin: '0002' })).statusCode).toBe(401);
    now += 300; // 2 failures: 400 ms
    expect((await client.post(publicUrl(portal.uuid, '/unlock'), { pin: '5555' })).statusCode).toBe(429);
    now += 150;
    expect((await client.post(publicUrl(portal.uuid, '/unlock'), { pin: '5555' })).statusCode).toBe(200);
  });
});

describe('throttling across a restart', () => {
  it('keeps counting wrong PINs in the database', async () => {
    const env = await restartableTestApp();
    try {
      let first: FastifyInstance | null = await env.build({ config: { throttleBaseMs: 0 } });
      const creator = await createCreator(first, { plan: 'pro' });
      const portal = await createPortal(first, creator, { accessType: 'pin', pin: '7777' });
      for (let i = 0; i < 6; i++)
        await browser(first, '192.0.2.9').post(publicUrl(portal.uuid, '/unlock'), { pin: '0000' });
      await first.close();
      first = null;

      const second = await env.build({ config: { throttleBaseMs: 0 } });
      try {
        const client = browser(second, '192.0.2.9');
        const res = await client.post(publicUrl(portal.uuid, '/unlock'), { pin: '0000' });
        expect(res.json().error.attemptsLeft).toBe(3);
        for (let i = 0; i < 3; i++) await client.post(publicUrl(portal.uuid, '/unlock'), { pin: '0000' });
        const locked = await client.post(publicUrl(portal.uuid, '/unlock'), { pin: '7777' });
        expect(locked.statusCode).toBe(429);
        expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      } finally {
        await second.close();
      }
    } finally {
      await env.cleanup();
    }
  });
});

describe('branding', () => {
  it('uses the portal override, else the creator branding, business name and white-label ability', async () => {
    await app.ctx.repos.settings.updateUser(owner.id, {
      settings: (saved) => ({ ...saved, branding: { primaryColor: '#112233', secondaryColor: '#445566' } }),
    });
    await app.ctx.repos.users.update(owner.id, { plan: 'agency' });
    const now = new Date().toISOString();
    await app.ctx.repos.creatorProfiles.upsert(
      owner.id,
      {
        displayName: 'Sam',
        businessName: 'Maker Studio',
        bio: '',
        location: '',
        experience: '',
        expertise: [],
        avatar: null,
        banner: null,
        bannerPosition: 50,
        colorTemplate: 'default',
        publicProfile: false,
        socialLinks: {},
      },
      now,
      now,
    );
    const portal = await createPortal(app, owner, { branding: { primaryColor: '#AABBCC' } });
    const res = await browser(app).get(publicUrl(portal.uuid));
    expect(res.json().portal.branding).toEqual({
      logoUrl: null,
      primaryColor: '#aabbcc',
      secondaryColor: '#445566',
      displayName: 'Maker Studio',
    });
    expect(res.json().portal.whiteLabel).toBe(true);

    const plain = await createCreator(app, { name: 'Plain Person' });
    const other = await createPortal(app, plain);
    const answer = (await browser(app).get(publicUrl(other.uuid))).json().portal;
    expect(answer.branding).toMatchObject({
      primaryColor: '#2563eb',
      secondaryColor: '#059669',
      displayName: 'Plain Person',
    });
    expect(answer.whiteLabel).toBe(false);
  });

  it('serves the creator logo through the portal address, never naming the account', async () => {
    const png = await import('sharp').then((m) =>
      m
        .default({ create: { width: 4, height: 4, channels: 3, background: '#ff0000' } })
        .png()
        .toBuffer(),
    );
    const file = `logo-${Date.now()}.png`;
    await app.ctx.storage.put(`branding/${owner.id}/${file}`, png);
    await app.ctx.repos.settings.updateUser(owner.id, {
      settings: (saved) => ({ ...saved, branding: { logoUrl: `/api/branding/logo/${owner.id}/${file}` } }),
    });
    const portal = await createPortal(app, owner, { accessType: 'pin', pin: '1234' });
    const locked = await browser(app).get(publicUrl(portal.uuid));
    expect(locked.json().error.portal.branding.logoUrl).toBe(publicUrl(portal.uuid, '/logo'));
    expect(locked.body).not.toContain(owner.id);
    const logo = await browser(app).get(publicUrl(portal.uuid, '/logo'));
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(png)).toBe(true);
  });
});
