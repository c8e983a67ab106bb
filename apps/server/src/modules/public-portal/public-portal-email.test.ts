import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { browser, latestCode, publicUrl, setCookies } from '../../../test/client-portal';
import { as, createCreator, createPortal, signUp, type TestUser } from '../../../test/factories';

let app: FastifyInstance;
let owner: TestUser;
let uuid: string;
let portalId: string;
let moved = 0;
beforeAll(async () => {
  app = await buildTestApp({ config: { throttleBaseMs: 0 } });
  await signUp(app, { email: 'operator@example.com' });
});
beforeEach(async () => {
  moved = 0;
  app.ctx.clock = () => new Date(Date.now() + moved);
  owner = await createCreator(app, { name: 'Robin Studio', plan: 'pro' });
  const portal = await createPortal(app, owner, {
    name: 'Brand review',
    accessType: 'email',
    allowedEmails: ['client@example.com', 'boss@example.com'],
  });
  uuid = portal.uuid;
  portalId = portal.id;
});
afterEach(() => {
  app.ctx.clock = () => new Date();
});
afterAll(async () => {
  await app?.close();
});

const requestCode = (client: ReturnType<typeof browser>, email: string) =>
  client.post(publicUrl(uuid, '/email-code'), { email });
const verify = (client: ReturnType<typeof browser>, email: string, code: string) =>
  client.post(publicUrl(uuid, '/verify-email'), { email, code });
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('email access', () => {
  it('mails a code to an allowed address, opens with it once, and marks the email verified', async () => {
    const client = browser(app, '203.0.113.21');
    const locked = await client.get(publicUrl(uuid));
    expect(locked.statusCode).toBe(401);
    expect(locked.json().error).toMatchObject({ code: 'PORTAL_LOCKED', accessType: 'email' });

    const sent = await requestCode(client, ' Client@Example.com ');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ sent: true, resendAfterSeconds: 30, expiresInSeconds: 600 });
    const mail = (await app.ctx.repos.mail.listRecent()).find((m) => m.to === 'client@example.com');
    expect(mail?.subject).toBe('Your code for Brand review');
    expect(mail?.text).toContain('Robin Studio shared "Brand review" with you');
    expect(mail?.html).toMatch(/<p style="font-size:32px[^>]*>\d{6}<\/p>/);
    const code = await latestCode(app, 'client@example.com');
    const stored = await app.ctx.db.selectFrom('email_code').selectAll().where('portalId', '=', portalId).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0].codeHash).not.toContain(code);

    const wrong = await verify(client, 'client@example.com', wrongCodeFor(code));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toMatchObject({ code: 'WRONG_CODE', attemptsLeft: 4 });

    const right = await verify(client, 'client@example.com', code);
    expect(right.statusCode).toBe(200);
    expect(setCookies(right.headers).get('cd_portal')?.attributes).toContain(`Path=/api/public/portals/${uuid}`);
    const page = await client.get(publicUrl(uuid));
    expect(page.statusCode).toBe(200);
    expect(page.json().visitor).toEqual({ name: null, email: 'client@example.com', verified: true });

    const reuse = await verify(browser(app, '203.0.113.22'), 'client@example.com', code);
    expect(reuse.statusCode).toBe(410);
    expect(reuse.json().error).toMatchObject({ code: 'CODE_EXPIRED', message: expect.stringContaining('already') });
  });

  it('refuses an address that is not on the allow list without saying who is', async () => {
    const res = await requestCode(browser(app, '203.0.113.23'), 'stranger@example.com');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('EMAIL_NOT_ALLOWED');
    expect(res.body).not.toContain('client@example.com');
    expect((await app.ctx.repos.mail.listRecent()).some((m) => m.to === 'stranger@example.com')).toBe(false);
  });

  it('sends at most one code per 30 seconds per address', async () => {
    const client = browser(app, '203.0.113.24');
    expect((await requestCode(client, 'boss@example.com')).statusCode).toBe(200);
    const again = await requestCode(client, 'boss@example.com');
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThanOrEqual(29);
    expect((await requestCode(client, 'client@example.com')).statusCode).toBe(200);
    moved = 31_000;
    expect((await requestCode(client, 'boss@example.com')).statusCode).toBe(200);
  });

  it('lets a code expire after 10 minutes', async () => {
    const client = browser(app, '203.0.113.25');
    await requestCode(client, 'client@example.com');
    const code = await latestCode(app, 'client@example.com');
    moved = 10 * 60_000 + 1000;
    const res = await verify(client, 'client@example.com', code);
    expect(res.statusCode).toBe(410);
    expect(res.json().error).toMatchObject({
      code: 'CODE_EXPIRED',
      message: 'This code has expired. Ask for a new code.',
    });
  });

  it('kills a code after 5 wrong tries', async () => {
    const client = browser(app, '203.0.113.26');
    await requestCode(client, 'client@example.com');
    const code = await latestCode(app, 'client@example.com');
    for (let left = 4; left >= 0; left--) {
      const res = await verify(client, 'client@example.com', wrongCodeFor(code));
      expect(res.statusCode).toBe(401);
      expect(res.json().error.attemptsLeft).toBe(left);
    }
    const dead = await verify(client, 'client@example.com', code);
    expect(dead.statusCode).toBe(410);
    expect(dead.json().error.code).toBe('CODE_EXPIRED');
  });

  it('throttles guessing per client address and audits the lockout', async () => {
    const client = browser(app, '203.0.113.27');
    for (let i = 0; i < 9; i++) {
      const res = await verify(client, 'client@example.com', '123456');
      expect(res.statusCode).toBe(410);
    }
    const tenth = await verify(client, 'client@example.com', '123456');
    expect(tenth.statusCode).toBe(429);
    expect(tenth.headers['retry-after']).toBeDefined();
    expect((await requestCode(client, 'someone@example.com')).statusCode).toBe(429);
    const audit = await app.ctx.repos.audit.listByAction('portal.code_lockout');
    expect(audit.filter((row) => row.targetId === portalId)).toHaveLength(1);
  });

  it('closes the portal to a verified address once it is taken off the allow list', async () => {
    const client = browser(app, '203.0.113.28');
    await requestCode(client, 'boss@example.com');
    await verify(client, 'boss@example.com', await latestCode(app, 'boss@example.com'));
    expect((await client.get(publicUrl(uuid))).statusCode).toBe(200);
    await as(owner, app, {
      method: 'PATCH',
      url: `/api/portals/${portalId}`,
      payload: { allowedEmails: ['client@example.com'] },
    });
    expect((await client.get(publicUrl(uuid))).statusCode).toBe(401);
  });

  it('sends a code to any address when the portal has no allow list', async () => {
    const open = await createPortal(app, owner, { accessType: 'email' });
    const client = browser(app, '203.0.113.30');
    expect((await client.post(publicUrl(open.uuid, '/email-code'), { email: 'anyone@example.com' })).statusCode).toBe(
      200,
    );
    const code = await latestCode(app, 'anyone@example.com');
    expect(
      (await client.post(publicUrl(open.uuid, '/verify-email'), { email: 'anyone@example.com', code })).statusCode,
    ).toBe(200);
    expect((await client.get(publicUrl(open.uuid))).json().visitor).toMatchObject({ email: 'anyone@example.com' });
  });

  it('validates the email and code bodies', async () => {
    const client = browser(app, '203.0.113.29');
    const bad = await requestCode(client, 'not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Invalid email format');
    for (const code of ['12345', 'abcdef', '1234567']) {
      const res = await verify(client, 'client@example.com', code);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('The code is 6 digits');
    }
    const pinPortal = await createPortal(app, owner, { accessType: 'pin', pin: '1234' });
    const res = await client.post(publicUrl(pinPortal.uuid, '/email-code'), { email: 'client@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('NOT_EMAIL_PORTAL');
  });
});
