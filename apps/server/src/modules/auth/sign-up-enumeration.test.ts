import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { signUp } from '../../../test/factories';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestApp();
  await signUp(app, { email: 'operator@example.com' });
  await signUp(app, { email: 'ada@example.com', name: 'Ada Lovelace' });
});
afterEach(async () => {
  await app.close();
});

const register = (email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name: 'Someone', email, password: 'correct horse battery' },
  });

/** What a script sees of an answer, with the values that differ between any two sign-ups blanked out. */
function shape(res: LightMyRequestResponse) {
  const body = res.json();
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return {
    status: res.statusCode,
    contentType: res.headers['content-type'],
    keys: Object.keys(body),
    userKeys: Object.keys(body.user).sort(),
    user: { ...body.user, id: typeof body.user.id, createdAt: 'at', updatedAt: 'at', email: 'e' },
    tokenLength: String(body.token).length,
    cookies: cookies.map((c) =>
      c
        .replace(/=[^;]+;/, '=X;')
        .split('; ')
        .sort(),
    ),
    // A 32-character token and its HMAC-SHA-256 signature, as better-auth signs its session cookie.
    cookieValues: cookies.map((c) =>
      /^[A-Za-z0-9]{32}\.[A-Za-z0-9+/]{43}=$/.test(decodeURIComponent(c.split(';')[0]!.split('=').slice(1).join('='))),
    ),
  };
}

describe('sign-up with an address that already has an account', () => {
  it('answers exactly as a new sign-up does, and mails the owner instead', async () => {
    const fresh = await register('newcomer@example.com');
    const taken = await register('Ada@Example.com');
    expect(shape(taken)).toEqual(shape(fresh));

    await expect
      .poll(async () => (await app.ctx.repos.mail.listRecent()).map((m) => [m.to, m.subject]))
      .toContainEqual(['ada@example.com', 'Someone tried to sign up with your address']);
    expect(await app.ctx.repos.audit.listByAction('auth.sign_up_existing')).toHaveLength(1);
    expect((await app.ctx.repos.users.findByEmail('ada@example.com'))?.name).toBe('Ada Lovelace');
  });

  it('mails the owner at most once in ten minutes', async () => {
    for (let i = 0; i < 4; i++) await register('ada@example.com');
    await expect
      .poll(async () => (await app.ctx.repos.mail.listRecent()).filter((m) => m.subject.startsWith('Someone tried')))
      .toHaveLength(1);
  });

  it('still answers bad input as it would for a new address', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'x', email: 'ada@example.com', password: 'short' },
    });
    const fresh = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'x', email: 'fresh@example.com', password: 'short' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(fresh.json());
  });
});
