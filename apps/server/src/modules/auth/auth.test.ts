import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { cookieFrom, signUp } from '../../../test/factories';
import { authStorages } from './auth-contexts';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(async () => {
  await app.close();
});

const signUpBody = { name: 'Ada Lovelace', email: 'ada@example.com', password: 'correct horse battery' };

describe("the auth library's per-call state", () => {
  it('is switched off once its calls have settled, so promise hooks do not stay on for every request', async () => {
    const { cookie } = await signUp(app, { email: 'storages@example.com' });
    const session = await app.ctx.auth.api.getSession({ headers: new Headers({ cookie }) });
    expect(session?.user.email).toBe('storages@example.com');
    // The library keeps its state where this app looks for it: a rename in an upgrade fails here.
    const storages = authStorages();
    expect(storages.length).toBeGreaterThanOrEqual(2);
    for (const storage of storages) expect((storage as unknown as { enabled: boolean }).enabled).toBe(false);
  });
});

describe('sign-up', () => {
  it('creates a signed-in account with the spec defaults and a verification mail', async () => {
    await signUp(app, { email: 'first@example.com' });
    const res = await app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: signUpBody });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe('ada@example.com');
    const cookie = cookieFrom(res.headers);
    expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly/i);
    expect(String(res.headers['set-cookie'])).toMatch(/SameSite=Lax/i);

    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      displayName: 'Ada Lovelace',
      userType: 'creator',
      plan: 'free',
      status: 'active',
      roleDisplayName: 'Creator (free)',
      limits: { portals: 3, fileSizeMb: 10 },
    });
    expect(me.json().lastLogin).not.toBeNull();

    // Verification mail is sent without blocking sign-up; give the background send a moment.
    await expect
      .poll(async () => (await app.ctx.repos.mail.listRecent()).map((m) => m.to))
      .toContain('ada@example.com');
    const mail = (await app.ctx.repos.mail.listRecent()).find((m) => m.to === 'ada@example.com')!;
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);

    // Following the link verifies the address.
    const link = new URL(mail.text.match(/https?:\/\/\S+verify-email\S+/)![0]);
    const verify = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(verify.statusCode).toBeLessThan(400);
    const after = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(after.json().emailVerified).toBe(true);
  });

  it('makes the first account on a fresh instance a super admin, and only the first', async () => {
    const first = await signUp(app, { email: 'owner@example.com' });
    const second = await signUp(app, { email: 'second@example.com' });
    const a = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: first.cookie } });
    const b = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: second.cookie } });
    expect(a.json()).toMatchObject({ userType: 'admin', adminLevel: 'super', roleDisplayName: 'Admin' });
    expect(a.json().limits).toEqual({ portals: 999, fileSizeMb: 1000 });
    expect(b.json()).toMatchObject({ userType: 'creator', adminLevel: null });
  });

  it('ignores attempts to choose privileged fields at sign-up', async () => {
    await signUp(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { ...signUpBody, userType: 'admin', plan: 'agency', status: 'active', adminLevel: 'super' },
    });
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookieFrom(res.headers) } });
    expect(me.json()).toMatchObject({ userType: 'creator', plan: 'free', adminLevel: null });
  });

  it('creates no second account for a taken address, case-insensitively, and mails its owner', async () => {
    const first = await app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: signUpBody });
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { ...signUpBody, email: 'ADA@example.com', password: 'another password' },
    });
    // The same answer as a new sign-up (see sign-up-enumeration.test.ts); the account stays the first one's.
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).not.toBe(first.json().user.id);
    expect(
      (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookieFrom(res.headers) } })).statusCode,
    ).toBe(401);
    const signIn = (password: string) =>
      app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: 'ada@example.com', password } });
    expect((await signIn('another password')).statusCode).toBe(401);
    expect((await signIn(signUpBody.password)).statusCode).toBe(200);
  });

  it.each([
    ['a short password', { ...signUpBody, password: 'Zq9!k' }, /password too short/i],
    ['a huge password', { ...signUpBody, password: 'Zq9!k'.repeat(100) }, /password too long/i],
    ['a bad email', { ...signUpBody, email: 'not-an-email' }, /email/i],
    ['wrong types', { name: 1, email: true, password: [] }, /.+/],
    ['missing fields', {}, /.+/],
  ])('answers %s with a 4xx and a message', async (_label, payload, message) => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().error.message).toMatch(message);
  });

  it('answers junk bodies with 4xx, never 5xx', async () => {
    for (const payload of ['{not json', 'null', '[]', '"text"', '12']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, payload).toBeLessThan(500);
      expect(res.json().error.message, payload).toBeTruthy();
    }
    const oversize = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { ...signUpBody, name: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(oversize.statusCode).toBe(413);
  });
});

describe('sign-in', () => {
  it('signs in with the right password, records lastLogin and the audit log', async () => {
    const user = await signUp(app, { email: 'bob@example.com' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'Bob@Example.com', password: user.password },
    });
    expect(res.statusCode).toBe(200);
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookieFrom(res.headers) } });
    expect(me.statusCode).toBe(200);
    expect(Date.now() - new Date(me.json().lastLogin).getTime()).toBeLessThan(10_000);
    const log = await app.ctx.repos.audit.listByAction('auth.sign_in');
    expect(log[0]).toMatchObject({ actorId: user.id, actorEmail: 'bob@example.com' });
  });

  it('refuses a wrong password with 401 and logs the failure', async () => {
    await signUp(app, { email: 'bob@example.com' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'bob@example.com', password: 'wrong password' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' } });
    expect(res.headers['set-cookie']).toBeUndefined();
    const log = await app.ctx.repos.audit.listByAction('auth.sign_in_failed');
    expect(log).toHaveLength(1);
    expect(log[0].actorEmail).toBe('bob@example.com');
  });

  it('gives an unknown email the same answer as a wrong password', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'nobody@example.com', password: 'whatever123' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('INVALID_EMAIL_OR_PASSWORD');
  });

  it('signs out and the session stops working', async () => {
    const user = await signUp(app);
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: user.cookie },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } });
    expect(me.statusCode).toBe(401);
  });

  it('stores passwords as argon2id hashes, never in clear', async () => {
    const user = await signUp(app);
    const rows = await app.ctx.db.selectFrom('user').select('id').execute();
    expect(rows.length).toBe(1);
    const account = await (
      app.ctx.db as unknown as import('kysely').Kysely<{ account: { password: string; userId: string } }>
    )
      .selectFrom('account')
      .select('password')
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(account.password).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d,p=1\$/);
    expect(account.password).not.toContain(user.password);
  });
});

describe('throttling', () => {
  it('answers 429 after too many sign-in attempts, counted in the database', async () => {
    await app.close();
    app = await buildTestApp({ config: { authRateLimit: true } });
    await signUp(app, { email: 'carol@example.com' });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        // A different account each time: this is the per-client-address limit, not the per-account one.
        payload: { email: `carol-${i}@example.com`, password: `wrong-${i}-password` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const rows = await (app.ctx.db as unknown as import('kysely').Kysely<{ rateLimit: { key: string } }>)
      .selectFrom('rateLimit')
      .select('key')
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    expect((await app.ctx.repos.audit.listByAction('auth.rate_limited')).length).toBeGreaterThan(0);
  });
});
