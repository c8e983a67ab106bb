import { createSecretKey } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { as, cookieFrom, createAdmin, createCreator, type TestUser } from '../../../test/factories';
import { toDate } from '../../db/values';
import { readCookieValue, sessionLookup, verifySignedCookie } from './session-lookup';

const DAY = 24 * 3600 * 1000;
const me = (user: Pick<TestUser, 'cookie'>) => as(user, app, { method: 'GET', url: '/api/me' });
const tokenOf = (cookie: string) => decodeURIComponent(/session_token=([^;]+)/.exec(cookie)![1]).split('.')[0];

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  await createAdmin(app);
});
afterAll(async () => {
  await app.close();
});

async function sessionExpiry(token: string): Promise<Date> {
  const row = await app.ctx.db.selectFrom('session').select('expiresAt').where('token', '=', token).executeTakeFirst();
  return toDate(row?.expiresAt)!;
}

async function setSessionExpiry(token: string, at: Date) {
  await app.ctx.db.updateTable('session').set({ expiresAt: at.toISOString() }).where('token', '=', token).execute();
}

describe('the session lookup of signed-in requests', () => {
  it('finds the same user as better-auth for the same cookie', async () => {
    const user = await createCreator(app);
    const lookup = await sessionLookup(app.ctx);
    const found = await lookup.findUser(user.cookie);
    const theirs = await app.ctx.auth.api.getSession({ headers: new Headers({ cookie: user.cookie }) });
    expect(found?.id).toBe(user.id);
    expect(theirs?.user.id).toBe(user.id);
    expect(found).toEqual(await app.ctx.repos.users.findById(user.id));
  });

  it('refuses a tampered cookie: another token with the signature, or a changed signature', async () => {
    const user = await createCreator(app);
    const other = await createCreator(app);
    const value = decodeURIComponent(/session_token=([^;]+)/.exec(user.cookie)![1]);
    const [, signature] = value.split('.');
    const swapped = `better-auth.session_token=${encodeURIComponent(`${tokenOf(other.cookie)}.${signature}`)}`;
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    const changed = `better-auth.session_token=${encodeURIComponent(`${tokenOf(user.cookie)}.${flipped}`)}`;
    const unsigned = `better-auth.session_token=${tokenOf(user.cookie)}`;
    for (const cookie of [swapped, changed, unsigned]) {
      const res = await me({ cookie });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHORIZED');
    }
    expect((await me(user)).statusCode).toBe(200);
  });

  it('refuses a signed-out session on the very next request', async () => {
    const user = await createCreator(app);
    expect((await me(user)).statusCode).toBe(200);
    const out = await as(user, app, { method: 'POST', url: '/api/auth/sign-out', payload: {} });
    expect(out.statusCode).toBe(200);
    expect((await me(user)).statusCode).toBe(401);
  });

  it('refuses a suspended account’s existing session on the next request, with the suspension message', async () => {
    const user = await createCreator(app);
    expect((await me(user)).statusCode).toBe(200);
    await app.ctx.repos.users.update(user.id, { status: 'suspended' });
    const res = await as(user, app, { method: 'GET', url: '/api/portals' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('ACCOUNT_SUSPENDED');
  });

  it('refuses an expired session and deletes it', async () => {
    const user = await createCreator(app);
    const token = tokenOf(user.cookie);
    await setSessionExpiry(token, new Date(Date.now() - 1000));
    expect((await me(user)).statusCode).toBe(401);
    const left = await app.ctx.db.selectFrom('session').select('id').where('token', '=', token).execute();
    expect(left).toHaveLength(0);
  });

  it('extends a session a day old to 30 days again, and leaves a fresher one alone', async () => {
    const user = await createCreator(app);
    const token = tokenOf(user.cookie);
    const fresh = new Date(Date.now() + 29.5 * DAY);
    await setSessionExpiry(token, fresh);
    expect((await me(user)).statusCode).toBe(200);
    expect((await sessionExpiry(token)).getTime()).toBe(fresh.getTime());

    await setSessionExpiry(token, new Date(Date.now() + 28 * DAY));
    const before = Date.now();
    expect((await me(user)).statusCode).toBe(200);
    const extended = (await sessionExpiry(token)).getTime();
    expect(extended).toBeGreaterThanOrEqual(before + 30 * DAY - 1000);
    expect(extended).toBeLessThanOrEqual(Date.now() + 30 * DAY + 1000);
  });

  it('does not extend a session whose browser asked not to be remembered', async () => {
    const user = await createCreator(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: user.password, rememberMe: false },
    });
    expect(res.statusCode).toBe(200);
    const cookie = cookieFrom(res.headers);
    expect(cookie).toContain('dont_remember=');
    const token = tokenOf(cookie);
    const due = new Date(Date.now() + 2 * 3600 * 1000);
    await setSessionExpiry(token, due);
    expect((await me({ cookie })).statusCode).toBe(200);
    expect((await sessionExpiry(token)).getTime()).toBe(due.getTime());
  });
});

describe('signed cookies', () => {
  const key = createSecretKey(Buffer.from('a-secret-for-tests-only', 'utf8'));

  it('reads cookies as better-call does: the first of a name, quoted or URI-encoded', () => {
    expect(readCookieValue('a=1; b=2; a=3', 'a')).toBe('1');
    expect(readCookieValue('a="x%3Dy"', 'a')).toBe('x=y');
    expect(readCookieValue('a=%E0%A4%A', 'a')).toBe('%E0%A4%A');
    expect(readCookieValue('junk; b=2', 'b')).toBe('2');
    expect(readCookieValue('ab=1', 'a')).toBeUndefined();
  });

  it('answers only a value whose signature matches', async () => {
    const { createHmac } = await import('node:crypto');
    const signature = createHmac('sha256', key).update('token-1').digest('base64');
    const cookie = `s=${encodeURIComponent(`token-1.${signature}`)}`;
    expect(verifySignedCookie(cookie, 's', key)).toBe('token-1');
    expect(verifySignedCookie(`s=${encodeURIComponent(`token-2.${signature}`)}`, 's', key)).toBeNull();
    expect(verifySignedCookie(`s=token-1.${signature.slice(0, -1)}`, 's', key)).toBeNull();
    expect(verifySignedCookie('s=token-1', 's', key)).toBeNull();
    expect(verifySignedCookie(undefined, 's', key)).toBeNull();
  });
});
