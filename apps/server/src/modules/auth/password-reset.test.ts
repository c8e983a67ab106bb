import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { as, cookieFrom, createCreator, signUp, type TestUser } from '../../../test/factories';

let app: FastifyInstance;
let owner: TestUser;
beforeEach(async () => {
  app = await buildTestApp({ env: { PUBLIC_URL: 'https://portal.example.com' } });
  await signUp(app, { email: 'operator@example.com' });
  owner = await createCreator(app, { email: 'ada@example.com' });
});
afterEach(async () => {
  await app.close();
});

const requestReset = (email: string, ip = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email, redirectTo: '/reset-password' },
    remoteAddress: ip,
  });
const reset = (token: string, newPassword: string) =>
  app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword } });
const signIn = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
const resetMails = async (to: string) =>
  (await app.ctx.repos.mail.listRecent()).filter((m) => m.to === to && m.subject === 'Reset your ClientDock password');

async function tokenMailedTo(address: string): Promise<string> {
  await expect.poll(async () => (await resetMails(address)).length).toBeGreaterThan(0);
  const [mail] = await resetMails(address);
  const link = new URL(mail!.text.match(/https?:\/\/\S+reset-password\S*/)![0]);
  expect(`${link.origin}${link.pathname}`).toBe('https://portal.example.com/reset-password');
  return link.searchParams.get('token')!;
}

describe('password reset', () => {
  it('mails a link to PUBLIC_URL, resets once, ends every session and is audited', async () => {
    const laptop = cookieFrom((await signIn('ada@example.com', owner.password)).headers);
    const res = await requestReset('ADA@example.com');
    expect(res.statusCode).toBe(200);
    const token = await tokenMailedTo('ada@example.com');

    expect((await reset(token, 'a brand new secret')).statusCode).toBe(200);
    for (const cookie of [owner.cookie, laptop]) {
      expect((await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(401);
    }
    expect((await signIn('ada@example.com', owner.password)).statusCode).toBe(401);
    expect((await signIn('ada@example.com', 'a brand new secret')).statusCode).toBe(200);
    const log = await app.ctx.repos.audit.listByAction('auth.password_reset');
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ actorId: owner.id, targetId: owner.id });

    // The link works once.
    const again = await reset(token, 'yet another secret');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toEqual(expect.any(String));
    expect((await signIn('ada@example.com', 'a brand new secret')).statusCode).toBe(200);
  });

  it('links to PUBLIC_URL whatever Host and forwarded host the request came with', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
      payload: { email: 'ada@example.com', redirectTo: '/reset-password' },
    });
    expect(res.statusCode).toBe(200);
    await tokenMailedTo('ada@example.com');
    const [mail] = await resetMails('ada@example.com');
    expect(mail!.text).not.toContain('evil.example');
    expect(mail!.html).not.toContain('evil.example');
  });

  it('answers an unknown address exactly as a known one, and mails nobody', async () => {
    const known = await requestReset('ada@example.com');
    const unknown = await requestReset('nobody@example.com');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    await tokenMailedTo('ada@example.com');
    expect(await resetMails('nobody@example.com')).toHaveLength(0);
  });

  it('refuses an expired link', async () => {
    await requestReset('ada@example.com');
    const token = await tokenMailedTo('ada@example.com');
    await app.ctx.db
      .updateTable('verification' as never)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() } as never)
      .execute();
    const res = await reset(token, 'a brand new secret');
    expect(res.statusCode).toBe(400);
    expect((await signIn('ada@example.com', owner.password)).statusCode).toBe(200);
  });

  it('mails one address at most 3 times in ten minutes, with the same answer', async () => {
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await requestReset('ada@example.com', `10.0.0.${i + 1}`));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    await expect.poll(async () => (await resetMails('ada@example.com')).length).toBe(3);
  });

  it('answers 429 to a client address past 10 requests in ten minutes', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await requestReset(`someone-${i}@example.com`, '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    const last = await requestReset('someone-else@example.com', '10.9.9.9');
    expect(last.statusCode).toBe(429);
    expect(last.json().error.message).toMatch(/Wait 10 minutes/);
    expect((await requestReset('ada@example.com', '10.9.9.10')).statusCode).toBe(200);
  });

  it('answers bad input with 4xx', async () => {
    for (const payload of [{}, { email: 42 }, { token: 'x' }, { token: 'x', newPassword: 'short' }]) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/reset-password', payload });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().error.message).toEqual(expect.any(String));
    }
    expect(
      (await as(null, app, { method: 'POST', url: '/api/auth/request-password-reset', payload: {} })).statusCode,
    ).toBeLessThan(500);
  });
});
