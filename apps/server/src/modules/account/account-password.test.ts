import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { as, cookieFrom, createCreator, signUp, type TestUser } from '../../../test/factories';

let app: FastifyInstance;
let owner: TestUser;
beforeEach(async () => {
  app = await buildTestApp();
  await signUp(app, { email: 'operator@example.com' });
  owner = await createCreator(app, { email: 'ada@example.com' });
});
afterEach(async () => {
  await app.close();
});

const signIn = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });

function changePassword(user: TestUser | null, payload: unknown) {
  return as(user, app, { method: 'POST', url: '/api/account/password', payload: payload as Record<string, unknown> });
}

describe('changing the password', () => {
  it('changes it, keeps this session and signs out every other one', async () => {
    const laptop = cookieFrom((await signIn('ada@example.com', owner.password)).headers);
    const res = await changePassword(owner, { currentPassword: owner.password, newPassword: 'a brand new secret' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'updated', otherSessionsRevoked: true });

    expect((await as(owner, app, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: laptop } })).statusCode).toBe(401);
    expect((await signIn('ada@example.com', owner.password)).statusCode).toBe(401);
    expect((await signIn('ada@example.com', 'a brand new secret')).statusCode).toBe(200);
    const log = await app.ctx.repos.audit.listByAction('account.password_changed');
    expect(log[0]).toMatchObject({ actorId: owner.id });
  });

  it('refuses a wrong current password with the spec message and changes nothing', async () => {
    const laptop = cookieFrom((await signIn('ada@example.com', owner.password)).headers);
    const res = await changePassword(owner, { currentPassword: 'not my password', newPassword: 'a brand new secret' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Failed to update password. Please check your current password.');
    expect((await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: laptop } })).statusCode).toBe(200);
    expect((await signIn('ada@example.com', owner.password)).statusCode).toBe(200);
  });

  it.each([
    [{ currentPassword: 'x', newPassword: 'short' }, 'Use at least 8 characters'],
    [{ currentPassword: 'x', newPassword: 'y'.repeat(129) }, 'Use at most 128 characters'],
    [{ currentPassword: 'x', newPassword: 12345678 }, 'Use at least 8 characters'],
    [{ newPassword: 'long enough' }, 'Enter your current password'],
    [{ currentPassword: '', newPassword: 'long enough' }, 'Enter your current password'],
  ])('refuses %j with "%s"', async (payload, message) => {
    const res = await changePassword(owner, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('needs a session', async () => {
    const res = await changePassword(null, { currentPassword: 'x', newPassword: 'long enough' });
    expect(res.statusCode).toBe(401);
  });
});
