import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { as, createCreator, signUp, type TestUser } from '../../../test/factories';
import { commonPasswordCount, isCommonPassword } from './password-policy';

const TOO_COMMON = 'This password is too common. Choose one that is harder to guess.';

describe('the common-password list', () => {
  it('holds at least the 10,000 most common passwords and catches repeats and runs', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
    for (const password of ['password', '12345678', 'aaaaaaaa', 'Password', 'qwertyuiop', 'abcdefgh', '98765432']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    for (const password of ['correct horse battery', 'plum-vortex-41-lantern', 'Tr0ub4dor&3x']) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });
});

describe('every path that sets a password refuses a common one', () => {
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

  it('sign-up', async () => {
    for (const password of ['password', '12345678', 'aaaaaaaa']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { name: 'Grace', email: 'grace@example.com', password },
      });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().error).toEqual({ code: 'PASSWORD_TOO_COMMON', message: TOO_COMMON });
    }
    expect(await app.ctx.repos.users.findByEmail('grace@example.com')).toBeUndefined();
  });

  it('password change', async () => {
    for (const newPassword of ['password', '12345678', 'aaaaaaaa']) {
      const res = await as(ada, app, {
        method: 'POST',
        url: '/api/account/password',
        payload: { currentPassword: ada.password, newPassword },
      });
      expect(res.statusCode, newPassword).toBe(400);
      expect(res.json().error.message).toBe(TOO_COMMON);
    }
    const ok = await as(ada, app, {
      method: 'POST',
      url: '/api/account/password',
      payload: { currentPassword: ada.password, newPassword: 'plum-vortex-41-lantern' },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('password reset', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: ada.email, redirectTo: '/reset-password' },
    });
    const resetMail = async () =>
      (await app.ctx.repos.mail.listRecent()).find(
        (m) => m.to === ada.email && m.subject === 'Reset your ClientDock password',
      );
    await expect.poll(resetMail).toBeDefined();
    const mail = (await resetMail())!;
    const token = new URL(mail.text.match(/https?:\/\/\S+reset-password\S*/)![0]).searchParams.get('token')!;
    const refused = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: '12345678' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toEqual({ code: 'PASSWORD_TOO_COMMON', message: TOO_COMMON });
    // The link still works for a better password.
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'plum-vortex-41-lantern' },
    });
    expect(reset.statusCode).toBe(200);
  });
});
