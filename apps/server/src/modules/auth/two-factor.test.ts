import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createNonAdmins, expectAdminOnly, expectPermissionRequired } from '../../../test/admin-access';
import { buildTestApp } from '../../../test/build-app';
import { as, cookieFrom, createAdmin, createCreator, signUp, type TestUser } from '../../../test/factories';

let app: FastifyInstance;
let ada: TestUser;
beforeEach(async () => {
  app = await buildTestApp();
  await signUp(app, { email: 'operator@example.com' });
  ada = await createCreator(app, { email: 'ada@example.com' });
});
afterEach(async () => {
  await app.close();
});

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
function base32Decode(text: string): Buffer {
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase()) bits += BASE32.indexOf(char).toString(2).padStart(5, '0');
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s) from an otpauth:// URI, as an authenticator app computes it. */
function totpFrom(uri: string, offsetSteps = 0): string {
  const secret = base32Decode(new URL(uri).searchParams.get('secret')!);
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + offsetSteps));
  const mac = createHmac('sha1', secret).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

const post = (cookie: string | null, url: string, payload: unknown) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} });
const signIn = (email: string, password: string) => post(null, '/api/auth/sign-in/email', { email, password });
const detailsOf = (entry: { details: unknown }) =>
  typeof entry.details === 'string' ? JSON.parse(entry.details) : entry.details;
const me = (cookie: string) => app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });

/** Turns two-factor sign-in on for a user: the URI and recovery codes as the setup screen shows them. */
async function enableTwoFactor(user: TestUser): Promise<{ uri: string; backupCodes: string[]; cookie: string }> {
  const enabled = await post(user.cookie, '/api/auth/two-factor/enable', { password: user.password });
  expect(enabled.statusCode).toBe(200);
  const { totpURI, backupCodes } = enabled.json();
  const confirmed = await post(user.cookie, '/api/auth/two-factor/verify-totp', { code: totpFrom(totpURI) });
  expect(confirmed.statusCode).toBe(200);
  // The library replaces the session when two-factor turns on.
  return { uri: totpURI, backupCodes, cookie: cookieFrom(confirmed.headers) || user.cookie };
}

