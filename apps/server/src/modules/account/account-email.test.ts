import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { as, cookieFrom, createCreator, signUp, type TestUser } from '../../../test/factories';

let app: FastifyInstance;
let owner: TestUser;
beforeEach(async () => {
  app = await buildTestApp();
  await signUp(app, { email: 'operator@example.com' });
  owner = await createCreator(app, { email: 'ada@example.com', name: 'Ada Lovelace' });
});
afterEach(async () => {
  await app.close();
});

async function signIn(email: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
}

function changeEmail(user: TestUser | null, payload: unknown) {
  return as(user, app, { method: 'POST', url: '/api/account/email', payload: payload as Record<string, unknown> });
}

async function linkSentTo(address: string): Promise<string> {
  await expect.poll(async () => (await app.ctx.repos.mail.listRecent()).map((m) => m.to)).toContain(address);
  const mail = (await app.ctx.repos.mail.listRecent()).find((m) => m.to === address)!;
  expect(mail.subject).toBe('Confirm your new email for ClientDock');
  const url = new URL(mail.text.match(/https?:\/\/\S+verify-email\S+/)![0]);
  return `${url.pathname}${url.search}`;
}

const status = async (user: TestUser) =>
  (await as(user, app, { method: 'GET', url: '/api/account/email/status' })).json();

describe('changing the email address', () => {
  it('changes the address only after the link sent to the new address is followed', async () => {
    const otherDevice = cookieFrom((await signIn('ada@example.com', owner.password)).headers);

    const res = await changeEmail(owner, { newEmail: 'Ada.New@Example.com', currentPassword: owner.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'verification-sent', pendingEmail: 'ada.new@example.com' });
    expect(await status(owner)).toMatchObject({
      email: 'ada@example.com',
      pendingEmail: 'ada.new@example.com',
      verified: false,
    });

    // Nothing has changed yet: the old address still signs in, the new one does not.
    const link = await linkSentTo('ada.new@example.com');
    expect((await as(owner, app, { method: 'GET', url: '/api/me' })).json().email).toBe('ada@example.com');
    expect((await signIn('ada.new@example.com', owner.password)).statusCode).toBe(401);
    expect((await signIn('ada@example.com', owner.password)).statusCode).toBe(200);
    const thirdDevice = cookieFrom((await signIn('ada@example.com', owner.password)).headers);

    const followed = await app.inject({ method: 'GET', url: link, headers: { cookie: owner.cookie } });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe('/login?emailVerified=true');

    // The browser that followed the link stays signed in; every other session is gone.
    const me = await as(owner, app, { method: 'GET', url: '/api/me' });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'ada.new@example.com', emailVerified: true });
    expect((await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: otherDevice } })).statusCode).toBe(
      401,
    );
    expect((await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: thirdDevice } })).statusCode).toBe(
      401,
    );

    expect((await signIn('ada@example.com', owner.password)).statusCode).toBe(401);
    expect((await signIn('ada.new@example.com', owner.password)).statusCode).toBe(200);
    expect(await status(owner)).toMatchObject({ email: 'ada.new@example.com', pendingEmail: null, verified: true });

    const log = await app.ctx.repos.audit.listByAction('account.email_changed');
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ actorId: owner.id, targetId: owner.id });
    expect(await app.ctx.repos.audit.listByAction('account.email_change_requested')).toHaveLength(1);

    // Following the link again changes nothing and is reported as an error on the login page.
    const again = await app.inject({ method: 'GET', url: link });
    expect(again.headers.location).toMatch(/^\/login\?emailVerified=true&error=/);
    expect(await app.ctx.repos.audit.listByAction('account.email_changed')).toHaveLength(1);
  });

  it('signs out every session when the link is opened in another browser', async () => {
    await changeEmail(owner, { newEmail: 'elsewhere@example.com', currentPassword: owner.password });
    const followed = await app.inject({ method: 'GET', url: await linkSentTo('elsewhere@example.com') });
    expect(followed.statusCode).toBe(302);
    expect((await as(owner, app, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    expect((await signIn('elsewhere@example.com', owner.password)).statusCode).toBe(200);
  });

  it('tracks only the latest request', async () => {
    await changeEmail(owner, { newEmail: 'first@example.com', currentPassword: owner.password });
    await changeEmail(owner, { newEmail: 'second@example.com', currentPassword: owner.password });
    expect((await status(owner)).pendingEmail).toBe('second@example.com');
  });

  it.each([
    ['not an address', { newEmail: 'not-an-email', currentPassword: 'x' }, 'Invalid email format', 'email-update'],
    ['a number', { newEmail: 42, currentPassword: 'x' }, 'Invalid email format', 'email-update'],
    ['an empty address', { newEmail: '', currentPassword: 'x' }, 'Invalid email format', 'email-update'],
    [
      'a huge address',
      { newEmail: `${'a'.repeat(300)}@example.com`, currentPassword: 'x' },
      'Invalid email format',
      'email-update',
    ],
    ['no password', { newEmail: 'b@example.com' }, 'Enter your current password', 'reauthentication'],
  ])('refuses %s with 400 and the spec message', async (_label, payload, message, step) => {
    const res = await changeEmail(owner, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect(res.json().error.details[0].step).toBe(step);
  });

  it('refuses the current address, whatever its case', async () => {
    const res = await changeEmail(owner, { newEmail: 'ADA@Example.COM', currentPassword: owner.password });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message: 'New email must be different from current email',
      details: [{ step: 'email-update' }],
    });
  });

  it('refuses a wrong password (reauthentication) and sends nothing', async () => {
    const res = await changeEmail(owner, { newEmail: 'thief@example.com', currentPassword: 'wrong password' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({
      code: 'REAUTHENTICATION_FAILED',
      details: [{ step: 'reauthentication' }],
    });
    expect((await app.ctx.repos.mail.listRecent()).map((m) => m.to)).not.toContain('thief@example.com');
    expect((await status(owner)).pendingEmail).toBeNull();
  });

  it('refuses an address another account uses (email-update, 409)', async () => {
    await createCreator(app, { email: 'taken@example.com' });
    const res = await changeEmail(owner, { newEmail: 'Taken@example.com', currentPassword: owner.password });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.details).toEqual([{ step: 'email-update' }]);
  });

  it('throttles password guessing: 429 after 10 wrong passwords', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await changeEmail(owner, { newEmail: 'x@example.com', currentPassword: `wrong-${i}` });
      expect(res.statusCode).toBe(401);
    }
    const res = await changeEmail(owner, { newEmail: 'x@example.com', currentPassword: owner.password });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('does not let the auth library change the address without the password', async () => {
    const res = await as(owner, app, {
      method: 'POST',
      url: '/api/auth/change-email',
      payload: { newEmail: 'sneaky@example.com' },
    });
    expect(res.statusCode).toBe(403);
    expect((await app.ctx.repos.mail.listRecent()).map((m) => m.to)).not.toContain('sneaky@example.com');
  });

  it('needs a session, and answers junk with 4xx', async () => {
    expect((await changeEmail(null, { newEmail: 'a@example.com', currentPassword: 'x' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/account/email/status' })).statusCode).toBe(401);
    for (const payload of ['{not json', 'null', '[]', '"x"']) {
      const res = await as(owner, app, {
        method: 'POST',
        url: '/api/account/email',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, payload).toBeLessThan(500);
    }
  });
});