describe('two-factor setup', () => {
  it('asks for the current password, shows the secret and ten recovery codes, and turns on only after a valid code', async () => {
    const wrong = await post(ada.cookie, '/api/auth/two-factor/enable', { password: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('The current password is not correct.');

    const res = await post(ada.cookie, '/api/auth/two-factor/enable', { password: ada.password });
    expect(res.statusCode).toBe(200);
    const { totpURI, backupCodes } = res.json();
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/ClientDock:ada%40example\.com\?/);
    expect(new URL(totpURI).searchParams.get('secret')).toMatch(/^[A-Z2-7]+=*$/);
    expect(backupCodes).toHaveLength(10);

    // Not on until the first code is confirmed.
    let security = await as(ada, app, { method: 'GET', url: '/api/account/security' });
    expect(security.json()).toMatchObject({ twoFactorEnabled: false, passkeyCount: 0 });

    const bad = await post(ada.cookie, '/api/auth/two-factor/verify-totp', { code: '000000' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error.message).toMatch(/6-digit code/);
    const ok = await post(ada.cookie, '/api/auth/two-factor/verify-totp', { code: totpFrom(totpURI) });
    expect(ok.statusCode).toBe(200);
    const cookie = cookieFrom(ok.headers);
    security = await app.inject({ method: 'GET', url: '/api/account/security', headers: { cookie } });
    expect(security.json()).toMatchObject({ twoFactorEnabled: true });

    const failed = await app.ctx.repos.audit.listByAction('auth.two_factor_failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ actorId: ada.id });
    expect(await app.ctx.repos.audit.listByAction('auth.two_factor_enabled')).toHaveLength(1);
  });

  it('removes two-factor only with the current password, and audits it', async () => {
    const { cookie } = await enableTwoFactor(ada);
    expect((await post(cookie, '/api/auth/two-factor/disable', { password: 'guess' })).statusCode).toBe(400);
    const off = await post(cookie, '/api/auth/two-factor/disable', { password: ada.password });
    expect(off.statusCode).toBe(200);
    expect((await signIn(ada.email, ada.password)).json().twoFactorRedirect).toBeUndefined();
    const removed = await app.ctx.repos.audit.listByAction('auth.two_factor_disabled');
    expect(removed[0]).toMatchObject({ actorId: ada.id });
  });
});

describe('two-factor sign-in', () => {
  it('gives no access to /api until the code is given, then signs in', async () => {
    const { uri } = await enableTwoFactor(ada);
    const first = await signIn(ada.email, ada.password);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    const halfway = cookieFrom(first.headers);
    expect(halfway).toContain('two_factor=');
    for (const url of ['/api/me', '/api/account/security', '/api/portals', '/api/notifications']) {
      const res = await app.inject({ method: 'GET', url, headers: { cookie: halfway } });
      expect(res.statusCode, url).toBe(401);
    }
    const sessions = await app.ctx.db.selectFrom('session').select('id').where('userId', '=', ada.id).execute();
    expect(sessions).toHaveLength(1); // Only the session of the setup.

    const wrong = await post(halfway, '/api/auth/two-factor/verify-totp', { code: '123456' });
    expect(wrong.statusCode).toBe(401);
    const right = await post(halfway, '/api/auth/two-factor/verify-totp', { code: totpFrom(uri) });
    expect(right.statusCode).toBe(200);
    const session = cookieFrom(right.headers);
    expect((await me(session)).statusCode).toBe(200);

    const failed = await app.ctx.repos.audit.listByAction('auth.two_factor_failed');
    expect(
      failed.some((entry) => entry.actorId === ada.id && detailsOf(entry).route === '/two-factor/verify-totp'),
    ).toBe(true);
  });

  it('accepts each recovery code once', async () => {
    const { backupCodes } = await enableTwoFactor(ada);
    const halfway = cookieFrom((await signIn(ada.email, ada.password)).headers);
    const used = await post(halfway, '/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] });
    expect(used.statusCode).toBe(200);
    expect((await me(cookieFrom(used.headers))).statusCode).toBe(200);

    const again = cookieFrom((await signIn(ada.email, ada.password)).headers);
    const reused = await post(again, '/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error.message).toBe('That recovery code is not valid, or it has been used already.');
  });

  it('refuses a code without a pending sign-in', async () => {
    const res = await post(null, '/api/auth/two-factor/verify-totp', { code: '123456' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('The sign-in has expired. Sign in with your password again.');
  });
});

describe('two-factor required for admins', () => {
  it('keeps the setting to admins who may read or change the settings', async () => {
    const others = await createNonAdmins(app);
    const read = { method: 'GET' as const, url: '/api/admin/settings/security' };
    const write = {
      method: 'PATCH' as const,
      url: '/api/admin/settings/security',
      payload: { requireAdminTwoFactor: false },
    };
    for (const request of [read, write]) await expectAdminOnly(app, others, request);
    await expectPermissionRequired(app, others.plainAdmin, read, 'settings:read');
    await expectPermissionRequired(app, others.plainAdmin, write, 'settings:write');
  });

  it('keeps an admin without two-factor out of the admin pages until they set it up', async () => {
    const chief = await createAdmin(app);
    const deputy = await createAdmin(app);
    // Turning it on without one's own two-factor would lock oneself out.
    const early = await as(chief, app, {
      method: 'PATCH',
      url: '/api/admin/settings/security',
      payload: { requireAdminTwoFactor: true },
    });
    expect(early.statusCode).toBe(403);

    const { cookie } = await enableTwoFactor(chief);
    const junk = await app.inject({
      method: 'PATCH',
      url: '/api/admin/settings/security',
      payload: { requireAdminTwoFactor: 'yes' },
      headers: { cookie },
    });
    expect(junk.statusCode).toBe(400);
    const on = await app.inject({
      method: 'PATCH',
      url: '/api/admin/settings/security',
      payload: { requireAdminTwoFactor: true },
      headers: { cookie },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ requireAdminTwoFactor: true });
    expect((await app.inject({ method: 'GET', url: '/api/admin/creators', headers: { cookie } })).statusCode).toBe(200);

    const refused = await as(deputy, app, { method: 'GET', url: '/api/admin/creators' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'TWO_FACTOR_REQUIRED' });
    expect(refused.json().error.message).toMatch(/Settings > Security/);
    const state = await as(deputy, app, { method: 'GET', url: '/api/account/security' });
    expect(state.json()).toMatchObject({ twoFactorEnabled: false, twoFactorRequired: true });

    const deputyCookie = (await enableTwoFactor(deputy)).cookie;
    const allowed = await app.inject({ method: 'GET', url: '/api/admin/creators', headers: { cookie: deputyCookie } });
    expect(allowed.statusCode).toBe(200);
    // A creator is not concerned by the admins' rule.
    expect((await as(ada, app, { method: 'GET', url: '/api/account/security' })).json().twoFactorRequired).toBe(false);
  });
});

describe('passkeys', () => {
  const confirm = (user: TestUser, password: string) =>
    post(user.cookie, '/api/auth/passkey/confirm-password', { password });

  it('gives registration options only after the current password, and anyone authentication options', async () => {
    const early = await as(ada, app, { method: 'GET', url: '/api/auth/passkey/generate-register-options' });
    expect(early.statusCode).toBe(403);
    expect(early.json().error.code).toBe('REAUTHENTICATION_REQUIRED');
    expect((await confirm(ada, 'wrong password')).statusCode).toBe(400);
    expect((await app.ctx.repos.audit.listByAction('auth.reauth_failed')).length).toBeGreaterThan(0);

    expect((await confirm(ada, ada.password)).statusCode).toBe(200);
    const options = await as(ada, app, { method: 'GET', url: '/api/auth/passkey/generate-register-options' });
    expect(options.statusCode).toBe(200);
    const body = options.json();
    expect(body.challenge).toEqual(expect.any(String));
    expect(body.rp).toEqual({ name: 'ClientDock', id: 'localhost' });
    expect(body.user.name).toBe('ada@example.com');

    const anonymous = await app.inject({ method: 'GET', url: '/api/auth/passkey/generate-authenticate-options' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toMatchObject({ rpId: 'localhost', challenge: expect.any(String) });

    const noSession = await app.inject({ method: 'GET', url: '/api/auth/passkey/generate-register-options' });
    expect(noSession.statusCode).toBe(401);
  });

  it('lists a user’s own passkeys and removes one after the current password', async () => {
    const grace = await createCreator(app, { email: 'grace@example.com' });
    await app.ctx.db
      .insertInto('passkey')
      .values({
        id: 'pk-ada',
        name: 'Laptop',
        publicKey: 'AAAA',
        userId: ada.id,
        credentialID: 'cred-ada',
        counter: 0,
        deviceType: 'singleDevice',
        backedUp: false,
        transports: 'internal',
        createdAt: new Date().toISOString(),
        aaguid: null,
      })
      .execute();
    const listed = await as(ada, app, { method: 'GET', url: '/api/auth/passkey/list-user-passkeys' });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([expect.objectContaining({ id: 'pk-ada', name: 'Laptop' })]);
    expect((await as(grace, app, { method: 'GET', url: '/api/auth/passkey/list-user-passkeys' })).json()).toEqual([]);
    expect((await as(ada, app, { method: 'GET', url: '/api/account/security' })).json().passkeyCount).toBe(1);

    const noReauth = await post(ada.cookie, '/api/auth/passkey/delete-passkey', { id: 'pk-ada' });
    expect(noReauth.statusCode).toBe(403);
    expect((await confirm(grace, grace.password)).statusCode).toBe(200);
    const foreign = await post(grace.cookie, '/api/auth/passkey/delete-passkey', { id: 'pk-ada' });
    expect([401, 404]).toContain(foreign.statusCode);

    expect((await confirm(ada, ada.password)).statusCode).toBe(200);
    const removed = await post(ada.cookie, '/api/auth/passkey/delete-passkey', { id: 'pk-ada' });
    expect(removed.statusCode).toBe(200);
    expect((await as(ada, app, { method: 'GET', url: '/api/auth/passkey/list-user-passkeys' })).json()).toEqual([]);
    const log = await app.ctx.repos.audit.listByAction('auth.passkey_removed');
    expect(log[0]).toMatchObject({ actorId: ada.id });
    expect(detailsOf(log[0]!)).toEqual({ passkeyId: 'pk-ada' });
  });
});
